import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The app-language lifecycle over a policy and a store: launch, the user's pick, restore,
/// account sync and Android's legacy migration. Every decision goes through
/// ``AppLanguagePolicy/resolve(_:)``; this type only loads, saves and reports.
///
/// ```swift
/// let coordinator = AppLanguageCoordinator(policy: .example, store: FileAppLanguageStore(path: path))
/// let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA"], at: .now)
/// launch.decision.effectiveLocale   // fr
/// try coordinator.choose(try LanguageTag(parsing: "es"), at: .now)
/// ```
public struct AppLanguageCoordinator: Sendable {
    /// The policy deciding.
    public let policy: AppLanguagePolicy
    /// Where the state lives.
    public let store: any AppLanguageStore
    /// Where decision events go, if anywhere.
    public let sink: (any DecisionSink)?
    /// The app version stamped on decision events.
    public let appVersion: String

    /// A coordinator deciding with `policy`, keeping state in `store` and reporting each
    /// decision to `sink`, stamped with `appVersion`.
    public init(
        policy: AppLanguagePolicy, store: any AppLanguageStore, sink: (any DecisionSink)? = nil,
        appVersion: String = ""
    ) {
        self.policy = policy
        self.store = store
        self.sink = sink
        self.appVersion = appVersion
    }

    /// What ``launch(systemAppPreference:deviceLanguages:at:)`` found.
    public struct Launch: Sendable {
        /// The decision to apply before any locale-dependent state is built.
        public let decision: AppLanguageDecision
        /// Whether the last automatic result came from an older policy version (it has been
        /// recomputed under this one).
        public let policyChanged: Bool
        /// A store problem met on the way, already handled as documented on
        /// ``AppLanguageStoreError``; log it. The decision stands either way.
        public let storeError: AppLanguageStoreError?
    }

    /// Decides the language at startup and records an automatic result in its own slot.
    /// Never throws: a corrupt state is moved aside and the decision comes from the platform
    /// and device preferences; a state from a newer app version is left untouched.
    public func launch(systemAppPreference: [String], deviceLanguages: [String], at date: Date) -> Launch {
        var state: AppLanguageState
        var storeError: AppLanguageStoreError?
        do {
            state = try store.load()
        } catch {
            storeError = error
            state = AppLanguageState()
        }
        let context = ResolutionContext(
            savedUserChoice: state.userChoice, systemAppPreference: systemAppPreference,
            deviceLanguages: deviceLanguages)
        let decision = policy.resolve(context)
        let policyChanged = state.lastAutomatic.map { $0.policyVersion != policy.policyVersion } ?? false
        if case .newerSchema = storeError {
            // Never overwrite what a newer version wrote.
        } else if decision.source != .savedUserChoice && !Self.sameResult(state.lastAutomatic, decision) {
            // Written only when the result changed: no disk write on an ordinary launch.
            do {
                try store.update { $0.recordAutomatic(decision, at: date) }
            } catch {
                storeError = storeError ?? error
            }
        }
        sink?.record(DecisionEvent(decision, appVersion: appVersion))
        return Launch(decision: decision, policyChanged: policyChanged, storeError: storeError)
    }

    /// Whether `record` already holds `decision`'s automatic result (the time aside).
    private static func sameResult(_ record: AppLanguageRecord?, _ decision: AppLanguageDecision) -> Bool {
        guard let record else { return false }
        return record.requestedLocale == decision.requestedLocale && record.effectiveLocale == decision.effectiveLocale
            && record.source == decision.source && record.policyVersion == decision.policyVersion
    }

    /// The decision the current state gives, without recording anything.
    public func currentDecision(systemAppPreference: [String], deviceLanguages: [String]) throws(AppLanguageStoreError)
        -> AppLanguageDecision
    {
        let state = try store.load()
        return policy.resolve(
            ResolutionContext(
                savedUserChoice: state.userChoice, systemAppPreference: systemAppPreference,
                deviceLanguages: deviceLanguages))
    }

    /// Why the user's pick cannot be saved.
    public enum ChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The locale is not one of the policy's supported locales.
        case unsupported(LanguageTag)
        /// The store failed; the previous choice is intact.
        case store(AppLanguageStoreError)

        public var description: String {
            switch self {
            case .unsupported(let tag): "\(tag) is not one of the supported locales"
            case .store(let error): "\(error)"
            }
        }
    }

    /// Saves the user's pick in the language selector (also how a replacement is confirmed).
    /// Only a supported locale can be picked.
    @discardableResult
    public func choose(_ locale: LanguageTag, at date: Date) throws(ChoiceError) -> AppLanguageRecord {
        guard let match = policy.match(locale), match.step == .exact else { throw .unsupported(locale) }
        let record = AppLanguageRecord.userChoice(match.effective, policyVersion: policy.policyVersion, at: date)
        do {
            try store.update { $0.keepUserChoice(record) }
        } catch {
            throw .store(error)
        }
        return record
    }

    /// Forgets the user's pick: the app follows the platform and device preferences again.
    public func useDeviceLanguage(at date: Date) throws(AppLanguageStoreError) {
        try store.update { $0.clearUserChoice(at: date) }
    }

    /// Restores a backup (a reinstall or a new device): the backed-up explicit choice is kept
    /// and will outrank the device languages, unless this device holds a later one (the sync
    /// rules of ``AppLanguageState/merged(with:)``); the backed-up automatic result is dropped,
    /// to be recomputed at the next launch.
    public func restore(_ backup: AppLanguageState) throws(AppLanguageStoreError) {
        var restored = backup
        restored.clearAutomatic()
        try store.update { $0 = $0.merged(with: restored) }
    }

    /// Merges the state synced through the user's account (``AppLanguageState/merged(with:)``).
    @discardableResult
    public func sync(with remote: AppLanguageState) throws(AppLanguageStoreError) -> AppLanguageState {
        try store.update { $0 = $0.merged(with: remote) }
    }

    /// Runs Android's one-time legacy migration (``LegacyChoiceMigration``), saving that it ran.
    /// `write` performs the platform write (`AppCompatDelegate.setApplicationLocales`); the
    /// migration is recorded only after it returns.
    @discardableResult
    public func migrateLegacyChoice(_ legacyChoice: String?, write: (LanguageTag) -> Void) throws(AppLanguageStoreError)
        -> LegacyChoiceMigration.Outcome
    {
        var outcome = LegacyChoiceMigration.Outcome.alreadyMigrated
        try store.update { outcome = LegacyChoiceMigration.run(legacyChoice: legacyChoice, state: &$0) }
        if case .writeToPlatform(let tag) = outcome {
            write(tag)
            try store.update { LegacyChoiceMigration.markWritten(&$0) }
        }
        return outcome
    }
}
