public import LanguageTags

/// Where the effective locale came from.
public enum SelectionSource: Sendable, Hashable, CaseIterable {
    /// The user picked it in the app's language selector.
    case savedUserChoice
    /// The platform's per-app language setting (Android per-app locales, iOS per-app language).
    case systemAppPreference
    /// The device's ordered language preferences.
    case devicePreference
    /// Nothing matched: the policy's product default.
    case productDefault
}

/// The matching step that produced the effective locale.
public enum MatchStep: Sendable, Hashable, CaseIterable {
    /// Same maximized language, script and region (`en` ↔ `en-US`, `zh-TW` ↔ `zh-Hant-TW`).
    case exact
    /// A product-approved alias (`en-AU` → `en-GB`).
    case alias
    /// A supported locale without a region with the same language and script (`fr-CA` → `fr`,
    /// `zh-HK` → `zh-Hant`).
    case languageAndScript
    /// The product's default variant for the language (`pt` → `pt-BR`).
    case languageDefault
    /// No preference matched: the product default.
    case noMatch
}

/// Why the language selector must ask the user to confirm their language.
public struct ConfirmationRequest: Sendable, Hashable {
    /// Why a confirmation is needed.
    public enum Reason: Sendable, Hashable, CaseIterable {
        /// The saved choice is no longer supported exactly, and a matching step found the
        /// closest supported locale (`en-GB` → `en`): the app uses it until the user confirms.
        case savedChoiceReplaced
        /// The saved choice is no longer supported and no step matches it: the app follows the
        /// platform and device preferences until the user picks again.
        case savedChoiceUnsupported
    }

    /// Why.
    public let reason: Reason
    /// The saved choice, kept unchanged until the user confirms a replacement.
    public let savedChoice: AppLanguageRecord
}

/// The resolver's answer: the effective locale and everything needed to explain it. A
/// decision is made only by ``AppLanguagePolicy/resolve(_:)``, so its effective locale is always
/// one of the policy's supported locales.
///
/// ```swift
/// let decision = policy.resolve(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"]))
/// decision.requestedLocale   // "fr-CA"
/// decision.effectiveLocale   // fr
/// decision.source            // .devicePreference
/// decision.match             // .languageAndScript
/// print(decision.explanation)
/// ```
public struct AppLanguageDecision: Sendable, Hashable {
    /// The locale the app uses: always one of the policy's supported locales.
    public let effectiveLocale: LanguageTag
    /// Where it came from.
    public let source: SelectionSource
    /// Which matching step hit.
    public let match: MatchStep
    /// Whether an approved alias changed the script.
    public let scriptFallback: Bool
    /// The policy version that decided.
    public let policyVersion: Int

    /// What is rarely read, in one immutable box, so that a decision is small to pass around.
    private let details: Details

    final class Details: Sendable {
        let requested: GivenLocale?
        let confirmation: ConfirmationRequest?
        let trace: TraceReplay

        init(requested: GivenLocale?, confirmation: ConfirmationRequest?, trace: TraceReplay) {
            self.requested = requested
            self.confirmation = confirmation
            self.trace = trace
        }
    }

    init(
        requested: GivenLocale?, match: LocaleMatch?, source: SelectionSource, productDefault: LanguageTag,
        policyVersion: Int, confirmation: ConfirmationRequest?, trace: TraceReplay
    ) {
        effectiveLocale = match?.effective ?? productDefault
        self.source = source
        self.match = match?.step ?? .noMatch
        scriptFallback = match?.scriptFallback ?? false
        self.policyVersion = policyVersion
        details = Details(requested: requested, confirmation: confirmation, trace: trace)
    }

    /// The preference that produced the result, as given; nil for the product default.
    public var requestedLocale: String? { details.requested?.text }

    /// Set when the selector must ask the user to confirm their language.
    public var confirmation: ConfirmationRequest? { details.confirmation }

    /// Whether the selector must ask the user to confirm their language.
    public var needsConfirmation: Bool { details.confirmation != nil }

    /// Every candidate looked at, in order, and what happened to it. Deciding keeps only the
    /// inputs; reading replays the same evaluation of each candidate that decided (matching is
    /// pure), which keeps deciding cheap and makes a trace that disagrees with its decision
    /// impossible.
    public var trace: [TraceStep] { details.trace.steps() }

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
            let saved = confirmation.savedChoice.effectiveLocale
            switch confirmation.reason {
            case .savedChoiceReplaced:
                lines.append(
                    "→ needs confirmation: the saved choice \"\(saved)\" is no longer supported exactly; \(effectiveLocale) is its closest supported locale, used until the user confirms"
                )
            case .savedChoiceUnsupported:
                lines.append(
                    "→ needs confirmation: the saved choice \"\(saved)\" is no longer supported and nothing matches it; it is kept until the user picks again"
                )
            }
        }
        return lines.joined(separator: "\n")
    }
}
