#!/usr/bin/env bash
# The Android bridge, end to end on this machine's JVM: builds the JNI library as an app ships
# it (the Swift runtime linked in, only the Java entry points exported, unreached code dropped,
# stripped), checks its size and that it needs nothing but libc and friends, exports every
# decision of the repository's tables with the Swift API's answers, compiles the Java class and
# a test, loads the library, replays every decision through JNI and compares, and checks the
# minimum case counts of the bridge's list (Sources/LanguagePolicyBridge/BridgeCalls.json: an
# empty or thin case file fails); then times a JNI round trip. Needs a JDK (javac, java); .ci/run
# installs one when missing. Everything it writes (library, cases, classes) is kept in
# .build/test-jni.
#   Scripts/test-jni.sh          all of it
#   Scripts/test-jni.sh --time   the library and the round-trip timing only
set -euo pipefail
cd "$(dirname "$0")/.."
shared=$(Scripts/data-dir.sh)
case "${1:-}" in
"") time_only=false ;;
--time) time_only=true ;;
*)
    echo "usage: Scripts/test-jni.sh [--time]" >&2
    exit 2
    ;;
esac
work=.build/test-jni
rm -rf "$work"
mkdir -p "$work"
library="$PWD/$work/libLanguagePolicyJNI.so"

# The size budget of one ABI's library, in bytes: 9.3 MB with the statistical identifier's
# tables (issue 20: at most 1.5 MB of them; 7.80 MB before).
budget=9300000
Scripts/build-jni.sh "$library"
size=$(stat -c %s "$library")
echo "test-jni: libLanguagePolicyJNI.so, static Swift runtime, stripped: $size bytes (budget $budget)"
needed=$(readelf -d "$library" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' | tr '\n' ' ')
echo "test-jni: it needs $needed"
if echo "$needed" | grep -q -i -E "swift|foundation|icu|dispatch"; then
    echo "test-jni: the library needs more than libc and friends" >&2
    exit 1
fi
if [ "$size" -gt "$budget" ]; then
    echo "test-jni: the library is over its size budget" >&2
    exit 1
fi
javac -d "$work/classes" android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java \
    Tests/JNI/dev/languagepolicy/*.java
if $time_only; then
    java -Dlanguagepolicy.library="$library" -cp "$work/classes" dev.languagepolicy.BridgeTest --time
    exit 0
fi

# The Android NDK's <jni.h> names the function table `struct JNINativeInterface` (the JDK's
# adds an underscore): typecheck the JNI entry points against that shape too.
jdk_include="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}/include"
mkdir -p "$work/ndk/CJNI"
sed -e 's/JNINativeInterface_/JNINativeInterface/g' -e 's/JNIInvokeInterface_/JNIInvokeInterface/g' \
    "$jdk_include/jni.h" > "$work/ndk/jni.h"
cp "$jdk_include"/linux/jni_md.h "$work/ndk/"
printf 'module CJNI [system] {\n    header "shim.h"\n    export *\n}\n' > "$work/ndk/CJNI/module.modulemap"
printf '#include "../jni.h"\n' > "$work/ndk/CJNI/shim.h"
# The entry points call the bridge's `package` API: the same package name as the build's (SwiftPM
# derives it from the checkout's folder, so it is read from the build, never written here).
package_name=$(grep -o '"-package-name","[^"]*"' .build-jni/release.yaml | head -n 1 | cut -d'"' -f4)
swiftc -typecheck -swift-version 6 -package-name "$package_name" -I "$work/ndk/CJNI" -Xcc -I"$work/ndk" \
    -I "$(swift build -c release --scratch-path .build-jni --show-bin-path)/Modules" Sources/LanguagePolicyJNI/*.swift
echo "test-jni: the JNI entry points also typecheck against the NDK's jni.h naming"

swift build --product BridgeCaseExporter
"$(swift build --show-bin-path)/BridgeCaseExporter" "$PWD" "$shared" > "$work/cases.tsv"
echo "test-jni: $(wc -l < "$work/cases.tsv") exported calls ($work/cases.tsv)"
java -Xcheck:jni -Dlanguagepolicy.library="$library" -cp "$work/classes" \
    dev.languagepolicy.BridgeTest "$work/cases.tsv"
java -Dlanguagepolicy.library="$library" -cp "$work/classes" dev.languagepolicy.BridgeTest --time
