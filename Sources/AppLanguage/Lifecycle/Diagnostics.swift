/// A privacy-safe record of one decision: what was requested, what took effect, why, and
/// under which policy and app version. It holds no location, network or device identifier.
public struct DecisionEvent: Sendable, Hashable {
    /// The preference that produced the result, as given; nil for the product default.
    public var requestedLocale: String?
    /// The locale in effect.
    public var effectiveLocale: String
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
        effectiveLocale = decision.effectiveLocale.description
        source = decision.source
        match = decision.match
        scriptFallback = decision.scriptFallback
        policyVersion = decision.policyVersion
        self.appVersion = appVersion
    }
}

/// Receives decision events (an analytics pipeline, a log).
public protocol DecisionSink: Sendable {
    func record(_ event: DecisionEvent)
}

/// Counts decisions by source and match step: counts that reveal, say, an alias that falls back
/// too often. They describe the resolver's behaviour, not what users prefer.
///
/// ```swift
/// let counter = DecisionCounter()
/// counter.record(DecisionEvent(decision, appVersion: "5.2"))
/// counter.counts[DecisionCounter.Key(source: .devicePreference, match: .alias)]   // 1
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

    private let storage = Locked([Key: Int]())

    /// A counter with no decisions counted.
    public init() {}

    /// Counts `event`; safe to call from any thread.
    public func record(_ event: DecisionEvent) {
        storage.withLock { $0[Key(source: event.source, match: event.match), default: 0] += 1 }
    }

    /// The counts so far.
    public var counts: [Key: Int] { storage.withLock { $0 } }

    /// The share of decisions with `key`, from 0 to 1 (0 before any decision).
    public func share(of key: Key) -> Double {
        let counts = counts
        let total = counts.values.reduce(0, +)
        return total == 0 ? 0 : Double(counts[key, default: 0]) / Double(total)
    }
}
