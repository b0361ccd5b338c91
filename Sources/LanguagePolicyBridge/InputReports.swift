import InputLanguage
import LanguagePolicyJSON
import LanguageTags

/// What `langpolicy input --json` prints and the bridge's input-hint call answers: the hint's
/// `tags` and `source`, the `androidHintLocales` for `setImeHintLocales` (null: clear the
/// hint), the evidence that was `skipped`, and `schemaVersion`.
public struct InputHintReport: Sendable {
    /// The resolution reported.
    public let resolution: InputLanguageResolution
    /// The hint's Android list; nil clears the editor's hint.
    public let androidHintLocales: AndroidHintList?

    /// The report of `resolution`.
    public init(_ resolution: InputLanguageResolution) {
        self.resolution = resolution
        androidHintLocales = AndroidHintList(resolution.hint)
    }
}

extension InputHintReport: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("androidHintLocales")
            if let androidHintLocales {
                writer.array { writer in
                    for tag in androidHintLocales.tags { writer.string(tag.description) }
                }
            } else {
                writer.null()
            }
            writer.schemaVersion()
            writer.key("skipped")
            writer.array { writer in
                for evidence in resolution.skippedEvidence {
                    writer.object { writer in
                        writer.key("reason")
                        writer.string(evidence.reason.description)
                        writer.key("source")
                        writer.string(evidence.source.rawValue)
                        writer.key("value")
                        writer.string(evidence.value)
                    }
                }
            }
            writer.key("source")
            writer.string(resolution.hint.source.rawValue)
            writer.key("tags")
            writer.array { writer in
                for tag in resolution.hint.tags { writer.string(tag.description) }
            }
        }
    }
}

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard`,
/// `active_mode_matches`), the `expected` and `active` tags compared (null when absent), and
/// `schemaVersion`.
public struct InputModeAdviceReport: Sendable, Hashable {
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
}

extension InputModeAdviceReport: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("active")
            writer.string(active)
            writer.key("advice")
            writer.string(advice)
            writer.key("expected")
            writer.string(expected)
            writer.key("offerHelp")
            writer.bool(offerHelp)
            writer.schemaVersion()
        }
    }
}
