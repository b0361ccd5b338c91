/// Something that says what a committed text is written in: the portable
/// ``StatisticalLanguageIdentifier`` (the default of ``ConversationLanguageTracker``) or
/// ``UnicodeScriptIdentifier``, Apple's NaturalLanguage through `NaturalLanguageIdentifier`
/// (in `LanguagePolicy`, on Apple platforms), or a server-side model behind your own conformance.
///
/// Give it committed text only, never keystrokes or composing text. It must be
/// deterministic (the same text always gives the same answer), and it should name a
/// language only when it is confident: a wrong language is worse than none.
///
/// ```swift
/// struct ServerIdentifier: LanguageIdentifier {
///     let languages: [String: LanguageTag]   // message text → language the server detected
///     func identify(_ text: String) -> TextIdentification {
///         let portable = UnicodeScriptIdentifier().identify(text)
///         return TextIdentification(scripts: portable.scripts, language: languages[text])
///     }
/// }
/// ```
public protocol LanguageIdentifier: Sendable {
    /// The scripts of `text` and, when it can tell, its language.
    func identify(_ text: String) -> TextIdentification
}
