import InputLanguage
import Testing

@Suite("ScopedInputChoice")
struct ScopedInputChoiceTests {
    @Test func suggestedThenOverriddenThenResetOnANewScope() {
        var choice = ScopedInputChoice(scope: "record-1")
        #expect(choice.phase == .suggested)
        #expect(!choice.isOverridden)

        let english = InputMode(primaryLanguage: "en-US")
        choice.userSelected(english)
        #expect(choice.phase == .userOverridden(english))
        #expect(choice.isOverridden)

        choice.enter("record-1")
        #expect(choice.isOverridden)  // refocusing within the scope keeps the user's choice

        choice.enter("record-2")
        #expect(choice.phase == .suggested)
        #expect(choice.scope == "record-2")
    }

    @Test func aLaterUserChoiceReplacesAnEarlierOne() {
        var choice = ScopedInputChoice(scope: "record-1")
        choice.userSelected(InputMode(primaryLanguage: "en-US"))
        choice.userSelected(InputMode(primaryLanguage: "fr"))
        #expect(choice.phase == .userOverridden(InputMode(primaryLanguage: "fr")))
    }

    @Test func aSwitchTheUserAsksForHandsTheChoiceBackToTheApp() {
        var choice = ScopedInputChoice(scope: "record-1")
        choice.userSelected(InputMode(primaryLanguage: "en-US"))
        choice.userRequestedSuggestion()
        #expect(choice.phase == .suggested)
        #expect(!choice.isOverridden)
    }
}
