// The LanguagePolicy Android library: the JNI class, the Kotlin API and the Swift core's
// libLanguagePolicyJNI.so per ABI (src/main/jniLibs/<abi>/). Include it from an app's
// settings.gradle.kts:
//
//     include(":languagepolicy")
//     project(":languagepolicy").projectDir = file("path/to/LanguagePolicy/android")
//
// Not built in this repository's CI (the Android Gradle Plugin cannot be fetched there); see
// README.md for what is built and proven here.
plugins {
    id("com.android.library")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "dev.languagepolicy"
    compileSdk = 35

    defaultConfig {
        // LocaleList and TextView.setImeHintLocales; ApplicationInfo.splitNames is API 26 (null
        // before: no language splits were installed there).
        minSdk = 24
        // Keeps the JNI class and its natives when the app shrinks its code.
        consumerProguardFiles("consumer-rules.pro")
    }

    sourceSets {
        getByName("main") {
            java.srcDirs("src/main/java", "src/main/kotlin")
            // libLanguagePolicyJNI.so per ABI: arm64-v8a, armeabi-v7a, x86_64 (README.md).
            jniLibs.srcDirs("src/main/jniLibs")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_1_8
        targetCompatibility = JavaVersion.VERSION_1_8
    }

    kotlinOptions {
        jvmTarget = "1.8"
    }
}

dependencies {
    // No AppCompat: before Android 13 the library applies every decision through the context
    // (AppLanguage's KDoc says why). ComposeImeHints only: KeyboardOptions(hintLocales) is Compose Foundation 1.8. An app that
    // uses it has Compose already; one that does not never loads the class.
    compileOnly("androidx.compose.foundation:foundation:1.8.0")
    compileOnly("androidx.compose.runtime:runtime:1.8.0")
}
