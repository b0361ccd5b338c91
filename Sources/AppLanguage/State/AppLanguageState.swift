public import LanguageTags

/// What an app persists about its language: the user's explicit choice and, in a separate
/// slot, the last automatic result. Nothing here can put an automatic result in the choice
/// slot: ``setUserChoice(_:policyVersion:at:)`` records only picks, and a stored file whose
/// choice slot holds another source fails to load.
///
/// ```swift
/// var state = AppLanguageState()
/// state.setUserChoice("fr", policyVersion: 3, at: .now)
/// state.userChoice?.source   // .savedUserChoice
/// ```
public struct AppLanguageState: Sendable, Hashable {

    /// The state format.
    public internal(set) var schemaVersion: Int
    /// The user's explicit choice, if any; always of source `saved_user_choice`.
    public internal(set) var userChoice: AppLanguageRecord?
    /// The last automatic decision, kept for diagnostics and to notice policy changes; never
    /// used as a choice and never synced.
    public internal(set) var lastAutomatic: AppLanguageRecord?
    /// Names of one-time migrations that have run (``LegacyChoiceMigration``).
    public internal(set) var completedMigrations: [String]
    /// When the user last went back to the device language (cleared their choice): a synced
    /// choice made before then does not come back.
    public internal(set) var userChoiceClearedAt: Timestamp?
    /// The platform's per-app language as the app last saw it at launch (iOS Settings › App ›
    /// Language), kept beside the choice: a change is the user's newer choice
    /// (``noteSystemAppLanguage(_:policy:at:)``). This device's own: never synced.
    public internal(set) var systemAppLanguageSeen: SystemAppLanguageSeen?
    /// A per-app language the app's own code wrote while it ran, as the app saw it
    /// (``noteSystemAppLanguageWrittenByCode(_:policy:)``): the next launch that sees it keeps the
    /// in-app choice. This device's own: never synced.
    public internal(set) var systemAppLanguageWrittenByCode: SystemAppLanguageSeen?

    /// An empty state: no choice, no automatic result.
    public init() {
        schemaVersion = Self.currentSchemaVersion
        userChoice = nil
        lastAutomatic = nil
        completedMigrations = []
        userChoiceClearedAt = nil
        systemAppLanguageSeen = nil
        systemAppLanguageWrittenByCode = nil
    }

    /// Records the user's pick in the language selector.
    public mutating func setUserChoice(_ locale: LanguageTag, policyVersion: Int, at date: Timestamp) {
        userChoice = .userChoice(locale, policyVersion: policyVersion, at: date)
    }

    /// Keeps an explicit record (a restored or synced choice); automatic records are ignored.
    public mutating func keepUserChoice(_ record: AppLanguageRecord?) {
        guard let record, record.isExplicit else { return }
        userChoice = record
    }

    /// Forgets the user's choice (the selector's "use the device language"), remembering when,
    /// so that an older choice synced from another device does not bring it back.
    public mutating func clearUserChoice(at date: Timestamp) {
        userChoice = nil
        userChoiceClearedAt = date
    }

    /// Records an automatic decision in its own slot; a decision from the saved choice is not
    /// automatic and is not recorded.
    public mutating func recordAutomatic(_ decision: AppLanguageDecision, at date: Timestamp) {
        guard decision.source != .savedUserChoice else { return }
        lastAutomatic = .automatic(decision, at: date)
    }

    /// Sets when the user last went back to the device language (from a payload).
    mutating func restoreClearing(_ date: Timestamp?) { userChoiceClearedAt = date }

    /// Forgets the last automatic decision (it is recomputed at the next launch).
    public mutating func clearAutomatic() { lastAutomatic = nil }

    /// Records that the migration named `name` has run.
    public mutating func markMigrationCompleted(_ name: String) {
        if !completedMigrations.contains(name) { completedMigrations.append(name) }
    }

    /// Whether the migration named `name` has run.
    public func hasCompletedMigration(_ name: String) -> Bool { completedMigrations.contains(name) }
}

extension AppLanguageState {
    /// Merges the state synced from another device into this device's, by these rules:
    ///
    /// - An explicit choice beats an automatic result, whatever the timestamps.
    /// - Of two explicit choices, the later `chosenAt` wins; on a tie, the one whose effective
    ///   locale, then requested locale, then policy version sorts first, so that both devices
    ///   agree.
    /// - Going back to the device language is a choice too: an explicit choice made before the
    ///   other state's `userChoiceClearedAt` does not come back. A state's own choice always
    ///   came after its own clearing (it would be gone otherwise), even when a clock that went
    ///   back stamped it earlier; so a state merged with its own payload, or with a state that
    ///   holds the same choice, keeps it.
    /// - Automatic results never propagate: this device keeps its own `lastAutomatic`, and a
    ///   remote automatic result is ignored.
    /// - Completed migrations are this device's own and are kept.
    ///
    /// The merge is commutative in its choice: `local.merged(with: remote).userChoice ==
    /// remote.merged(with: local).userChoice`.
    public func merged(with remote: AppLanguageState) -> AppLanguageState {
        var result = self
        let clearedAt = [userChoiceClearedAt, remote.userChoiceClearedAt].compactMap { $0 }.max()
        result.userChoiceClearedAt = clearedAt
        result.userChoice = Self.laterChoice(
            userChoice.flatMap { remote.keeps($0) ? $0 : nil }, remote.userChoice.flatMap { keeps($0) ? $0 : nil })
        return result
    }

    /// Whether an explicit `choice` from another state survives this state's clearing: it was
    /// made after it, or this state holds the same choice.
    private func keeps(_ choice: AppLanguageRecord) -> Bool {
        choice.isExplicit && (userChoice == choice || userChoiceClearedAt.map { choice.chosenAt > $0 } ?? true)
    }

    /// Merges a payload synced from another device or restored from a backup, by the rules of
    /// ``merged(with:)-(AppLanguageState)``.
    public func merged(with payload: AppLanguageSyncPayload) -> AppLanguageState { merged(with: payload.state) }

    static func laterChoice(_ lhs: AppLanguageRecord?, _ rhs: AppLanguageRecord?) -> AppLanguageRecord? {
        let candidates = [lhs, rhs].compactMap { $0 }
        // Later first; then the smaller effective locale, requested locale and policy version.
        return candidates.min { first, second in
            if first.chosenAt != second.chosenAt { return first.chosenAt > second.chosenAt }
            return (first.effectiveLocale.description, first.requestedLocale ?? "", first.policyVersion)
                < (second.effectiveLocale.description, second.requestedLocale ?? "", second.policyVersion)
        }
    }
}
