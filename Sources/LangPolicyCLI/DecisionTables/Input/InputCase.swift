package import InputLanguage
package import LanguageTags
package import WireDocuments

/// One `inputCases` entry: a field context and the hint it should resolve to.
///
/// JSON:
///
/// ```json
/// { "name": "catalog title",
///   "field": { "contract": "content_bound", "explicitLanguage": null },
///   "record": { "contentLanguage": "ja-JP" },
///   "session": { "recentStableLanguages": [], "effectiveAppLocale": "en" },
///   "expect": { "tags": ["ja-JP"], "source": "record", "skippedValues": [] } }
/// ```
///
/// `record` and `session` may be absent. Only the `expect` keys present are checked: `tags`
/// (in order), `source`, and `skippedValues` (the declared values of the skipped evidence, in
/// order).
package struct InputCase: Sendable {
    /// What the case checks; nil: not checked.
    package struct Expectation: Sendable {
        /// The expected hint tags, in order.
        package let tags: [LanguageTag]?
        /// The expected hint source.
        package let source: HintSource?
        /// The expected declared values of the skipped evidence, in order.
        package let skippedValues: [String]?
    }

    /// The case's name, reported with its result.
    package let name: String
    /// The field, record and session to resolve.
    package let context: InputContext
    /// What is checked.
    package let expect: Expectation

    /// Resolves the context and compares the expected keys.
    package func run() -> TableCaseResult {
        let resolution = context.resolve()
        var mismatches = Mismatches()
        mismatches.check("tags", expected: expect.tags, actual: resolution.hint.tags, render: listText)
        mismatches.check("source", expected: expect.source, actual: resolution.hint.source, render: \.rawValue)
        mismatches.check(
            "skippedValues", expected: expect.skippedValues, actual: resolution.skippedEvidence.map(\.value),
            render: listText)
        return TableCaseResult(name: "input: \(name)", failures: mismatches.lines)
    }
}

extension InputCase: JSONReadable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["name"] + InputContext.jsonKeys + ["expect"])
        name = try fields.required("name").string()
        context = try InputContext(members: fields)
        let expect = try fields.expectation(checking: ["tags", "source", "skippedValues"])
        self.expect = Expectation(
            tags: try expect.optional("tags")?.array().map { element throws(DocumentError) in
                try element.languageTag()
            },
            source: try expect.optional("source")?.name(HintSource.self),
            skippedValues: try expect.optional("skippedValues")?.strings())
    }
}
