#!/usr/bin/env bash
# Builds a stand-in SDK for each Apple platform named, from the Swift toolchain's own module
# interfaces and the stand-ins in Scripts/AppleStandIns, so that Scripts/typecheck-apple.sh can
# compile the package for Apple targets on Linux. CI only; nothing here is shipped.
#
#     Scripts/apple-sdk.sh PLATFORM=VERSION…     (ios=16.0 macos=13.0 tvos=16.0 watchos=9.0 visionos=1.0)
#
# Prints one line per platform: PLATFORM TARGET SDK-PATH RESOURCE-DIR MODULE-CACHE. Compile with
# `swiftc -target TARGET -sdk SDK-PATH -resource-dir RESOURCE-DIR -module-cache-path MODULE-CACHE
# -Xfrontend -disable-objc-interop`.
#
# Each SDK holds, in its usr/lib/swift (where Apple's SDKs keep them):
#   - the standard library and its companions (Swift, _Concurrency, _StringProcessing,
#     _RegexParser, RegexBuilder, Observation, Synchronization, SwiftOnoneSupport), recompiled for
#     the Apple target from the toolchain's Linux interfaces. Those interfaces carry Apple's
#     availability (`@available(macOS 14.0, iOS 17.0, …)`), so a caller that uses an API newer than
#     its deployment target fails to compile, as with Xcode. Three edits make them compile for
#     Apple: the `-target` in `swift-module-flags`; every `@backDeployed(before:)` line removed (the
#     attribute needs the function body, which Apple's interface has and Linux's does not; the
#     `@available` beside it, which is what a caller's check reads, stays); `import Glibc` removed
#     from Observation and Synchronization, and the Linux thread id in Synchronization's inlinable
#     mutex body replaced by 0 (a body never compiled to code here).
#   - the stand-ins (Scripts/AppleStandIns): Darwin (a C module in usr/include and its Swift
#     overlay), Foundation, NaturalLanguage, SwiftUI, and UIKit except on macOS (whose SDK has
#     none), each a hand-written module interface with Apple's signatures and availability.
#
# The targets are the x86_64 ones (the simulators, and macOS): the toolchain's interfaces are
# x86_64 Linux's, with their architecture-dependent declarations (Float80, 64-bit pointers)
# already resolved for x86_64, so they are right for no other architecture. Availability, `os()`
# and `canImport` are the same on a device and its simulator.
#
# SDKs are cached in ${LANGPOLICY_APPLE_SDK_CACHE:-.build/apple-sdk}: the standard library's
# modules keyed by the compiler version and the edits, the stand-ins also by this script and the
# stand-ins' text. Building one platform's takes about 35 s of one core (the standard library's
# Swift module is 30 s of it), the stand-ins about 2 s, reusing them a fraction of a second.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: $0 PLATFORM=VERSION…" >&2; exit 2; }
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
interfaces=$toolchain/lib/swift/linux
standins=$PWD/Scripts/AppleStandIns
root=$(mkdir -p "${LANGPOLICY_APPLE_SDK_CACHE:-.build/apple-sdk}" && cd "${LANGPOLICY_APPLE_SDK_CACHE:-.build/apple-sdk}" && pwd)
# The standard library's modules depend on the compiler and this script only; an SDK also on
# the stand-ins, so that editing one rebuilds the stand-ins alone.
stdlib_modules="Swift _Concurrency _RegexParser _StringProcessing RegexBuilder SwiftOnoneSupport Synchronization Observation"
# The edits that make the toolchain's Linux interfaces compile for an Apple target (see above).
edits=(-e '/^[[:space:]]*@backDeployed(/d' -e '/^import Glibc$/d' -e 's/_swift_stdlib_gettid()/Swift.UInt32(0)/')
stdlib_key=$({ swiftc --version 2>&1; echo "$stdlib_modules ${edits[*]}"; } | sha256sum | cut -c1-16)
key=$({
    echo "$stdlib_key"
    cat "$0"
    find "$standins/Darwin" "$standins"/*.swiftinterface -type f | sort | xargs cat
} | sha256sum | cut -c1-16)
cache=$root/$key
stdlib=$root/stdlib-$stdlib_key

# The resource directory: the toolchain's shims and Clang headers only, so that nothing of
# Linux's (Glibc, CoreFoundation, Dispatch, /usr/include) is visible to an Apple target.
resource=$stdlib/resource
if [ ! -d "$resource" ]; then
    mkdir -p "$stdlib"
    staging=$(mktemp -d "$stdlib/resource.XXXX")
    ln -s "$toolchain/lib/swift/shims" "$staging/shims"
    ln -s "$toolchain/lib/swift/clang" "$staging/clang"
    mv -T "$staging" "$resource" 2>/dev/null || rm -rf "$staging"
fi

# platform NAME VERSION: sets target, sdk_name, module_triple.
platform() {
    case $1 in
    ios) target=x86_64-apple-ios$2-simulator sdk_name=iPhoneSimulator module_triple=x86_64-apple-ios-simulator ;;
    macos) target=x86_64-apple-macos$2 sdk_name=MacOSX module_triple=x86_64-apple-macos ;;
    tvos) target=x86_64-apple-tvos$2-simulator sdk_name=AppleTVSimulator module_triple=x86_64-apple-tvos-simulator ;;
    watchos) target=x86_64-apple-watchos$2-simulator sdk_name=WatchSimulator module_triple=x86_64-apple-watchos-simulator ;;
    visionos) target=x86_64-apple-xros$2-simulator sdk_name=XRSimulator module_triple=x86_64-apple-xros-simulator ;;
    *) echo "apple-sdk: unknown platform $1" >&2; return 2 ;;
    esac
}

# compile MODULE INTERFACE OUTPUT SDK CACHE [FLAG…]: one module interface compiled for the target.
compile() {
    local flags=()
    grep -q -- '-parse-stdlib' "$2" && flags+=(-parse-stdlib)
    swiftc -frontend -compile-module-from-interface -module-name "$1" "${flags[@]}" "$2" -o "$3" \
        -target "$target" -sdk "$4" -resource-dir "$resource" -module-cache-path "$5" -disable-availability-checking "${@:6}"
}

# standard_library NAME VERSION: the toolchain's modules recompiled for the platform, in
# $stdlib/NAME-VERSION/modules, from the edited interfaces in …/interfaces. A compiled module
# records the interface it came from and is checked against it when loaded, so both stay where
# they were built (the SDKs hold hard links to the modules; an interface inside an SDK would make
# the compiler rebuild the module from it with the caller's flags). .complete marks a finished build.
standard_library() {
    local name=$1 version=$2 folder module
    platform "$name" "$version"
    folder=$stdlib/$name-$version
    [ -e "$folder/.complete" ] && return 0
    rm -rf "$folder"
    mkdir -p "$folder/interfaces" "$folder/modules" "$folder/sdk" "$folder/cache"
    for module in $stdlib_modules; do
        mkdir -p "$folder/modules/$module.swiftmodule"
        sed -e "/^\/\/ swift-module-flags:/s/-target x86_64-unknown-linux-gnu/-target $target/" "${edits[@]}" \
            "$interfaces/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" >"$folder/interfaces/$module.swiftinterface"
        compile "$module" "$folder/interfaces/$module.swiftinterface" \
            "$folder/modules/$module.swiftmodule/$module_triple.swiftmodule" "$folder/sdk" "$folder/cache" -I "$folder/modules"
    done
    rm -rf "$folder/cache"
    touch "$folder/.complete"
}

# build NAME VERSION: the SDK of one platform: the standard library linked in, the stand-ins
# compiled (a staging folder renamed when complete).
build() {
    local name=$1 version=$2 sdk staging module
    standard_library "$name" "$version"
    platform "$name" "$version"
    sdk=$cache/$sdk_name$version.sdk
    [ -d "$sdk" ] && return 0
    mkdir -p "$cache"
    staging=$(mktemp -d "$cache/$sdk_name.XXXX")
    mkdir -p "$staging/usr/include" "$staging/usr/lib/swift" "$staging.cache"
    # The keys the driver and Clang read. A macOS SDK needs a Mac Catalyst version map (macOS 13.0
    # is Mac Catalyst 16.1); visionOS takes an API's iOS availability through its iOS map (iOS 17.0
    # is visionOS 1.0, iOS 18.0 visionOS 2.0): without it every `@available(iOS …)` API fails there.
    printf '{"Version":"%s","CanonicalName":"%s","DisplayName":"LanguagePolicy stand-in %s","MaximumDeploymentTarget":"%s.99","VersionMap":{%s"macOS_iOSMac":{"13.0":"16.1"},"iOSMac_macOS":{"16.1":"13.0"}}}\n' \
        "$version" "$(echo "$sdk_name" | tr 'A-Z' 'a-z')$version" "$sdk_name" "$version" \
        "$([ "$name" = visionos ] && echo '"iOS_xrOS":{"17.0":"1.0","18.0":"2.0"},"xrOS_iOS":{"1.0":"17.0","2.0":"18.0"},')" \
        >"$staging/SDKSettings.json"
    cp "$standins/Darwin/module.modulemap" "$standins/Darwin/Darwin.h" "$staging/usr/include/"
    # The standard library's compiled modules, hard-linked (copied across file systems).
    for module in "$stdlib/$name-$version"/modules/*.swiftmodule; do
        mkdir -p "$staging/usr/lib/swift/${module##*/}"
        ln "$module/$module_triple.swiftmodule" "$staging/usr/lib/swift/${module##*/}/" 2>/dev/null \
            || cp "$module/$module_triple.swiftmodule" "$staging/usr/lib/swift/${module##*/}/"
    done
    for module in Darwin Foundation NaturalLanguage SwiftUI UIKit; do
        [ "$module.$name" = UIKit.macos ] && continue
        mkdir -p "$staging/usr/lib/swift/$module.swiftmodule"
        compile "$module" "$cache/interfaces/$module.swiftinterface" \
            "$staging/usr/lib/swift/$module.swiftmodule/$module_triple.swiftmodule" "$staging" "$staging.cache"
    done
    rm -rf "$staging.cache"
    mv -T "$staging" "$sdk" 2>/dev/null || rm -rf "$staging"
}

