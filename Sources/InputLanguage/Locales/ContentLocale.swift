public import LanguageTags

/// The language expected for the value being edited: from the field, the record being edited
/// or the conversation.
///
/// One of three separate states (with ``InterfaceLocale`` and ``InputMode``); a French interface
/// may edit an English product description, typed on a Japanese keyboard. Its JSON form is the tag as a string.
///
/// ```swift
/// let content = try ContentLocale(parsing: "ja-JP")
/// content.tag.language.description   // "ja"
/// ```
public struct ContentLocale: TagBackedLocale {
    /// The tag, as given.
    public let tag: LanguageTag

    /// Wraps `tag` without changing it.
    public init(_ tag: LanguageTag) {
        self.tag = tag
    }
}
