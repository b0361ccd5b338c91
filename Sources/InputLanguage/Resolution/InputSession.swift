internal import LanguageTags
package import WireDocuments

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

extension InputSession: JSONReadable, JSONWritable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["recentStableLanguages", "effectiveAppLocale"])
        self.init(
            recentStableLanguages: try fields.optional("recentStableLanguages")?.array().map(Declared.init(json:))
                ?? [],
            effectiveAppLocale: try fields.optional("effectiveAppLocale").map(Declared.init(json:)))
    }

    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("effectiveAppLocale")
            writer.nullable(effectiveAppLocale)
            writer.key("recentStableLanguages")
            writer.array(of: recentStableLanguages)
        }
    }
}