# The stand-ins are compiled from copies kept in the cache: a module is checked against the
# interface it came from, and a CI clone's checkout is removed after the run.
if [ ! -d "$cache/interfaces" ]; then
    mkdir -p "$cache"
    staging=$(mktemp -d "$cache/interfaces.XXXX")
    cp "$standins"/*.swiftinterface "$staging/"
    mv -T "$staging" "$cache/interfaces" 2>/dev/null || rm -rf "$staging"
fi

pids=()
for request in "$@"; do
    build "${request%%=*}" "${request#*=}" &
    pids+=($!)
    # Two at a time: the standard library keeps one core busy for most of a build.
    if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
# Older builds (another compiler, other stand-ins) are removed.
for entry in "$root"/*; do
    case ${entry##*/} in "$key" | "stdlib-$stdlib_key") ;; *) rm -rf "$entry" ;; esac
done
for request in "$@"; do
    platform "${request%%=*}" "${request#*=}"
    sdk=$cache/$sdk_name${request#*=}.sdk
    [ -d "$sdk" ] || { echo "apple-sdk: the ${request%%=*} SDK was not built" >&2; exit 1; }
    mkdir -p "$cache/ModuleCache/${request%%=*}"
    echo "${request%%=*} $target $sdk $resource $cache/ModuleCache/${request%%=*}"
done
