import InputLanguage
import LangPolicyCLI
import LanguageTags
import WireDocuments

/// The readers of the input-language documents, which the bridge and `langpolicy` run on
/// external data (package entry points: no Swift app calls them), with a valid input each.
extension EntryPoint {
    static let inputReaders: [EntryPoint] = [
        EntryPoint(
            name: "InputDecisionTable(json:)", input: .jsonBytes, template: inputTable, tag: "ja",
            run: { bytes in
                Outcome.reading { () throws(DocumentError) in try InputDecisionTable(json: .parse(bytes: bytes)) }
            }),
        EntryPoint(
            name: "InputContext(json:)", input: .jsonBytes, template: inputContext, tag: "ja",
            run: { bytes in
                Outcome.reading({ () throws(DocumentError) in try InputContext(json: .parse(bytes: bytes)) }) {
                    $0.resolve().skippedEvidence.isEmpty ? nil : "evidence skipped"
                }
            }),
        EntryPoint(
            name: "AndroidHintLifecycle(json:)", input: .jsonBytes, template: lifecycleState, tag: "ja",
            run: { bytes in
                Outcome.reading { () throws(DocumentError) in try AndroidHintLifecycle(json: .parse(bytes: bytes)) }
            }),
        EntryPoint(
            name: "AndroidHintLifecycleEvent(json:)", input: .jsonBytes, template: lifecycleEvent, tag: "ja",
            run: { bytes in
                Outcome.reading { () throws(DocumentError) in try AndroidHintLifecycleEvent(json: .parse(bytes: bytes))
                }
            }),
    ]
}

extension Outcome {
    /// Runs a reader: `ok` (with the detail `detail` finds in what it read), or the error by
    /// path and reason (`DocumentError at $.field.contract (invalidValue)`); text that is not
    /// JSON, or nested too deep, by reason alone (the path of a value nested too deep has
    /// hundreds of steps).
    static func reading<Value>(
        _ body: () throws(DocumentError) -> Value, detail: (Value) -> String? = { _ in nil }
    ) -> String {
        do {
            return detail(try body()).map { "ok, \($0)" } ?? "ok"
        } catch {
            return describe(error)
        }
    }
}
