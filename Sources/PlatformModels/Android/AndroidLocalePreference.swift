/// Why Android prefers one matching folder's locale to another's for a device locale: the rule
/// of `ResTable_config::isLocaleBetterThan` (with libandroidfw's `localeDataCompareRegions`)
/// that decided, in the order Android tries them.
///
/// ```swift
/// let matcher = try AndroidFolderMatcher(folderNames: ["values", "values-en", "values-en-rGB"])
/// let choice = matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "en-AU")))
/// choice.reason   // .preferred(over: values-en-rGB, because: .region(.ancestor, spanishStandIn: false))
/// ```
package enum AndroidLocalePreference: Hashable, Sendable {
    /// One folder has the device's language, the other (`values/`) has none.
    case hasLanguage
    /// The device is en-US: `values/`, where apps keep US English, beats an English folder of
    /// another region.
    case usEnglishPrefersDefault
    /// The device is en-US: an English folder without a region or for US beats `values/`.
    case usEnglishPrefersEnglish
    /// The device's English is close to US English (its parents reach `en` before `en-001`) and
    /// the English folder's is not: `values/` wins.
    case usLikeEnglishPrefersDefault
    /// The device's English and the folder's are both close to US English: the folder beats
    /// `values/`.
    case usLikeEnglishPrefersEnglish
    /// Both folders have the device's language; their regions decide. `spanishStandIn`: the
    /// winner is es-MX or es-US, which Android treats as es-419 when there is no es-419 to
    /// compare with.
    case region(AndroidRegionPreference, spanishStandIn: Bool)
    /// Same language and region: the folder with the device's variant wins.
    case matchingVariant
    /// Same language, region and variant: the folder with the device's numbering system wins.
    case matchingNumberingSystem
    /// Everything else equal: the folder with the device's own language code beats one with an
    /// equivalent code (`fil` against `tl`).
    case identicalLanguage
}

/// How `localeDataCompareRegions` ranks two regions of the device's language, in its order.
///
/// ```swift
/// AndroidRegionPreference.ancestor.description   // "an ancestor of the device locale, met first"
/// ```
package enum AndroidRegionPreference: Hashable, Sendable, CustomStringConvertible {
    /// The winner is the device locale itself or one of its ancestors in the parent tree, met
    /// before the other (an ancestor beats a non-ancestor, a nearer ancestor a farther one).
    case ancestor
    /// Neither is an ancestor: the winner is nearer to the device locale in the parent tree.
    case nearerInTree
    /// As near: the winner is a representative locale of the language (`en-GB`, `es-MX`,
    /// `zh-TW`…) and the other is not.
    case representative
    /// Nothing else decides: the lower region code wins, two letters before three digits.
    case lowerRegionCode

    /// The rule in a few words.
    ///
    /// ```swift
    /// AndroidRegionPreference.lowerRegionCode.description   // "the lower region code"
    /// ```
    package var description: String {
        switch self {
        case .ancestor: "an ancestor of the device locale, met first"
        case .nearerInTree: "nearer to the device locale in the parent tree"
        case .representative: "a representative locale of its language"
        case .lowerRegionCode: "the lower region code"
        }
    }
}

extension AndroidLocalePreference: CustomStringConvertible {
    /// The rule in a few words; ``AndroidFolderChoice`` says it with the folders' names.
    ///
    /// ```swift
    /// AndroidLocalePreference.hasLanguage.description   // "has the device's language"
    /// ```
    package var description: String {
        switch self {
        case .hasLanguage: "has the device's language"
        case .usEnglishPrefersDefault: "values/ is US English"
        case .usEnglishPrefersEnglish: "English without a region or for US beats values/ for en-US"
        case .usLikeEnglishPrefersDefault: "values/ is closer to US-like English"
        case .usLikeEnglishPrefersEnglish: "close to US English, like the device"
        case .region(let rule, let standIn): standIn ? "standing in for es-419, \(rule)" : rule.description
        case .matchingVariant: "has the device's variant"
        case .matchingNumberingSystem: "has the device's numbering system"
        case .identicalLanguage: "has the device's own language code"
        }
    }
}
