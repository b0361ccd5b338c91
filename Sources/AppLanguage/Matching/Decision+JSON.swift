package import LanguageTags
public import WireDocuments

extension AppLanguageDecision: JSONWritable {
    /// The decision document's format version.
    public static let schemaVersion = 1

    /// Writes the decision: `schemaVersion`, `effectiveLocale`, `source`, `requestedLocale`,
    /// `match`, `scriptFallback`, `policyVersion`, `needsConfirmation`, `confirmation` and the
    /// `trace`; keys sorted.
    package func write(to writer: inout JSONWriter) { write(to: &writer, trace: true) }

    /// Writes the decision, with its trace or without it (the bridge leaves it out unless asked:
    /// writing its explanations costs more than deciding), and with `formattingLocale` when one
    /// is given (the bridge's answer to a request that names the device's formatting locale).
    package func write(to writer: inout JSONWriter, trace includesTrace: Bool, formattingLocale: LanguageTag? = nil) {
        writer.object { writer in
            writer.key("confirmation")
            if let confirmation { confirmation.write(to: &writer) } else { writer.null() }
            writer.key("effectiveLocale")
            writer.string(effectiveLocale.description)
            if let formattingLocale {
                writer.key("formattingLocale")
                writer.string(formattingLocale.description)
            }
            writer.key("match")
            writer.string(match.rawValue)
            writer.key("needsConfirmation")
            writer.bool(needsConfirmation)
            writer.key("policyVersion")
            writer.int(policyVersion)
            writer.key("requestedLocale")
            writer.string(requestedLocale)
            writer.key("schemaVersion")
            writer.int(Self.schemaVersion)
            writer.key("scriptFallback")
            writer.bool(scriptFallback)
            writer.key("source")
            writer.string(source.rawValue)
            guard includesTrace else { return }
            writer.key("trace")
            writer.array { writer in
                for step in trace { step.write(to: &writer) }
            }
        }
    }
}

extension ConfirmationRequest: JSONWritable {
    /// Writes `reason` and the `savedChoice` record.
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("reason")
            writer.string(reason.rawValue)
            writer.key("savedChoice")
            savedChoice.write(to: &writer)
        }
    }
}

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
