import LanguageTags
import Testing

@testable import PlatformModels

/// The first stage beyond the CTS vectors: English assumed supported, Java's language codes,
/// pseudo-locales, and what `ResourcesImpl` hands the native code.
@Suite("Android: the device locale resources are resolved with")
struct AndroidLocaleListTests {
    private func tags(_ texts: [String]) throws -> [LanguageTag] { try texts.map { try LanguageTag(parsing: $0) } }

    @Test func englishCountsAsSupported() throws {
        let matcher = AndroidLocaleListMatcher(supportedLocales: try tags(["fr"]))
        let choice = try #require(matcher.firstMatch(in: try tags(["ja-JP", "en-GB", "fr-FR"])))
        #expect(choice.index == 1)
        #expect(choice.reason == .englishAssumedSupported)
        let withoutEnglish = AndroidLocaleListMatcher(
            supportedLocales: try tags(["fr"]), assumingEnglishSupported: false)
        #expect(withoutEnglish.firstMatch(in: try tags(["ja-JP", "en-GB", "fr-FR"]))?.index == 2)
    }

    @Test func englishInAnotherScriptIsNotAssumed() throws {
        let matcher = AndroidLocaleListMatcher(supportedLocales: try tags(["fr"]))
        #expect(matcher.firstMatch(in: try tags(["en-Dsrt", "en-XA", "fr-CA"]))?.index == 2)
    }

    @Test func regionDoesNotMatterButScriptDoes() throws {
        let matcher = AndroidLocaleListMatcher(supportedLocales: try tags(["pt-BR", "zh-TW"]))
        #expect(matcher.firstMatch(in: try tags(["zh-CN", "pt-PT"]))?.locale.description == "pt-PT")
        #expect(matcher.firstMatch(in: try tags(["zh-HK", "pt-PT"]))?.locale.description == "zh-HK")
    }

    @Test func javaLanguageCodesMakeHebrewOneLanguage() throws {
        let matcher = AndroidLocaleListMatcher(supportedLocales: try tags(["iw", "in"]))
        #expect(matcher.firstMatch(in: try tags(["ko", "he-IL"]))?.index == 1)
        #expect(matcher.firstMatch(in: try tags(["ko", "id"]))?.index == 1)
        let tagalog = AndroidLocaleListMatcher(supportedLocales: try tags(["tl"]), assumingEnglishSupported: false)
        #expect(tagalog.firstMatch(in: try tags(["ko", "fil"]))?.index == 0, "Java keeps tl and fil apart")
    }

    @Test func oneDeviceLocaleIsNotMatched() throws {
        let matcher = AndroidLocaleListMatcher(supportedLocales: try tags(["fr"]))
        #expect(matcher.firstMatch(in: try tags(["ko-KR"]))?.reason == .onlyDeviceLocale)
        #expect(matcher.firstMatch(in: []) == nil)
    }

    @Test func appReportsTagalogAsFilipino() throws {
        let matcher = try AndroidResourceMatcher(folderNames: [
            "values", "values-tl", "values-b+sr+Latn", "values-zh-rTW",
        ])
        #expect(matcher.supportedLocales.map(\.description) == ["fil", "sr-Latn", "zh-TW"])
        #expect(matcher.resolve(deviceLocales: try tags(["ko", "fil-PH"])).deviceLocale?.index == 1)
    }

    @Test func deviceLocaleAsResourcesImplHandsIt() throws {
        let locale = AndroidLocale(deviceLocale: try LanguageTag(parsing: "yi-u-nu-hebr-ca-hebrew"))
        #expect(locale.language == "ji")
        #expect(locale.numberingSystem == "hebr")
        let civil = AndroidLocale(deviceLocale: try LanguageTag(parsing: "ar-SA-u-nu-arab-ca-islamic-civil"))
        #expect(civil.numberingSystem == nil, "Java writes ca-islamic-civil before nu; Android stops at civil")
        #expect(AndroidLocale(deviceLocale: try LanguageTag(parsing: "ar-EG-u-nu-latn")).numberingSystem == "latn")
        #expect(AndroidLocale(deviceLocale: try LanguageTag(parsing: "de-DE-1901")).variant == "1901")
        #expect(AndroidLocale(deviceLocale: try LanguageTag(parsing: "sr-Latn-ME")).scriptIsExplicit)
        #expect(AndroidLocale(deviceLocale: try LanguageTag(parsing: "qaa-CA")).script == nil)
    }
}
