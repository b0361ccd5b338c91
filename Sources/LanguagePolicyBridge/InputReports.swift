import AppLanguage
import InputLanguage
import LanguageTags

/// What `langpolicy input --json` prints and the bridge's input-hint call answers: the hint's
/// `tags` and `source`, the `androidHintLocales` for `setImeHintLocales` (null: clear the
/// hint), and the evidence that was `skipped`.
public struct InputHintReport: Sendable, JSONRepresentable {
    /// The resolution reported.
    public let resolution: InputLanguageResolution
    /// The hint's Android list; nil clears the editor's hint.
    public let androidHintLocales: AndroidHintList?

    /// The report of `resolution`.
    public init(_ resolution: InputLanguageResolution) {
        self.resolution = resolution
        androidHintLocales = AndroidHintList(resolution.hint)
    }

    public var jsonValue: JSONValue {
        .object([
            "androidHintLocales": androidHintLocales.map { .array($0.tags.map { .string($0.description) }) } ?? .null,
            "skipped": .array(
                resolution.skippedEvidence.map {
                    .object([
                        "reason": .string($0.reason.description), "source": .string($0.source.rawValue),
                        "value": .string($0.value),
                    ])
                }),
            "source": .string(resolution.hint.source.rawValue),
            "tags": .array(resolution.hint.tags.map { .string($0.description) }),
        ])
    }
}

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard`,
/// `active_mode_matches`), and the `expected` and `active` tags compared (null when absent).
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
            "active": active.map(JSONValue.string) ?? .null, "advice": .string(advice),
            "expected": expected.map(JSONValue.string) ?? .null, "offerHelp": .bool(offerHelp),
        ])
    }
}
