import AppLanguage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decision-table target: the input loaded as `langpolicy check` loads a file (an app
/// table when it has `cases` or `scenarios`, else an input table when it has `inputCases`,
/// `adviceCases` or `detectCases`), then run.
///
/// Invariants checked:
/// - A rejected table gets an error with a message.
/// - Running a table twice gives the same results, one per case or scenario step at least.
/// - Every decision the table makes (each case, the state after each scenario step) has an
///   effective locale its policy supports.
/// - Input tables: see ``InputTableChecks``.
enum TableChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let data = Data(input)
        guard let value = try? JSONValue.parse(data) else { return }
        if AppLanguageTable.recognizes(value) {
            try checkAppTable(value)
        } else {
            try InputTableChecks.check(input)
        }
    }

    private static func checkAppTable(_ value: JSONValue) throws(InvariantViolation) {
        let table: AppLanguageTable
        do {
            table = try AppLanguageTable(jsonValue: value)
        } catch {
            try require(!error.description.isEmpty, "a table error without a message")
            return
        }
        let results = table.run()
        try require(results.count >= table.cases.count, "\(results.count) results for \(table.cases.count) cases")
        try require(table.run() == results, "two runs of the table differ")
        for input in table.decisionInputs() {
            let decision = input.policy.resolve(input.context)
            try require(
                input.policy.supportedLocales.contains(decision.effectiveLocale),
                "\(input.name): effective locale \(decision.effectiveLocale) is not supported")
        }
    }
}
