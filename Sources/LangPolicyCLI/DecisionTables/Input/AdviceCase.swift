package import InputLanguage
internal import LanguageTags
package import WireDocuments

/// One `adviceCases` entry: the content's expected language, the active input mode, and
/// whether help should be offered.
///
/// JSON (the keys of the bridge's advice request, with a `name` and what to `expect`):
///
/// ```json
/// { "name": "English keyboard on Japanese content",
///   "contentLanguage": "ja", "activePrimaryLanguage": "en-US", "hardwareKeyboardAttached": false,
///   "expect": { "offerHelp": true, "advice": "offer_help" } }
/// ```
///
/// `contentLanguage` and `activePrimaryLanguage` may be null or absent (no expected language;
/// an input mode that reports nothing); `activePrimaryLanguage` is the platform's raw
/// `primaryLanguage` string, so `"emoji"` is allowed. `hardwareKeyboardAttached` defaults to
/// false. Only the `expect` keys present are checked: `offerHelp` and `advice`
/// (`InputModeAdvice.code`).
package struct AdviceCase: Sendable {
    /// What the case checks; nil: not checked.
    package struct Expectation: Sendable {
        /// Whether help should be offered.
        package let offerHelp: Bool?
        /// The expected `InputModeAdvice.code`.
        package let advice: String?
    }

    /// Every `InputModeAdvice.code`.
    static let adviceCodes = InputModeAdvice.wireNames

    /// The case's name, reported with its result.
    package let name: String
    /// The content's expected language, if any.
    package let contentLanguage: ContentLocale?
    /// The active input mode: `activePrimaryLanguage` and `hardwareKeyboardAttached`.
    package let active: InputMode
    /// What is checked.
    package let expect: Expectation

    /// Asks the advisor and compares the expected keys.
    package func run() -> TableCaseResult {
        let advice = adviseOnInputMode(expected: contentLanguage, active: active)
        var mismatches = Mismatches()
        mismatches.check("offerHelp", expected: expect.offerHelp, actual: advice.offersHelp, render: \.description)
        mismatches.check("advice", expected: expect.advice, actual: advice.code, render: { $0 })
        return TableCaseResult(name: "advice: \(name)", failures: mismatches.lines)
    }
}

extension AdviceCase: JSONReadable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: [
            "name", "contentLanguage", "activePrimaryLanguage", "hardwareKeyboardAttached", "expect",
        ])
        name = try fields.required("name").string()
        contentLanguage = try fields.optional("contentLanguage").map { element throws(DocumentError) in
            ContentLocale(try element.languageTag())
        }
        active = InputMode(
            primaryLanguage: try fields.optional("activePrimaryLanguage")?.string(),
            hardwareKeyboardAttached: try fields.optional("hardwareKeyboardAttached")?.bool() ?? false)
        let expect = try fields.expectation(checking: ["offerHelp", "advice"])
        self.expect = Expectation(
            offerHelp: try expect.optional("offerHelp")?.bool(),
            advice: try expect.optional("advice").map { element throws(DocumentError) in
                let code = try element.string()
                guard Self.adviceCodes.contains(code) else {
                    throw element.invalid(
                        "\(JSONQuoting.quoted(code)) is not one of: \(Self.adviceCodes.joined(separator: ", "))")
                }
                return code
            })
    }
}
