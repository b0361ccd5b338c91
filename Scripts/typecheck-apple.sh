#!/usr/bin/env bash
# Typechecks the Apple adapters on Linux against CI-only stand-ins of the few UIKit, SwiftUI and
# NaturalLanguage declarations they use (Scripts/AppleStandIns, never shipped). This proves the
# code compiles against those shapes, not how the frameworks behave. It also runs the
# UserDefaults store against Linux Foundation's UserDefaults.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build >/dev/null
modules=$(swift build --show-bin-path)/Modules
flags=(-swift-version 6 -package-name main -I "$modules" -I "$work" -D LANGUAGEPOLICY_APPLE_TYPECHECK)

for framework in UIKit SwiftUI NaturalLanguage; do
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
        -emit-module-path "$work/$framework.swiftmodule" "Scripts/AppleStandIns/$framework.swift"
done

check() {
    local module=$1
    shift
    swiftc -typecheck -parse-as-library "${flags[@]}" -module-name "$module" "$@" 2>&1 | tee "$work/$module.log"
    if grep -q -E "error|warning" "$work/$module.log"; then
        echo "typecheck-apple: $module does not typecheck against the stand-ins" >&2
        exit 1
    fi
    echo "typecheck-apple: $module ok"
}
check InputLanguage $(find Sources/InputLanguage -name '*.swift')
check AppLanguage $(find Sources/AppLanguage -name '*.swift')
check LanguagePolicyApple $(find Sources/LanguagePolicyApple -name '*.swift')

objects=$(find "$(swift build --show-bin-path)/LanguageTags.build" -name '*.o')
swiftc -parse-as-library "${flags[@]}" -module-name AppLanguage -o "$work/userdefaults-check" \
    $(find Sources/AppLanguage -name '*.swift') Scripts/AppleStandIns/UserDefaultsStoreCheck.swift $objects
"$work/userdefaults-check"
