internal import LanguageTags

/// The language bundletool files a resource locale under (`ResourcesUtils.convertLocaleToLanguage`:
/// `java.util.Locale.forLanguageTag(locale).getLanguage()`): the tag's language, lower-case, in
/// the codes JDK 17 writes (`iw` → `he`, `in` → `id`, `ji` → `yi`); empty for the default
/// configuration, `und` and what is no tag. Every region and script of one language shares
/// its split (`config.sr` holds `sr` and `sr-Latn`); CLDR's aliases do not join splits: `tl`
/// and `fil`, `sh` and `sr`, `mo` and `ro` are each two (the JDK maps only `iw`, `in` and `ji`).
/// The one rule for which split a locale is in: the scan's model of bundletool and the locale
/// plan's installed folders both ask it.
///
/// ```swift
/// SplitLanguage.of("sr-Latn")   // "sr"
/// SplitLanguage.of("iw")        // "he"
/// SplitLanguage.of("")          // ""
/// ```
package enum SplitLanguage {
    package static func of(_ locale: String) -> String {
        guard !locale.isEmpty, let tag = LanguageTag(locale) else { return "" }
        let language = tag.language.description.lowercased()
        switch language {
        case "iw": return "he"
        case "in": return "id"
        case "ji": return "yi"
        case "und": return ""
        default: return language
        }
    }
}
