internal import LanguageTags

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
/// UIKit names no keyboard's origin. A keyboard counts as the system's when the field is secure
/// (iOS uses the system keyboard there), when the app refuses keyboard extensions
/// (`application(_:shouldAllowExtensionPointIdentifier:)` returning false for `.keyboard`), or
/// when its language is one of the system keyboards the user enabled
/// (`UITextInputMode.activeInputModes`); otherwise it counts as a third party's.
///
/// ```swift
/// let reported = ReportedInputMode(
///     primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: ["ja-JP"])
/// reported?.keyboard                                         // .thirdParty: no system keyboard is en-US
/// adviseOnInputMode(expected: japanese, reported: reported!)   // .noAdvice(.inputModeUnknown)
/// ```
public struct ReportedInputMode: Hashable, Sendable {
    /// Who made the keyboard.
    public enum Keyboard: String, Hashable, Sendable {
        /// One of the system's keyboards: its language is what it types.
        case system
        /// A keyboard extension: its language is what its developer declared.
        case thirdParty
    }

    /// How far the reported language can be trusted.
    public enum Confidence: String, Hashable, Sendable {
        /// A system keyboard's language.
        case reported
        /// A third-party keyboard's declared language.
        case low
    }

    /// The mode as reported.
    public let mode: InputMode
    /// Who made the keyboard, as far as the app can tell.
    public let keyboard: Keyboard

    /// The report of a view that is first responder (nil otherwise): `primaryLanguage` as UIKit
    /// gives it, the languages of the system keyboards the user enabled, whether the field is
    /// secure, whether the app refuses keyboard extensions, and whether a hardware keyboard is
    /// attached.
    public init?(
        primaryLanguage: String?, isFirstResponder: Bool, systemKeyboardLanguages: [String],
        isSecureTextEntry: Bool = false, keyboardExtensionsRefused: Bool = false,
        hardwareKeyboardAttached: Bool = false
    ) {
        guard isFirstResponder else { return nil }
        mode = InputMode(primaryLanguage: primaryLanguage, hardwareKeyboardAttached: hardwareKeyboardAttached)
        let language = mode.language
        let systemLanguages = systemKeyboardLanguages.compactMap { LanguageTag($0) }
        let isSystem =
            isSecureTextEntry || keyboardExtensionsRefused || language == nil
            || systemLanguages.contains { $0.canonicalized() == language?.canonicalized() }
        keyboard = isSystem ? .system : .thirdParty
    }

    /// How far the reported language can be trusted.
    public var confidence: Confidence { keyboard == .system ? .reported : .low }

    /// The mode the advice may trust: the reported one from a system keyboard; for a
    /// third-party keyboard, one whose language is unknown (never taken for what it declared).
    public var trustedMode: InputMode {
        confidence == .reported
            ? mode : InputMode(primaryLanguage: nil, hardwareKeyboardAttached: mode.hardwareKeyboardAttached)
    }
}

/// Advice for the content's expected language given what UIKit reports: a third-party
/// keyboard's declared language is low confidence, so it is unknown here
/// (``InputModeAdvice/Reason/inputModeUnknown``), as `nil`, `"emoji"` and `"dictation"` are.
///
/// ```swift
/// adviseOnInputMode(expected: japanese, reported: systemEnglishKeyboard).offersHelp    // true
/// adviseOnInputMode(expected: japanese, reported: thirdPartyEnglishKeyboard).offersHelp // false
/// ```
public func adviseOnInputMode(expected: ContentLocale?, reported: ReportedInputMode) -> InputModeAdvice {
    adviseOnInputMode(expected: expected, active: reported.trustedMode)
}
