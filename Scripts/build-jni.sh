#!/usr/bin/env bash
# Builds the Android bridge's JNI library as an app ships it, for this machine (the proxy here
# for one Android ABI), and copies it, stripped, to OUTPUT. The flags are Scripts/JNI/flags.sh's,
# the same as Scripts/build-android.sh's for each Android ABI: the Swift runtime linked in (so it
# needs only libc, libm, libstdc++ and libgcc_s), optimized for size, only the Java entry points
# exported and the rest dropped, segments aligned to 16 KB.
# Its closure is the standard library only: the core modules import no Foundation and use no
# Swift concurrency. Builds in .build-jni (other flags than .build).
# Usage: Scripts/build-jni.sh OUTPUT [EXTRA SWIFT BUILD ARGUMENTS…]
set -euo pipefail
cd "$(dirname "$0")/.."
output=$1
shift
. Scripts/JNI/flags.sh "$PWD"
flags=("${jni_flags[@]}" --scratch-path .build-jni "$@")
swift build "${flags[@]}"
cp "$(swift build "${flags[@]}" --show-bin-path)/libLanguagePolicyJNI.so" "$output"
strip "$output"
