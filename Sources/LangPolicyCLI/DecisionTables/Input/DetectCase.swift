package import InputLanguage
package import LanguageTags
package import WireDocuments

/// One `detectCases` entry: a text and what the portable identifier (`StatisticalLanguageIdentifier`)
/// should see in it.
///
/// JSON:
///
/// ```json
/// { "name": "kana", "text": "こんにちは", "expect": { "language": "ja", "scripts": ["Hira"] } }
/// ```
///
/// Only the `expect` keys present are checked: `language` (`null` means unknown) and
/// `scripts` (in the identifier's order: most letters first).
package struct DetectCase: Sendable {
    /// What the case checks.
    package struct Expectation: Sendable {
        /// Absent: not checked; `.some(nil)`: unknown; `.some(tag)`: that language.
        package let language: LanguageTag??
        /// The expected script codes, in order; nil: not checked.
        package let scripts: [String]?
    }

    /// The case's name, reported with its result.
    package let name: String
    /// The text to identify.
    package let text: String
    /// What is checked.
    package let expect: Expectation

    /// Identifies the text and compares the expected keys.
    package func run(identifier: some LanguageIdentifier = StatisticalLanguageIdentifier()) -> TableCaseResult {
        let seen = identifier.identify(text)
        var mismatches = Mismatches()
        mismatches.check(
            "language", expected: expect.language, actual: seen.language, render: { $0?.description ?? "unknown" })
        mismatches.check("scripts", expected: expect.scripts, actual: seen.scripts.map(\.description), render: listText)
        return TableCaseResult(name: "detect: \(name)", failures: mismatches.lines)
    }
}

extension DetectCase: JSONReadable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["name", "text", "expect"])
        name = try fields.required("name").string()
        text = try fields.required("text").string()
        let expect = try fields.expectation(checking: ["language", "scripts"])
        self.expect = Expectation(
            language: try expect["language"].map { element throws(DocumentError) in
                try element.isNull ? nil : element.languageTag()
            },
            scripts: try expect.optional("scripts")?.strings())
    }
}
