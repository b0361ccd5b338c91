# The flags every build of libLanguagePolicyJNI.so uses, for this machine (Scripts/build-jni.sh, the
# proxy CI checks) and for each Android ABI (Scripts/build-android.sh): sourced by both, so that
# what CI checks on the host library (size, exports, 16 KB alignment) is what a team ships.
#   - the Swift runtime linked in (-static-stdlib);
#   - optimized for size (-Osize: a decision's JNI round trip costs the same, the library 160 KB
#     less);
#   - only the Java entry points exported (exports.map beside this file), each function in a
#     section of its own, and what they never reach dropped by the linker; the modules' public
#     symbols internalized at link (-internalize-at-link: nothing outside the library calls them),
#     or the linker would keep them all;
#   - ELF segments aligned to 16 KB (-z max-page-size=16384): Android 15 devices with 16 KB pages
#     load only such libraries, and Google Play requires them of apps targeting Android 15+
#     (the Swift SDK for Android's toolset passes the same flag; stated here for the host build).
# Usage: . Scripts/JNI/flags.sh ROOT   (sets jni_flags; ROOT: the repository)
jni_flags=(-c release --product LanguagePolicyJNI
    -Xswiftc -static-stdlib -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -function-sections
    -Xswiftc -Xfrontend -Xswiftc -internalize-at-link
    -Xlinker --gc-sections -Xlinker "--version-script=$1/Scripts/JNI/exports.map"
    -Xlinker -z -Xlinker max-page-size=16384)
