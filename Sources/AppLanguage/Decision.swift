import LanguageTags

/// Where the effective locale came from.
public enum SelectionSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user picked it in the app's language selector.
    case savedUserChoice = "saved_user_choice"
    /// The platform's per-app language setting (Android per-app locales, iOS per-app language).
    case systemAppPreference = "system_app_preference"
    /// The device's ordered language preferences.
    case devicePreference = "device_preference"
    /// Nothing matched: the policy's product default.
    case productDefault = "product_default"
}

/// The matching step that produced the effective locale.
public enum MatchStep: String, Sendable, Hashable, Codable, CaseIterable {
    /// Same maximized language, script and region (`en` ↔ `en-US`, `zh-TW` ↔ `zh-Hant-TW`).
    case exact
    /// A product-approved alias (`en-AU` → `en-GB`).
    case alias
    /// A supported locale without a region with the same language and script (`fr-CA` → `fr`).
    case script
    /// The product's default variant for the language (`pt` → `pt-BR`).
    case languageDefault = "language_default"
    /// No match: the product default.
    case none
}

/// Why the language selector must ask the user to confirm a replacement.
public struct ConfirmationRequest: Sendable, Hashable, Codable, JSONRepresentable {
    /// Why a confirmation is needed.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// The user's saved choice is no longer a supported locale.
        case savedChoiceUnsupported = "saved_choice_unsupported"
    }

    /// Why.
    public let reason: Reason
    /// The saved choice, kept unchanged until the user confirms a replacement.
    public let savedChoice: AppLanguageRecord

    public var jsonValue: JSONValue {
        .object(["reason": .string(reason.rawValue), "savedChoice": savedChoice.jsonValue])
    }

    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

/// The resolver's answer: the effective locale and everything needed to explain it.
///
/// ```swift
/// let decision = policy.resolve(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"]))
/// decision.requestedLocale   // "fr-CA"
/// decision.effectiveLocale   // fr
/// decision.source            // .devicePreference
/// decision.match             // .script
/// print(decision.explanation)
/// ```
public struct AppLanguageDecision: Sendable, Hashable {
    /// The preference that produced the result, as given; nil for the product default.
    public var requestedLocale: String? {
        get { details.requested?.text }
        set { details = Details(requested: newValue.map(GivenLocale.text), details.confirmation, details.trace) }
    }
    /// The locale the app uses: always one of the policy's supported locales.
    public var effectiveLocale: LanguageTag
    /// Where it came from.
    public var source: SelectionSource
    /// Which matching step hit.
    public var match: MatchStep
    /// Whether an approved alias changed the script.
    public var scriptFallback: Bool
    /// The policy version that decided.
    public var policyVersion: Int
    /// Set when the selector must ask the user to confirm a replacement.
    public var confirmation: ConfirmationRequest? {
        get { details.confirmation }
        set { details = Details(requested: details.requested, newValue, details.trace) }
    }
    /// Every candidate looked at, in order, and why it did or did not match. Deciding keeps
    /// only the inputs; each read replays them (matching is pure, so the replay is exactly
    /// what the resolver did), which keeps deciding cheap and reading the trace a few µs.
    public var trace: [TraceStep] {
        get { details.trace.steps }
        set { details = Details(requested: details.requested, details.confirmation, .recorded(newValue)) }
    }

    /// What is rarely read, in one immutable box, so that a decision is small to pass around.
    final class Details: Sendable {
        let requested: GivenLocale?
        let confirmation: ConfirmationRequest?
        let trace: TraceSource

        init(requested: GivenLocale?, _ confirmation: ConfirmationRequest?, _ trace: TraceSource) {
            self.requested = requested
            self.confirmation = confirmation
            self.trace = trace
        }
    }

    var details: Details

