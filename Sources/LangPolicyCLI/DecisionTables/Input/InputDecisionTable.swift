package import InputLanguage
internal import LanguageTags
package import WireDocuments

/// A decision table for keyboard input: hint cases, advice cases and detection cases.
///
/// JSON: `{"inputCases": [ … ], "adviceCases": [ … ], "detectCases": [ … ]}`, each list
/// optional but at least one present; see ``InputCase``, ``AdviceCase`` and ``DetectCase``.
/// Reading is strict: an unknown or repeated key, a malformed tag, an unknown contract or
/// source, or an `expect` with nothing to check is a `DocumentError` naming the JSON path.
///
/// ```swift
/// let table = try InputDecisionTable(jsonText: text)
/// for result in table.run() where !result.passed { print(result.name, result.failures) }
/// // input: catalog title ["source: expected explicit, got record"]
/// ```
package struct InputDecisionTable: Sendable {
    /// The table's lists, one per kind of case.
    package static let lists = ["inputCases", "adviceCases", "detectCases"]

    /// Hint resolution cases (`inputCases`).
    package let inputCases: [InputCase]
    /// Input-mode advice cases (`adviceCases`).
    package let adviceCases: [AdviceCase]
    /// Portable identifier cases (`detectCases`).
    package let detectCases: [DetectCase]

    /// Whether `json` is meant as an input table: an object with at least one of its lists.
    package static func recognizes(_ json: JSONElement) -> Bool {
        guard case .object(let object) = json.value else { return false }
        return object.keys.contains(where: lists.contains)
    }

    /// Every case's result, named `input: …`, `advice: …` and `detect: …`: input cases, then
    /// advice cases, then detection cases, each in file order. Detection cases use `identifier`.
    package func run(identifier: some LanguageIdentifier = StatisticalLanguageIdentifier()) -> [TableCaseResult] {
        inputCases.map { $0.run() } + adviceCases.map { $0.run() } + detectCases.map { $0.run(identifier: identifier) }
    }
}

extension InputDecisionTable: JSONReadable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: Self.lists)
        guard !fields.keys.isEmpty else {
            throw json.invalid("nothing to check: give at least one of \(Self.lists.joined(separator: ", "))")
        }
        inputCases = try fields.optional("inputCases")?.array().map(InputCase.init(json:)) ?? []
        adviceCases = try fields.optional("adviceCases")?.array().map(AdviceCase.init(json:)) ?? []
        detectCases = try fields.optional("detectCases")?.array().map(DetectCase.init(json:)) ?? []
    }
}
