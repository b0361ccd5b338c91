import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// A policy's locales named as Xcode and Android Studio name them, and read back by each
/// platform's model as the same locale.
@Suite("Platform names of a locale")
struct PlatformNameTests {
    @Test(arguments: [
        ("en", "en", "en"),
        ("pt-BR", "pt-BR", "pt-rBR"),
        ("zh-Hant", "zh-Hant", "b+zh+Hant"),
        ("zh-Hant-HK", "zh-Hant-HK", "b+zh+Hant+HK"),
        ("es-419", "es-419", "b+es+419"),
        ("sr-Latn", "sr-Latn", "b+sr+Latn"),
        ("fil", "fil", "fil"),
        ("de-CH-1996", "de-CH-1996", "b+de+CH+1996"),
        ("he", "he", "he"),
    ])
    func namesLocale(tag: String, xcode: String, android: String) throws {
        let tag = try LanguageTag(parsing: tag)
        #expect(tag.xcodeLocalizationName == xcode)
        #expect(tag.androidQualifier == android)
    }

    @Test(arguments: ["und", "en-u-nu-latn", "x-private", "i-klingon"])
    func namesNoFolderForWhatIsNotALocale(tag: String) throws {
        #expect(try LanguageTag(parsing: tag).androidQualifier == nil)
    }

    /// Every locale CLDR gives likely subtags for, in its short and its maximal form: the
    /// folder Android's parser reads from the qualifier stands for the same locale, and Apple's
    /// matcher picks the localization named after a locale for that locale.
    @Test(.requires(PinnedData.has("cldr/likelySubtags.txt"), PinnedData.missing("cldr/likelySubtags.txt")))
    func namesReadBackAsTheSameLocale() throws {
        var checked = 0
        for (_, line) in try PinnedData.dataLines("cldr/likelySubtags.txt") {
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            for text in fields.prefix(2) where !text.isEmpty {
                guard let tag = try? LanguageTag(parsing: text).canonicalized(), tag.language.description != "und",
                    let qualifier = tag.androidQualifier
                else { continue }
                let folder = try AndroidResourceFolder(qualifiers: qualifier)
                #expect(folder.locale?.languageTag == tag, "\(tag): values-\(qualifier)")
                let name = tag.xcodeLocalizationName
                let match = AppleLocalizationMatcher(available: ["fr", name]).localizationsToUse(for: [name])
                #expect(match.localizations.first == name, "\(tag): \(name).lproj")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}