    init(
        requested: GivenLocale?, effectiveLocale: LanguageTag, source: SelectionSource, match: MatchStep,
        scriptFallback: Bool, policyVersion: Int, confirmation: ConfirmationRequest?, trace: TraceSource
    ) {
        self.effectiveLocale = effectiveLocale
        self.source = source
        self.match = match
        self.scriptFallback = scriptFallback
        self.policyVersion = policyVersion
        details = Details(requested: requested, confirmation, trace)
    }

    /// Whether the selector must ask the user to confirm a replacement.
    public var needsConfirmation: Bool { confirmation != nil }

    public static func == (lhs: AppLanguageDecision, rhs: AppLanguageDecision) -> Bool {
        lhs.requestedLocale == rhs.requestedLocale && lhs.effectiveLocale == rhs.effectiveLocale
            && lhs.source == rhs.source && lhs.match == rhs.match && lhs.scriptFallback == rhs.scriptFallback
            && lhs.policyVersion == rhs.policyVersion && lhs.confirmation == rhs.confirmation && lhs.trace == rhs.trace
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requestedLocale)
        hasher.combine(effectiveLocale)
        hasher.combine(source)
        hasher.combine(match)
        hasher.combine(policyVersion)
    }

    /// The trace in words, one line per candidate, then the outcome.
    public var explanation: String {
        var lines = trace.map { "\($0.source.rawValue) \"\($0.requested)\": \($0.explanation)" }
        let requested = requestedLocale.map { " for \"\($0)\"" } ?? ""
        lines.append(
            "→ \(effectiveLocale) from \(source.rawValue)\(requested) (match: \(match.rawValue)"
                + (scriptFallback ? ", approved script fallback" : "") + ", policy version \(policyVersion))")
        if let confirmation {
            lines.append(
                "→ needs confirmation: the saved choice \"\(confirmation.savedChoice.effectiveLocale)\" is no longer supported; it is kept until the user confirms a replacement"
            )
        }
        return lines.joined(separator: "\n")
    }
}

extension AppLanguageDecision: Codable {
    enum CodingKeys: String, CodingKey {
        case requestedLocale, effectiveLocale, source, match, scriptFallback, policyVersion, needsConfirmation,
            confirmation, trace
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        effectiveLocale = try container.decode(LanguageTag.self, forKey: .effectiveLocale)
        source = try container.decode(SelectionSource.self, forKey: .source)
        match = try container.decode(MatchStep.self, forKey: .match)
        scriptFallback = try container.decode(Bool.self, forKey: .scriptFallback)
        policyVersion = try container.decode(Int.self, forKey: .policyVersion)
        details = Details(
            requested: try container.decodeIfPresent(String.self, forKey: .requestedLocale).map(GivenLocale.text),
            try container.decodeIfPresent(ConfirmationRequest.self, forKey: .confirmation),
            .recorded(try container.decodeIfPresent([TraceStep].self, forKey: .trace) ?? []))
    }

    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension AppLanguageDecision: JSONRepresentable {
    /// The decision's JSON: `requestedLocale`, `effectiveLocale`, `source`, `match`,
    /// `scriptFallback`, `policyVersion`, `needsConfirmation`, `confirmation`, `trace`.
    public var jsonValue: JSONValue { JSONValue(written: { write(to: &$0) }) }

    /// The decision's JSON text, compact, written without building a ``JSONValue``: what the
    /// bridge answers.
    package var jsonText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// Writes the decision's JSON, keys in order.
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("confirmation")
            if let confirmation { writer.value(confirmation.jsonValue) } else { writer.null() }
            writer.key("effectiveLocale")
            writer.string(effectiveLocale.description)
            writer.key("match")
            writer.string(match.rawValue)
            writer.key("needsConfirmation")
            writer.bool(needsConfirmation)
            writer.key("policyVersion")
            writer.int(policyVersion)
            writer.key("requestedLocale")
            writer.string(requestedLocale)
            writer.key("scriptFallback")
            writer.bool(scriptFallback)
            writer.key("source")
            writer.string(source.rawValue)
            writer.key("trace")
            writer.array { writer in
                for step in trace { step.write(to: &writer) }
            }
        }
    }
}
