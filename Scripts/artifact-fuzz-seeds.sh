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
for reader in Zip ResourceTable Protobuf PropertyList BinaryXML; do mkdir -p "Fuzz/Corpus/Artifact$reader"; done
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
PY
ls Fuzz/Corpus/Artifact*
