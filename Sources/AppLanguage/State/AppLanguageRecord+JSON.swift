internal import LanguageTags
package import WireDocuments

extension AppLanguageRecord: JSONReadable, JSONWritable {
    static let jsonKeys = [
        "chosenAt", "effectiveLocale", "policyVersion", "requestedLocale", "schemaVersion", "source",
    ]

    /// Reads a record: every key but `requestedLocale` (null or absent for the product
    /// default) and `schemaVersion` (1 when absent) is required; other keys are errors, or
    /// ignored in stored data (`unknownKeys`).
    package init(json: JSONElement) throws(DocumentError) { try self.init(json: json, unknownKeys: .refused) }

    /// Reads the record with `unknownKeys` refused or ignored.
    package init(json: JSONElement, unknownKeys: UnknownKeys) throws(DocumentError) {
        let fields = try json.object(allowing: Self.jsonKeys, unknownKeys: unknownKeys)
        requestedLocale = try fields.optional("requestedLocale")?.string()
        effectiveLocale = try fields.required("effectiveLocale").languageTag()
        source = try fields.required("source").name(SelectionSource.self)
        policyVersion = try fields.required("policyVersion").integer(in: 0...AppLanguagePolicy.maximumPolicyVersion)
        chosenAt = try fields.required("chosenAt").timestamp()
        schemaVersion =
            try fields.optional("schemaVersion")?.integer(in: 1...AppLanguageRecord.currentSchemaVersion) ?? 1
    }

    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("chosenAt")
            writer.string(chosenAt.iso8601)
            writer.key("effectiveLocale")
            writer.string(effectiveLocale.description)
            writer.key("policyVersion")
            writer.int(policyVersion)
            writer.key("requestedLocale")
            writer.string(requestedLocale)
            writer.key("schemaVersion")
            writer.int(schemaVersion)
            writer.key("source")
            writer.string(source.rawValue)
        }
    }
}

extension JSONElement {
    /// The value as an ISO 8601 date-time.
    package func timestamp() throws(DocumentError) -> Timestamp {
        let text = try string()
        do {
            return try Timestamp(iso8601: text)
        } catch {
            throw invalid(error.description)
        }
    }
}
