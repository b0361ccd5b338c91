#!/usr/bin/env bash
# Typechecks the Apple adapters on Linux against CI-only stand-ins of the few UIKit, SwiftUI and
# NaturalLanguage declarations they use (Scripts/AppleStandIns, never shipped). This proves the
# code compiles against those shapes, not how the frameworks behave. It also runs the
# UserDefaults store against Linux Foundation's UserDefaults.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every module is compiled here with one package name of its own, so that `package` declarations
# are visible whatever the checkout's folder is called (SwiftPM names the package after it).
flags=(-swift-version 6 -package-name LanguagePolicyTypecheck -I "$work" -D LANGUAGEPOLICY_APPLE_TYPECHECK)

for framework in UIKit SwiftUI NaturalLanguage; do
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
        -emit-module-path "$work/$framework.swiftmodule" "Scripts/AppleStandIns/$framework.swift"
done

# library MODULE: the module's sources as a static library and its module, for what imports it.
library() {
    swiftc -emit-library -static -parse-as-library "${flags[@]}" -module-name "$1" \
        -emit-module -emit-module-path "$work/$1.swiftmodule" -o "$work/lib$1.a" $(find "Sources/$1" -name '*.swift')
}
for module in LanguageTags LanguagePolicyJSON AppLanguage EffectiveLocale InputLanguage LanguageTagsFoundation \
    PlatformSelection AndroidLocalePlanning PlatformComparison LanguagePolicy; do
    library "$module"
    echo "typecheck-apple: $module built"
done

# Emitting the module (not just -typecheck) also runs the checks made after type checking, such
# as actor isolation in deinitializers.
mkdir -p "$work/symbols"
swiftc -emit-module -parse-as-library "${flags[@]}" -module-name LanguagePolicyApple \
    -emit-module-path "$work/check/LanguagePolicyApple.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/symbols" \
    $(find Sources/LanguagePolicyApple -name '*.swift') 2>&1 | tee "$work/LanguagePolicyApple.log"
if grep -q -E "error|warning" "$work/LanguagePolicyApple.log"; then
    echo "typecheck-apple: LanguagePolicyApple does not typecheck against the stand-ins" >&2
    exit 1
fi
echo "typecheck-apple: LanguagePolicyApple ok"

# The adapters' DocC catalog, against their symbols as the stand-ins shape them.
docc convert Sources/LanguagePolicyApple/LanguagePolicyApple.docc --additional-symbol-graph-dir "$work/symbols" \
    --fallback-display-name LanguagePolicyApple --fallback-bundle-identifier dev.languagepolicy.LanguagePolicyApple \
    --output-path "$work/LanguagePolicyApple.doccarchive" --warnings-as-errors > "$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    exit 1
}
echo "typecheck-apple: LanguagePolicyApple's DocC catalog ok"

# The UserDefaults store, run on Linux Foundation's UserDefaults: its source and the check as one module.
swiftc -parse-as-library "${flags[@]}" -module-name UserDefaultsStoreCheck -o "$work/userdefaults-check" \
    Sources/LanguagePolicyApple/UserDefaultsAppLanguageStore.swift Scripts/AppleStandIns/UserDefaultsStoreCheck.swift \
    "$work/libAppLanguage.a" "$work/libLanguagePolicyJSON.a" "$work/libLanguageTags.a"
"$work/userdefaults-check"
