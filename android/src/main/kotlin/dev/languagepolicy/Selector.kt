package dev.languagepolicy

import java.util.Locale

/**
 * The language selector's model, from the core: every supported language under its own name
 * (so a person finds theirs whatever language the interface is in) and its name in the
 * interface language, sorted by endonym as the core sorts (case-insensitive Unicode scalar
 * order, the same on every platform; re-sort with `java.text.Collator` to follow a locale's
 * collation), the current one marked, and the confirmation the user owes when their saved choice
 * is no longer supported.
 */
data class LanguageSelector(
    val options: List<SelectorOption>,
    /** The language the interface is in (the effective locale). */
    val interfaceLanguage: Locale,
    val confirmation: Confirmation?
) {
    /** The current row. */
    val current: SelectorOption? get() = options.firstOrNull { it.isCurrent }

    internal companion object {
        fun of(json: JsonObject): LanguageSelector {
            val notInstalled = json.optionalStrings("notInstalled")?.map(::locale)?.toSet() ?: emptySet()
            return LanguageSelector(
                options = json.array("options").map { SelectorOption.of(it.asObject(), notInstalled) },
                interfaceLanguage = locale(json.string("interfaceLanguage")),
                confirmation = json.optionalObject("confirmation")?.let(Confirmation.Companion::of)
            )
        }
    }
}

/** One row of the selector. */
data class SelectorOption(
    /** The supported locale the row selects. */
    val locale: Locale,
    /** Its name in itself; its tag when no name was given. */
    val endonym: String,
    /** Its name in the interface language; null when unknown or the same as the endonym. */
    val localizedName: String?,
    /** Whether it is the effective locale. */
    val isCurrent: Boolean,
    /** Whether it is in effect through an approved script fallback (show it). */
    val isScriptFallback: Boolean,
    /**
     * Whether its strings are on the device: false when they ship in an App Bundle language
     * split that is not installed (mark the row; picking it starts the [LanguageInstaller]).
     * True when the installed languages were not given.
     */
    val isInstalled: Boolean = true
) {
    internal companion object {
        fun of(json: JsonObject, notInstalled: Set<Locale>): SelectorOption {
            val locale = locale(json.string("locale"))
            return SelectorOption(
                locale, json.string("endonym"), json.optionalString("localizedName"),
                json.bool("isCurrent"), json.bool("isScriptFallback"), locale !in notInstalled
            )
        }
    }
}

/** A locale's names the app supplies: in itself, and in the interface language. */
data class LanguageName(val endonym: String?, val localized: String?)

/**
 * Where selector names come from: the core ships no name data (its library stays small).
 * [DisplayNames], the default, asks `Locale.getDisplayName` (CLDR's names on Android); an app
 * with its own names (from its string resources, say) implements this.
 */
interface LanguageNames {
    /** `locale`'s name in itself, or null when unknown. */
    fun endonym(locale: Locale): String?

    /** `locale`'s name in `displayLanguage`, or null when unknown. */
    fun name(locale: Locale, displayLanguage: Locale): String?
}

/** Names from `Locale.getDisplayName`; an empty name is unknown. */
object DisplayNames : LanguageNames {
    override fun endonym(locale: Locale): String? = locale.getDisplayName(locale).takeIf { it.isNotEmpty() }
    override fun name(locale: Locale, displayLanguage: Locale): String? =
        locale.getDisplayName(displayLanguage).takeIf { it.isNotEmpty() }
}
