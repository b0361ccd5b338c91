import Foundation
import InputLanguage
import LangPolicyCLI
import LanguagePolicyBridge
import WireDocuments

/// Emits the cases of the input table at `url` as bridge requests, each with the answer the
/// Swift API gives: a hint case as a `resolveInputHint` request (its context), an advice case
/// as an `inputModeAdvice` request.
func emitInputCases(_ url: URL) throws {
    let table = try InputDecisionTable(json: JSONElement.parse(bytes: Data(contentsOf: url)))
    for inputCase in table.inputCases {
        emit(
            "resolveInputHint", "\(url.lastPathComponent): \(inputCase.name)", inputCase.context.jsonText(),
            inputCase.context.resolve().jsonText())
    }
    for adviceCase in table.adviceCases {
        var request = JSONWriter()
        request.object { writer in
            writer.key("activePrimaryLanguage")
            writer.string(adviceCase.active.primaryLanguage)
            writer.key("contentLanguage")
            writer.string(adviceCase.contentLanguage?.description)
            writer.key("hardwareKeyboardAttached")
            writer.bool(adviceCase.active.hardwareKeyboardAttached)
        }
        let advice = adviseOnInputMode(expected: adviceCase.contentLanguage, active: adviceCase.active)
        emit(
            "inputModeAdvice", "\(url.lastPathComponent): \(adviceCase.name)", request.text,
            InputModeAdviceReport(advice: advice, expected: adviceCase.contentLanguage, active: adviceCase.active)
                .jsonText())
    }
}
