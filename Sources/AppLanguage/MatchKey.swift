import LanguageTags

/// What language matching compares: a tag's maximized language, script and region (its own
/// subtags when CLDR has no likely subtags for it) and its sorted variants. Extensions and
/// private use never take part.
struct MatchKey: Hashable, Sendable {
    let language: LanguageTag.Language
    let script: LanguageTag.Script?
    let region: LanguageTag.Region?
    let variants: [LanguageTag.Variant]

    /// The key of a tag that is already canonical.
    init(canonical tag: LanguageTag) {
        let maximal = tag.addingLikelySubtags() ?? tag
        language = maximal.language
        script = maximal.script
        region = maximal.region
        variants = tag.variants
    }

    /// Language, script and region agree (variants aside).
    func sameLocale(as other: MatchKey) -> Bool {
        language == other.language && script == other.script && region == other.region
    }

    /// Language and script agree.
    func sameLanguageAndScript(as other: MatchKey) -> Bool {
        language == other.language && script == other.script
    }

    /// `language-Script-REGION`, for explanations.
    var description: String {
        [language.description, script?.description, region?.description].compactMap { $0 }.joined(separator: "-")
    }
}
