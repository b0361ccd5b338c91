package dev.languagepolicy

import java.util.Locale

/** What the app ships on Android: its `values` folders and the language of `values/`. */
data class AppResources(
    /** The qualifiers after `values-` (`""` for `values/`, `"pt-rBR"`, `"b+zh+Hant"`); null: named after the policy. */
    val folders: List<String>?,
    /** The language of `values/`; null: the policy's product default. */
    val defaultLanguage: Locale?
) {
    companion object {
        /** `values/` in the product default's language and a folder per other supported locale. */
        @JvmField
        val NAMED_AFTER_POLICY = AppResources(null, null)
    }
}

// What Android loads, the action and the plan are generated from their declaration
// (Schemas/Documents/bridge-android-locale-plan.json: generated/BridgeAndroidLocalePlanDocument.kt).
