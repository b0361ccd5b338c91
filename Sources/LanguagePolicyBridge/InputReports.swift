public import InputLanguage
package import LanguagePolicyInternals
internal import LanguageTags

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard_attached`,
/// `active_mode_matches`), the tags compared: `contentLanguage` and `activeLanguage` (the
/// active mode's language, null when it reports none), and `schemaVersion`.
public struct InputModeAdviceReport: Sendable, Hashable {
    /// Whether to offer input help.
    public let offerHelp: Bool
    /// The advice code.
    public let advice: String
    /// The content language compared, if any.
    public let contentLanguage: String?
    /// The active input mode's language as reported, if any.
    public let activeLanguage: String?

    /// The report of `advice` given for the content language `expected` and the `active` mode.
    public init(_ advice: InputModeAdvice, expected: ContentLocale?, active: InputMode) {
        offerHelp = advice.offersHelp
        self.advice = advice.code
        contentLanguage = expected?.tag.description
        activeLanguage = active.language?.description
    }
}

extension InputModeAdviceReport: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("activeLanguage")
            writer.string(activeLanguage)
            writer.key("advice")
            writer.string(advice)
            writer.key("contentLanguage")
            writer.string(contentLanguage)
            writer.key("offerHelp")
            writer.bool(offerHelp)
            writer.schemaVersion()
        }
    }
}
