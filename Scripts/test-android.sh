#!/usr/bin/env bash
# The Android library (android/) on this machine's JVM: builds the JNI library as an app ships it
# (Scripts/build-jni.sh) and checks what an Android build ships on it (Scripts/check-android-jni.py:
# exports, R8 rules, 16 KB alignment, each shown failing on a planted defect), exports every call
# of the repository's tables with the Swift API's answers (Tests/BridgeCaseExporter), compiles the Java class, the Kotlin library and its tests
# with Debian's kotlinc (1.3) against the CI-only stand-ins of the Android, AndroidX and Compose
# declarations it uses (Tests/Android/StandIns, never shipped), and runs the tests: the typed
# API, the error kinds, keyboard hints on fake views and Compose state, the app language on a
# fake device, the library stepping aside when the core is unavailable, and the parity run of every
# exported call through the typed API, with the minimum case counts of the bridge's list
# (Sources/LanguagePolicyBridge/BridgeCalls.json); then README's recipe in JVMs whose load of the
# library really fails (absent, libc++_shared.so missing, the JNI class removed). Fails on any
# failure and on any kotlinc warning. Needs a JDK, kotlinc and clang (the Swift toolchain's);
# .ci/run installs the first two when missing.
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
# What an Android build ships, on the host library linked with the Android build's flags: its
# exports are the Java natives and the bridge's calls, the R8 consumer rules keep them, its LOAD
# segments are 16 KB-aligned; and each of those checks fails on a planted defect.
python3 Scripts/check-android-jni.py --library "$library"
python3 Scripts/check-android-jni.py --self-test
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
javac -d "$work/standins" $(find Tests/Android/StandIns/java -name '*.java')
# The JNI class apart, so that a run can leave it out (a shrinker that removed it).
javac -d "$work/native" android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java
# kotlinc with the stand-ins on the class path: OUTPUT SOURCES…; its messages are shown, and
# kept in $work/kotlinc.log.
compile() {
    local output=$1
    shift
    if ! kotlinc -cp "$work/standins:$work/native" -d "$output" "$@" > "$work/kotlinc.log" 2>&1; then
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
classes="$work/tests:$work/standins:$stdlib"
java -Dlanguagepolicy.data="$shared" -Xcheck:jni -Dlanguagepolicy.library="$library" \
    -cp "$classes:$work/native" dev.languagepolicy.AndroidTestsKt "$work/cases.tsv"

# The core unavailable for real (Tests/Android/Tests/LoadFailureRun.kt): README's recipe in JVMs
# whose load of the library fails: absent; present but needing a libc++_shared.so that is not
# there (a library built with clang that links one); the JNI class itself missing.
failing="$PWD/$work/load-failure"
mkdir -p "$failing/link" "$failing/needs-cxx"
printf 'int languagepolicy_stub;\n' > "$failing/stub.c"
clang -shared -fPIC -o "$failing/link/libc++_shared.so" "$failing/stub.c"
clang -shared -fPIC -o "$failing/needs-cxx/libLanguagePolicyJNI.so" "$failing/stub.c" \
    -L"$failing/link" -Wl,--no-as-needed -lc++_shared
rm -r "$failing/link"
java -Dlanguagepolicy.data="$shared" -Dlanguagepolicy.library="$failing/absent/libLanguagePolicyJNI.so" -cp "$classes:$work/native" \
    dev.languagepolicy.LoadFailureRun "library absent" java.lang.UnsatisfiedLinkError libLanguagePolicyJNI.so
java -Dlanguagepolicy.data="$shared" -Dlanguagepolicy.library="$failing/needs-cxx/libLanguagePolicyJNI.so" -cp "$classes:$work/native" \
    dev.languagepolicy.LoadFailureRun "libc++_shared.so missing" java.lang.UnsatisfiedLinkError "libc++_shared.so"
java -Dlanguagepolicy.data="$shared" -cp "$classes" \
    dev.languagepolicy.LoadFailureRun "JNI class removed" java.lang.NoClassDefFoundError dev/languagepolicy/LanguagePolicyNative
