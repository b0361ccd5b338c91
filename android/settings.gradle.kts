// The LanguagePolicy Android library as a Gradle build of its own (README.md beside this file):
//
//     gradle wrapper                      # once: gradlew and the wrapper jar, from gradle/wrapper/
//     ../Scripts/build-android.sh         # the native library per ABI, then the AAR and its repository
//
// An app uses the published AAR (build/repo/dev/languagepolicy/languagepolicy/…), or this build
// itself: includeBuild("path/to/LanguagePolicy/android") in its settings.gradle.kts and
// implementation("dev.languagepolicy:languagepolicy") in its module.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode = RepositoriesMode.FAIL_ON_PROJECT_REPOS
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "languagepolicy"
