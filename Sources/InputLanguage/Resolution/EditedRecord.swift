internal import LanguageTags

/// The record being edited, as far as its language is concerned.
///
/// JSON: `{"contentLanguage": "ja-JP"}`; the key may be absent or null, any other key is an error.
///
/// ```swift
/// let product = EditedRecord(contentLanguage: "ja-JP")
/// ```
public struct EditedRecord: Hashable, Sendable {
    /// The language stored on the record (a selected translation variant, a document's language).
    public var contentLanguage: Declared<ContentLocale>?

    /// A record with the content language it stores, if any.
    public init(contentLanguage: Declared<ContentLocale>? = nil) {
        self.contentLanguage = contentLanguage
    }
}
