internal import LanguageTags
package import WireDocuments

/// The state document's rules beyond its shape (Schemas/Documents/state.json declares the
/// shape; the reader and writer are generated): `schemaVersion` is required, the other keys may
/// be absent or null, a user-choice slot that holds an automatic record is an error (nothing can
/// put an automatic result there), and a key the format does not have is an error, or ignored in
/// stored data (`unknownKeys`: a state is read as far as this version knows it, so that an
/// explicit choice is never lost to an unexpected key).
extension AppLanguageState {
    /// A state of its parts, as its document holds them.
    ///
    /// - Throws: ``DocumentRuleError`` when `userChoice` is not an explicit choice.
    package init(
        schemaVersion: Int, userChoice: AppLanguageRecord?, lastAutomatic: AppLanguageRecord?,
        completedMigrations: [String], userChoiceClearedAt: Timestamp?, systemAppLanguageSeen: SystemAppLanguageSeen?,
        systemAppLanguageWrittenByCode: SystemAppLanguageSeen?
    ) throws(DocumentRuleError) {
        if let userChoice, !userChoice.isExplicit {
            throw DocumentRuleError(
                key: "userChoice", "the user-choice slot holds a \(userChoice.source.rawValue) record")
        }
        self.init()
        self.schemaVersion = schemaVersion
        self.userChoice = userChoice
        self.lastAutomatic = lastAutomatic
        self.completedMigrations = completedMigrations
        self.userChoiceClearedAt = userChoiceClearedAt
        self.systemAppLanguageSeen = systemAppLanguageSeen
        self.systemAppLanguageWrittenByCode = systemAppLanguageWrittenByCode
    }

    /// The `schemaVersion` of a stored state's JSON, when it has a whole number there: read
    /// before the state itself, so that a state of a newer schema is recognized (and left
    /// alone) rather than reported as corrupt.
    package static func storedSchemaVersion(of json: JSONElement) -> Int? {
        guard case .object(let object) = json.value, case .number(let number)? = object["schemaVersion"] else {
            return nil
        }
        return number.integer
    }
}
