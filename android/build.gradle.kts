// The LanguagePolicy Android library: the JNI class, the Kotlin API, and the Swift core's
// libLanguagePolicyJNI.so per ABI with the NDK's libc++_shared.so beside it in
// src/main/jniLibs/<abi>/ (written by Scripts/build-android.sh, never committed). README.md beside
// this file says how to build it; the AAR and a Maven repository holding it go to build/.
//
// Not built by this repository's CI (the Android Gradle Plugin cannot be fetched there):
// .github/workflows/android.yml builds and publishes it; VERIFICATION.md says what runs where.
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

buildscript {
    repositories {
        mavenCentral()
    }
    dependencies {
        // AGP 9 compiles Kotlin itself (built-in Kotlin, no org.jetbrains.kotlin.android plugin)
        // with the Kotlin Gradle plugin it depends on; this raises that plugin to the catalog's
        // Kotlin, as AGP 9's release notes say ("Upgrade to a higher KGP version").
        classpath(libs.kotlin.gradle.plugin)
    }
}

plugins {
    alias(libs.plugins.android.library)
    `maven-publish`
}

group = "dev.languagepolicy"
// The repository has no release tags yet: the AAR is versioned when it is.
version = "0.1.0-SNAPSHOT"

android {
    namespace = "dev.languagepolicy"
    compileSdk = libs.versions.compileSdk.get().toInt()

    defaultConfig {
        // The Swift runtime in libLanguagePolicyJNI.so is built for API 28 by the Swift 6.3 SDK
        // for Android (README.md, "Building"). The Kotlin code itself needs API 24 (LocaleList,
        // setImeHintLocales); on a device where the native library does not load, the library
        // steps aside (LanguagePolicy.isAvailable).
        minSdk = libs.versions.minSdk.get().toInt()
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        // Keeps the JNI class and its natives when the app shrinks its code, and tells R8 that the
        // Compose classes are the app's to bring.
        consumerProguardFiles("consumer-rules.pro")
    }

    // src/main/java (the JNI class), src/main/kotlin (the API), src/main/jniLibs: AGP's defaults.

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_11
        targetCompatibility = JavaVersion.VERSION_11
    }

    publishing {
        singleVariant("release") {
            withSourcesJar()
        }
    }
}

kotlin {
    compilerOptions {
        // Built-in Kotlin's default (compileOptions.targetCompatibility), stated.
        jvmTarget = JvmTarget.JVM_11
    }
}

dependencies {
    // No AppCompat: before Android 13 the library applies every decision through the context
    // (AppLanguage's KDoc says why). ComposeImeHints only: KeyboardOptions(hintLocales) is Compose
    // Foundation 1.8. An app that uses it has Compose already; one that does not never loads the
    // class, and consumer-rules.pro keeps R8 quiet about the classes it lacks.
    compileOnly(libs.compose.foundation)
    compileOnly(libs.compose.runtime)

    // Instrumented tests (src/androidTest), run on an emulator by .github/workflows/android.yml.
    androidTestImplementation(libs.androidx.test.runner)
    androidTestImplementation(libs.androidx.test.ext.junit)
}

// AGP creates the "release" component once the project is evaluated.
afterEvaluate {
    publishing {
        publications {
            register<MavenPublication>("release") {
                artifactId = "languagepolicy"
                from(components["release"])
            }
        }
    }
}

publishing {
    repositories {
        // A Maven repository in build/repo: publishReleasePublicationToLocalRepository.
        maven {
            name = "local"
            url = uri(layout.buildDirectory.dir("repo"))
        }
    }
}
