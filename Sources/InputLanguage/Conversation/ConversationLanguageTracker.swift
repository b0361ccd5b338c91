internal import LanguageTags

/// The recent stable languages of a conversation, from its committed messages.
///
/// Feed it every committed message, in order, and read ``recentStableLanguages`` for
/// ``InputSession/recentStableLanguages``. Never feed it keystrokes or composing text.
///
/// **The stability rule.** A message's language is its server metadata when that names a
/// language, otherwise what the ``LanguageIdentifier`` names. Messages without letters and
/// without metadata are ignored; a message with letters but no language takes a place in the
/// window and breaks a run. The tracker keeps the last ``ConversationStabilityRule/window``
/// (5) messages and a reported list of at most ``ConversationStabilityRule/maximumLanguages``
/// (2) languages, which changes only on stable evidence (hysteresis):
///
/// - **Joining.** A language joins once at least ``ConversationStabilityRule/minimumOccurrences``
///   (2) of the last 5 messages are in it: at the back when there is room, or at the front
///   when its last 2 messages are consecutive (``ConversationStabilityRule/consecutiveMessagesToLead``).
///   With the list full, only such a run of 2 lets a language in; it takes the front and
///   the reported language used least recently leaves.
/// - **Leading.** A reported language moves ahead of the first one only after 2 consecutive
///   messages in it. Alternating messages in two reported languages never reorder the list.
/// - **Leaving.** A reported language leaves once none of the last 5 messages is in it.
///
/// "Most recent first" thus means: the language most recently confirmed by 2 consecutive
/// messages comes first, and a language that joins without such a run goes behind those
/// already reported. So one quoted foreign line never adds or reorders anything, a switch to another language leads
/// after its second consecutive message, and a bilingual conversation keeps one order however
/// its messages alternate (on Android the first hint locale stays put). Each language is
/// reported as the tag of its latest message. Tags count as the same language when their
/// maximized language and script agree (`en-US` and `en-GB` do; `zh-Hans` and `zh-Hant` do not).
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
    /// The rule's state (its JSON form: `ConversationLanguageTracker+JSON.swift`).
    var window = StabilityWindow()

    /// A tracker with no messages yet, naming undeclared messages' languages with `identifier`.
    public init(identifier: Identifier) {
        self.identifier = identifier
    }

    /// The reported languages, most recently established first, at most 2; see the
    /// stability rule above.
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

extension ConversationLanguageTracker where Identifier == StatisticalLanguageIdentifier {
    /// A tracker that identifies messages with the portable ``StatisticalLanguageIdentifier``
    /// (which gives ``UnicodeScriptIdentifier``'s answer wherever the script decides).
    public init() {
        self.init(identifier: StatisticalLanguageIdentifier())
    }
}

/// The numbers of ``ConversationLanguageTracker``'s stability rule.
///
/// ```swift
/// // A language needs 2 of the last 5 messages with letters to be reported, 2 consecutive
/// // messages to move ahead of the first language, and leaves when absent from the last 5.
/// ConversationStabilityRule.minimumOccurrences          // 2
/// ConversationStabilityRule.consecutiveMessagesToLead   // 2
/// ConversationStabilityRule.window                      // 5
/// ```
public enum ConversationStabilityRule {
    /// How many recent messages with letters (or metadata) are considered: 5. A reported
    /// language leaves once none of them is in it.
    public static let window = 5
    /// How many of them must be in a language for it to join the reported list: 2.
    public static let minimumOccurrences = 2
    /// How many consecutive messages in a language move it ahead of the first reported
    /// language (or into a full list): 2.
    public static let consecutiveMessagesToLead = 2
    /// How many stable languages are reported: 2.
    public static let maximumLanguages = 2
}
