public import LanguageTags

/// Android's one writable authority: moving a choice an older build stored inside the app to
/// the platform's per-app locale setting, once.
///
/// The write comes before the record that the migration ran: if the app dies in between, the
/// next launch writes the same locale again (the platform setting takes it twice without harm),
/// and the user's pick is never lost.
///
/// ```swift
/// if case .writeToPlatform(let tag) = LegacyChoiceMigration.run(legacyChoice: legacy, state: &state) {
///     writePerAppLocale(tag)                        // AppCompatDelegate.setApplicationLocales
///     LegacyChoiceMigration.markWritten(&state)     // then persist state and delete the legacy value
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

    /// What to do with the legacy value. When there is nothing to write (no value, a
    /// malformed one), `state` records that the migration ran; for
    /// ``Outcome/writeToPlatform(_:)`` it records nothing until ``markWritten(_:)``. Once
    /// recorded, every call returns ``Outcome/alreadyMigrated``.
    public static func run(legacyChoice: String?, state: inout AppLanguageState) -> Outcome {
        guard !state.hasCompletedMigration(name) else { return .alreadyMigrated }
        guard let legacyChoice, !legacyChoice.isEmpty else {
            state.markMigrationCompleted(name)
            return .nothingToMigrate
        }
        do {
            return .writeToPlatform(try LanguageTag(parsing: legacyChoice).canonicalized())
        } catch {
            state.markMigrationCompleted(name)
            return .malformedLegacyChoice(legacyChoice, error)
        }
    }

    /// Records that the platform setting was written: the migration never runs again.
    public static func markWritten(_ state: inout AppLanguageState) {
        state.markMigrationCompleted(name)
    }
}

extension LegacyChoiceMigration.Outcome {
    /// The tag to write to the platform's per-app setting, or nil.
    package var platformLocale: LanguageTag? {
        if case .writeToPlatform(let tag) = self { return tag }
        return nil
    }
}
