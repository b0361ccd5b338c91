internal import AppLanguage
internal import LangPolicyCLI
internal import WireDocuments

/// The decision-table target: the input loaded as `langpolicy check` loads a file (the one
/// loader, `DecisionTable`), then run.
///
/// Invariants checked:
/// - A rejected table gets an error whose path names a place in the document.
/// - Running a table twice gives the same results.
/// - Every decision an app table makes (each case, the state after each scenario step) has an
///   effective locale its policy supports.
/// - Input tables: see ``InputTableChecks``.
enum TableChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let table: DecisionTable
        do {
            table = try DecisionTable(json: JSONElement.parse(bytes: input))
        } catch {
            try DocumentErrorChecks.check(error, reading: input)
            return
        }
        let results = table.run()
        try require(table.run() == results, "two runs of the table differ")
        if case .input = table.kind { try InputTableChecks.check(input) }
        for input in table.decisionInputs() {
            let decision = input.policy.resolve(input.context)
            try require(
                input.policy.supportedLocales.contains(decision.effectiveLocale),
                "\(input.name): effective locale \(decision.effectiveLocale) is not supported")
        }
    }
}
