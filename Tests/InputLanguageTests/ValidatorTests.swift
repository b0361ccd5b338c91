import InputLanguage
import LanguageTags
import Testing

private let latin = LanguageTag.Script("Latn")!

@Suite("CompositionAwareValidator")
struct ValidatorTests {
    @Test func nothingIsValidatedWhileMarkedTextIsPresent() {
        for purpose in [FieldPurpose.personName, .constrainedIdentifier(allowedScripts: [latin])] {
            let validator = CompositionAwareValidator(purpose: purpose)
            #expect(validator.validate("ｔａｎａｋａ田中", hasMarkedText: true) == .deferredWhileComposing)
        }
    }

    @Test(arguments: [FieldPurpose.personName, .postalAddress, .message, .searchQuery, .freeText])
    func generalTextAcceptsMixedScripts(purpose: FieldPurpose) {
        let validator = CompositionAwareValidator(purpose: purpose)
        #expect(validator.validate("Tanaka 田中 たなか 다나카 Танака", hasMarkedText: false) == .accepted)
    }

    @Test func constrainedIdentifiersRejectLettersOfOtherScripts() {
        let validator = CompositionAwareValidator(purpose: .constrainedIdentifier(allowedScripts: [latin]))
        #expect(validator.validate("tanaka_01-x", hasMarkedText: false) == .accepted)
        #expect(validator.validate("café\u{0301}", hasMarkedText: false) == .accepted)  // combining marks
        #expect(
            validator.validate("tanaka田中たなか", hasMarkedText: false)
                == .rejected(disallowedScripts: [LanguageTag.Script("Hani")!, LanguageTag.Script("Hira")!]))
        #expect(
            validator.validate("a\u{0378}", hasMarkedText: false)
                == .rejected(disallowedScripts: [LanguageTag.Script("Zzzz")!]))  // unassigned
    }
}
