#!/usr/bin/env bash
# Compiles the package for Apple targets on Linux, so that CI fails on what Apple's toolchain
# rejects: a module Apple's SDKs lack, an API newer than the deployment target used without
# `if #available`, an `#if os(…)`/`canImport` branch that does not compile.
#
#     Scripts/typecheck-apple.sh [--no-self-test] [PLATFORM…]   (ios macos tvos watchos visionos)
#
#   1. For every platform Package.swift declares, at its minimum version: a stand-in SDK
#      (Scripts/apple-sdk.sh: the toolchain's standard library recompiled for the Apple target,
#      and stand-ins of Darwin, Foundation, NaturalLanguage, SwiftUI, UIKit with Apple's
#      signatures and documented availability), then the `LanguagePolicy` product and every module
#      under it compiled to objects for that target (type checking, SIL diagnostics, strict
#      concurrency, code generation; no linking), warnings failing like errors; on macOS also the
#      tool the command plugin builds (`langpolicy` and its modules). No -D flag: the `os()` and
#      `canImport` branches compiled are those the target selects.
#   2. The self-test: Scripts/AppleSelfTest's planted defects compiled into the `LanguagePolicy`
#      module on every platform; each must fail where Apple's toolchain would, with the expected
#      diagnostic, and only there (so the check is shown to still catch each class).
#   3. The module's DocC catalog, against the iOS compile's symbol graph.
#   4. Behaviour on Linux (real Foundation code): the UserDefaults store on Linux Foundation's
#      UserDefaults, and `.effectiveLocale(_:mode:)` on the SwiftUI model
#      (Scripts/AppleStandIns/Linux), which keeps what modifiers write to the environment.
#
# Module lists and their order come from Package.swift (`swift package describe`), and the
# deployment targets from its `platforms`. Scripts/AppleStandIns/README.md says what the stand-ins
# hold and what this check cannot see.
set -euo pipefail
cd "$(dirname "$0")/.."
self_test=1
requested=()
for argument in "$@"; do
    case $argument in
    --no-self-test) self_test=0 ;;
    ios | macos | tvos | watchos | visionos) requested+=("$argument") ;;
    *) echo "usage: $0 [--no-self-test] [ios|macos|tvos|watchos|visionos…]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
began=$SECONDS

# The package's platforms, and for each the modules to compile (each after those it depends on),
# with their sources and whether they build with InternalImportsByDefault.
export LANGPOLICY_JNI_HEADERS=none
swift package describe --type json >"$work/describe.json"
swift package dump-package >"$work/dump.json"
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
describe = json.load(open(os.path.join(work, "describe.json")))
dump = json.load(open(os.path.join(work, "dump.json")))
targets = {t["name"]: t for t in describe["targets"]}
settings = {t["name"]: t.get("settings") or [] for t in dump["targets"]}
def order(root):
    seen = []
    def visit(name):
        for dependency in targets[name].get("target_dependencies") or []:
            visit(dependency)
        if name not in seen:
            seen.append(name)
    visit(root)
    return seen
def line(name):
    target = targets[name]
    upcoming = [s["kind"]["enableUpcomingFeature"]["_0"] for s in settings[name] if "enableUpcomingFeature" in s["kind"]]
    sources = [os.path.join(target["path"], s) for s in target["sources"] if s.endswith(".swift")]
    return " ".join([name, target["type"], ",".join(upcoming) or "-"] + sources)
with open(os.path.join(work, "platforms"), "w") as out:
    for platform in describe["platforms"]:
        out.write(f"{platform['name']} {platform['version']}\n")
with open(os.path.join(work, "library.modules"), "w") as out:
    out.write("\n".join(line(n) for n in order("LanguagePolicy")) + "\n")
with open(os.path.join(work, "tool.modules"), "w") as out:
    out.write("\n".join(line(n) for n in order("langpolicy") if n not in order("LanguagePolicy")) + "\n")
