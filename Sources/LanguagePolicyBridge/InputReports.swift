package import InputLanguage
internal import LanguageTags
package import WireDocuments

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard_attached`,
/// `active_mode_matches`), the tags compared: `contentLanguage` and `activeLanguage` (the
/// active mode's language, null when it reports none), and `schemaVersion`.
package struct InputModeAdviceReport: Sendable, Hashable {
    /// Whether to offer input help.
    package let offerHelp: Bool
    /// The advice code.
    package let advice: String
    /// The content language compared, if any.
    package let contentLanguage: String?
    /// The active input mode's language as reported, if any.
    package let activeLanguage: String?

    /// The report of `advice` given for the content language `expected` and the `active` mode.
    package init(_ advice: InputModeAdvice, expected: ContentLocale?, active: InputMode) {
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
