import LanguageTags
import Testing

@testable import PlatformModels

/// The examples of the Android model's documentation comments say what the code does.
@Suite("Android: documented examples")
struct AndroidDocumentationTests {
    private func tag(_ text: String) throws -> LanguageTag { try LanguageTag(parsing: text) }

    @Test func localeExamples() throws {
        let device = AndroidLocale(deviceLocale: try tag("zh-HK"))
        #expect(device.script == "Hant" && !device.scriptIsExplicit)
        #expect(AndroidLocale(deviceLocale: try tag("he-IL")).description == "iw-IL")
        #expect(try AndroidResourceFolder(parsing: "values-zh-rTW").locale?.qualifier == "zh-rTW")
        #expect(try AndroidResourceFolder(parsing: "values-in").locale?.language == "in")
        #expect(AndroidLocale(deviceLocale: try tag("en-XA")).script == "~~~A")
        #expect(try AndroidResourceFolder(parsing: "values-b+sr+Latn").locale?.description == "sr-Latn")
        #expect(try AndroidResourceFolder(parsing: "values-b+es+419").locale?.qualifier == "es-r419")
        let numbered = AndroidLocale(deviceLocale: try tag("ar-EG-u-nu-latn"))
        #expect(numbered.numberingSystem == "latn" && numbered.script == "Arab")
        #expect(AndroidLocale(bcp47: "de-DE-1901").variant == "1901")
        #expect(AndroidLocale(bcp47: "eng-419").language == "eng")
        #expect(AndroidLocale.unspecified.isUnspecified)
    }

    @Test func dataExamples() {
        let data = AndroidLocaleData.cldr46
        #expect(data.computedScript(language: "zh", region: "HK") == "Hant")
        #expect(data.computedScript(language: "en", region: "US") == "Latn")
        #expect(data.computedScript(language: "sr", region: "ME") == "Latn")
        #expect(data.computedScript(language: "qaa") == nil)
        #expect(data.parent(of: "en-AU", script: "Latn") == "en-001")
        #expect(data.parent(of: "zh-MO", script: "Hant") == "zh-HK")
        #expect(data.parent(of: "zh-MO", script: "Hans") == "zh")
        #expect(data.isRepresentative("en-Latn-US") && data.isRepresentative("es-Latn-MX"))
        #expect(data.settingLikelyScript(nil, language: "yue").computedScript(language: "yue") == nil)
        #expect(data.settingParent(nil, of: "en-ID", script: "Latn").parent(of: "en-ID", script: "Latn") == "en")
        #expect(!data.settingRepresentative(false, "es-Latn-US").isRepresentative("es-Latn-US"))
    }

    @Test func matchingExamples() throws {
        let data = AndroidLocaleData.cldr46
        let zh = try #require(try AndroidResourceFolder(parsing: "values-zh").locale)
        #expect(data.mismatch(of: zh, for: AndroidLocale(deviceLocale: try tag("zh-HK"))) == .otherScript)
        let sr = try #require(try AndroidResourceFolder(parsing: "values-sr").locale)
        #expect(data.mismatch(of: sr, for: AndroidLocale(deviceLocale: try tag("sr-ME"))) == .otherScript)
        let en = try #require(try AndroidResourceFolder(parsing: "values-en").locale)
        let gb = try #require(try AndroidResourceFolder(parsing: "values-en-rGB").locale)
        let australia = AndroidLocale(deviceLocale: try tag("en-AU"))
        #expect(data.preference(for: en, over: gb, device: australia) == .region(.ancestor, spanishStandIn: false))
        let spanish = try AndroidFolderMatcher(folderNames: ["values", "values-es", "values-es-rMX"])
        #expect(
            spanish.folderChoice(for: AndroidLocale(deviceLocale: try tag("es-AR"))).folder?.name == "values-es-rMX")
        let folder = try AndroidResourceFolder(parsing: "values-fr-night-v21")
        #expect(folder.otherQualifiers.map(\.kind) == [.nightMode, .platformVersion])
        #expect(try AndroidResourceFolder(parsing: "values-NIGHT").otherQualifiers[0].description == "night")
        #expect(AndroidQualifier.Kind.nightMode < .platformVersion)
    }

    @Test func stageOneExamples() throws {
        let chinese = AndroidLocaleListMatcher(supportedLocales: [try tag("zh-CN")])
        #expect(chinese.firstMatch(in: try ["ko-KR", "zh-TW"].map(tag))?.locale.description == "ko-KR")
        let dutch = AndroidLocaleListMatcher(supportedLocales: [try tag("nl")])
        #expect(dutch.firstMatch(in: try ["fr-BE", "nl-BE"].map(tag))?.index == 1)
        #expect(!AndroidLocaleListMatcher.matchesLanguageAndScript(supported: try tag("zh-TW"), desired: try tag("zh")))
        let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-en", "values-en-rGB", "values-fr"])
        let resolution = matcher.resolve(deviceLocales: try ["en-AU", "fr-FR"].map(tag))
        #expect(resolution.folder?.name == "values-en")
        #expect(resolution.description.hasSuffix("values-en, which is an ancestor of en-AU and beats values-en-rGB"))
    }
}