PY
platforms=()
while read -r name version; do
    if [ ${#requested[@]} -eq 0 ] || [[ " ${requested[*]} " == *" $name "* ]]; then platforms+=("$name=$version"); fi
done <"$work/platforms"

# 1. The stand-in SDKs (cached under .build/apple-sdk), then each platform's modules.
Scripts/apple-sdk.sh "${platforms[@]}" >"$work/sdks"
echo "typecheck-apple: SDKs ready ($((SECONDS - began)) s): ${platforms[*]}"

# compile PLATFORM MODULE-LIST OUTPUT [EXTRA-SOURCE…]: every module of the list for the platform,
# into OUTPUT (modules already built for the platform are found in $work/PLATFORM); the last
# module also gets the extra sources.
compile() {
    local platform=$1 list=$2 output=$3 target sdk resource cache name type upcoming sources last
    shift 3
    read -r _ target sdk resource cache < <(grep "^$platform " "$work/sdks")
    mkdir -p "$output"
    last=$(tail -n 1 "$list" | cut -d' ' -f1)
    [ -n "$last" ] || { echo "typecheck-apple: no module to compile in $list" >&2; return 2; }
    while read -r name type upcoming sources; do
        local flags=(-swift-version 6 -package-name LanguagePolicyTypecheck -target "$target" -sdk "$sdk"
            -resource-dir "$resource" -module-cache-path "$cache" -Xfrontend -disable-objc-interop
            -I "$output" -I "$work/$platform" -module-name "$name")
        if [ "$upcoming" != - ]; then for feature in ${upcoming//,/ }; do flags+=(-enable-upcoming-feature "$feature"); done; fi
        [ "$type" = executable ] || flags+=(-parse-as-library -emit-module -emit-module-path "$output/$name.swiftmodule")
        if [ "$name.$output" = "LanguagePolicy.$work/ios" ]; then
            mkdir -p "$output/symbols"
            flags+=(-emit-symbol-graph -emit-symbol-graph-dir "$output/symbols" -emit-extension-block-symbols)
        fi
        if [ "$name" = "$last" ] && [ $# -gt 0 ]; then sources="$sources $*"; fi
        # shellcheck disable=SC2086
        swiftc -wmo -c "${flags[@]}" -o "$output/$name.o" $sources || return 1
    done <"$list"
}

# check PLATFORM: the product's modules, and on macOS the tool's, with no error and no warning.
check() {
    local platform=$1 started=$SECONDS
    (
        compile "$platform" "$work/library.modules" "$work/$platform" || exit 1
        if [ "$platform" = macos ]; then compile "$platform" "$work/tool.modules" "$work/$platform" || exit 1; fi
    ) >"$work/$platform.log" 2>&1 || {
        grep -E "error:|warning:" "$work/$platform.log" | grep -v "^ " | head -n 20 >&2
        echo "typecheck-apple: the package does not compile for $platform ($work/$platform.log)" >&2
        return 1
    }
    if grep -q "warning:" "$work/$platform.log"; then
        grep "warning:" "$work/$platform.log" | grep -v "^ " >&2
        echo "typecheck-apple: warnings compiling for $platform" >&2
        return 1
    fi
    local what="the LanguagePolicy product ($(wc -l <"$work/library.modules") modules)"
    [ "$platform" = macos ] && what="$what and the langpolicy tool ($(wc -l <"$work/tool.modules") more)"
    echo "typecheck-apple: $platform ($(grep "^${platform} " "$work/sdks" | cut -d' ' -f2)): $what compile, no warnings ($((SECONDS - started)) s)"
}

# Two platforms at a time (each compile keeps about one core busy).
failed=0
pids=()
for request in "${platforms[@]}"; do
    check "${request%%=*}" &
    pids+=($!)
    if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}" || failed=1; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" = 0 ] || exit 1

# 2. The self-test: each planted defect fails where it must, with its diagnostic, and nowhere else.
# expect PLATFORM LOG FILE PATTERN|-: PATTERN among FILE's errors in LOG, or (-) no error of FILE.
expect() {
    local platform=$1 log=$2 file=$3 pattern=$4 found
    found=$(grep -E "^[^ ]*$file:[0-9]+:[0-9]+: error: " "$log" || true)
    if [ "$pattern" = - ]; then
        [ -z "$found" ] && return 0
        echo "typecheck-apple: self-test: $file fails on $platform, where it must compile: $found" >&2
        return 1
    fi
    grep -q -E "$pattern" <<<"$found" && return 0
    echo "typecheck-apple: self-test: $file does not fail on $platform with /$pattern/ (got: ${found:-no error})" >&2
    return 1
}

# plant PLATFORM NAME FILE…: the LanguagePolicy module compiled with the planted files, apart from
# the real one; its diagnostics in $work/PLATFORM.NAME.log (the compile is expected to fail).
plant() {
    local platform=$1 name=$2
    shift 2
    tail -n 1 "$work/library.modules" >"$work/$platform.planted.modules"
    if compile "$platform" "$work/$platform.planted.modules" "$work/$platform/planted-$name" "$@" \
        >"$work/$platform.$name.log" 2>&1; then
        echo "typecheck-apple: self-test: the planted $name compiled on $platform" >&2
        return 1
    fi
}

self_test() {
    local platform=$1 newer errors=0 os
    plant "$platform" modules Scripts/AppleSelfTest/UnguardedFoundationEssentials.swift || errors=1
    expect "$platform" "$work/$platform.modules.log" UnguardedFoundationEssentials.swift \
        "no such module 'FoundationEssentials'" || errors=1
    plant "$platform" glibc Scripts/AppleSelfTest/UnguardedGlibc.swift || errors=1
    expect "$platform" "$work/$platform.glibc.log" UnguardedGlibc.swift "no such module 'Glibc'" || errors=1
    plant "$platform" others Scripts/AppleSelfTest/StandardLibraryNewerThanMinimum.swift \
        Scripts/AppleSelfTest/FrameworkNewerThanMinimum.swift Scripts/AppleSelfTest/BrokenBranch-*.swift || errors=1
    local log=$work/$platform.others.log
    # iOS 17's APIs: newer than every minimum but visionOS 1.0's.
    case $platform in
    ios) newer="iOS 17.0" ;; macos) newer="macOS 14.0" ;; tvos) newer="tvOS 17.0" ;; watchos) newer="watchOS 10.0" ;;
    visionos) newer=- ;;
    esac
    if [ "$newer" = - ]; then
        expect "$platform" "$log" FrameworkNewerThanMinimum.swift - || errors=1
        expect "$platform" "$log" StandardLibraryNewerThanMinimum.swift \
            "'init\(validating:as:\)' is only available in visionOS 2.0 or newer" || errors=1
        grep -q "withDiscardingTaskGroup.*only available" "$log" && { echo "typecheck-apple: self-test: withDiscardingTaskGroup rejected on visionOS 1.0, which has it" >&2; errors=1; }
    else
        expect "$platform" "$log" StandardLibraryNewerThanMinimum.swift \
            "'withDiscardingTaskGroup\(returning:isolation:body:\)' is only available in $newer or newer" || errors=1
        expect "$platform" "$log" StandardLibraryNewerThanMinimum.swift "'init\(validating:as:\)' is only available in" || errors=1
        expect "$platform" "$log" FrameworkNewerThanMinimum.swift \
            "'init\(string:encodingInvalidCharacters:\)' is only available in $newer or newer" || errors=1
        expect "$platform" "$log" FrameworkNewerThanMinimum.swift \
            "'typesettingLanguage\(_:isEnabled:\)' is only available in $newer or newer" || errors=1
    fi
    for os in iOS macOS tvOS watchOS visionOS; do
        if [ "$(echo "$os" | tr 'A-Z' 'a-z')" = "$platform" ]; then
            expect "$platform" "$log" "BrokenBranch-$os.swift" "cannot convert value of type 'String' to specified type 'Int'" || errors=1
        else
            expect "$platform" "$log" "BrokenBranch-$os.swift" - || errors=1
        fi
    done
    [ "$errors" = 0 ] || return 1
    echo "typecheck-apple: self-test on $platform: FoundationEssentials and Glibc imports, APIs newer than the minimum, broken os($platform) branch all rejected; other platforms' branches not compiled"
}
if [ "$self_test" = 1 ]; then
    started=$SECONDS
    pids=()
    for request in "${platforms[@]}"; do
        self_test "${request%%=*}" &
        pids+=($!)
        if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}" || failed=1; pids=("${pids[@]:1}"); fi
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    [ "$failed" = 0 ] || exit 1
    echo "typecheck-apple: self-test passed ($((SECONDS - started)) s)"
