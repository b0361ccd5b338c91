public import AppLanguage
internal import LanguagePolicyInternals
public import LanguageTags

/// The one object that formatters, string lookup and content requests read the locale from.
/// Create it from the launch decision before building any locale-dependent state (formatters,
/// cached view models, accessibility strings), and let that state follow its ``snapshots()``:
/// take the stream where the state is built, so that it buffers every change from then on,
/// and iterate it in a task (a stream taken inside the task starts only when the task runs).
///
/// It keeps language apart from formatting: ``Snapshot/language`` (strings and content
/// services, with ``Snapshot/acceptLanguage`` for HTTP) is the effective locale;
/// ``Snapshot/formatting`` takes the effective language with the device's region and `-u-`
/// preferences, because a French interface does not imply France's units or currency. (With
/// `LanguagePolicy`, a snapshot also gives both as Foundation `Locale`s and a bundle's strings
/// in the effective locale, `strings(in:)`; `EffectiveLocaleModel` is an `@Observable` mirror
/// for SwiftUI.)
///
/// ```swift
/// let context = EffectiveLocaleContext(
///     decision: launch.decision, formatting: FormattingPreferences(deviceLocale: .autoupdatingCurrent))
/// context.current.formatting   // fr-US-u-hc-h23 for a French decision on a US device set to 24-hour time
/// let updates = context.snapshots()   // buffers from here: no change can slip past
/// Task { @MainActor in
///     for await snapshot in updates { formatters.rebuild(for: snapshot) }
/// }
/// context.apply(try coordinator.choose(LanguageTag(parsing: "es")))   // the loop above sees the Spanish snapshot
/// ```
public final class EffectiveLocaleContext: Sendable {
    /// What readers see at one time.
    public struct Snapshot: Sendable, Hashable {
        /// The decision in effect.
        public let decision: AppLanguageDecision
        /// The language for strings and content services: the effective locale.
        public let language: LanguageTag
        /// The locale for formatters: the effective language and script, the device's region
        /// (or the effective locale's when the device has none) and the device's `-u-` keywords.
        public let formatting: LanguageTag
        /// An `Accept-Language` value: the effective locale, then shorter forms of it that keep
        /// its script (`en-GB, en;q=0.9`; `zh-Hant` alone, since `zh` means Simplified).
        public let acceptLanguage: String
        /// The locale for APIs that choose the localization and format with one locale (SwiftUI's
        /// `\.locale`, `LocalizedStringResource`): the effective locale with the device's region
        /// as its `-u-rg-` override and the device's `-u-` keywords
        /// (`FormattingPreferences.displayLocale(for:)`: `en-GB-u-rg-uszzzz` for an `en-GB`
        /// decision on a US device), so that the strings are the effective locale's and the
        /// region-related formats the device's.
        public let display: LanguageTag

        init(decision: AppLanguageDecision, formatting: FormattingPreferences) {
            self.decision = decision
            language = decision.effectiveLocale
            self.formatting = formatting.formattingLocale(for: decision.effectiveLocale)
            acceptLanguage = Self.acceptLanguage(for: decision.effectiveLocale)
            display = formatting.displayLocale(for: decision.effectiveLocale)
        }

        /// Whether `other` gives followers the same locales: what they read besides the
        /// decision's provenance (its source, match, confirmation).
        func hasTheLocales(of other: Snapshot) -> Bool {
            language == other.language && formatting == other.formatting && display == other.display
        }

        static func acceptLanguage(for effective: LanguageTag) -> String {
            let tag = effective.withoutExtensions
            var ranges = [tag.description]
            let maximal = tag.maximized()
            let shorter = [
                LanguageTag(language: tag.language, script: tag.script),
                LanguageTag(language: tag.language),
            ]
            for candidate in shorter where !ranges.contains(candidate.description) {
                // Only a form that still means the same script (never `zh` for zh-Hant).
                if let maximal, candidate.maximized()?.script != maximal.script { continue }
                ranges.append(candidate.description)
            }
            return ranges.enumerated().map { index, range in
                index == 0 ? range : "\(range);q=0.\(max(1, 10 - index))"
            }.joined(separator: ", ")
        }
    }

