public import Foundation
internal import LanguageTags

/// Conversions between `LanguageTag` and Foundation's `Locale`.
///
/// They live here, not in `LanguageTags`, because a `Locale` means something only where
/// Foundation's ICU-backed internationalization is linked: with FoundationEssentials alone,
/// every `Locale` on Linux reads as `en_001`.
///
/// ```swift
/// let tag = try LanguageTag(Locale(identifier: "zh_Hant_TW"))   // zh-Hant-TW
/// let locale = tag.locale                                        // Locale zh-Hant-TW
/// ```
extension LanguageTag {
    /// The tag for `locale`, from its BCP 47 identifier (`@calendar=…` keywords become `-u-`).
    public init(_ locale: Locale) throws(LanguageTagError) {
        try self.init(parsing: locale.identifier(.bcp47))
    }

    /// The tag for a `Locale.Language`: its language, script and region.
    public init(_ language: Locale.Language) throws(LanguageTagError) {
        let parts = [language.languageCode?.identifier, language.script?.identifier, language.region?.identifier]
        try self.init(parsing: parts.compactMap { $0 }.joined(separator: "-"))
    }

    /// A Foundation `Locale` for this tag.
    public var locale: Locale { Locale(identifier: description) }

    /// A Foundation `Locale.Language` for this tag's language, script and region.
    public var localeLanguage: Locale.Language {
        Locale.Language(
            languageCode: Locale.LanguageCode(language.description),
            script: script.map { Locale.Script($0.description) },
            region: region.map { Locale.Region($0.description) })
    }
}
