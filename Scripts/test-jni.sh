#!/usr/bin/env bash
# The Android bridge, end to end on this machine's JVM: builds the JNI library, exports every
# decision of the repository's tables with the Swift API's answers, compiles the Java class and
# a test, loads the library, replays every decision through JNI and compares; then times a JNI
# round trip. Needs a JDK (javac, java); .ci/run installs one when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${LANGPOLICY_SHARED:-$(cd .. && pwd)/shared}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product LanguagePolicyJNI
swift build -c release --product BridgeCaseExporter 2>/dev/null || swift build -c release --target BridgeCaseExporter
bin=$(swift build -c release --show-bin-path)
"$bin/BridgeCaseExporter" "$PWD" "$shared" > "$work/cases.tsv"
echo "test-jni: $(wc -l < "$work/cases.tsv") exported calls"

javac -d "$work/classes" android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java \
    Tests/JNI/dev/languagepolicy/BridgeTest.java
java -Xcheck:jni -Dlanguagepolicy.library="$bin/libLanguagePolicyJNI.so" -cp "$work/classes" \
    dev.languagepolicy.BridgeTest "$work/cases.tsv"
java -Dlanguagepolicy.library="$bin/libLanguagePolicyJNI.so" -cp "$work/classes" dev.languagepolicy.BridgeTest --time
