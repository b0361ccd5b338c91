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

/** What Android's own resource selection loads, and whether that is the decided locale. */
data class ResourceOutcome(
    /** The locale Android resolves resources with (null for an empty list). */
    val deviceLocale: Locale?,
    /** The folder's qualifiers after `values-` (`""` for `values/`); null when none serves. */
    val folder: String?,
    /** The locale the folder stands for (`values/`: the default language). */
    val folderLocale: Locale?,
    val agrees: Boolean,
    /** Both stages of Android's selection in words. */
    val explanation: String
) {
    internal companion object {
        fun of(json: JsonObject) = ResourceOutcome(
            json.optionalString("deviceLocale")?.let(::locale), json.optionalString("folder"),
            json.optionalString("folderLocale")?.let(::locale), json.bool("agrees"), json.string("explanation")
        )
    }
}

/** What the app applies so that its resources follow the decision. */
sealed class LocaleAction {
    /** The user's explicit choice, not yet in the per-app setting: write it there. */
    data class PerAppSetting(val locale: Locale) : LocaleAction()

    /**
     * A decision Android's own selection would not load, and that is not the user's to record:
     * apply it to the app's resources only (a context wrapper, a `Configuration` override).
     */
    data class ContextLocale(val locale: Locale) : LocaleAction()

    /** Android loads the decided locale by itself. */
    object None : LocaleAction() {
        override fun toString() = "None"
    }

    internal companion object {
        fun of(json: JsonObject): LocaleAction {
            val tag = json.optionalString("locale")
            return when (val kind = json.string("kind")) {
                "per_app_setting" -> PerAppSetting(locale(tag ?: throw MalformedAnswer("no locale in $json")))
                "context_locale" -> ContextLocale(locale(tag ?: throw MalformedAnswer("no locale in $json")))
                "nothing" -> None
                else -> throw MalformedAnswer("an action of unknown kind $kind")
            }
        }
    }
}

/**
 * The core's plan for Android: the decision, what Android loads by itself ([android]), the
 * action, and what Android loads once the action is applied ([applied]; it disagrees only when
 * no installed folder serves the decided locale).
 */
data class AndroidLocalePlan @JvmOverloads constructor(
    val decision: AppLanguageDecision,
    val android: ResourceOutcome,
    val action: LocaleAction,
    val applied: ResourceOutcome,
    /**
     * Whether the decided locale's strings ship in an App Bundle language split that is not on
     * the device (a device gets the `config.<lang>` splits of its system languages only): Android
     * shows [applied]'s folder until it is installed ([LanguageInstaller]). Null when the plan was
     * made without the installed languages.
     */
    val notInstalled: Boolean? = null
) {
    internal companion object {
        fun of(json: JsonObject) = AndroidLocalePlan(
            AppLanguageDecision.of(json.obj("decision")), ResourceOutcome.of(json.obj("android")),
            LocaleAction.of(json.obj("action")), ResourceOutcome.of(json.obj("applied")), json.optionalBool("notInstalled")
        )
    }
}
