#!/usr/bin/env bash
# Builds the Android bridge's JNI library as an app ships it, for this machine (the proxy here
# for one Android ABI), and copies it, stripped, to OUTPUT:
#   - the Swift runtime linked in (-static-stdlib), so it needs only libc, libm, libstdc++ and
#     libgcc_s;
#   - optimized for size (-Osize: a decision's JNI round trip costs the same, the library
#     160 KB less);
#   - only the Java entry points exported (Scripts/JNI/exports.map), each function in a section
#     of its own, and what they never reach dropped by the linker; the modules' public symbols are
#     internalized at link (-internalize-at-link: nothing outside the library calls them), or the
#     linker would keep them all.
# Its closure is the standard library only: the core modules import no Foundation and use no
# Swift concurrency. Builds in .build-jni (other flags than .build).
# Usage: Scripts/build-jni.sh OUTPUT [EXTRA SWIFT BUILD ARGUMENTS…]
set -euo pipefail
cd "$(dirname "$0")/.."
output=$1
shift
flags=(-c release --product LanguagePolicyJNI --scratch-path .build-jni
    -Xswiftc -static-stdlib -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -function-sections
    -Xswiftc -Xfrontend -Xswiftc -internalize-at-link
    -Xlinker --gc-sections -Xlinker "--version-script=$PWD/Scripts/JNI/exports.map" "$@")
swift build "${flags[@]}"
cp "$(swift build "${flags[@]}" --show-bin-path)/libLanguagePolicyJNI.so" "$output"
strip "$output"
