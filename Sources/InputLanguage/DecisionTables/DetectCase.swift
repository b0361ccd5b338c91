import LanguageTags

/// One `detectCases` entry: a text and what the portable identifier should see in it.
///
/// JSON:
///
/// ```json
/// { "name": "kana", "text": "こんにちは", "expect": { "language": "ja", "scripts": ["Hira"] } }
/// ```
///
/// Only the `expect` keys present are checked: `language` (`null` means unknown) and
/// `scripts` (in the identifier's order: most letters first).
public struct DetectCase: Hashable, Sendable, Decodable {
    /// What the case checks.
    public struct Expectation: Hashable, Sendable, Decodable {
        /// Absent: not checked; `.some(nil)`: unknown; `.some(tag)`: that language.
        public let language: LanguageTag??
        /// The expected script codes, in order.
        public let scripts: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable { case language, scripts }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(besides: CodingKeys.self)
            try decoder.requireSomeKey(of: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.language) {
                language = .some(
                    try container.decodeNil(forKey: .language)
                        ? nil : container.decode(LanguageTag.self, forKey: .language))
            } else {
                language = nil
            }
            scripts = try container.decodeIfPresent([String].self, forKey: .scripts)
        }
    }

    /// The case's name, reported with its result.
    public let name: String
    /// The text to identify.
    public let text: String
    /// What is checked.
    public let expect: Expectation

    enum CodingKeys: String, CodingKey, CaseIterable { case name, text, expect }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        text = try container.decode(String.self, forKey: .text)
        expect = try container.decode(Expectation.self, forKey: .expect)
    }

    /// Identifies the text and compares the expected keys.
    public func evaluate(identifier: some LanguageIdentifier = UnicodeScriptIdentifier()) -> InputCaseResult {
        let seen = identifier.identify(text)
        var mismatches = MismatchList()
        mismatches.check(
            "language", expected: expect.language, actual: seen.language, render: { $0?.description ?? "unknown" })
        mismatches.check("scripts", expected: expect.scripts, actual: seen.scripts.map(\.description), render: listText)
        return InputCaseResult(name: name, kind: .detect, mismatches: mismatches.lines)
    }
}
