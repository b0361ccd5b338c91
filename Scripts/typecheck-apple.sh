#!/usr/bin/env bash
# Typechecks the Apple adapters of the LanguagePolicy module on Linux against CI-only stand-ins of
# the few UIKit, SwiftUI, NaturalLanguage and Apple-only Foundation declarations they use
# (Scripts/AppleStandIns, never shipped; Scripts/AppleStandIns/README.md says what each models and
# from which source). This proves the code compiles against those shapes, not how the frameworks
# behave, except for what the checks run:
#   - three passes: iOS's UIKit; tvOS's (without UIKit's text-input API); watchOS's (no UIKit views);
#   - the module's DocC catalog, against the iOS pass's symbols;
#   - the UserDefaults store, run on Linux Foundation's UserDefaults;
#   - `.effectiveLocale(_:mode:)` applied on the SwiftUI stand-in, which keeps what modifiers write
#     to the environment (SwiftUILocaleCheck).
#
# The modules LanguagePolicy depends on, and their order, are read from Package.swift
# (`swift package describe`), so the list lives in one place.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
standins=Scripts/AppleStandIns
mkdir -p "$work/ios" "$work/tvos" "$work/watchos"

# Every module is compiled here with one package name of its own, so that `package` declarations
# are visible whatever the checkout's folder is called (SwiftPM names the package after it).
flags=(-swift-version 6 ${LANGPOLICY_TYPECHECK_FLAGS:-} -package-name LanguagePolicyTypecheck -I "$work" -D LANGUAGEPOLICY_APPLE_TYPECHECK
    -enable-upcoming-feature InternalImportsByDefault)

# standin MODULE DIR [FLAG…]: a stand-in as a static library and its module, in DIR.
standin() {
    local module=$1 dir=$2
    shift 2
    swiftc -emit-library -static -emit-module -parse-as-library -swift-version 6 -module-name "$module" "$@" \
        -emit-module-path "$dir/$module.swiftmodule" -o "$dir/lib$module.a" "$standins/$module.swift"
}
for framework in SwiftUI NaturalLanguage FoundationAppleOnly; do standin "$framework" "$work"; done
standin UIKit "$work/ios"
standin UIKit "$work/tvos" -D LANGUAGEPOLICY_TVOS
standin UIKit "$work/watchos" -D LANGUAGEPOLICY_WATCHOS

# LanguagePolicy's library dependencies, each after its own, with their source folders.
LANGPOLICY_JNI_HEADERS=none swift package describe --type json > "$work/package.json"
mapfile -t modules < <(python3 - "$work/package.json" <<'PY'
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
PY
)

# library MODULE PATH [FLAG…]: the module's sources as a static library and its module, for what imports it.
library() {
    local module=$1 path=$2
    shift 2
    swiftc -emit-library -static -parse-as-library "${flags[@]}" "$@" -module-name "$module" \
        -emit-module -emit-module-path "$work/$module.swiftmodule" -o "$work/lib$module.a" $(find "$path" -name '*.swift')
}
for entry in "${modules[@]}"; do
    read -r module path <<<"$entry"
    library "$module" "$path"
    echo "typecheck-apple: $module built"
done

# Emitting the module (not just -typecheck) also runs the checks made after type checking, such
# as actor isolation in deinitializers. The iOS pass is kept as a library, with its symbols.
sources=$(find Sources/LanguagePolicy -name '*.swift')
mkdir -p "$work/symbols" "$work/check"
pass() {
    local platform=$1
    shift
    swiftc -emit-module -parse-as-library "${flags[@]}" -I "$work/$platform" "$@" -module-name LanguagePolicy \
        -emit-module-path "$work/check/$platform/LanguagePolicy.swiftmodule" $sources 2>&1 | tee "$work/$platform.log"
    if grep -q -E "error|warning" "$work/$platform.log"; then
        echo "typecheck-apple: LanguagePolicy's Apple adapters do not typecheck against the $platform stand-ins" >&2
        exit 1
    fi
    echo "typecheck-apple: LanguagePolicy with its Apple adapters ok ($platform)"
}
pass tvos -D LANGUAGEPOLICY_TVOS
pass watchos -D LANGUAGEPOLICY_WATCHOS
swiftc -emit-library -static -parse-as-library "${flags[@]}" -I "$work/ios" -module-name LanguagePolicy \
    -emit-module -emit-module-path "$work/ios/LanguagePolicy.swiftmodule" -o "$work/libLanguagePolicy.a" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/symbols" -emit-extension-block-symbols $sources 2>&1 | tee "$work/ios.log"
if grep -q -E "error|warning" "$work/ios.log"; then
    echo "typecheck-apple: LanguagePolicy's Apple adapters do not typecheck against the ios stand-ins" >&2
    exit 1
fi
echo "typecheck-apple: LanguagePolicy with its Apple adapters ok (ios)"

# The module's DocC catalog, against its symbols as the stand-ins shape them (the adapters'
# symbols exist only there).
docc convert Sources/LanguagePolicy/LanguagePolicy.docc --additional-symbol-graph-dir "$work/symbols" \
    --fallback-display-name LanguagePolicy --fallback-bundle-identifier dev.languagepolicy.LanguagePolicy \
    --output-path "$work/LanguagePolicy.doccarchive" --warnings-as-errors > "$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    exit 1
}
echo "typecheck-apple: LanguagePolicy's DocC catalog ok"

# Static libraries for the linker: each before the ones it depends on.
libraries=()
for entry in "${modules[@]}"; do libraries=("$work/lib${entry%% *}.a" "${libraries[@]}"); done

# The UserDefaults store, run on Linux Foundation's UserDefaults: its source (with the module's
# re-exports, which make its conformance public) and the check as one module.
swiftc -parse-as-library "${flags[@]}" -module-name UserDefaultsStoreCheck -o "$work/userdefaults-check" \
    Sources/LanguagePolicy/Apple/UserDefaultsAppLanguageStore.swift Sources/LanguagePolicy/Exports.swift \
    "$standins/UserDefaultsStoreCheck.swift" \
    "${libraries[@]}"
"$work/userdefaults-check"

# What SwiftUI views below `.effectiveLocale(_:mode:)` see, on the SwiftUI stand-in.
swiftc -parse-as-library "${flags[@]}" -I "$work/ios" -module-name SwiftUILocaleCheck -o "$work/swiftui-check" \
    "$standins/SwiftUILocaleCheck.swift" "$work/libLanguagePolicy.a" "${libraries[@]}" \
    "$work/libSwiftUI.a" "$work/libNaturalLanguage.a" "$work/libFoundationAppleOnly.a" "$work/ios/libUIKit.a"
"$work/swiftui-check" Tests/Fixtures/LocalizedBundle
