import AppLanguage
import InputLanguage

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
/// - Every input case's context satisfies the input-context invariants (``InputContextChecks``);
///   the input-mode advisor offers no help when the active mode is unknown.
enum TableChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let data = Data(input)
        guard let value = try? JSONValue.parse(data) else { return }
        if AppLanguageTable.recognizes(value) {
            try checkAppTable(value)
        } else if case .object(let members) = value,
            members.keys.contains(where: { ["inputCases", "adviceCases", "detectCases"].contains($0) })
        {
            try checkInputTable(data)
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

    private static func checkInputTable(_ data: Data) throws(InvariantViolation) {
        let table: InputDecisionTable
        do {
            table = try InputDecisionTable(json: data)
        } catch {
            try require(!error.description.isEmpty, "an input table error without a message")
            try require((try? evaluateInputTable(json: data)) == nil, "evaluateInputTable runs a table that fails")
            return
        }
        let results = table.evaluate()
        try require(
            results.count == table.inputCases.count + table.adviceCases.count + table.detectCases.count,
            "\(results.count) results for \(table.inputCases.count + table.adviceCases.count + table.detectCases.count) cases"
        )
        try require((try? evaluateInputTable(json: data)) == results, "evaluateInputTable differs from evaluate()")
        for inputCase in table.inputCases {
            try InputContextChecks.checkResolution(of: inputCase.context)
        }
        for adviceCase in table.adviceCases where adviceCase.active.language == nil {
            let advice = adviseOnInputMode(expected: adviceCase.expected, active: adviceCase.active)
            try require(!advice.offersHelp, "\(adviceCase.name): help offered for an unknown input mode")
        }
    }
}
