public import LanguageTags

/// The language of the app's own copy: labels, navigation, validation messages.
///
/// One of three separate states (with ``ContentLocale`` and ``InputMode``). Only fields whose
/// contract is ``FieldContract/interfaceBound`` take their hint from it.
///
/// ```swift
/// let interface = try InterfaceLocale(parsing: "en-GB")
/// interface.description   // "en-GB"
/// ```
public struct InterfaceLocale: TagBackedLocale {
    /// The tag, as given.
    public let tag: LanguageTag

    /// Wraps `tag` without changing it.
    public init(_ tag: LanguageTag) {
        self.tag = tag
    }
}
