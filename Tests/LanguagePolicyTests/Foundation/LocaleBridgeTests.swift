import Foundation
import LanguagePolicy
import LanguageTags
import Testing

@Suite struct LocaleBridgeTests {
    @Test(arguments: ["zh-Hant-TW", "en-US", "sr-Latn", "pt-BR", "ja", "en-US-u-ca-buddhist"])
    func roundTripsThroughLocale(_ text: String) throws {
        let tag = try LanguageTag(parsing: text)
        #expect(try LanguageTag(tag.locale) == tag)
    }

    @Test func readsLocaleIdentifiersWithKeywords() throws {
        let tag = try LanguageTag(Locale(identifier: "en_US@calendar=japanese"))
        #expect(tag.description == "en-US-u-ca-japanese")
    }

    @Test func convertsLocaleLanguage() throws {
        let tag = try LanguageTag(parsing: "zh-Hant-HK")
        #expect(tag.localeLanguage.script?.identifier == "Hant")
        #expect(try LanguageTag(tag.localeLanguage) == tag)
        #expect(try LanguageTag(Locale.Language(identifier: "sr-Latn-RS")).description == "sr-Latn-RS")
    }

    @Test func namesLanguagesInThemselvesAndInEnglish() throws {
        let english = try LanguageTag(parsing: "en")
        let japanese = try LanguageTag(parsing: "ja")
        #expect(japanese.endonym == "日本語")
        #expect(japanese.displayName(in: english) == "Japanese")

        let traditional = try LanguageTag(parsing: "zh-Hant")
        let endonym = try #require(traditional.endonym)
        #expect(endonym.contains("中文") && endonym.contains("繁體"))
        let name = try #require(traditional.displayName(in: english))
        #expect(name.contains("Chinese") && name.contains("Traditional"))

        #expect(try LanguageTag(parsing: "pt-BR").endonym == "português (Brasil)")
    }

    @Test func hasNoNameForPrivateUseLanguages() throws {
        #expect(try LanguageTag(parsing: "qaa").displayName(in: LanguageTag(parsing: "en")) == nil)
    }
}

@Suite struct FoundationLanguageNamesTests {
    @Test func namesAndSortsThroughFoundation() throws {
        let names = FoundationLanguageNames()
        let french = try LanguageTag(parsing: "fr")
        #expect(names.name(of: french, in: french) == "français")
        #expect(names.name(of: french, in: try LanguageTag(parsing: "en")) == "French")
        let sorted = ["français", "English", "español", "Deutsch"].sorted(by: names.displayOrder)
        #expect(sorted == ["Deutsch", "English", "español", "français"])
    }
}
