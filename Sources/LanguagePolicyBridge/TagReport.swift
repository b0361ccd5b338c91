import LanguageTags

/// What `langpolicy tag --json` prints for one tag, and what the bridge's canonicalization
/// answers: `input`, `canonical`, `maximal`, `minimal`, `language`, `script`, `region`
/// (null when absent), or `input` and `error`.
public struct TagReport: Sendable, Hashable, Encodable {
    public let input: String
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

    enum CodingKeys: String, CodingKey { case input, canonical, maximal, minimal, language, script, region, error }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        if let error {
            try container.encode(error, forKey: .error)
            return
        }
        try container.encode(canonical, forKey: .canonical)
        try container.encode(maximal, forKey: .maximal)
        try container.encode(minimal, forKey: .minimal)
        try container.encode(language, forKey: .language)
        try container.encode(script, forKey: .script)
        try container.encode(region, forKey: .region)
    }
}
