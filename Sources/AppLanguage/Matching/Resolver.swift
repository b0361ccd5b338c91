public import LanguageTags

/// What the resolver decides from: the saved user choice, the platform's per-app preference
/// and the device's ordered languages. There is no input for location or network, by design.
///
/// The two lists are strings because they arrive as text from the platform
/// (`Locale.preferredLanguages`, Android's `LocaleList`, an `Accept-Language` header): a
/// malformed entry is skipped and shown in the trace, never a reason to fail.
///
/// ```swift
/// let context = ResolutionContext(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA", "es"])
/// ```
public struct ResolutionContext: Sendable, Hashable {
    /// The user's explicit choice, if one was saved.
    public var savedUserChoice: AppLanguageRecord?
    /// The platform's per-app language preference, in order (often empty).
    public var systemAppPreference: [String]
    /// The device's language preferences, in order.
    public var deviceLanguages: [String]

    /// A context of the three inputs; each defaults to nothing.
    public init(
        savedUserChoice: AppLanguageRecord? = nil, systemAppPreference: [String] = [], deviceLanguages: [String] = []
    ) {
        self.savedUserChoice = savedUserChoice
        self.systemAppPreference = systemAppPreference
        self.deviceLanguages = deviceLanguages
    }
}

/// A requested locale as the resolver receives it: a string to parse or a parsed tag.
protocol RequestedLocale {
    var given: GivenLocale { get }
    func requestedTag() throws(LanguageTagError) -> LanguageTag
    static func candidates(_ list: [Self]) -> Candidates
}

extension String: RequestedLocale {
    var given: GivenLocale { .text(self) }
    func requestedTag() throws(LanguageTagError) -> LanguageTag { try LanguageTag(parsing: self) }
    static func candidates(_ list: [String]) -> Candidates { .strings(list) }
}

extension LanguageTag: RequestedLocale {
    var given: GivenLocale { .tag(self) }
    func requestedTag() throws(LanguageTagError) -> LanguageTag { self }
    static func candidates(_ list: [LanguageTag]) -> Candidates { .tags(list) }
}

extension AppLanguagePolicy {
    /// Decides the app language: the user's saved choice; else the first platform per-app
    /// preference that matches; else the first device language that matches; else the product
    /// default. A pure function: the same context and policy give the same decision on every
    /// platform.
    ///
    /// Each requested tag goes through the matching steps of ``match(_:)``; malformed tags
    /// are skipped and recorded in the trace. The saved choice goes through the same steps: an
    /// exact match is the choice as made; a match by another step (the product dropped `en-GB`
    /// but kept `en`) is used and flagged for confirmation
    /// (``ConfirmationRequest/Reason/savedChoiceReplaced``), never an unrelated language; only
    /// when no step matches does the decision come from the next source, flagged
    /// ``ConfirmationRequest/Reason/savedChoiceUnsupported``. The saved record is never erased.
    public func resolve(_ context: ResolutionContext) -> AppLanguageDecision {
        decide(
            savedUserChoice: context.savedUserChoice, systemAppPreference: context.systemAppPreference,
            deviceLanguages: context.deviceLanguages)
    }

    /// ``resolve(_:)`` from tags already parsed.
    public func resolve(
        savedUserChoice: AppLanguageRecord? = nil, systemAppPreference: [LanguageTag] = [],
        deviceLanguages: [LanguageTag]
    ) -> AppLanguageDecision {
        decide(
            savedUserChoice: savedUserChoice, systemAppPreference: systemAppPreference,
            deviceLanguages: deviceLanguages)
    }

    private func decide<Requested: RequestedLocale>(
        savedUserChoice: AppLanguageRecord?, systemAppPreference: [Requested], deviceLanguages: [Requested]
    ) -> AppLanguageDecision {
        func decision(
            _ requested: GivenLocale?, _ match: LocaleMatch?, from source: SelectionSource,
            confirmation: ConfirmationRequest? = nil, system: Int = 0, device: Int = 0
        ) -> AppLanguageDecision {
            AppLanguageDecision(
                requested: requested, match: match, source: source, productDefault: productDefault,
                policyVersion: policyVersion, confirmation: confirmation,
                trace: TraceReplay(
                    index: index, saved: savedUserChoice, system: Requested.candidates(systemAppPreference),
                    device: Requested.candidates(deviceLanguages), systemExamined: system, deviceExamined: device))
        }
        var confirmation: ConfirmationRequest?
        if let saved = savedUserChoice {
            switch index.outcome(ofSaved: saved) {
            case .matched(let match):
                let requested = GivenLocale.text(saved.requestedLocale ?? saved.effectiveLocale.description)
                return decision(
                    requested, match, from: .savedUserChoice,
                    confirmation: match.step == .exact
                        ? nil : ConfirmationRequest(reason: .savedChoiceReplaced, savedChoice: saved))
            case .savedChoiceUnsupported:
                confirmation = ConfirmationRequest(reason: .savedChoiceUnsupported, savedChoice: saved)
            default:
                break
            }
        }
        for (position, requested) in systemAppPreference.enumerated() {
            if case .matched(let match) = index.outcome(of: requested) {
                return decision(
                    requested.given, match, from: .systemAppPreference, confirmation: confirmation,
                    system: position + 1)
            }
        }
        for (position, requested) in deviceLanguages.enumerated() {
            if case .matched(let match) = index.outcome(of: requested) {
                return decision(
                    requested.given, match, from: .devicePreference, confirmation: confirmation,
                    system: systemAppPreference.count, device: position + 1)
            }
        }
        return decision(
            nil, nil, from: .productDefault, confirmation: confirmation, system: systemAppPreference.count,
            device: deviceLanguages.count)
    }

    /// Matches one requested tag against the supported locales; the first step that hits wins:
    ///
    /// 1. Canonicalize (CLDR aliases: `iw` → `he`, `sh` → `sr-Latn`).
    /// 2. **Exact**: the maximized language, script and region of a supported tag
    ///    (`en` ↔ `en-US`, `zh-TW` ↔ `zh-Hant-TW`); variants must agree; extensions and private
    ///    use are ignored.
    /// 3. **Alias**: an approved alias whose key covers the request; a full tag (`en-AU`)
    ///    before a language and script (`sr-Cyrl`) before a language (`lb`), and at each of
    ///    these, a key with variants (`de-CH-1996`) before one without (`de-CH`).
    /// 4. **Language and script**: a supported tag without a region with the request's
    ///    maximized language and script (`zh-HK` → `zh-Hant`, `fr-CA` → `fr`). Never across
    ///    scripts: `zh-HK` never matches `zh`, which maximizes to Hans.
    /// 5. **Language default**: an approved default for the language (or language and script)
    ///    whose script agrees (`pt-PT` → `pt-BR` when the policy says so).
    ///
    /// Returns nil when no step hits, and for a tag that names no language (`und-TW`): never
    /// geography, never the network.
    public func match(_ requested: LanguageTag) -> LocaleMatch? {
        guard case .matched(let match) = index.outcome(of: requested) else { return nil }
        return match
    }
}
