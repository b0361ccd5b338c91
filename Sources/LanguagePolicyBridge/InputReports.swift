import AppLanguage
import InputLanguage
import LanguageTags

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard_attached`,
/// `active_mode_matches`), and the tags compared: `contentLanguage` and `activeLanguage` (the
/// active mode's language, null when it reports none).
public struct InputModeAdviceReport: Sendable, Hashable, JSONRepresentable {
    /// Whether to offer input help.
    public let offerHelp: Bool
    /// The advice code.
    public let advice: String
    /// The content language compared, if any.
    public let expected: String?
    /// The active input mode's language as reported, if any.
    public let active: String?

    /// The report of `advice` given for `expected` and `active`.
    public init(_ advice: InputModeAdvice, expected: ContentLocale?, active: InputMode) {
        offerHelp = advice.offersHelp
        self.advice = advice.code
        self.expected = expected?.tag.description
        self.active = active.language?.description
    }

    public var jsonValue: JSONValue {
        .object([
            "activeLanguage": active.map(JSONValue.string) ?? .null, "advice": .string(advice),
            "contentLanguage": expected.map(JSONValue.string) ?? .null, "offerHelp": .bool(offerHelp),
        ])
    }
}
