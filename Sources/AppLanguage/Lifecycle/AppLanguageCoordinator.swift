internal import LanguagePolicyInternals
public import LanguageTags
internal import WireDocuments

/// The app-language lifecycle over a policy and a store: launch, the user's pick, going back
/// to the device language, restore, account sync and Android's legacy migration. Every
/// operation returns the decision it leads to, made by ``AppLanguagePolicy/resolve(_:)`` with
/// the platform's preferences the coordinator was last given (at launch, or by
/// ``platformPreferencesChanged(systemAppPreference:deviceLanguages:)``); this type only loads,
/// saves and reports.
///
/// ```swift
/// let coordinator = AppLanguageCoordinator(policy: .example, store: FileAppLanguageStore(path: path))
/// let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA"])
/// launch.decision.effectiveLocale          // fr
/// let picked = try coordinator.choose(LanguageTag(parsing: "es"))
/// picked.effectiveLocale                   // es, from saved_user_choice
/// ```
public final class AppLanguageCoordinator: Sendable {
    /// The policy deciding.
    public let policy: AppLanguagePolicy
    /// Where the state lives.
    public let store: any AppLanguageStore
    /// Where decision events go, if anywhere.
    public let sink: (any DecisionSink)?
    /// The app version stamped on decision events.
    public let appVersion: String

    /// The platform's preferences last given: the per-app setting and the device languages.
    private let platform = Locked((system: [String](), device: [String]()))

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
        public internal(set) var storeError: AppLanguageStoreError?
        /// What the platform's per-app language meant, when the launch was given it
        /// (``launch(systemAppLanguage:deviceLanguages:at:)``); nil otherwise.
        public internal(set) var systemAppLanguage: SystemAppLanguageChange? = nil
    }

    /// Decides the language at startup from the platform's preferences (kept for the later
    /// operations) and records an automatic result in its own slot. Never throws: a corrupt
    /// state is moved aside and the decision comes from the platform and device preferences; a
    /// state from a newer app version is left untouched.
    public func launch(systemAppPreference: [String], deviceLanguages: [String], at date: Timestamp = .now) -> Launch {
        platform.withLock { $0 = (systemAppPreference, deviceLanguages) }
        var state: AppLanguageState
        var storeError: AppLanguageStoreError?
        do {
            state = try store.load()
        } catch {
            storeError = error
            state = AppLanguageState()
        }
        let decision = decide(state)
        let policyChanged = state.lastAutomatic.map { $0.policyVersion != policy.policyVersion } ?? false
        if case .newerSchema = storeError {
            // Never overwrite what a newer version wrote.
        } else if decision.source != .savedUserChoice && !Self.sameResult(state.lastAutomatic, decision) {
            // Written only when the result changed: no disk write on an ordinary launch.
            do {
                try update { $0.recordAutomatic(decision, at: date) }
            } catch {
                storeError = storeError ?? error
            }
        }
        return Launch(decision: decision, policyChanged: policyChanged, storeError: storeError)
    }

    /// The platform's preferences changed (the user reordered the device languages, or changed
    /// the app's language in system settings): the decision they lead to.
    public func platformPreferencesChanged(systemAppPreference: [String], deviceLanguages: [String])
        throws(AppLanguageStoreError) -> AppLanguageDecision
    {
        platform.withLock { $0 = (systemAppPreference, deviceLanguages) }
        return try currentDecision()
    }

    /// The decision the stored state and the platform's last preferences give, without
    /// recording anything.
    public func currentDecision() throws(AppLanguageStoreError) -> AppLanguageDecision {
        decide(try store.load(), reporting: false)
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

    /// Saves the user's pick in the language selector (also how a replacement is confirmed)
    /// and returns the decision it leads to. Only a supported locale can be picked.
    @discardableResult
    public func choose(_ locale: LanguageTag, at date: Timestamp = .now) throws(ChoiceError) -> AppLanguageDecision {
        guard let match = policy.match(locale), match.step == .exact else { throw .unsupported(locale) }
        let record = AppLanguageRecord.userChoice(match.effective, policyVersion: policy.policyVersion, at: date)
        do {
            return try change { $0.keepUserChoice(record) }
        } catch {
            throw .store(error)
        }
    }

    /// Forgets the user's pick: the app follows the platform and device preferences again.
    @discardableResult
    public func useDeviceLanguage(at date: Timestamp = .now) throws(AppLanguageStoreError) -> AppLanguageDecision {
        try change { $0.clearUserChoice(at: date) }
    }

    /// Restores a backup (a reinstall or a new device): the backed-up explicit choice is kept
    /// and outranks the device languages, unless this device holds a later one (the rules of
    /// ``AppLanguageState/merged(with:)-(AppLanguageState)``).
    @discardableResult
    public func restore(_ backup: AppLanguageSyncPayload) throws(AppLanguageStoreError) -> AppLanguageDecision {
        try change { $0 = $0.merged(with: backup) }
    }

    /// Merges what the user's account synced from another device
    /// (``AppLanguageState/merged(with:)-(AppLanguageState)``).
    @discardableResult
    public func sync(with remote: AppLanguageSyncPayload) throws(AppLanguageStoreError) -> AppLanguageDecision {
        try change { $0 = $0.merged(with: remote) }
    }

    /// Runs Android's one-time legacy migration (``LegacyChoiceMigration``), saving that it ran.
    /// `write` performs the platform write (`AppCompatDelegate.setApplicationLocales`); the
    /// migration is recorded only after it returns.
    @discardableResult
    public func migrateLegacyChoice(_ legacyChoice: String?, write: (LanguageTag) -> Void) throws(AppLanguageStoreError)
        -> LegacyChoiceMigration.Outcome
    {
        var outcome = LegacyChoiceMigration.Outcome.alreadyMigrated
        try update { outcome = LegacyChoiceMigration.run(legacyChoice: legacyChoice, state: &$0) }
        if case .writeToPlatform(let tag) = outcome {
            write(tag)
            try update { LegacyChoiceMigration.markWritten(&$0) }
        }
        return outcome
    }

    /// Changes the stored state and returns the decision the new state gives.
    private func change(_ body: (inout AppLanguageState) -> Void) throws(AppLanguageStoreError) -> AppLanguageDecision {
        decide(try update(body))
    }

    /// Changes the stored state with a change that cannot fail; the store's errors only.
    @discardableResult
    func update(_ body: (inout AppLanguageState) -> Void) throws(AppLanguageStoreError) -> AppLanguageState {
        do {
            return try store.update(body)
        } catch let error as AppLanguageStoreError {
            throw error
        } catch {
            preconditionFailure("the change does not throw")
        }
    }

    /// The decision of `state` with the platform's last preferences, reported to the sink
    /// unless it is only a query.
    private func decide(_ state: AppLanguageState, reporting: Bool = true) -> AppLanguageDecision {
        let (system, device) = platform.withLock { $0 }
        let decision = policy.resolve(
            ResolutionContext(savedUserChoice: state.userChoice, systemAppPreference: system, deviceLanguages: device))
        if reporting { sink?.record(DecisionEvent(decision, appVersion: appVersion)) }
        return decision
    }

    /// Whether `record` already holds `decision`'s automatic result (the time aside).
    private static func sameResult(_ record: AppLanguageRecord?, _ decision: AppLanguageDecision) -> Bool {
        guard let record else { return false }
        return record.requestedLocale == decision.requestedLocale && record.effectiveLocale == decision.effectiveLocale
            && record.source == decision.source && record.policyVersion == decision.policyVersion
    }
}
