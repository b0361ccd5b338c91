internal import LanguageTags
internal import WireDocuments

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
