/// How an Apple bundle matches the user's languages against an app's localizations: a model
/// of Apple ICU's `ualoc_localizationsToUse` (ICU 76, the matcher behind
/// `Bundle.preferredLocalizations(from:forPreferences:)` and CFBundle's language search list),
/// on generated tables from Apple's ICU and CLDR 46, standard library only.
///
/// Build one per app (it prepares the localizations once), then match as many preference
/// lists as needed. Localizations are named as the app names them (`pt-BR`, `zh_TW`,
/// `English`, `zh-hans`); results use those names.
///
/// ```swift
/// let matcher = AppleLocalizationMatcher(available: ["en", "en-GB", "fr"])
/// let match = matcher.localizationsToUse(for: ["en-AU", "fr"])
/// match.localizations        // ["en-GB", "en"]
/// match.preferenceIndex      // 0
/// match.reason.description   // "Apple's parent map sends en-AU to en-GB"
/// ```
public struct AppleLocalizationMatcher: Sendable {
    /// The app's localizations, in the order given (ties go to the earlier one).
    public let available: [String]
    private let prepared: AppleUALocMatching

    /// Prepares `available` (each name read once: normalized and its parent chain computed).
    ///
    /// ```swift
    /// let matcher = AppleLocalizationMatcher(available: ["Base", "en", "pt-BR", "pt-PT"])
    /// ```
    public init(available: [String]) {
        self.available = available
        let infos = available.map(AppleLocaleIDInfo.init)
        prepared = AppleUALocMatching(
            available: infos, chains: infos.map { AppleParentChain.entries($0.normalized, penalized: true) },
            availableNames: available)
    }

    /// What `ualoc_localizationsToUse(preferences, available)` returns: the localizations to
    /// use, best first, with the preference that decided and why.
    ///
    /// ```swift
    /// AppleLocalizationMatcher(available: ["pt-BR", "en"]).localizationsToUse(for: ["pt-PT", "en"]).localizations
    /// // ["en"]: Apple's Portuguese rule
    /// ```
    public func localizationsToUse(for preferences: [String]) -> AppleLocalizationMatch {
        let outcome = prepared.match(preferences)
        return AppleLocalizationMatch(
            indices: outcome.localizations, localizations: outcome.localizations.map { available[$0] },
            preferenceIndex: outcome.preference,
            reason: AppleMatchReason(outcome, preferences: preferences, available: available, prepared: prepared))
    }
}

/// The answer of ``AppleLocalizationMatcher/localizationsToUse(for:)``.
///
/// ```swift
/// let match = AppleLocalizationMatcher(available: ["es", "es-MX"]).localizationsToUse(for: ["es-AR"])
/// match.localizations   // ["es"]
/// match.indices         // [0]
/// ```
public struct AppleLocalizationMatch: Hashable, Sendable {
    /// Positions in the matcher's `available`, best first.
    public let indices: [Int]
    /// The localizations to use, best first, named as the app names them; empty when nothing
    /// matched.
    public let localizations: [String]
    /// The position of the preference that decided, if one did.
    public let preferenceIndex: Int?
    /// Why, in words a release engineer can check.
    public let reason: AppleMatchReason
}