fi

# 3. The module's DocC catalog, against its iOS symbols (the adapters' symbols exist only there).
if [ -d "$work/ios/symbols" ]; then
    docc convert Sources/LanguagePolicy/LanguagePolicy.docc --additional-symbol-graph-dir "$work/ios/symbols" \
        --fallback-display-name LanguagePolicy --fallback-bundle-identifier dev.languagepolicy.LanguagePolicy \
        --output-path "$work/LanguagePolicy.doccarchive" --warnings-as-errors >"$work/docc.log" 2>&1 || {
        cat "$work/docc.log"
        exit 1
    }
    echo "typecheck-apple: LanguagePolicy's DocC catalog ok (iOS symbols)"
fi

# 4. Behaviour on Linux: the LanguagePolicy module built for Linux with the SwiftUI model and an
# empty Darwin module (Scripts/AppleStandIns/Linux), so that its Apple branches compile against
# Linux Foundation and run; every module it depends on as a static library.
linux=$work/linux
mkdir -p "$linux"
standins=Scripts/AppleStandIns/Linux
flags=(-swift-version 6 -package-name LanguagePolicyTypecheck -I "$linux")
# linux_module MODULE UPCOMING-FEATURES|- SOURCE…: a static library and its module, in $linux.
linux_module() {
    local module=$1 upcoming=$2 features=()
    shift 2
    if [ "$upcoming" != - ]; then for feature in ${upcoming//,/ }; do features+=(-enable-upcoming-feature "$feature"); done; fi
    swiftc -emit-library -static -emit-module -parse-as-library "${flags[@]}" "${features[@]}" -module-name "$module" \
        -emit-module-path "$linux/$module.swiftmodule" -o "$linux/lib$module.a" "$@"
}
linux_module Darwin - "$standins/Darwin.swift"
linux_module SwiftUI - "$standins/SwiftUI.swift"
libraries=()
while read -r name _ upcoming sources; do
    # shellcheck disable=SC2086
    if [ "$name" = LanguagePolicy ]; then
        linux_module "$name" "$upcoming" $sources "$standins/AppleFoundationOnly.swift"
    else
        linux_module "$name" "$upcoming" $sources
    fi
    libraries=("$linux/lib$name.a" "${libraries[@]}")
done <"$work/library.modules"

# The UserDefaults store, run on Linux Foundation's UserDefaults: its source (with the module's
# re-exports, which make its conformance public) and the check as one module.
swiftc -parse-as-library "${flags[@]}" -enable-upcoming-feature InternalImportsByDefault -module-name UserDefaultsStoreCheck -o "$linux/userdefaults-check" \
    Sources/LanguagePolicy/Apple/UserDefaultsAppLanguageStore.swift Sources/LanguagePolicy/Exports.swift \
    "$standins/UserDefaultsStoreCheck.swift" "${libraries[@]:1}"
"$linux/userdefaults-check"

# What SwiftUI views below `.effectiveLocale(_:mode:)` see, on the SwiftUI model.
swiftc -parse-as-library "${flags[@]}" -module-name SwiftUILocaleCheck -o "$linux/swiftui-check" \
    "$standins/SwiftUILocaleCheck.swift" "${libraries[@]}" "$linux/libSwiftUI.a" "$linux/libDarwin.a"
"$linux/swiftui-check" Tests/Fixtures/LocalizedBundle
echo "typecheck-apple: passed in $((SECONDS - began)) s"
