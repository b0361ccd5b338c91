internal import LanguageTags
package import WireDocuments

/// What `langpolicy tag --json` prints for one tag, and what the bridge's canonicalization
/// answers: `input`, `canonical`, `maximal`, `minimal`, `language`, `script`, `region`
/// (null when absent), or `input` and `error`; and `schemaVersion`.
package struct TagReport: Sendable, Hashable {
    /// The tag as given.
    package let input: String
    /// The forms and subtags of a well-formed tag (nil when absent), or the error of a malformed one.
    package let canonical, maximal, minimal, language, script, region, error: String?

    /// The report for `input`.
    package init(_ input: String) {
        self.input = input
        do {
            let canonical = try LanguageTag(parsing: input).canonicalized()
            self.canonical = canonical.description
            maximal = canonical.maximized()?.description
            minimal = canonical.minimized()?.description
            language = canonical.language.description
            script = canonical.script?.description
            region = canonical.region?.description
            error = nil
        } catch {
            (canonical, maximal, minimal, language, script, region) = (nil, nil, nil, nil, nil, nil)
            self.error = error.description
        }
    }
}

extension TagReport: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            if let error {
                writer.key("error")
                writer.string(error)
                writer.key("input")
                writer.string(input)
                writer.schemaVersion()
                return
            }
            writer.key("canonical")
            writer.string(canonical)
            writer.key("input")
            writer.string(input)
            writer.key("language")
            writer.string(language)
            writer.key("maximal")
            writer.string(maximal)
            writer.key("minimal")
            writer.string(minimal)
            writer.key("region")
            writer.string(region)
            writer.key("schemaVersion")
            writer.int(BridgeError.schemaVersion)
            writer.key("script")
            writer.string(script)
        }
    }
}
