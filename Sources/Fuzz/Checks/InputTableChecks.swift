internal import InputLanguage
internal import LangPolicyCLI
internal import WireDocuments

/// The input decision tables of the decision-table target: a document with `inputCases`,
/// `adviceCases` or `detectCases`, read as `langpolicy check` reads it, then run.
///
/// Invariants checked:
/// - A rejected table gets an error whose path names a place in the document.
/// - Running a table gives one result per case, the same results twice.
/// - Every input case's context satisfies the input-context invariants (``InputContextChecks``);
///   the input-mode advisor offers no help when the active mode is unknown.
enum InputTableChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let value = try? JSONValue.parse(input), InputDecisionTable.recognizes(JSONElement(value)) else { return }
        let table: InputDecisionTable
        do {
            table = try InputDecisionTable(json: JSONElement(value))
        } catch {
            try DocumentErrorChecks.check(error, reading: input)
            return
        }
        let results = table.run()
        let cases = table.inputCases.count + table.adviceCases.count + table.detectCases.count
        try require(results.count == cases, "\(results.count) results for \(cases) cases")
        try require(table.run() == results, "two runs of the table differ")
        for inputCase in table.inputCases {
            try InputContextChecks.checkResolution(of: inputCase.context)
        }
        for adviceCase in table.adviceCases where adviceCase.active.language == nil {
            let advice = adviseOnInputMode(expected: adviceCase.contentLanguage, active: adviceCase.active)
            try require(!advice.offersHelp, "\(adviceCase.name): help offered for an unknown input mode")
        }
    }
}
