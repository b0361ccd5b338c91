public import LanguageTags

/// A locale role that wraps one well-formed `LanguageTag`: ``ContentLocale``
/// or ``InterfaceLocale``.
///
/// The roles are separate types so that no API can take the interface language where the
/// content language belongs, or the other way round. Converting between them is always
/// spelled out at the call site:
///
/// ```swift
/// let interface = try InterfaceLocale(parsing: "fr")
/// let content = ContentLocale(interface.tag)   // a deliberate choice, visible in review
/// ```
public protocol TagBackedLocale: Hashable, Sendable, CustomStringConvertible {
    /// Wraps `tag` without changing it.
    init(_ tag: LanguageTag)
    /// The tag, as given.
    var tag: LanguageTag { get }
}

extension TagBackedLocale {
    /// The tag with `-` separators (`zh-Hant-HK`).
    public var description: String { tag.description }

    /// Parses a BCP 47 tag.
    ///
    /// - Throws: `LanguageTagError` when `text` is not well-formed.
    public init(parsing text: String) throws(LanguageTagError) {
        self.init(try LanguageTag(parsing: text))
    }
}
