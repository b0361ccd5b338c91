#!/usr/bin/env bash
# Builds the Android library a team ships (android/README.md, "Building"):
#   1. libLanguagePolicyJNI.so for each ABI (arm64-v8a, armeabi-v7a, x86_64) with the Swift SDK for
#      Android, at the module's minSdk (android/gradle/libs.versions.toml), with the flags of
#      Scripts/JNI/flags.sh (those CI checks on the host build: static Swift runtime, size, only the
#      Java entry points exported, 16 KB pages), stripped with the NDK's llvm-strip, into
#      android/src/main/jniLibs/<abi>/ with the NDK's libc++_shared.so beside it; each checked
#      (Scripts/check-android-jni.py with the NDK's llvm-nm and llvm-readelf: exports = natives =
#      calls, 16 KB LOAD alignment, libc++_shared.so's too; every library it needs is Android's own
#      or packaged beside it) and its size printed;
#   2. the AAR (assembleRelease) and a Maven repository holding it (android/build/repo), with
#      Gradle: android/gradlew (`gradle wrapper` writes it) or `gradle` on PATH.
# Needs for 1: the Swift toolchain this repository pins and the Swift SDK for Android of the same
# version (`swift sdk install`), the Android NDK r27d or later (ANDROID_NDK_HOME); for 2: a JDK 17,
# the Android SDK (ANDROID_HOME) and Gradle 9.6 or later. .github/workflows/android.yml runs both.
# Usage: Scripts/build-android.sh [--native-only | --aar-only]
set -euo pipefail
cd "$(dirname "$0")/.."
native=true
aar=true
case "${1:-}" in
"") ;;
--native-only) aar=false ;;
--aar-only) native=false ;;
*)
    echo "usage: Scripts/build-android.sh [--native-only | --aar-only]" >&2
    exit 2
    ;;
esac
jni_libs=android/src/main/jniLibs
# Swift SDK triple (without the API level), Android ABI, NDK sysroot triple.
abis=("aarch64-unknown-linux-android arm64-v8a aarch64-linux-android"
    "armv7-unknown-linux-android armeabi-v7a arm-linux-androideabi"
    "x86_64-unknown-linux-android x86_64 x86_64-linux-android")

if $native; then
    api=$(sed -n 's/^minSdk = "\([0-9]*\)"$/\1/p' android/gradle/libs.versions.toml)
    [ -n "$api" ] || { echo "build-android: no minSdk in android/gradle/libs.versions.toml" >&2; exit 1; }
    ndk=${ANDROID_NDK_HOME:?set ANDROID_NDK_HOME to the Android NDK (r27d or later)}
    prebuilt=$(echo "$ndk"/toolchains/llvm/prebuilt/*)
    [ -x "$prebuilt/bin/llvm-strip" ] || { echo "build-android: no llvm-strip in $prebuilt/bin" >&2; exit 1; }
    . Scripts/JNI/flags.sh "$PWD"
    for entry in "${abis[@]}"; do
        read -r swift_triple abi ndk_triple <<< "$entry"
        triple="$swift_triple$api"
        flags=("${jni_flags[@]}" --swift-sdk "$triple" --scratch-path .build-android)
        echo "== $abi: swift build --swift-sdk $triple"
        LANGPOLICY_JNI_HEADERS=sdk swift build "${flags[@]}"
        built="$(LANGPOLICY_JNI_HEADERS=sdk swift build "${flags[@]}" --show-bin-path)/libLanguagePolicyJNI.so"
        mkdir -p "$jni_libs/$abi"
        "$prebuilt/bin/llvm-strip" -o "$jni_libs/$abi/libLanguagePolicyJNI.so" "$built"
        cp "$prebuilt/sysroot/usr/lib/$ndk_triple/libc++_shared.so" "$jni_libs/$abi/"
        library="$jni_libs/$abi/libLanguagePolicyJNI.so"
        python3 Scripts/check-android-jni.py --library "$library" \
            --nm "$prebuilt/bin/llvm-nm" --readelf "$prebuilt/bin/llvm-readelf"
        python3 Scripts/check-android-jni.py --alignment-of "$jni_libs/$abi/libc++_shared.so" \
            --readelf "$prebuilt/bin/llvm-readelf"
        # What the library needs: Android's own libraries, or libc++_shared.so beside it.
        for needed in $("$prebuilt/bin/llvm-readelf" -d "$library" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p'); do
            case "$needed" in
            libc.so | libm.so | libdl.so | liblog.so | libandroid.so) ;;
            libc++_shared.so) ;;
            *)
                echo "build-android: $abi's library needs $needed, which neither Android nor the AAR provides" >&2
                exit 1
                ;;
            esac
        done
        echo "build-android: $abi: libLanguagePolicyJNI.so $(stat -c %s "$library") bytes," \
            "libc++_shared.so $(stat -c %s "$jni_libs/$abi/libc++_shared.so") bytes"
    done
fi

if $aar; then
    for entry in "${abis[@]}"; do
        read -r _ abi _ <<< "$entry"
        for file in libLanguagePolicyJNI.so libc++_shared.so; do
            [ -f "$jni_libs/$abi/$file" ] || { echo "build-android: no $jni_libs/$abi/$file (run without --aar-only)" >&2; exit 1; }
        done
    done
    if [ -x android/gradlew ]; then gradle=(./gradlew); else gradle=(gradle); fi
    (cd android && "${gradle[@]}" --no-daemon assembleRelease publishReleasePublicationToLocalRepository)
    aar_file=$(find android/build/repo/dev/languagepolicy/languagepolicy -name 'languagepolicy-*.aar' | head -n 1)
    [ -n "$aar_file" ] || { echo "build-android: no AAR in android/build/repo" >&2; exit 1; }
    listing=$(unzip -l "$aar_file")
    for entry in "${abis[@]}"; do
        read -r _ abi _ <<< "$entry"
        for file in libLanguagePolicyJNI.so libc++_shared.so; do
            grep -q "jni/$abi/$file" <<< "$listing" || { echo "build-android: $aar_file lacks jni/$abi/$file" >&2; exit 1; }
        done
    done
    unzip -p "$aar_file" proguard.txt | grep -q "dev.languagepolicy.LanguagePolicyNative" ||
        { echo "build-android: $aar_file carries no consumer rules (proguard.txt)" >&2; exit 1; }
    echo "build-android: $aar_file ($(stat -c %s "$aar_file") bytes): every ABI's libraries and the consumer rules"
fi