    /// The snapshots of a context, as they change: the current one first, then each one that
    /// changes a locale, in the order they were applied; it ends when its iterating task is
    /// cancelled, when the context is finished (``finish()``) or when it goes away.
    public typealias Snapshots = AsyncStream<Snapshot>

    private struct State {
        var snapshot: Snapshot
        var formatting: FormattingPreferences
        var followers: [Int: Snapshots.Continuation] = [:]
        var nextFollower = 0
        var isFinished = false
    }

    private let state: Locked<State>

    /// A context holding `decision` from the start: there is no moment without a locale.
    public init(decision: AppLanguageDecision, formatting: FormattingPreferences) {
        state = Locked(State(snapshot: Snapshot(decision: decision, formatting: formatting), formatting: formatting))
    }

    /// What is in effect now.
    public var current: Snapshot { state.withLock { $0.snapshot } }

    /// Applies a new decision (the user picked a language, the platform setting changed). It is
    /// ``current`` from now on; followers see it when it changes a locale (a decision that only
    /// resolves a confirmation, or names another source for the same locale, yields nothing).
    public func apply(_ decision: AppLanguageDecision) {
        update { Snapshot(decision: decision, formatting: $0.formatting) }
    }

    /// Applies new device formatting preferences; followers see the new snapshot when it changes
    /// a locale.
    public func apply(_ formatting: FormattingPreferences) {
        update { state in
            state.formatting = formatting
            return Snapshot(decision: state.snapshot.decision, formatting: formatting)
        }
    }

    /// The current snapshot, then every change of a locale, in order, to be read from any task or
    /// actor. The stream starts at the call: it holds the current snapshot and buffers every
    /// change from then on, however late it is first iterated. So take it where the follower is
    /// set up, and iterate it in a task:
    ///
    /// ```swift
    /// let updates = context.snapshots()
    /// Task { @MainActor in for await snapshot in updates { model.apply(snapshot) } }
    /// ```
    ///
    /// (Calling `snapshots()` inside the task would start the stream only when the task first
    /// runs: the follower would begin at whatever is current then, and a change applied in
    /// between would never reach it as a change.)
    ///
    /// A follower is given what it reads: a snapshot arrives when the effective locale, the
    /// formatting locale or the display locale changes, not when only the decision's
    /// provenance does (a confirmation resolved, another source for the same locale); ``current``
    /// always holds the latest decision. Each change is handed to every follower under the
    /// context's lock, so two threads that apply at once are seen in one order by all
    /// followers; a follower that reads slowly receives every snapshot, buffered.
    public func snapshots() -> Snapshots {
        let (stream, continuation) = Snapshots.makeStream()
        let id = state.withLock { state in
            continuation.yield(state.snapshot)
            guard !state.isFinished else {
                continuation.finish()
                return 0
            }
            state.nextFollower += 1
            state.followers[state.nextFollower] = continuation
            return state.nextFollower
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.followers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every follower's stream after the snapshots it has been given: a service shutting
    /// down, a test at its end, a scene going away. A task that follows the context and holds it
    /// too (so that the context cannot go away first) ends this way. Applying afterwards still
    /// changes ``current``; a stream taken afterwards holds the current snapshot and ends.
    ///
    /// ```swift
    /// let updates = context.snapshots()
    /// let following = Task { for await snapshot in updates { log(snapshot, context.current) } }
    /// context.finish()
    /// await following.value   // returns: the loop has ended
    /// ```
    public func finish() {
        let followers = state.withLock { state in
            state.isFinished = true
            defer { state.followers = [:] }
            return state.followers.sorted { $0.key < $1.key }.map(\.value)
        }
        for follower in followers { follower.finish() }
    }

    private func update(_ change: (inout State) -> Snapshot) {
        state.withLock { state in
            let snapshot = change(&state)
            let changesALocale = !snapshot.hasTheLocales(of: state.snapshot)
            state.snapshot = snapshot
            guard changesALocale else { return }
            for (_, follower) in state.followers.sorted(by: { $0.key < $1.key }) { follower.yield(snapshot) }
        }
    }

    deinit {
        for follower in state.withLock({ Array($0.followers.values) }) { follower.finish() }
    }
}
