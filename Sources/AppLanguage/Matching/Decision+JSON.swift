internal import LanguageTags
package import WireDocuments

extension ResolutionContext {
    /// The keys of a context in a request or a table case.
    package static let jsonKeys = ["deviceLanguages", "savedUserChoice", "systemAppPreference"]

    /// Reads a context from the members of a bridge request or a table case (which may have
    /// other keys; the caller checks them): `savedUserChoice` (null, a tag — the user's pick,
    /// recorded at 2026-01-01T00:00:00Z — or a record), `systemAppPreference` and
    /// `deviceLanguages` (arrays of strings; absent means empty).
    package init(json fields: JSONFields) throws(DocumentError) {
        var saved: AppLanguageRecord?
        if let element = fields.optional("savedUserChoice") {
            if case .string = element.value {
                saved = .userChoice(
                    try element.languageTag(), policyVersion: 0, at: Timestamp(secondsSince1970: 1_767_225_600))
            } else if case .object = element.value {
                saved = try AppLanguageRecord(json: element)
            } else {
                throw element.wrongType("a tag or a record")
            }
        }
        self.init(
            savedUserChoice: saved, systemAppPreference: try fields.optional("systemAppPreference")?.strings() ?? [],
            deviceLanguages: try fields.optional("deviceLanguages")?.strings() ?? [])
    }
}
