/// Why Apple's matching chose what it did, in words a release engineer can check against
/// Apple's rules (`description`).
///
/// ```swift
/// let match = AppleLocalizationMatcher(available: ["en", "en-GB"]).localizationsToUse(for: ["en-AU"])
/// match.reason.description   // "Apple's parent map sends en-AU to en-GB"
/// ```
public indirect enum AppleMatchReason: Hashable, Sendable, CustomStringConvertible {
    /// The preference names the localization itself (the same ICU name: `en-GB`, `en_GB`).
    case sameLocalization(preference: String, localization: String)
    /// Both stand for the same locale after Apple's alias map or CLDR's language aliases
    /// (`zh-TW` and `zh_Hant_TW`, `iw` and `he`, `English` and `en`).
    case aliases(preference: String, localization: String, canonical: String)
    /// The preference's fallback chain and the localization's met: `steps` are the links
    /// walked on the preference's side, then on the localization's; `tiedLater` are
    /// localizations as close that lose only by coming later in the app's list.
    case fallback(preference: String, localization: String, steps: [AppleFallbackStep], tiedLater: [String])
    /// pt-PT reached pt-BR, which Apple allows only when no preference matches anything else.
    case portugueseRule(preference: String, localization: String)
    /// Apple's Portuguese rule kept `preference` (pt-PT) from `skipped` (pt-BR); `then` says
    /// what matched instead.
    case afterPortugueseRule(preference: String, skipped: String, then: AppleMatchReason)
    /// The first match (`firstMatch` for `firstPreference`) came through a region fallback; a
    /// preference of the same language names a localization itself, and wins.
    case laterPreferenceOfSameLanguage(
        firstPreference: String, firstMatch: String, preference: String, localization: String)
    /// Nothing matched; the app declares `zxx` (no linguistic content).
    case noLinguisticContent
    /// No preference matched any localization.
    case noMatch
    /// CFBundle's backstop: no preference matched, so the development region was matched.
    case developmentRegion(String)
    /// CFBundle's backstop: neither preferences nor development region matched; `en_US` was.
    case englishBackstop
    /// CFBundle's last backstop: nothing else matched; the app's first localization is used.
    case firstLocalization(String)

    /// The reason in words.
    ///
    /// ```swift
    /// AppleMatchReason.developmentRegion("en").description
    /// // "no preference matched: CFBundle falls back to the development region en"
    /// ```
    public var description: String {
        switch self {
        case .sameLocalization(let preference, let localization):
            preference == localization
                ? "\(preference) is one of the app's localizations" : "\(preference) names \(localization)"
        case .aliases(let preference, let localization, let canonical):
            "\(preference) and \(localization) both stand for \(Self.readable(canonical)) (Apple's and CLDR's aliases)"
        case .fallback(let preference, let localization, let steps, let tiedLater):
            Self.describe(steps, preference: preference, localization: localization)
                + (tiedLater.isEmpty
                    ? ""
                    : "; \(tiedLater.joined(separator: ", ")) \(tiedLater.count == 1 ? "is" : "are") as close but later in the app's list")
        case .portugueseRule(let preference, let localization):
            "\(preference) never takes \(localization) while another preference matches (Apple's Portuguese rule); none did"
        case .afterPortugueseRule(let preference, let skipped, let then):
            "\(preference) never takes \(skipped) while another preference matches (Apple's Portuguese rule); "
                + then.description
        case .laterPreferenceOfSameLanguage(let firstPreference, let firstMatch, let preference, let localization):
            "\(firstPreference) reached \(firstMatch) only through a regional fallback; the later preference "
                + "\(preference) of the same language has \(localization) exactly, which Apple prefers"
        case .noLinguisticContent:
            "no preference matched; the app declares zxx (no linguistic content)"
        case .noMatch:
            "no preference matched any localization"
        case .developmentRegion(let region):
            "no preference matched: CFBundle falls back to the development region \(region)"
        case .englishBackstop:
            "no preference matched, nor the development region: CFBundle falls back to en_US"
        case .firstLocalization(let localization):
            "nothing matched: CFBundle falls back to the app's first localization, \(localization)"
        }
    }

    private static func describe(_ steps: [AppleFallbackStep], preference: String, localization: String) -> String {
        let ours = steps.filter { $0.side == .preference }
        let theirs = steps.filter { $0.side == .localization }
        var parts: [String] = []
        if let first = ours.first, ours.count == 1, first.source == .appleParentMap {
            parts.append("Apple's parent map sends \(preference) to \(readable(first.to))")
        } else if !ours.isEmpty {
            parts.append(
                "\(preference) falls back to "
                    + ours.map { "\(readable($0.to)) (\($0.source))" }.joined(separator: ", then "))
        }
        let penalty = theirs.contains { $0.source == .nonDefaultRegion }
        let links = theirs.filter { $0.source != .nonDefaultRegion }
        if !links.isEmpty {
            parts.append(
                "\(localization) falls back to "
                    + links.map { "\(readable($0.to)) (\($0.source))" }.joined(separator: ", then "))
        }
        if penalty { parts.append("\(localization) counts one step further: its region is not its language's default") }
        if parts.isEmpty { parts.append("\(preference) matches \(localization)") }
        return parts.joined(separator: "; ")
    }

    static func readable(_ id: String) -> String { String(id.map { $0 == "_" ? "-" : $0 }) }
}

