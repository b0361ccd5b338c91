import AppLanguage
import LanguageTags

/// What `langpolicy tag --json` prints for one tag, and what the bridge's canonicalization
/// answers: `input`, `canonical`, `maximal`, `minimal`, `language`, `script`, `region`
/// (null when absent), or `input` and `error`.
public struct TagReport: Sendable, Hashable, JSONRepresentable {
    /// The tag as given.
    public let input: String
    /// The forms and subtags of a well-formed tag (nil when absent), or the error of a malformed one.
    public let canonical, maximal, minimal, language, script, region, error: String?

    /// The report for `input`.
    public init(_ input: String) {
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

    public var jsonValue: JSONValue {
        func value(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        if let error { return .object(["input": .string(input), "error": .string(error)]) }
        return .object([
            "input": .string(input), "canonical": value(canonical), "maximal": value(maximal),
            "minimal": value(minimal),
            "language": value(language), "script": value(script), "region": value(region),
        ])
    }
}
