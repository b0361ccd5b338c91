import LanguageTags

/// What the resolver decides from: the saved user choice, the platform's per-app preference
/// and the device's ordered languages. There is no input for location or network, by design.
///
/// ```swift
/// let context = ResolutionContext(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA", "es"])
/// ```
public struct ResolutionContext: Sendable, Hashable, Codable {
    /// The user's explicit choice, if one was saved.
    public var savedUserChoice: AppLanguageRecord?
    /// The platform's per-app language preference, in order (often empty).
    public var systemAppPreference: [String]
    /// The device's language preferences, in order.
    public var deviceLanguages: [String]

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
    var requestedText: String { get }
    func requestedTag() throws(LanguageTagError) -> LanguageTag
}

extension String: RequestedLocale {
    var requestedText: String { self }
    func requestedTag() throws(LanguageTagError) -> LanguageTag { try LanguageTag(parsing: self) }
}

extension LanguageTag: RequestedLocale {
    var requestedText: String { description }
    func requestedTag() throws(LanguageTagError) -> LanguageTag { self }
}

extension AppLanguagePolicy {
    /// Decides the app language: the saved user choice while it still matches a supported
    /// locale exactly; else the first platform per-app preference that matches; else the first
    /// device language that matches; else the product default. A pure function: the same
    /// context and policy give the same decision on every platform.
    ///
    /// Each requested tag goes through the matching steps of ``match(_:)``; malformed tags
    /// are skipped and recorded in the trace. A saved choice that is no longer supported is
    /// not erased: the decision comes from the next source and carries a
    /// ``ConfirmationRequest`` holding the saved record.
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
        var trace: [TraceStep] = []
        trace.reserveCapacity(1 + systemAppPreference.count + deviceLanguages.count)
        var confirmation: ConfirmationRequest?

        if let saved = savedUserChoice {
            let canonical = saved.effectiveLocale.canonicalized()
            if saved.source != .savedUserChoice {
                trace.append(
                    TraceStep(
                        source: .savedUserChoice, requested: saved.effectiveLocale.description, canonical: canonical,
                        outcome: .notAnExplicitChoice(saved.source)))
            } else if let match = index.match(MatchKey(canonical: canonical)), match.step == .exact {
                trace.append(
                    TraceStep(
                        source: .savedUserChoice, requested: saved.effectiveLocale.description, canonical: canonical,
                        outcome: .matched(step: .exact, effective: match.effective, rule: nil, scriptFallback: false)))
                return AppLanguageDecision(
                    requestedLocale: saved.requestedLocale ?? saved.effectiveLocale.description,
                    effectiveLocale: match.effective, source: .savedUserChoice, match: .exact, scriptFallback: false,
                    policyVersion: policyVersion, confirmation: nil, trace: trace)
            } else {
                trace.append(
                    TraceStep(
                        source: .savedUserChoice, requested: saved.effectiveLocale.description, canonical: canonical,
                        outcome: .savedChoiceUnsupported))
                confirmation = ConfirmationRequest(reason: .savedChoiceUnsupported, savedChoice: saved)
            }
        }

        for (source, candidates) in [
            (SelectionSource.systemAppPreference, systemAppPreference), (.devicePreference, deviceLanguages),
        ] {
            for requested in candidates {
                let tag: LanguageTag
                do {
                    tag = try requested.requestedTag()
                } catch {
                    trace.append(
                        TraceStep(
                            source: source, requested: requested.requestedText, canonical: nil,
                            outcome: .malformed(error)))
                    continue
                }
                let canonical = tag.canonicalized()
                guard let match = index.match(MatchKey(canonical: canonical)) else {
                    trace.append(
                        TraceStep(
                            source: source, requested: requested.requestedText, canonical: canonical, outcome: .noMatch)
                    )
                    continue
                }
                let text = requested.requestedText
                trace.append(
                    TraceStep(
                        source: source, requested: text, canonical: canonical,
                        outcome: .matched(
                            step: match.step, effective: match.effective, rule: match.rule,
                            scriptFallback: match.scriptFallback)))
                return AppLanguageDecision(
                    requestedLocale: text, effectiveLocale: match.effective, source: source, match: match.step,
                    scriptFallback: match.scriptFallback, policyVersion: policyVersion, confirmation: confirmation,
                    trace: trace)
            }
        }
        return AppLanguageDecision(
            requestedLocale: nil, effectiveLocale: productDefault, source: .productDefault, match: .none,
            scriptFallback: false, policyVersion: policyVersion, confirmation: confirmation, trace: trace)
    }

    /// Matches one requested tag against the supported locales; the first step that hits wins:
    ///
    /// 1. Canonicalize (CLDR aliases: `iw` → `he`, `sh` → `sr-Latn`).
    /// 2. **Exact**: the maximized language, script and region of a supported tag
    ///    (`en` ↔ `en-US`, `zh-TW` ↔ `zh-Hant-TW`); variants must agree; extensions and private
    ///    use are ignored.
    /// 3. **Alias**: an approved alias whose key covers the request; a full tag (`en-AU`)
    ///    before a language and script (`sr-Cyrl`) before a language (`lb`).
    /// 4. **Language and script**: a supported tag without a region with the request's
    ///    maximized language and script (`zh-HK` → `zh-Hant`, `fr-CA` → `fr`). Never across
    ///    scripts: `zh-HK` never matches `zh`, which maximizes to Hans.
    /// 5. **Language default**: an approved default for the language (or language and script)
    ///    whose script agrees (`pt-PT` → `pt-BR` when the policy says so).
    ///
    /// Returns nil when no step hits. Never geography, never the network.
    public func match(_ requested: LanguageTag) -> LocaleMatch? {
        index.match(MatchKey(canonical: requested.canonicalized()))
    }
}
