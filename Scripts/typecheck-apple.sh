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
flags=(-swift-version 6 -package-name LanguagePolicyTypecheck -I "$work" -I "$work/check" -D LANGUAGEPOLICY_APPLE_TYPECHECK)
for module in LanguageTags LanguagePolicyJSON; do
    swiftc -emit-library -static -parse-as-library "${flags[@]}" -module-name "$module" \
        -emit-module -emit-module-path "$work/$module.swiftmodule" -o "$work/lib$module.a" \
        $(find "Sources/$module" -name '*.swift')
done

mkdir -p "$work/check" "$work/symbols/InputLanguage" "$work/symbols/AppLanguage" "$work/symbols/LanguagePolicyApple"
for framework in UIKit SwiftUI NaturalLanguage; do
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
        -emit-module-path "$work/$framework.swiftmodule" "Scripts/AppleStandIns/$framework.swift"
done

# Emitting the module (not just -typecheck) also runs the checks made after type checking,
# such as actor isolation in deinitializers.
check() {
    local module=$1
    shift
    swiftc -emit-module -parse-as-library "${flags[@]}" -module-name "$module" \
        -emit-module-path "$work/check/$module.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/symbols/$module" \
        "$@" 2>&1 | tee "$work/$module.log"
    if grep -q -E "error|warning" "$work/$module.log"; then
        echo "typecheck-apple: $module does not typecheck against the stand-ins" >&2
        exit 1
    fi
    echo "typecheck-apple: $module ok"
}
check InputLanguage $(find Sources/InputLanguage -name '*.swift')
check AppLanguage $(find Sources/AppLanguage -name '*.swift')
check LanguagePolicyApple $(find Sources/LanguagePolicyApple -name '*.swift')

# The adapters' DocC catalog, against their symbols as the stand-ins shape them.
docc convert Sources/LanguagePolicyApple/LanguagePolicyApple.docc --additional-symbol-graph-dir "$work/symbols/LanguagePolicyApple" \
    --fallback-display-name LanguagePolicyApple --fallback-bundle-identifier dev.languagepolicy.LanguagePolicyApple \
    --output-path "$work/LanguagePolicyApple.doccarchive" --warnings-as-errors > "$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    exit 1
}
echo "typecheck-apple: LanguagePolicyApple's DocC catalog ok"

swiftc -parse-as-library "${flags[@]}" -module-name AppLanguage -o "$work/userdefaults-check" \
    $(find Sources/AppLanguage -name '*.swift') Scripts/AppleStandIns/UserDefaultsStoreCheck.swift "$work/libLanguageTags.a" \
    "$work/libLanguagePolicyJSON.a"
"$work/userdefaults-check"
