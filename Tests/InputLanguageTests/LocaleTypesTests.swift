import Foundation
import InputLanguage
import LanguageTags
import Testing

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

    @Test func declaredEncodesAsTheDeclaredString() throws {
        let values: [Declared<InterfaceLocale>] = ["fr-CA", .init(parsing: "not a tag")]
        let json = try JSONEncoder().encode(values)
        #expect(String(decoding: json, as: UTF8.self) == #"["fr-CA","not a tag"]"#)
        #expect(try JSONDecoder().decode([Declared<InterfaceLocale>].self, from: json) == values)
    }

    @Test func contentAndInterfaceLocalesAreSeparateTypesWithTheSameJSON() throws {
        let content = try ContentLocale(parsing: "en-GB")
        let interface = try InterfaceLocale(parsing: "en-GB")
        #expect(content.tag == interface.tag)
        #expect(String(decoding: try JSONEncoder().encode(content), as: UTF8.self) == #""en-GB""#)
        #expect(try JSONDecoder().decode(InterfaceLocale.self, from: Data(#""en-GB""#.utf8)) == interface)
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

@Suite("JSON forms of hints and input modes")
struct HintAndModeJSONTests {
    @Test func hintsRoundTripAndInconsistentHintsAreRejected() throws {
        let hint = try #require(InputLanguageHint(tags: [try LanguageTag(parsing: "zh-Hant")], source: .record))
        let json = try JSONEncoderForTests.string(hint)
        #expect(json == #"{"source":"record","tags":["zh-Hant"]}"#)
        #expect(try JSONDecoder().decode(InputLanguageHint.self, from: Data(json.utf8)) == hint)
        for bad in [#"{"tags": [], "source": "record"}"#, #"{"tags": ["ja"], "source": "none"}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(InputLanguageHint.self, from: Data(bad.utf8))
            }
        }
    }

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

    @Test func inputModesDecodeWithDefaults() throws {
        let decoded = try JSONDecoder().decode(InputMode.self, from: Data(#"{"primaryLanguage": "ja-JP"}"#.utf8))
        #expect(decoded == InputMode(primaryLanguage: "ja-JP"))
        let empty = try JSONDecoder().decode(InputMode.self, from: Data("{}".utf8))
        #expect(empty == InputMode(primaryLanguage: nil))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(InputMode.self, from: Data(#"{"language": "ja"}"#.utf8))
        }
    }
}
