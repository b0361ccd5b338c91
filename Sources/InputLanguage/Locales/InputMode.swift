public import LanguageTags

/// The keyboard or other input source the user has selected, as the platform reports it.
///
/// One of three separate states (with ``InterfaceLocale`` and ``ContentLocale``). The app only
/// observes it: nothing in this package sets, or claims to set, the input mode.
///
/// On iOS, `primaryLanguage` is `UITextInputMode.primaryLanguage`: a BCP 47 tag, `"emoji"`,
/// `"dictation"`, or nil. Only a well-formed tag that names a language (see ``language``)
/// counts; anything else is unknown, and unknown is never read as English.
///
/// ```swift
/// InputMode(primaryLanguage: "ja-JP").language?.description   // "ja-JP"
/// InputMode(primaryLanguage: "emoji").language                 // nil: unknown
/// InputMode(primaryLanguage: nil).language                     // nil: unknown
/// ```
public struct InputMode: Hashable, Sendable {
    /// What the platform reported, unchanged.
    public let primaryLanguage: String?
    /// Whether a hardware keyboard is attached; then the software keyboard's state says
    /// nothing about the physical layout, and ``adviseOnInputMode(expected:active:)`` draws
    /// no conclusion.
    public let hardwareKeyboardAttached: Bool

    /// The mode the platform reports: its `primaryLanguage` (nil when unknown) and whether a
    /// hardware keyboard is attached.
    public init(primaryLanguage: String?, hardwareKeyboardAttached: Bool = false) {
        self.primaryLanguage = primaryLanguage
        self.hardwareKeyboardAttached = hardwareKeyboardAttached
    }

    /// The language the mode reports, or nil when it is unknown: no value, a malformed tag,
    /// or a value that names no language (`"emoji"`, `"dictation"`, `und`, `mul`, `zxx`).
    public var language: LanguageTag? {
        guard let primaryLanguage, let tag = LanguageTag(primaryLanguage), tag.namesLanguage else { return nil }
        return tag
    }
}
