#!/usr/bin/env bash
# The Android library (android/) on this machine's JVM: builds the JNI library as an app ships it
# (Scripts/build-jni.sh), exports every call of the repository's tables with the Swift API's
# answers (Tests/BridgeCaseExporter), compiles the Java class, the Kotlin library and its tests
# with Debian's kotlinc (1.3) against the CI-only stand-ins of the Android, AndroidX and Compose
# declarations it uses (Tests/Android/StandIns, never shipped), and runs the tests: the typed
# API, the error kinds, keyboard hints on fake views and Compose state, the app language on a
# fake device, and the parity run of every exported call through the typed API, with the minimum
# case counts of the bridge's list (Sources/LanguagePolicyBridge/BridgeCalls.json). Fails on any
# failure and on any kotlinc warning. Needs a JDK and kotlinc; .ci/run installs them when missing.
# Everything it writes (library, cases, classes, kotlinc.log) is kept in .build/test-android.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=$(Scripts/data-dir.sh)
work=.build/test-android
rm -rf "$work"
mkdir -p "$work"
library="$PWD/$work/libLanguagePolicyJNI.so"

Scripts/build-jni.sh "$library"
echo "test-android: libLanguagePolicyJNI.so, stripped: $(stat -c %s "$library") bytes"
swift build --product BridgeCaseExporter
"$(swift build --show-bin-path)/BridgeCaseExporter" "$PWD" "$shared" > "$work/cases.tsv"
echo "test-android: $(wc -l < "$work/cases.tsv") exported calls ($work/cases.tsv)"

# The Kotlin standard library of the kotlinc that compiles.
kotlin_home=$(dirname "$(dirname "$(readlink -f "$(command -v kotlinc)")")")
stdlib="$kotlin_home/lib/kotlin-stdlib.jar"
if [ ! -f "$stdlib" ]; then
    echo "test-android: no $stdlib beside kotlinc" >&2
    exit 1
fi
javac -d "$work/standins" $(find Tests/Android/StandIns/java -name '*.java') \
    android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java
# kotlinc with the stand-ins on the class path: OUTPUT SOURCES…; its messages are shown, and
# kept in $work/kotlinc.log.
compile() {
    local output=$1
    shift
    if ! kotlinc -cp "$work/standins" -d "$output" "$@" > "$work/kotlinc.log" 2>&1; then
        grep -v "^OpenJDK 64-Bit Server VM warning" "$work/kotlinc.log" >&2
        echo "test-android: kotlinc failed" >&2
        exit 1
    fi
    grep -v "^OpenJDK 64-Bit Server VM warning" "$work/kotlinc.log" || true
}
# The library alone first, so that its warnings are its own; then the tests against it.
compile "$work/library" Tests/Android/StandIns/kotlin android/src/main/kotlin
if grep -v "^OpenJDK 64-Bit Server VM warning" "$work/kotlinc.log" | grep -q "warning:"; then
    echo "test-android: kotlinc warns about the library" >&2
    exit 1
fi
echo "test-android: the library compiles with $(kotlinc -version 2>&1 | grep -o 'kotlinc-jvm [^ ]*') against the stand-ins, no warnings"
compile "$work/tests" Tests/Android/StandIns/kotlin android/src/main/kotlin Tests/Android/Tests
java -Xcheck:jni -Dlanguagepolicy.library="$library" \
    -cp "$work/tests:$work/standins:$stdlib" dev.languagepolicy.AndroidTestsKt "$work/cases.tsv"
