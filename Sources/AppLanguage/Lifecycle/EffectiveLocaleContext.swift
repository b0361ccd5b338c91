import LanguageTags

/// Formatting preferences that come from the device, not from the app language: the region
/// (units, currency, first day of the week) and the user's `-u-` keywords (calendar,
/// numbering system, hour cycle, …).
public struct FormattingPreferences: Sendable, Hashable {
    /// The device's region, if it has one.
    public var region: LanguageTag.Region?
    /// The device locale's `-u-` subtags (`["ca", "buddhist", "hc", "h23"]`).
    public var unicodeExtension: [String]

    /// Preferences of a region and `-u-` subtags.
    public init(region: LanguageTag.Region?, unicodeExtension: [String] = []) {
        self.region = region
        self.unicodeExtension = unicodeExtension
    }

    /// The preferences of the device's locale (iOS `Locale.current`, Android
    /// `LocaleList.getDefault()[0]`): its region and its `-u-` keywords.
    public init(deviceLocale: LanguageTag) {
        region = deviceLocale.region
        unicodeExtension = deviceLocale.unicodeExtension
    }
}

/// The one object that formatters, string lookup and content requests read the locale from.
/// Create it from the launch decision before building any locale-dependent state (formatters,
/// cached view models, accessibility strings), and let that state observe it.
///
/// It keeps language apart from formatting, as the guide asks: ``Snapshot/language`` (strings
/// and content services, with ``Snapshot/acceptLanguage`` for HTTP) is the effective locale;
/// ``Snapshot/formattingLocale`` takes the effective language with the device's region and
/// `-u-` preferences, because a French interface does not imply France's units or currency.
///
/// ```swift
/// let context = EffectiveLocaleContext(
///     decision: launch.decision, formatting: FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US-u-hc-h23")))
/// context.current.formattingLocale   // fr-US-u-hc-h23 for a French decision
/// let token = context.observe { snapshot in rebuildFormatters(for: snapshot.formattingLocale) }
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
        public let formattingLocale: LanguageTag
        /// An `Accept-Language` value: the effective locale, then shorter forms of it that keep
        /// its script (`en-GB, en;q=0.9`; `zh-Hant` alone, since `zh` means Simplified).
        public let acceptLanguage: String

        init(decision: AppLanguageDecision, formatting: FormattingPreferences) {
            self.decision = decision
            language = decision.effectiveLocale
            formattingLocale = Self.formattingLocale(decision.effectiveLocale, formatting)
            acceptLanguage = Self.acceptLanguage(for: decision.effectiveLocale)
        }

        static func formattingLocale(_ effective: LanguageTag, _ formatting: FormattingPreferences) -> LanguageTag {
            let base = LanguageTag(
                language: effective.language, script: effective.script, region: formatting.region ?? effective.region)
            guard !formatting.unicodeExtension.isEmpty,
                let tag = try? LanguageTag(parsing: "\(base)-u-\(formatting.unicodeExtension.joined(separator: "-"))")
            else { return base }
            return tag.canonicalized()
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

    private struct State {
        var snapshot: Snapshot
        var formatting: FormattingPreferences
        var observers: [Int: @Sendable (Snapshot) -> Void] = [:]
        var nextObserver = 0
        /// Raised with each change, so that a delivery overtaken by a newer change is dropped.
        var generation = 0
    }

    private let state: Locked<State>
    /// Held while delivering, so that deliveries happen one at a time and in order; recursive,
    /// because an observer may apply a change itself.
    private let delivery = Lock(recursive: true)

    /// A context holding `decision` from the start: there is no moment without a locale.
    public init(decision: AppLanguageDecision, formatting: FormattingPreferences) {
        state = Locked(State(snapshot: Snapshot(decision: decision, formatting: formatting), formatting: formatting))
    }

    /// What is in effect now.
    public var current: Snapshot { state.withLock { $0.snapshot } }

    /// Applies a new decision (the user picked a language, the platform setting changed) and
    /// notifies observers when the snapshot changes.
    public func apply(_ decision: AppLanguageDecision) {
        update { Snapshot(decision: decision, formatting: $0.formatting) }
    }

    /// Applies new device formatting preferences and notifies observers when they change.
    public func apply(_ formatting: FormattingPreferences) {
        update { state in
            state.formatting = formatting
            return Snapshot(decision: state.snapshot.decision, formatting: formatting)
        }
    }

    /// Observers are called outside the state lock (an observer may read the context or apply
    /// a change), one delivery at a time; a delivery overtaken by a newer change is dropped, so
    /// an observer's last snapshot is always the current one, even when two threads apply at once.
    private func update(_ change: (inout State) -> Snapshot) {
        let notify: (Snapshot, Int, [@Sendable (Snapshot) -> Void])? = state.withLock { state in
            let snapshot = change(&state)
            guard snapshot != state.snapshot else { return nil }
            state.snapshot = snapshot
            state.generation += 1
            return (snapshot, state.generation, state.observers.sorted { $0.key < $1.key }.map(\.value))
        }
        guard let (snapshot, generation, observers) = notify else { return }
        delivery.withLock {
            for observer in observers {
                guard state.withLock({ $0.generation == generation }) else { return }
                observer(snapshot)
            }
        }
    }

    /// Calls `observer` with each new snapshot, on the thread that applied it, until the
    /// returned token is cancelled or released.
    public func observe(_ observer: @escaping @Sendable (Snapshot) -> Void) -> Observation {
        let id = state.withLock { state in
            state.nextObserver += 1
            state.observers[state.nextObserver] = observer
            return state.nextObserver
        }
        return Observation { [weak self] in self?.state.withLock { _ = $0.observers.removeValue(forKey: id) } }
    }

    /// A registration made by ``EffectiveLocaleContext/observe(_:)``; releasing it cancels it.
    public final class Observation: Sendable {
        private let cancellation: Locked<(@Sendable () -> Void)?>

        init(_ cancel: @escaping @Sendable () -> Void) { cancellation = Locked(cancel) }

        /// Stops the notifications.
        public func cancel() {
            let cancel = cancellation.withLock { value in
                defer { value = nil }
                return value
            }
            cancel?()
        }

        deinit { cancel() }
    }
}
