import LanguageTags

/// One `inputCases` entry: a field context and the hint it should resolve to.
///
/// JSON:
///
/// ```json
/// { "name": "catalog title",
///   "field": { "contract": "content_bound", "explicitLanguage": null },
///   "record": { "contentLanguage": "ja-JP" },
///   "session": { "recentStableLanguages": [], "effectiveAppLocale": "en" },
///   "expect": { "tags": ["ja-JP"], "source": "record", "skipped": [] } }
/// ```
///
/// `record` and `session` may be absent. Only the `expect` keys present are checked: `tags`
/// (in order), `source`, and `skipped` (the declared texts of skipped evidence, in order).
public struct InputCase: Hashable, Sendable, Decodable {
    /// What the case checks.
    public struct Expectation: Hashable, Sendable, Decodable {
        /// The expected hint tags, in order.
        public let tags: [LanguageTag]?
        /// The expected hint source.
        public let source: HintSource?
        /// The expected declared texts of the skipped evidence, in order.
        public let skipped: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable { case tags, source, skipped }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(besides: CodingKeys.self)
            try decoder.requireSomeKey(of: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tags = try container.decodeIfPresent([LanguageTag].self, forKey: .tags)
            source = try container.decodeIfPresent(HintSource.self, forKey: .source)
            skipped = try container.decodeIfPresent([String].self, forKey: .skipped)
        }
    }

    /// The case's name, reported with its result.
    public let name: String
    /// The field, record and session to resolve.
    public let context: InputContext
    /// What is checked.
    public let expect: Expectation

    enum CodingKeys: String, CodingKey, CaseIterable { case name, field, record, session, expect }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        context = try InputContext(from: container)
        expect = try container.decode(Expectation.self, forKey: .expect)
    }

    /// Resolves the context and compares the expected keys.
    public func evaluate() -> InputCaseResult {
        let resolution = context.resolve()
        var mismatches = MismatchList()
        mismatches.check("tags", expected: expect.tags, actual: resolution.hint.tags, render: listText)
        mismatches.check("source", expected: expect.source, actual: resolution.hint.source, render: \.rawValue)
        mismatches.check(
            "skipped", expected: expect.skipped, actual: resolution.skippedEvidence.map(\.value), render: listText)
        return InputCaseResult(name: name, kind: .input, mismatches: mismatches.lines)
    }
}
