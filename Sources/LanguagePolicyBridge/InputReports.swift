import InputLanguage
import LanguageTags

/// What `langpolicy input --json` prints and the bridge's input-hint call answers: the hint's
/// `tags` and `source`, the `androidHintLocales` for `setImeHintLocales` (null: clear the
/// hint), and the evidence that was `skipped`.
public struct InputHintReport: Sendable, Encodable {
    public let resolution: InputLanguageResolution
    public let androidHintLocales: AndroidHintList?

    public init(_ resolution: InputLanguageResolution) {
        self.resolution = resolution
        androidHintLocales = AndroidHintList(resolution.hint)
    }

    enum CodingKeys: String, CodingKey { case tags, source, androidHintLocales, skipped }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(resolution.hint.tags, forKey: .tags)
        try container.encode(resolution.hint.source, forKey: .source)
        try container.encode(androidHintLocales, forKey: .androidHintLocales)
        try container.encode(resolution.skippedEvidence, forKey: .skipped)
    }
}

/// The bridge's input-mode advice answer: `offerHelp`, the `advice` code (`offer_help`, or
/// why not: `no_expected_language`, `input_mode_unknown`, `hardware_keyboard`,
/// `active_mode_matches`), and the `expected` and `active` tags compared (null when absent).
public struct InputModeAdviceReport: Sendable, Hashable, Encodable {
    public let offerHelp: Bool
    public let advice: String
    public let expected: String?
    public let active: String?

    public init(_ advice: InputModeAdvice, expected: ContentLocale?, active: InputMode) {
        offerHelp = advice.offersHelp
        self.advice = advice.code
        self.expected = expected?.tag.description
        self.active = active.language?.description
    }

    enum CodingKeys: String, CodingKey { case offerHelp, advice, expected, active }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(offerHelp, forKey: .offerHelp)
        try container.encode(advice, forKey: .advice)
        try container.encode(expected, forKey: .expected)
        try container.encode(active, forKey: .active)
    }
}
