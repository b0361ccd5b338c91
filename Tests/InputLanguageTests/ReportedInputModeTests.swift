import InputLanguage
import LanguageTags
import TestSupport
import Testing

/// What UIKit reports for a text view, read as the advice may trust it (Apple's UIKit reference:
/// `UIResponder.textInputMode` is "the language and keyboard displayed when this responder is
/// active"; a custom keyboard's `primaryLanguage` is its Info.plist `PrimaryLanguage` or what
/// `UIInputViewController.primaryLanguage` sets; secure fields use the system keyboard).
@Suite struct ReportedInputModeTests {
    let japanese = try! ContentLocale(parsing: "ja")

    @Test func aViewThatIsNotFirstResponderReportsNothing() {
        #expect(
            ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: false, systemKeyboardLanguages: []) == nil)
    }

    /// `primaryLanguage` strings as UIKit gives them: a tag counts, anything else is unknown
    /// (and unknown is never English), whoever made the keyboard.
    @Test(
        arguments: [
            ("ja-JP", ["ja-JP"], "ja-JP", ReportedInputMode.Keyboard.system),
            ("en-US", ["en-US", "ja-JP"], "en-US", .system),
            ("en-US", ["ja-JP"], "en-US", .thirdParty),
            ("en-us", ["en-US"], "en-US", .system),
            ("emoji", ["en-US"], nil, .system),
            ("dictation", ["en-US"], nil, .system),
            (nil, ["en-US"], nil, .system),
            ("und", [], nil, .system),
        ] as [(String?, [String], String?, ReportedInputMode.Keyboard)])
    func primaryLanguagesMapToAnInputMode(
        primary: String?, systemKeyboards: [String], language: String?, keyboard: ReportedInputMode.Keyboard
    ) throws {
        let reported = try #require(
            ReportedInputMode(
                primaryLanguage: primary, isFirstResponder: true, systemKeyboardLanguages: systemKeyboards))
        #expect(reported.mode.primaryLanguage == primary, "reported unchanged")
        #expect(reported.mode.language?.description == language)
        #expect(reported.keyboard == keyboard)
        #expect(reported.confidence == (keyboard == .system ? .reported : .low))
    }

    /// A third-party keyboard's declared language is low confidence: no advice from it, where
    /// the same language from a system keyboard offers help.
    @Test func aThirdPartyKeyboardsLanguageDrawsNoAdvice() throws {
        let thirdParty = try #require(
            ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: ["ja-JP"]))
        let system = try #require(
            ReportedInputMode(primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: ["en-US"]))
        #expect(adviseOnInputMode(expected: japanese, reported: thirdParty) == .noAdvice(.inputModeUnknown))
        #expect(adviseOnInputMode(expected: japanese, reported: system).offersHelp)
        #expect(thirdParty.trustedMode.language == nil && thirdParty.mode.language == "en-US")
    }

    /// What makes a keyboard the system's whatever it reports: a secure field, or an app that
    /// refuses keyboard extensions.
    @Test func secureFieldsAndRefusedExtensionsMeanTheSystemKeyboard() throws {
        let secure = try #require(
            ReportedInputMode(
                primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: [], isSecureTextEntry: true))
        let refused = try #require(
            ReportedInputMode(
                primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: [],
                keyboardExtensionsRefused: true))
        #expect(secure.keyboard == .system && refused.keyboard == .system)
        #expect(adviseOnInputMode(expected: japanese, reported: secure).offersHelp)
    }

    /// A hardware keyboard still draws no conclusion, from any keyboard.
    @Test func aHardwareKeyboardDrawsNoConclusion() throws {
        for systemKeyboards in [["en-US"], ["ja-JP"]] {
            let reported = try #require(
                ReportedInputMode(
                    primaryLanguage: "en-US", isFirstResponder: true, systemKeyboardLanguages: systemKeyboards,
                    hardwareKeyboardAttached: true))
            #expect(adviseOnInputMode(expected: japanese, reported: reported) == .noAdvice(.hardwareKeyboardAttached))
        }
    }
}
