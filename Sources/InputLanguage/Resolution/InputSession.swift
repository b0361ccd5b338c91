internal import LanguageTags

/// What the running session knows beyond the field and the record: the conversation's recent
/// stable languages and the app's effective interface locale.
///
/// JSON: `{"recentStableLanguages": ["ar", "en"], "effectiveAppLocale": "fr"}`; both keys may be
/// absent (or the locale null), any other key is an error.
///
/// ```swift
/// var tracker = ConversationLanguageTracker()
/// let session = InputSession(
///     recentStableLanguages: tracker.recentStableLanguages.map(Declared.init),
///     effectiveAppLocale: "en")
/// ```
public struct InputSession: Hashable, Sendable {
    /// The conversation's recent stable languages, most recent first (from a
    /// ``ConversationLanguageTracker``, or server-side state). The resolver uses at most 2.
    public var recentStableLanguages: [Declared<ContentLocale>]
    /// The language the app's interface is shown in.
    public var effectiveAppLocale: Declared<InterfaceLocale>?

    /// A session with the conversation's recent stable languages and the interface language.
    public init(
        recentStableLanguages: [Declared<ContentLocale>] = [], effectiveAppLocale: Declared<InterfaceLocale>? = nil
    ) {
        self.recentStableLanguages = recentStableLanguages
        self.effectiveAppLocale = effectiveAppLocale
    }
}
