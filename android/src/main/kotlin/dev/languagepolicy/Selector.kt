package dev.languagepolicy

import java.util.Locale

// The selector and its options are generated from their declaration
// (Schemas/Documents/bridge-language-selector.json: generated/BridgeLanguageSelectorDocument.kt).

/** The current row. */
val LanguageSelector.current: SelectorOption? get() = options.firstOrNull { it.isCurrent }

/** The selector with each option's [SelectorOption.isInstalled] set from [LanguageSelector.notInstalled]. */
internal fun LanguageSelector.withInstalled(): LanguageSelector {
    val missing = notInstalled?.toSet() ?: return this
    return copy(options = options.map { it.copy(isInstalled = it.locale !in missing) })
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
