internal import LanguageTags

/// What language matching compares: a tag's maximized language, script and region (its own
/// subtags when CLDR has no likely subtags for it), as packed integers (0 for an absent
/// subtag), so that finding a policy's keys is hashing three integers. Variants are
/// compared apart, and only when there are any; extensions and private use never take part.
struct MatchKey: Hashable, Sendable {
    let language: UInt64
    let script: UInt64
    let region: UInt64

    init(language: UInt64, script: UInt64, region: UInt64) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// The key of a tag that is already canonical.
    init(canonical tag: LanguageTag) {
        let maximal = tag.addingLikelySubtags() ?? tag
        language = maximal.language.packed
        script = maximal.script?.packed ?? 0
        region = maximal.region?.packed ?? 0
    }

    /// The key's language and script, without its region.
    var languageAndScript: MatchKey { MatchKey(language: language, script: script, region: 0) }

    /// The key's language alone.
    var languageOnly: MatchKey { MatchKey(language: language, script: 0, region: 0) }
}

/// What makes two locales the same for matching: their key and their variants.
struct LocaleIdentity: Hashable {
    let key: MatchKey
    let variants: [LanguageTag.Variant]

    init(_ key: MatchKey, _ variants: [LanguageTag.Variant]) {
        self.key = key
        self.variants = variants
    }
}

/// A canonical requested tag prepared for matching.
struct MatchRequest {
    let key: MatchKey
    let variants: [LanguageTag.Variant]

    init(canonical tag: LanguageTag) {
        key = MatchKey(canonical: tag)
        variants = tag.isSimple ? [] : tag.variants
    }
}
