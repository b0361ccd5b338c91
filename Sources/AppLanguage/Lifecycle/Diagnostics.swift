internal import LanguagePolicyInternals
public import LanguageTags
internal import WireDocuments

/// A privacy-safe record of one decision: what was requested, what took effect, why, and
/// under which policy and app version. It holds no location, network or device identifier.
public struct DecisionEvent: Sendable, Hashable {
    /// The preference that produced the result, as given; nil for the product default.
    public var requestedLocale: String?
    /// The locale in effect.
    public var effectiveLocale: LanguageTag
    /// Where the result came from.
    public var source: SelectionSource
    /// The matching step that produced it.
    public var match: MatchStep
    /// Whether an approved alias gave another script than the one asked for.
    public var scriptFallback: Bool
    /// The policy version that decided.
    public var policyVersion: Int
    /// The app version that decided.
    public var appVersion: String

    /// The event of `decision`, made by `appVersion` of the app.
    public init(_ decision: AppLanguageDecision, appVersion: String) {
        requestedLocale = decision.requestedLocale
        effectiveLocale = decision.effectiveLocale
        source = decision.source
        match = decision.match
        scriptFallback = decision.scriptFallback
        policyVersion = decision.policyVersion
        self.appVersion = appVersion
    }
}

/// A privacy-safe record of a platform showing the app's strings from another localization
/// than the policy decides for the same preferences: on Apple, in the platform-resolved mode,
/// the bundle's own matching of the device languages chose `platformLocalization` where the
/// policy's matcher decides `policyDecision.effectiveLocale`. Counted over launches, it is the
/// cost of leaving matching to the platform. Like ``DecisionEvent`` it holds no location,
/// network or device identifier, and of the device's languages only the one that decided.
///
/// ```swift
/// // en-AU device, app ships en and en-GB, policy without the en-AU → en-GB alias:
/// event.platformLocalization            // "en-GB"
/// event.platformReason                  // "Apple's parent map sends en-AU to en-GB"
/// event.policyDecision.effectiveLocale  // "en", from the device preference en-AU
/// ```
public struct PlatformDivergenceEvent: Sendable, Hashable {
    /// The localization whose strings the platform shows, named as the app's bundle names it
    /// (`en-GB`).
    public var platformLocalization: String
    /// Why the platform chose it, in the words of its rules ("Apple's parent map sends en-AU to
    /// en-GB").
    public var platformReason: String
    /// What the policy decides for the same preferences, and why (its source and matching step).
    public var policyDecision: DecisionEvent

    /// The event of a platform showing `platformLocalization`, for `platformReason`, where the
    /// policy decides as `policyDecision` records.
    public init(platformLocalization: String, platformReason: String, policyDecision: DecisionEvent) {
        self.platformLocalization = platformLocalization
        self.platformReason = platformReason
        self.policyDecision = policyDecision
    }
}

/// Receives decision events (an analytics pipeline, a log).
public protocol DecisionSink: Sendable {
    /// Receives the event of one decision.
    func record(_ event: DecisionEvent)
    /// Receives a platform's divergence from the policy; sinks that do not implement it ignore it.
    func record(_ event: PlatformDivergenceEvent)
}

extension DecisionSink {
    /// Ignores the divergence: a sink written for decisions alone keeps working.
    public func record(_ event: PlatformDivergenceEvent) {}
}

/// Counts decisions by source and match step: counts that reveal, say, an alias that falls back
/// too often; and platform divergences by what the platform showed and what the policy decides.
/// They describe the resolver's and the platform's behaviour, not what users prefer.
///
/// ```swift
/// let counter = DecisionCounter()
/// counter.record(DecisionEvent(decision, appVersion: "5.2"))
/// counter.counts[DecisionCounter.Key(source: .devicePreference, match: .alias)]   // 1
/// counter.divergences[DecisionCounter.DivergenceKey(platformLocalization: "en-GB", policyLocale: "en")]
/// ```
public final class DecisionCounter: DecisionSink {
    /// What decisions are counted by.
    public struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Where the results came from.
        public let source: SelectionSource
        /// The matching step.
        public let match: MatchStep

        /// The key of decisions from `source` by `match`.
        public init(source: SelectionSource, match: MatchStep) {
            self.source = source
            self.match = match
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.source.rawValue, lhs.match.rawValue) < (rhs.source.rawValue, rhs.match.rawValue)
        }

        public var description: String { "\(source.rawValue)/\(match.rawValue)" }
    }

    /// What platform divergences are counted by: the localization the platform showed and the
    /// locale the policy decides.
    public struct DivergenceKey: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The localization the platform showed.
        public let platformLocalization: String
        /// The policy's effective locale.
        public let policyLocale: LanguageTag

        /// The key of divergences where the platform showed `platformLocalization` and the
        /// policy decides `policyLocale`.
        /// The localization is text as the platform names it (an `.lproj` folder's name).
        public init(platformLocalization: String, policyLocale: LanguageTag) {
            self.platformLocalization = platformLocalization
            self.policyLocale = policyLocale
        }

        public static func < (lhs: DivergenceKey, rhs: DivergenceKey) -> Bool {
            (lhs.platformLocalization, lhs.policyLocale) < (rhs.platformLocalization, rhs.policyLocale)
        }

        /// `"en-GB→en"`: what the platform showed, then what the policy decides.
        public var description: String { "\(platformLocalization)→\(policyLocale)" }
    }

    private let storage = Locked((counts: [Key: Int](), divergences: [DivergenceKey: Int]()))

    /// A counter with no decisions counted.
    public init() {}

    /// Counts `event`; safe to call from any thread.
    public func record(_ event: DecisionEvent) {
        storage.withLock { $0.counts[Key(source: event.source, match: event.match), default: 0] += 1 }
    }

    /// Counts the divergence `event`; safe to call from any thread.
    public func record(_ event: PlatformDivergenceEvent) {
        let key = DivergenceKey(
            platformLocalization: event.platformLocalization, policyLocale: event.policyDecision.effectiveLocale)
        storage.withLock { $0.divergences[key, default: 0] += 1 }
    }

    /// The counts so far.
    public var counts: [Key: Int] { storage.withLock { $0.counts } }

    /// The platform divergences so far.
    public var divergences: [DivergenceKey: Int] { storage.withLock { $0.divergences } }

    /// The share of decisions with `key`, from 0 to 1 (0 before any decision).
    public func share(of key: Key) -> Double {
        let counts = counts
        let total = counts.values.reduce(0, +)
        return total == 0 ? 0 : Double(counts[key, default: 0]) / Double(total)
    }
}
