internal import AppLanguage
internal import LanguageTags
package import WireDocuments

/// A decision-table file of any kind, read by the one loader that `langpolicy check`, the
/// tests, the fuzz checks and the JNI case exporter share: app-language cases and lifecycle
/// scenarios (`policy`, `cases`, `scenarios`), or input-language cases (`inputCases`,
/// `adviceCases`, `detectCases`).
///
/// ```swift
/// let table = try DecisionTable(json: text)
/// for result in table.run() where !result.passed { print(result.name, result.failures) }
/// ```
package struct DecisionTable: Sendable {
    /// What the file holds.
    package enum Kind: Sendable {
        case app(AppLanguageTable)
        case input(InputDecisionTable)
    }

    /// The table, by kind.
    package let kind: Kind

    /// The keys of an app-language table.
    static let appKeys = ["cases", "description", "platforms", "policy", "scenarios"]

    /// Reads a table from JSON text.
    ///
    /// - Throws: `DocumentError` naming the path of the first bad value.
    package init(json text: String) throws(DocumentError) {
        try self.init(json: JSONElement.parse(text))
    }

    /// Reads a table from a parsed document.
    package init(json document: JSONElement) throws(DocumentError) {
        let keys = try document.object(allowing: nil).keys
        if keys.contains("cases") || keys.contains("scenarios") {
            kind = .app(try AppLanguageTable(document.object(allowing: Self.appKeys)))
        } else if InputDecisionTable.recognizes(document) {
            kind = .input(try InputDecisionTable(json: document))
        } else {
            throw document.invalid(
                "not a decision table (it has none of cases, scenarios, inputCases, adviceCases, detectCases)")
        }
    }

    /// Runs every case and scenario step, in file order.
    package func run() -> [TableCaseResult] {
        switch kind {
        case .app(let table): table.run()
        case .input(let table): table.run()
        }
    }

    /// Every app-language decision the table makes, with its policy and context (none for an
    /// input table).
    package func decisionInputs() -> [DecisionInput] {
        switch kind {
        case .app(let table): table.decisionInputs()
        case .input: []
        }
    }
}
