internal import LanguageTags
package import WireDocuments

extension AppLanguageState: JSONReadable, JSONWritable {
    static let jsonKeys = [
        "completedMigrations", "lastAutomatic", "schemaVersion", "systemAppLanguageSeen", "userChoice",
        "userChoiceClearedAt",
    ]

    /// Reads a state: `schemaVersion` is required (at most ``currentSchemaVersion``; see
    /// ``storedSchemaVersion(of:)`` for telling a newer state apart); the other keys may be
    /// absent or null. A user-choice slot that holds an automatic record is an error: nothing can
    /// put an automatic result in it. A key the format does not have is an error, or ignored in
    /// stored data (`unknownKeys`: a state is read as far as this version knows it, so that an
    /// explicit choice is never lost to an unexpected key).
    package init(json: JSONElement) throws(DocumentError) { try self.init(json: json, unknownKeys: .refused) }

    /// Reads the state with `unknownKeys` refused or ignored.
    package init(json: JSONElement, unknownKeys: UnknownKeys) throws(DocumentError) {
        let fields = try json.object(allowing: Self.jsonKeys, unknownKeys: unknownKeys)
        self.init()
        schemaVersion = try fields.required("schemaVersion").integer(in: 1...Self.currentSchemaVersion)
        if let element = fields.optional("userChoice") {
            let record = try AppLanguageRecord(json: element, unknownKeys: unknownKeys)
            guard record.isExplicit else {
                throw element.invalid("the user-choice slot holds a \(record.source.rawValue) record")
            }
            userChoice = record
        }
        lastAutomatic = try fields.optional("lastAutomatic").map { element throws(DocumentError) in
            try AppLanguageRecord(json: element, unknownKeys: unknownKeys)
        }
        completedMigrations = try fields.optional("completedMigrations")?.strings() ?? []
        userChoiceClearedAt = try fields.optional("userChoiceClearedAt")?.timestamp()
        systemAppLanguageSeen = try fields.optional("systemAppLanguageSeen").map {
            element throws(DocumentError) in
            try SystemAppLanguageSeen(json: element, unknownKeys: unknownKeys)
        }
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

    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("completedMigrations")
            writer.array { writer in
                for name in completedMigrations { writer.string(name) }
            }
            writer.key("lastAutomatic")
            if let lastAutomatic { lastAutomatic.write(to: &writer) } else { writer.null() }
            writer.key("schemaVersion")
            writer.int(schemaVersion)
            // Written only once seen, so that states without it read and write as before.
            if let systemAppLanguageSeen {
                writer.key("systemAppLanguageSeen")
                systemAppLanguageSeen.write(to: &writer)
            }
            writer.key("userChoice")
            if let userChoice { userChoice.write(to: &writer) } else { writer.null() }
            writer.key("userChoiceClearedAt")
            writer.string(userChoiceClearedAt?.iso8601)
        }
    }
}
