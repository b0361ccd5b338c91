#!/usr/bin/env bash
# Typechecks the Apple adapters of the LanguagePolicy module on Linux against CI-only stand-ins of
# the few UIKit, SwiftUI and NaturalLanguage declarations they use (Scripts/AppleStandIns, never
# shipped). This proves the code compiles against those shapes, not how the frameworks behave.
# It also runs the UserDefaults store against Linux Foundation's UserDefaults.
#
# The modules LanguagePolicy depends on, and their order, are read from Package.swift
# (`swift package describe`), so the list lives in one place.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every module is compiled here with one package name of its own, so that `package` declarations
# are visible whatever the checkout's folder is called (SwiftPM names the package after it).
flags=(-swift-version 6 ${LANGPOLICY_TYPECHECK_FLAGS:-} -package-name LanguagePolicyTypecheck -I "$work" -D LANGUAGEPOLICY_APPLE_TYPECHECK
    -enable-upcoming-feature InternalImportsByDefault)

for framework in UIKit SwiftUI NaturalLanguage; do
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
        -emit-module-path "$work/$framework.swiftmodule" "Scripts/AppleStandIns/$framework.swift"
done

# LanguagePolicy's library dependencies, each after its own, with their source folders.
LANGPOLICY_JNI_HEADERS=none swift package describe --type json > "$work/package.json"
mapfile -t modules < <(python3 - "$work/package.json" <<'EOF'
import json, sys
targets = {t["name"]: t for t in json.load(open(sys.argv[1]))["targets"]}
order = []
def visit(name):
    for dependency in targets[name].get("target_dependencies") or []:
        visit(dependency)
    if name not in order:
        order.append(name)
visit("LanguagePolicy")
for name in order[:-1]:
    print(name, targets[name]["path"])
EOF
)

# library MODULE PATH: the module's sources as a static library and its module, for what imports it.
library() {
    swiftc -emit-library -static -parse-as-library "${flags[@]}" -module-name "$1" \
        -emit-module -emit-module-path "$work/$1.swiftmodule" -o "$work/lib$1.a" $(find "$2" -name '*.swift')
}
for entry in "${modules[@]}"; do
    read -r module path <<<"$entry"
    library "$module" "$path"
    echo "typecheck-apple: $module built"
done

# Emitting the module (not just -typecheck) also runs the checks made after type checking, such
# as actor isolation in deinitializers.
mkdir -p "$work/symbols"
swiftc -emit-module -parse-as-library "${flags[@]}" -module-name LanguagePolicy \
    -emit-module-path "$work/check/LanguagePolicy.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/symbols" -emit-extension-block-symbols \
    $(find Sources/LanguagePolicy -name '*.swift') 2>&1 | tee "$work/LanguagePolicy.log"
if grep -q -E "error|warning" "$work/LanguagePolicy.log"; then
    echo "typecheck-apple: LanguagePolicy's Apple adapters do not typecheck against the stand-ins" >&2
    exit 1
fi
echo "typecheck-apple: LanguagePolicy with its Apple adapters ok"

# The module's DocC catalog, against its symbols as the stand-ins shape them (the adapters'
# symbols exist only there).
docc convert Sources/LanguagePolicy/LanguagePolicy.docc --additional-symbol-graph-dir "$work/symbols" \
    --fallback-display-name LanguagePolicy --fallback-bundle-identifier dev.languagepolicy.LanguagePolicy \
    --output-path "$work/LanguagePolicy.doccarchive" --warnings-as-errors > "$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    exit 1
}
echo "typecheck-apple: LanguagePolicy's DocC catalog ok"

# The UserDefaults store, run on Linux Foundation's UserDefaults: its source and the check as one module.
libraries=()
for entry in "${modules[@]}"; do libraries+=("$work/lib${entry%% *}.a"); done
swiftc -parse-as-library "${flags[@]}" -module-name UserDefaultsStoreCheck -o "$work/userdefaults-check" \
    Sources/LanguagePolicy/Apple/UserDefaultsAppLanguageStore.swift Scripts/AppleStandIns/UserDefaultsStoreCheck.swift \
    "${libraries[@]}"
"$work/userdefaults-check"
