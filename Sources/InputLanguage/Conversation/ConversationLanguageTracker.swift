import LanguageTags

/// The recent stable languages of a conversation, from its committed messages.
///
/// Feed it every committed message, in order, and read ``recentStableLanguages`` for
/// ``InputSession/recentStableLanguages``. Never feed it keystrokes or composing text.
///
/// **The stability rule.** A message's language is its server metadata when that names a
/// language, otherwise what the ``LanguageIdentifier`` names. Messages without letters and
/// without metadata are ignored. The tracker keeps the last
/// ``ConversationStabilityRule/window`` (5) other messages; a language is *stable* when at
/// least ``ConversationStabilityRule/minimumOccurrences`` (2) of them are in it. Stable
/// languages are reported most recently used first, at most
/// ``ConversationStabilityRule/maximumLanguages`` (2), each as the tag of its latest message.
/// So one quoted foreign line never changes the list, a switch to another language shows after
/// its second message, and a language fades once fewer than two of the last five messages use
/// it. Tags count as the same language when their maximized language and script agree
/// (`en-US` and `en-GB` do; `zh-Hans` and `zh-Hant` do not).
///
/// The result depends only on the messages and the identifier's answers: it is deterministic.
///
/// ```swift
/// var tracker = ConversationLanguageTracker()
/// for text in ["こんにちは", "元気ですか", "\"Thanks!\" と言っていた"] {
///     tracker.record(CommittedMessage(text: text))
/// }
/// tracker.recentStableLanguages.map(\.description)   // ["ja"]
/// ```
public struct ConversationLanguageTracker<Identifier: LanguageIdentifier>: Sendable {
    /// Names a message's language when its metadata does not.
    public let identifier: Identifier
    private var window = StabilityWindow()

    public init(identifier: Identifier) {
        self.identifier = identifier
    }

    /// The stable languages, most recently used first, at most 2.
    public var recentStableLanguages: [ContentLocale] { window.stableLanguages }

    /// Takes one committed message into account and returns what it counted as.
    @discardableResult
    public mutating func record(_ message: CommittedMessage) -> MessageEvidence {
        var skippedMetadata: SkippedEvidence?
        switch message.declaredLanguage {
        case .wellFormed(let locale) where locale.tag.namesLanguage:
            window.append(locale.tag)
            return .declared(locale)
        case .wellFormed(let locale):
            skippedMetadata = SkippedEvidence(
                source: .conversation, value: locale.description, reason: .namesNoLanguage)
        case .malformed(let text, let error):
            skippedMetadata = SkippedEvidence(source: .conversation, value: text, reason: .malformed(error))
        case nil:
            break
        }
        let identification = identifier.identify(message.text)
        if let tag = identification.language, tag.namesLanguage {
            window.append(tag)
            return .identified(ContentLocale(tag), skippedMetadata: skippedMetadata)
        }
        guard !identification.scripts.isEmpty else { return .noLetters(skippedMetadata: skippedMetadata) }
        window.append(nil)
        return .noLanguage(skippedMetadata: skippedMetadata)
    }
}

extension ConversationLanguageTracker where Identifier == UnicodeScriptIdentifier {
    /// A tracker that identifies messages with the portable ``UnicodeScriptIdentifier``.
    public init() {
        self.init(identifier: UnicodeScriptIdentifier())
    }
}

/// The numbers of ``ConversationLanguageTracker``'s stability rule.
///
/// ```swift
/// // A language needs 2 of the last 5 messages with letters to be reported.
/// ConversationStabilityRule.minimumOccurrences   // 2
/// ConversationStabilityRule.window               // 5
/// ```
public enum ConversationStabilityRule {
    /// How many recent messages with letters (or metadata) are considered: 5.
    public static let window = 5
    /// How many of them must have a language for it to be stable: 2.
    public static let minimumOccurrences = 2
    /// How many stable languages are reported: 2.
    public static let maximumLanguages = 2
}
