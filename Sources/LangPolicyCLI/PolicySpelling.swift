internal import LanguageTags
package import WireDocuments

/// The tags of a policy file written otherwise than in canonical form (`en_US`, `iw`, `EN`):
/// valid, since the policy reads them canonicalized, but worth a lint note naming the form it
/// uses (`en-US`, `he`).
///
/// ```swift
/// PolicySpelling.notes(#"{"supportedLocales": ["en_US", "iw"], …}"#.utf8)
/// // [($.supportedLocales[0], "\"en_US\" is en-US in canonical form"), ($.supportedLocales[1], …)]
/// ```
package enum PolicySpelling {
    /// Each non-canonical tag's path and note, in the file's order; none for a document that
    /// cannot be read.
    package static func notes(_ bytes: some Sequence<UInt8>) -> [(path: DocumentPath, note: String)] {
        guard let document = try? JSONElement.parse(bytes: bytes), let fields = try? document.object(allowing: nil)
        else { return [] }
        var notes: [(DocumentPath, String)] = []
        func check(_ text: String, at path: DocumentPath) {
            guard let tag = LanguageTag(text) else { return }
            let canonical = tag.canonicalized().description
            guard canonical != text else { return }
            notes.append((path, "\(JSONQuoting.quoted(text)) is \(canonical) in canonical form; write \(canonical)"))
        }
        if let list = fields.optional("supportedLocales"), let elements = try? list.array() {
            for element in elements {
                if let text = try? element.string() { check(text, at: element.path) }
            }
        }
        if let element = fields.optional("productDefault"), let text = try? element.string() {
            check(text, at: element.path)
        }
        for key in ["aliases", "languageDefaults"] {
            guard let element = fields.optional(key), let members = try? element.object(allowing: nil) else { continue }
            for (name, value) in members.object {
                let path = members.path.appending(name)
                check(name, at: path)
                if let text = try? JSONElement(value, at: path).string() { check(text, at: path) }
            }
        }
        return notes
    }
}
