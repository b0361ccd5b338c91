/// What a ``ConversationLanguageTracker`` took from one committed message.
///
/// ```swift
/// var tracker = ConversationLanguageTracker()
/// tracker.record(CommittedMessage(text: "안녕하세요"))                       // .identified(ko, …)
/// tracker.record(CommittedMessage(text: "👍"))                              // .noLetters(…): ignored
/// tracker.record(CommittedMessage(text: "ok", declaredLanguage: "en--US"))  // .noLanguage(skipped…)
/// ```
public enum MessageEvidence: Hashable, Sendable {
    /// The server's metadata named the language.
    case declared(ContentLocale)
    /// The identifier named the language; `skippedMetadata` is unusable metadata it replaced.
    case identified(ContentLocale, skippedMetadata: SkippedEvidence?)
    /// The message has letters but no language could be named: it takes a place in the
    /// window without counting for any language.
    case noLanguage(skippedMetadata: SkippedEvidence?)
    /// The message has no letters (emoji, digits, punctuation) and no usable metadata: it is
    /// no evidence at all and the tracker ignores it.
    case noLetters(skippedMetadata: SkippedEvidence?)

    /// The language the message counted for, if any.
    public var language: ContentLocale? {
        switch self {
        case .declared(let language), .identified(let language, _): language
        case .noLanguage, .noLetters: nil
        }
    }
}
