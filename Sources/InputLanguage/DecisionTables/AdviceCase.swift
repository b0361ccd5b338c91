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
/// are checked: `offerHelp` and `advice` (``InputModeAdvice/code``).
public struct AdviceCase: Hashable, Sendable, Decodable {
    /// What the case checks.
    public struct Expectation: Hashable, Sendable, Decodable {
        /// Whether help should be offered.
        public let offerHelp: Bool?
        /// The expected ``InputModeAdvice/code``.
        public let advice: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case offerHelp, advice }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(besides: CodingKeys.self)
            try decoder.requireSomeKey(of: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            offerHelp = try container.decodeIfPresent(Bool.self, forKey: .offerHelp)
            advice = try container.decodeIfPresent(String.self, forKey: .advice)
            if let advice {
                let codes = ["offer_help"] + InputModeAdvice.Reason.allCases.map(\.rawValue)
                guard codes.contains(advice) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .advice, in: container,
                        debugDescription: "\"\(advice)\" is not one of: \(codes.joined(separator: ", "))")
                }
            }
        }
    }

    /// The case's name, reported with its result.
    public let name: String
    /// The content's expected language, if any.
    public let expected: ContentLocale?
    /// The active input mode: `active` and `hardwareKeyboard`.
    public let active: InputMode
    /// What is checked.
    public let expect: Expectation

    enum CodingKeys: String, CodingKey, CaseIterable { case name, expected, active, hardwareKeyboard, expect }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        expected = try container.decodeIfPresent(ContentLocale.self, forKey: .expected)
        active = InputMode(
            primaryLanguage: try container.decodeIfPresent(String.self, forKey: .active),
            hardwareKeyboardAttached: try container.decodeIfPresent(Bool.self, forKey: .hardwareKeyboard) ?? false)
        expect = try container.decode(Expectation.self, forKey: .expect)
    }

    /// Asks the advisor and compares the expected keys.
    public func evaluate() -> InputCaseResult {
        let advice = adviseOnInputMode(expected: expected, active: active)
        var mismatches = MismatchList()
        mismatches.check("offerHelp", expected: expect.offerHelp, actual: advice.offersHelp, render: \.description)
        mismatches.check("advice", expected: expect.advice, actual: advice.code, render: { $0 })
        return InputCaseResult(name: name, kind: .advice, mismatches: mismatches.lines)
    }
}
