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
package struct AppleLocalizationMatcher: Sendable {
    /// The app's localizations, in the order given (ties go to the earlier one).
    package let available: [String]
    private let prepared: AppleUALocMatching

    /// Prepares `available` (each name read once: normalized and its parent chain computed).
    ///
    /// ```swift
    /// let matcher = AppleLocalizationMatcher(available: ["Base", "en", "pt-BR", "pt-PT"])
    /// ```
    package init(available: [String]) {
        self.available = available
        prepared = AppleUALocMatching(availableNames: available)
    }

    /// What `ualoc_localizationsToUse(preferences, available)` returns: the localizations to
    /// use, best first, with the preference that decided and why (the reason is worded only
    /// when asked for).
    ///
    /// ```swift
    /// AppleLocalizationMatcher(available: ["pt-BR", "en"]).localizationsToUse(for: ["pt-PT", "en"]).localizations
    /// // ["en"]: Apple's Portuguese rule
    /// ```
    package func localizationsToUse(for preferences: [String]) -> AppleLocalizationMatch {
        AppleLocalizationMatch(outcome: prepared.match(preferences), preferences: preferences, prepared: prepared)
    }
}

/// The answer of `AppleLocalizationMatcher.localizationsToUse(for:)` (Apple ICU's `ualoc_localizationsToUse`).
///
/// ```swift
/// let match = AppleLocalizationMatcher(available: ["es", "es-MX"]).localizationsToUse(for: ["es-AR"])
/// match.localizations   // ["es"]
/// match.indices         // [0]
/// ```
public struct AppleLocalizationMatch: Hashable, Sendable {
    /// Positions in the matcher's `available`, best first.
    public var indices: [Int] { outcome.localizations }
    /// The localizations to use, best first, named as the app names them; empty when nothing
    /// matched.
    public var localizations: [String] { outcome.localizations.map { prepared.availableNames[$0] } }
    /// The position of the preference that decided, if one did.
    public var preferenceIndex: Int? { outcome.preference }
    /// Why, in words a release engineer can check.
    public var reason: AppleMatchReason {
        AppleMatchReason(outcome, preferences: preferences, available: prepared.availableNames, prepared: prepared)
    }

    private let outcome: AppleUALocMatching.Outcome
    private let preferences: [String]
    private let prepared: AppleUALocMatching

    init(outcome: AppleUALocMatching.Outcome, preferences: [String], prepared: AppleUALocMatching) {
        self.outcome = outcome
        self.preferences = preferences
        self.prepared = prepared
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.localizations == rhs.localizations && lhs.indices == rhs.indices
            && lhs.preferenceIndex == rhs.preferenceIndex && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(localizations)
        hasher.combine(indices)
        hasher.combine(preferenceIndex)
    }
}
