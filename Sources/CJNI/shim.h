// The Java Native Interface, from the JDK (desktop JVM) or the Android NDK sysroot.
#include <jni.h>
