#!/usr/bin/env bash
# Seeds for the artifact readers' fuzz checks (Sources/Fuzz/Checks/ArtifactChecks.swift), made
# with aapt2 from the pinned data's 7-configuration app (../shared/platforms/packaging) and with
# Python's plistlib and zipfile; written to Fuzz/Corpus/Artifact<Reader>/.
# Needs: apt-get install aapt android-framework-res zip. Usage: Scripts/artifact-fuzz-seeds.sh [SHARED_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${1:-../shared}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
FW=/usr/share/android-framework-res/framework-res.apk
res="$shared/platforms/packaging/res"
printf '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.seed"><application/></manifest>\n' >"$work/M.xml"
aapt2 compile --dir "$res" -o "$work/res.zip"
aapt2 link -I $FW --manifest "$work/M.xml" -o "$work/app.apk" "$work/res.zip"
aapt2 link -I $FW --manifest "$work/M.xml" --proto-format -o "$work/proto.apk" "$work/res.zip"
aapt2 link -I $FW --manifest "$work/M.xml" --enable-sparse-encoding -o "$work/sparse.apk" "$work/res.zip"
aapt2 link -I $FW --manifest "$work/M.xml" -o "$work/base.apk" --split "$work/config.fr.apk:fr,fr-rCA" "$work/res.zip"
# ArtifactApp: the same app with a locale config its manifest names and a minSdkVersion. The
# Android 10 framework aapt2 links against has no android:localeConfig (API 33), so the app
# declares an attribute of that name itself: the manifest's reference is the same binary XML.
mkdir -p "$work/lc/res/xml"
cp -r "$res"/values* "$work/lc/res/"
printf '<resources><attr name="localeConfig" format="reference"/></resources>\n' >"$work/lc/res/values/attrs.xml"
printf '<locale-config xmlns:android="http://schemas.android.com/apk/res/android"><locale android:name="en"/><locale android:name="fr"/><locale android:name="sr-Latn"/></locale-config>\n' >"$work/lc/res/xml/locales_config.xml"
printf '<manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" package="org.example.seed"><uses-sdk android:minSdkVersion="21"/><application app:localeConfig="@xml/locales_config"/></manifest>\n' >"$work/lc/M.xml"
aapt2 compile --dir "$work/lc/res" -o "$work/lc.zip"
aapt2 link -I $FW --manifest "$work/lc/M.xml" -o "$work/locale-config.apk" "$work/lc.zip"
for reader in Zip ResourceTable Protobuf PropertyList BinaryXML App; do mkdir -p "Fuzz/Corpus/Artifact$reader"; done
python3 - "$work" <<'PY'
import sys, zipfile, plistlib, io, os
work = sys.argv[1]
def out(reader, name, data):
    open(os.path.join("Fuzz/Corpus", "Artifact" + reader, name), "wb").write(data)
for apk in ["app", "sparse", "base", "config.fr"]:
    with zipfile.ZipFile(os.path.join(work, apk + ".apk")) as z:
        out("ResourceTable", apk + ".arsc", z.read("resources.arsc"))
        out("BinaryXML", apk + "-manifest.xml", z.read("AndroidManifest.xml"))
with zipfile.ZipFile(os.path.join(work, "proto.apk")) as z:
    out("Protobuf", "resources.pb", z.read("resources.pb"))
    out("Protobuf", "manifest.pb", z.read("AndroidManifest.xml"))
out("Protobuf", "BundleConfig.pb", bytes.fromhex("0a080a0631 2e31372e32 120a0a080a060803 1001 1a00".replace(" ", "")))
for name, compression in [("stored", zipfile.ZIP_STORED), ("deflated", zipfile.ZIP_DEFLATED)]:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as z:
        z.writestr("Payload/A.app/Info.plist", plistlib.dumps({"CFBundleDevelopmentRegion": "en"}, fmt=plistlib.FMT_BINARY))
        z.writestr("Payload/A.app/fr.lproj/Localizable.strings", '"a" = "b";\n'.encode("utf-16") * 20)
        z.writestr("base/resources.pb", b"\x12\x00" * 30)
    out("Zip", name + ".zip", buffer.getvalue())
out("Zip", "app.apk", open(os.path.join(work, "app.apk"), "rb").read())
value = {"files": {"NSStringLocalizedFormatKey": "%#@n@", "n": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
    "one": "%d file", "other": "%d files", "count": 2, "ratio": 0.5, "ok": True, "data": b"\x00\x01"}}, "list": ["a", "é😀"]}
out("PropertyList", "binary.plist", plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
out("PropertyList", "xml.plist", plistlib.dumps(value, fmt=plistlib.FMT_XML))
out("PropertyList", "utf16.strings", '/* c */\n"title" = "Caf\\U00e9";\nkey = value;\n'.encode("utf-16"))
out("PropertyList", "utf8.strings", b'{ "a" = "b"; "c"; }')
out("App", "app.apk", open(os.path.join(work, "app.apk"), "rb").read())
out("App", "locale-config.apk", open(os.path.join(work, "locale-config.apk"), "rb").read())
out("App", "config.fr.apk", open(os.path.join(work, "config.fr.apk"), "rb").read())
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
    with zipfile.ZipFile(os.path.join(work, "proto.apk")) as proto:
        z.writestr("base/resources.pb", proto.read("resources.pb"))
    z.writestr("BundleConfig.pb", bytes.fromhex("0a080a06312e31372e32120a0a080a0608031001"))
out("App", "bundle.aab", buffer.getvalue())
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
    info = {"CFBundleDevelopmentRegion": "en", "CFBundleLocalizations": ["fr", "de"]}
    z.writestr("Payload/A.app/Info.plist", plistlib.dumps(info, fmt=plistlib.FMT_BINARY))
    z.writestr("Payload/A.app/Base.lproj/Localizable.strings", plistlib.dumps({"a": "A", "b": "B"}, fmt=plistlib.FMT_BINARY))
    z.writestr("Payload/A.app/fr.lproj/Localizable.strings", '"a" = "b";\n'.encode("utf-16"))
    z.writestr("Payload/A.app/fr.lproj/Localizable.stringsdict", plistlib.dumps(value, fmt=plistlib.FMT_XML))
    z.writestr("Payload/A.app/Localizable.xcstrings", b"{}")
    z.writestr("Payload/A.app/PlugIns/Share.appex/Info.plist", plistlib.dumps({"CFBundleDevelopmentRegion": "fr"}))
    z.writestr("Payload/A.app/PlugIns/Share.appex/fr.lproj/Localizable.strings", b'"s" = "t";')
out("App", "app.ipa", buffer.getvalue())
PY
ls Fuzz/Corpus/Artifact*
