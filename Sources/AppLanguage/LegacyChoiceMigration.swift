import LanguageTags

/// Android's one writable authority: moving a choice an older build stored inside the app to
/// the platform's per-app locale setting, exactly once.
///
/// ```swift
/// switch LegacyChoiceMigration.run(legacyChoice: prefs.getString("lang"), state: &state) {
/// case .writeToPlatform(let tag): AppCompatDelegate.setApplicationLocales(tag)   // once
/// default: break
/// }
/// ```
public enum LegacyChoiceMigration {
    /// The name recorded in ``AppLanguageState/completedMigrations``.
    public static let name = "legacy-in-app-choice"

    /// What the app must do.
    public enum Outcome: Sendable, Hashable {
        /// Write this locale to the platform per-app setting (then delete the legacy value).
        case writeToPlatform(LanguageTag)
        /// There was no legacy choice; nothing to write.
        case nothingToMigrate
        /// The legacy value is not a language tag; nothing to write (the value is reported so
        /// the app can log it before deleting it).
        case malformedLegacyChoice(String, LanguageTagError)
        /// The migration already ran; nothing to do.
        case alreadyMigrated
    }

    /// Runs the migration once: the first call returns the action and records in `state`
    /// that the migration ran; every later call returns ``Outcome/alreadyMigrated``. Persist
    /// `state` before performing the action.
    public static func run(legacyChoice: String?, state: inout AppLanguageState) -> Outcome {
        guard !state.hasCompletedMigration(name) else { return .alreadyMigrated }
        state.markMigrationCompleted(name)
        guard let legacyChoice, !legacyChoice.isEmpty else { return .nothingToMigrate }
        do {
            return .writeToPlatform(try LanguageTag(parsing: legacyChoice).canonicalized())
        } catch {
            return .malformedLegacyChoice(legacyChoice, error)
        }
    }
}
