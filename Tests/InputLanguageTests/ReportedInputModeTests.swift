import InputLanguage
import LanguageTags
import TestSupport
import Testing

/// What UIKit reports for a text view, read as the advice may trust it (Apple's UIKit reference:
/// `UIResponder.textInputMode` is "the language and keyboard displayed when this responder is
/// active"; a custom keyboard's `primaryLanguage` is its Info.plist `PrimaryLanguage` or what
/// `UIInputViewController.primaryLanguage` sets; secure fields use the system keyboard; the
/// active modes list keyboard extensions too).
@Suite struct ReportedInputModeTests {
    let japanese = try! ContentLocale(parsing: "ja")

    @Test func aViewThatIsNotFirstResponderReportsNothing() {
        #expect(ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: false) == nil)
    }

    /// `primaryLanguage` strings as UIKit gives them: a tag counts, anything else is unknown
    /// (and unknown is never English); whoever made the keyboard, UIKit does not say.
    @Test(
        arguments: [
            ("ja-JP", "ja-JP"), ("en-US", "en-US"), ("en-us", "en-US"), ("emoji", nil), ("dictation", nil),
            (nil, nil), ("und", nil),
        ] as [(String?, String?)])
    func primaryLanguagesMapToAnInputMode(primary: String?, language: String?) throws {
        let reported = try #require(ReportedInputMode(primaryLanguage: primary, isFirstResponder: true))
        #expect(reported.mode.primaryLanguage == primary, "reported unchanged")
        #expect(reported.mode.language?.description == language)
        #expect(reported.keyboard == .unverified && reported.confidence == .low)
    }

    /// What `UITextInputMode.activeInputModes` returns on a phone with the system Japanese
    /// keyboard and Gboard enabled (Apple's `activeInputModes` page: the active text-input modes,
    /// every enabled keyboard; a custom keyboard's mode carries the `PrimaryLanguage` its
    /// Info.plist declares, `en-US` unless set, per the App Extension Programming Guide's
    /// "Custom Keyboard"): both keyboards, each under its language, with nothing public to tell
    /// the extension from the system's. Gboard's declared `en-US` on a Japanese field must be
    /// low confidence, so no advice: the keyboard may well type Japanese.
    static let activeInputModesWithGboard: [String?] = ["ja-JP", "en-US", "emoji"]

    @Test func aKeyboardExtensionListedAmongTheActiveModesIsNotTrusted() throws {
        #expect(Self.activeInputModesWithGboard.contains("en-US"), "the extension is listed as any keyboard is")
        let gboard = try #require(ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true))
        #expect(gboard.keyboard == .unverified && gboard.confidence == .low)
        #expect(adviseOnInputMode(expected: japanese, reported: gboard) == .noAdvice(.inputModeUnknown))
        #expect(gboard.trustedMode.language == nil && gboard.mode.language == "en-US")
    }

    /// What makes a keyboard the system's whatever it reports: a secure field, or an app that
    /// refuses keyboard extensions; then its language is trusted and draws advice.
    @Test func secureFieldsAndRefusedExtensionsMeanTheSystemKeyboard() throws {
        let secure = try #require(
            ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true, isSecureTextEntry: true))
        let refused = try #require(
            ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true, keyboardExtensionsRefused: true))
        #expect(secure.keyboard == .system && refused.keyboard == .system)
        #expect(adviseOnInputMode(expected: japanese, reported: secure).offersHelp)
        #expect(adviseOnInputMode(expected: japanese, reported: refused).offersHelp)
        let japaneseKeyboard = try #require(
            ReportedInputMode(primaryLanguage: "ja-JP", isFirstResponder: true, keyboardExtensionsRefused: true))
        #expect(adviseOnInputMode(expected: japanese, reported: japaneseKeyboard) == .noAdvice(.activeModeMatches))
    }

    /// A hardware keyboard still draws no conclusion, from any keyboard.
    @Test func aHardwareKeyboardDrawsNoConclusion() throws {
        for refused in [false, true] {
            let reported = try #require(
                ReportedInputMode(
                    primaryLanguage: "en-US", isFirstResponder: true, keyboardExtensionsRefused: refused,
                    hardwareKeyboardAttached: true))
            #expect(adviseOnInputMode(expected: japanese, reported: reported) == .noAdvice(.hardwareKeyboardAttached))
        }
    }
}
