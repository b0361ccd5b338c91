/// A message as it was sent in a conversation: committed text, never keystrokes or the
/// composing text of an input method.
///
/// ```swift
/// let fromServer = CommittedMessage(text: "Merci !", declaredLanguage: "fr")
/// let plain = CommittedMessage(text: "ありがとう")   // the tracker's identifier decides
/// ```
public struct CommittedMessage: Hashable, Sendable {
    /// The committed text.
    public let text: String
    /// The language the server's metadata gives the message, if any; it takes precedence
    /// over the identifier when it names a language.
    public let declaredLanguage: Declared<ContentLocale>?

    /// A message of committed `text`, with the language its metadata declares, if any.
    public init(text: String, declaredLanguage: Declared<ContentLocale>? = nil) {
        self.text = text
        self.declaredLanguage = declaredLanguage
    }
}