/// One link of a fallback chain in an ``AppleMatchReason/fallback(preference:localization:steps:tiedLater:)``.
///
/// ```swift
/// AppleFallbackStep(side: .preference, from: "en_AU", to: "en_GB", source: .appleParentMap)
/// ```
public struct AppleFallbackStep: Hashable, Sendable {
    /// Whose chain the link is on: `.preference` (en-AU → en-GB) or `.localization`.
    public enum Side: Hashable, Sendable { case preference, localization }
    /// Which table gave the link; `description` names it (`"Apple's parent map"`).
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        case appleParentMap, cldrParentLocales, droppingLastSubtag, nonDefaultRegion

        /// The table's name, as explanations cite it: `"CLDR's parent locales"`.
        public var description: String {
            switch self {
            case .appleParentMap: "Apple's parent map"
            case .cldrParentLocales: "CLDR's parent locales"
            case .droppingLastSubtag: "dropping the last subtag"
            case .nonDefaultRegion: "a region other than the language's default counts one step"
            }
        }
    }

    /// Whose chain: `.preference`.
    public let side: Side
    /// The ID the link starts from, in ICU's form: `"en_AU"`.
    public let from: String
    /// The ID it leads to: `"en_GB"`.
    public let to: String
    /// The table that gave it: `.appleParentMap`.
    public let source: Source

    /// A link, as explanations hold them.
    ///
    /// ```swift
    /// AppleFallbackStep(side: .localization, from: "fr_CA", to: "fr", source: .droppingLastSubtag)
    /// ```
    public init(side: Side, from: String, to: String, source: Source) {
        self.side = side
        self.from = from
        self.to = to
        self.source = source
    }
}

extension AppleMatchReason {
    init(
        _ outcome: AppleUALocMatching.Outcome, preferences: [String], available: [String], prepared: AppleUALocMatching
    ) {
        self.init(decision: outcome, preferences: preferences, available: available, prepared: prepared)
        if let passedOver = outcome.passedOverPortuguese {
            self = .afterPortugueseRule(
                preference: preferences[passedOver.preference], skipped: available[passedOver.localization], then: self)
        }
    }

    private init(
        decision outcome: AppleUALocMatching.Outcome, preferences: [String], available: [String],
        prepared: AppleUALocMatching
    ) {
        guard let first = outcome.localizations.first else {
            self = .noMatch
            return
        }
        let localization = available[first]
        let preference = outcome.preference.map { preferences[$0] } ?? ""
        switch outcome.decision {
        case .sameName(let normalizedOnly):
            let canonical = String(decoding: prepared.available[first].normalized, as: UTF8.self)
            self =
                normalizedOnly
                ? .aliases(preference: preference, localization: localization, canonical: canonical)
                : .sameLocalization(preference: preference, localization: localization)
        case .chain(let preferenceStep, let localizationStep, let tiedLater):
            let wanted = AppleLocaleIDInfo(preference)
            let ours = AppleParentChain.entries(wanted.normalized, penalized: false)
            let theirs = prepared.chains[first]
            self = .fallback(
                preference: preference, localization: localization,
                steps: Self.steps(ours.prefix(preferenceStep + 1), side: .preference)
                    + Self.steps(theirs.prefix(localizationStep + 1), side: .localization),
                tiedLater: tiedLater.map { available[$0] })
        case .portuguese:
            self = .portugueseRule(preference: preference, localization: localization)
        case .sameLanguageLater(let firstMatch, let firstPreference):
            self = .laterPreferenceOfSameLanguage(
                firstPreference: preferences[firstPreference], firstMatch: available[firstMatch],
                preference: preference, localization: localization)
        case .noLinguisticContent:
            self = .noLinguisticContent
        case .none:
            self = .noMatch
        }
    }

    private static func steps(_ chain: ArraySlice<[UInt8]>, side: AppleFallbackStep.Side) -> [AppleFallbackStep] {
        zip(chain, chain.dropFirst()).map { from, to in
            let source: AppleFallbackStep.Source =
                from == to
                ? .nonDefaultRegion
                : AppleTableData.parentMap[from] == to
                    ? .appleParentMap
                    : AppleTableData.cldrParents[from] == to ? .cldrParentLocales : .droppingLastSubtag
            return AppleFallbackStep(
                side: side, from: String(decoding: from, as: UTF8.self), to: String(decoding: to, as: UTF8.self),
                source: source)
        }
    }
}
