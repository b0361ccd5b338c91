import InputLanguage
import LanguageTags
import Testing
import WireDocuments

@Suite("Interface locale, content locale and input mode")
struct LocaleTypesTests {
    @Test func declaredKeepsMalformedTextWithItsError() {
        let bad = Declared<ContentLocale>(parsing: "ja--JP")
        #expect(bad.value == nil)
        #expect(bad.text == "ja--JP")
        guard case .malformed(_, let error) = bad else {
            Issue.record("expected a malformed declaration")
            return
        }
        #expect(error == .emptySubtag(offset: 3))
    }

    @Test func declaredParsesWellFormedTextToCanonicalCase() {
        let good: Declared<ContentLocale> = "zh_hant_hk"
        #expect(good.value?.tag.description == "zh-Hant-HK")
        #expect(good.text == "zh-Hant-HK")
    }

    @Test func declaredKeepsTheDeclaredString() {
        let values: [Declared<InterfaceLocale>] = ["fr-CA", .init(parsing: "not a tag")]
        #expect(values.map(\.text) == ["fr-CA", "not a tag"])
        #expect(values.map { Declared<InterfaceLocale>(parsing: $0.text) } == values)
    }

    @Test func contentAndInterfaceLocalesAreSeparateTypesOfTheSameTag() throws {
        let content = try ContentLocale(parsing: "en-GB")
        let interface = try InterfaceLocale(parsing: "en-GB")
        #expect(content.tag == interface.tag)
        #expect(throws: LanguageTagError.self) { try ContentLocale(parsing: "en_") }
    }

    @Test(arguments: [
        ("ja-JP", "ja-JP"), ("zh-Hant", "zh-Hant"), ("en", "en"), ("yue-Hant-HK", "yue-Hant-HK"),
    ])
    func inputModeReportsWellFormedLanguages(primaryLanguage: String, expected: String) {
        #expect(InputMode(primaryLanguage: primaryLanguage).language?.description == expected)
    }

    @Test(arguments: [nil, "emoji", "dictation", "", "und", "und-JP", "mul", "zxx", "en--US", "keyboard"] as [String?])
    func inputModeWithoutALanguageIsUnknown(primaryLanguage: String?) {
        #expect(InputMode(primaryLanguage: primaryLanguage).language == nil)
    }
}

@Suite("Hints")
struct HintTests {
    @Test func theInitializerRefusesInconsistentHintsInsteadOfTrapping() throws {
        let japanese = try LanguageTag(parsing: "ja")
        #expect(InputLanguageHint(tags: [], source: .record) == nil)
        #expect(InputLanguageHint(tags: [japanese], source: .noAdmissibleEvidence) == nil)
        #expect(InputLanguageHint(tags: [], source: .noAdmissibleEvidence) == InputLanguageHint.noHint)
        for source in HintSource.allCases where source != .noAdmissibleEvidence {
            let hint = try #require(InputLanguageHint(tags: [japanese], source: source))
            #expect(hint.tags == [japanese])
            #expect(hint.source == source)
            #expect(InputLanguageHint(tags: [], source: source) == nil)
        }
    }
}
