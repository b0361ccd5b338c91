plugins {
    id("com.android.application")
}

android {
    namespace = "dev.languagepolicy.recipes"
    compileSdk = 35

    defaultConfig {
        applicationId = "dev.languagepolicy.recipes"
        minSdk = 24
        // Only these locales' resources go into the APK (and the density, which filters no locale).
        resourceConfigurations += listOf(
            "en", "fr", "es", "zh", "b+sr+Latn",
            "iw", "in", "ji", "tl", "fil", "und", "qqq", "xxhdpi"
        )
    }

    androidResources {
        generateLocaleConfig = false
    }
}
