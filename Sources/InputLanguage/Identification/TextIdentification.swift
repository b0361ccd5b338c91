public import LanguageTags

/// What a ``LanguageIdentifier`` sees in a text: its scripts and, when it can tell, its language.
///
/// JSON: `{"scripts": ["Hira", "Hani"], "language": "ja"}`, with `"language": null` for unknown.
///
/// ```swift
/// let seen = UnicodeScriptIdentifier().identify("こんにちは、世界")
/// seen.scripts.map(\.description)   // ["Hira", "Hani"]
/// seen.language?.description        // "ja"
/// ```
public struct TextIdentification: Hashable, Sendable {
    /// The scripts of the text's letters, the most used first (ties in code order); common
    /// characters (digits, punctuation, emoji) and combining marks are not counted. Empty
    /// when the text has no letters. Han letters may be reported as `Hant` or `Hans` rather
    /// than `Hani` when the identifier can tell the variant (``UnicodeScriptIdentifier`` does
    /// for Han written without kana or Hangul, where Unihan's evidence is clear).
    public let scripts: [LanguageTag.Script]
    /// The text's language, or nil when the identifier cannot tell.
    public let language: LanguageTag?

    /// An identification of `scripts`, most used first, and `language`, if known.
    public init(scripts: [LanguageTag.Script], language: LanguageTag?) {
        self.scripts = scripts
        self.language = language
    }

    /// Nothing seen: no letters, no language.
    public static let unknown = TextIdentification(scripts: [], language: nil)
}
