internal import LanguageTags
internal import WireDocuments

extension JSONElement {
    /// A context's `savedUserChoice` (the `savedChoice` reader of its declaration,
    /// Schemas/Documents/platform-report.json): a record, or a tag — the user's pick, recorded
    /// at 2026-01-01T00:00:00Z — as bridge requests and decision tables may give it.
    func savedChoice() throws(DocumentError) -> AppLanguageRecord {
        switch value {
        case .string:
            .userChoice(try languageTag(), policyVersion: 0, at: Timestamp(secondsSince1970: 1_767_225_600))
        case .object: try AppLanguageRecord(json: self)
        default: throw wrongType("a tag or a record")
        }
    }
}
