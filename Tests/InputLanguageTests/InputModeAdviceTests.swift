import InputLanguage
import LanguageTags
import Testing

private func advice(_ expected: String?, _ active: String?, hardwareKeyboard: Bool = false) -> InputModeAdvice {
    adviseOnInputMode(
        expected: expected.map { try! ContentLocale(parsing: $0) },
        active: InputMode(primaryLanguage: active, hardwareKeyboardAttached: hardwareKeyboard))
}

@Suite("Input-mode advice")
struct InputModeAdviceTests {
    @Test(arguments: [("ja", "en-US"), ("zh-Hant", "zh-Hans"), ("zh-Hant", "zh-CN"), ("sr-Latn", "sr"), ("ko", "ja")])
    func aDifferentLanguageOrScriptOffersHelp(expected: String, active: String) {
        #expect(advice(expected, active).offersHelp)
    }

    @Test(arguments: [
        ("en-US", "en-GB"), ("ja", "ja-JP"), ("zh-Hant", "zh-TW"), ("zh-Hant-HK", "zh-Hant"), ("he", "iw"),
    ])
    func theSameLanguageAndScriptServesTheContent(expected: String, active: String) {
        #expect(advice(expected, active) == .noAdvice(.activeModeMatches))
    }

    @Test(arguments: [nil, "emoji", "dictation", "und", "mul", "zxx", "en--US"] as [String?])
    func anUnknownInputModeIsNeverTakenForEnglish(active: String?) {
        #expect(advice("en", active) == .noAdvice(.inputModeUnknown))
        #expect(advice("ja", active) == .noAdvice(.inputModeUnknown))
    }

    @Test func aHardwareKeyboardDrawsNoConclusion() {
        #expect(advice("ja", "en-US", hardwareKeyboard: true) == .noAdvice(.hardwareKeyboardAttached))
    }

    @Test func noExpectedLanguageMeansNoAdvice() {
        #expect(advice(nil, "en-US") == .noAdvice(.noExpectedLanguage))
        #expect(advice("und-JP", "en-US") == .noAdvice(.noExpectedLanguage))
    }

    @Test func languagesWithoutLikelySubtagsAreComparedAsWritten() {
        #expect(advice("qaa", "qaa") == .noAdvice(.activeModeMatches))
        #expect(advice("qaa", "qab").offersHelp)
    }

    @Test func theAdviceCarriesBothTagsAndACode() {
        let offer = advice("ja", "en-US")
        #expect(
            offer == .offerHelp(expected: try! LanguageTag(parsing: "ja"), active: try! LanguageTag(parsing: "en-US")))
        #expect(offer.code == "offer_help")
        #expect(advice("ja", nil).code == "input_mode_unknown")
    }
}

@Suite("InputHelpPresentation")
struct InputHelpPresentationTests {
    private let offer = advice("ja", "en-US")
    private let match = advice("ja", "ja-JP")

    @Test func theExplanationAppearsOncePerScopeNotOnEveryFocus() {
        var presentation = InputHelpPresentation(scope: "record-1")
        presentation.update(offer)
        #expect(presentation.showsHelper && presentation.showsExplanation)
        presentation.dismissExplanation()
        for _ in 0..<3 {  // later focus events in the same scope
            presentation.update(offer)
            #expect(presentation.showsHelper)
            #expect(!presentation.showsExplanation)
        }
        presentation.enter("record-2")
        presentation.update(offer)
        #expect(presentation.showsExplanation)
    }

    @Test func helpDisappearsAsSoonAsTheActiveModeMatches() {
        var presentation = InputHelpPresentation(scope: "record-1")
        presentation.update(offer)
        presentation.update(match)
        #expect(!presentation.showsHelper)
        #expect(!presentation.showsExplanation)
        #expect(presentation.explanation == .done)
        presentation.update(offer)  // the user switches back: help again, but no second explanation
        #expect(presentation.showsHelper && !presentation.showsExplanation)
    }

    @Test func enteringTheSameScopeAgainKeepsItsState() {
        var presentation = InputHelpPresentation(scope: "record-1")
        presentation.update(offer)
        presentation.dismissExplanation()
        presentation.enter("record-1")
        #expect(presentation.explanation == .done)
    }
}
