/// The input mode UIKit reports for one text view, read as the advice may trust it.
///
/// UIKit's `textInputMode` describes the keyboard the user sees only while the view is first
/// responder (Apple: "the language and keyboard displayed when this responder is active"); any
/// other time there is nothing to read (the initializer gives nil). Its `primaryLanguage` is a
/// BCP 47 tag, `"emoji"`, `"dictation"` or nil, read by ``InputMode`` (anything but a language is
/// unknown). A third-party keyboard reports whatever its developer declared (its Info.plist's
/// `PrimaryLanguage`, or `UIInputViewController.primaryLanguage`), one language for a keyboard
/// that may type several: that is low confidence, and the advice treats it as unknown.
///
/// UIKit names no keyboard's origin, and `UITextInputMode.activeInputModes` cannot stand in for
/// one: it lists every keyboard the user enabled, keyboard extensions (Gboard, SwiftKey) among
/// them, each under the language it declares (Apple's `activeInputModes` page: "the active
/// text-input modes"; a custom keyboard's mode carries its Info.plist `PrimaryLanguage`). So a
/// keyboard counts as the system's only where no extension can be on screen: a secure field
/// (iOS shows its own keyboard there) or an app that refuses keyboard extensions
/// (`application(_:shouldAllowExtensionPointIdentifier:)` returning false for `.keyboard`).
/// Any other keyboard is ``Keyboard/unverified``: its declared language is low
/// confidence, and the advice treats it as unknown.
///
/// ```swift
/// let reported = ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true)
/// reported?.keyboard                                          // .unverified: it may be an extension
/// adviseOnInputMode(expected: japanese, reported: reported!)   // .noAdvice(.inputModeUnknown)
/// let refused = ReportedInputMode(
///     primaryLanguage: "en-US", isFirstResponder: true, keyboardExtensionsRefused: true)
/// adviseOnInputMode(expected: japanese, reported: refused!).offersHelp   // true: the system's keyboard
/// ```
public struct ReportedInputMode: Hashable, Sendable {
    /// Who made the keyboard.
    public enum Keyboard: String, Hashable, Sendable {
        /// One of the system's keyboards: its language is what it types.
        case system
        /// Possibly a keyboard extension, whose language is only what its developer declared:
        /// UIKit's public API does not tell it from the system's keyboards.
        case unverified
    }

    /// How far the reported language can be trusted.
    public enum Confidence: String, Hashable, Sendable {
        /// A system keyboard's language.
        case reported
        /// A language that may be a keyboard extension's declaration.
        case low
    }

    /// The mode as reported.
    public let mode: InputMode
    /// Who made the keyboard, as far as the app can tell.
    public let keyboard: Keyboard

    /// The report of a view that is first responder (nil otherwise): `primaryLanguage` as UIKit
    /// gives it, whether the field is secure, whether the app refuses keyboard extensions, and
    /// whether a hardware keyboard is attached.
    public init?(
        primaryLanguage: String?, isFirstResponder: Bool, isSecureTextEntry: Bool = false,
        keyboardExtensionsRefused: Bool = false, hardwareKeyboardAttached: Bool = false
    ) {
        guard isFirstResponder else { return nil }
        mode = InputMode(primaryLanguage: primaryLanguage, hardwareKeyboardAttached: hardwareKeyboardAttached)
        keyboard = isSecureTextEntry || keyboardExtensionsRefused ? .system : .unverified
    }

    /// How far the reported language can be trusted.
    public var confidence: Confidence { keyboard == .system ? .reported : .low }

    /// The mode the advice may trust: the reported one from the system's keyboard; for an
    /// unverified keyboard, one whose language is unknown (never taken for what it declared).
    public var trustedMode: InputMode {
        confidence == .reported
            ? mode : InputMode(primaryLanguage: nil, hardwareKeyboardAttached: mode.hardwareKeyboardAttached)
    }
}

/// Advice for the content's expected language given what UIKit reports: an unverified
/// keyboard's declared language is low confidence, so it is unknown here
/// (``InputModeAdvice/Reason/inputModeUnknown``), as `nil`, `"emoji"` and `"dictation"` are.
///
/// ```swift
/// adviseOnInputMode(expected: japanese, reported: secureFieldEnglishKeyboard).offersHelp   // true
/// adviseOnInputMode(expected: japanese, reported: unverifiedEnglishKeyboard).offersHelp    // false
/// ```
public func adviseOnInputMode(expected: ContentLocale?, reported: ReportedInputMode) -> InputModeAdvice {
    adviseOnInputMode(expected: expected, active: reported.trustedMode)
}
