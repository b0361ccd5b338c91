import InputLanguage
import LanguagePolicyJSON

/// One `adviceCases` entry: the content's expected language, the active input mode, and
/// whether help should be offered.
///
/// JSON:
///
/// ```json
/// { "name": "English keyboard on Japanese content",
///   "expected": "ja", "active": "en-US", "hardwareKeyboard": false,
///   "expect": { "offerHelp": true, "advice": "offer_help" } }
/// ```
///
/// `expected` and `active` may be null or absent (no expected language; an input mode that
/// reports nothing); `active` is taken as the platform's raw `primaryLanguage` string, so
/// `"emoji"` is allowed. `hardwareKeyboard` defaults to false. Only the `expect` keys present
/// are checked: `offerHelp` and `advice` (`InputModeAdvice.code`).
package struct AdviceCase: Sendable {
    /// What the case checks; nil: not checked.
    package struct Expectation: Sendable {
        /// Whether help should be offered.
        package let offerHelp: Bool?
        /// The expected `InputModeAdvice.code`.
        package let advice: String?
    }

    /// Every `InputModeAdvice.code`.
    static let adviceCodes = ["offer_help"] + InputModeAdvice.Reason.allCases.map(\.rawValue)

    /// The case's name, reported with its result.
    package let name: String
    /// The content's expected language, if any.
    package let expected: ContentLocale?
    /// The active input mode: `active` and `hardwareKeyboard`.
    package let active: InputMode
    /// What is checked.
    package let expect: Expectation

    /// Asks the advisor and compares the expected keys.
    package func run() -> TableCaseResult {
        let advice = adviseOnInputMode(expected: expected, active: active)
        var mismatches = Mismatches()
        mismatches.check("offerHelp", expected: expect.offerHelp, actual: advice.offersHelp, render: \.description)
        mismatches.check("advice", expected: expect.advice, actual: advice.code, render: { $0 })
        return TableCaseResult(name: "advice: \(name)", failures: mismatches.lines)
    }
}

extension AdviceCase: JSONReadable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["name", "expected", "active", "hardwareKeyboard", "expect"])
        name = try fields.required("name").string()
        expected = try fields.optional("expected").map(ContentLocale.init(json:))
        active = InputMode(
            primaryLanguage: try fields.optional("active")?.string(),
            hardwareKeyboardAttached: try fields.optional("hardwareKeyboard")?.bool() ?? false)
        let expect = try fields.expectation(checking: ["offerHelp", "advice"])
        self.expect = Expectation(
            offerHelp: try expect.optional("offerHelp")?.bool(),
            advice: try expect.optional("advice").map { element throws(DocumentError) in
                let code = try element.string()
                guard Self.adviceCodes.contains(code) else {
                    throw element.invalid(
                        "\(JSONWriter.quoted(code)) is not one of: \(Self.adviceCodes.joined(separator: ", "))")
                }
                return code
            })
    }
}
