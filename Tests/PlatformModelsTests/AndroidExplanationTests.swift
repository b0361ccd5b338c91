import LanguageTags
import Testing

@testable import PlatformModels

/// Every answer says why, in a release engineer's words.
@Suite("Android: explanations")
struct AndroidExplanationTests {
    private func resolve(_ devices: [String], _ folders: [String]) throws -> AndroidResolution {
        let matcher = try AndroidResourceMatcher(folderNames: folders)
        return matcher.resolve(deviceLocales: try devices.map { try LanguageTag(parsing: $0) })
    }

    @Test(arguments: [
        (
            ["zh-HK"], ["values", "values-zh"], "values",
            "Android compares likely scripts: zh-HK is Hant, values-zh is Hans"
        ),
        (
            ["en-AU"], ["values", "values-en", "values-en-rGB"], "values-en",
            "is an ancestor of en-AU and beats values-en-rGB"
        ),
        (["es-AR"], ["values", "values-es", "values-es-rMX"], "values-es-rMX", "es-MX stands in for es-419"),
        (
            ["ko-KR", "zh-TW"], ["values", "values-zh-rCN"], "values",
            "the first device locale, ko-KR, is used, and resources come from values/"
        ),
        (
            ["sr-ME"], ["values", "values-sr", "values-b+sr+Latn"], "values-b+sr+Latn",
            "sr-ME is Latn, values-sr is Cyrl"
        ),
        (["sr-ME"], ["values-sr", "values-b+sr+Latn"], "values-b+sr+Latn", "the only folder that matches sr-ME"),
        (["en-US"], ["values", "values-en-rGB"], "values", "which Android takes for en-US"),
        (["en-IN"], ["values", "values-en-rAU", "values-en-rGB"], "values-en-rGB", "representative"),
        (["de-DE"], ["values", "values-de-rCH", "values-de-rAT"], "values-de-rAT", "AT before CH"),
        (["fr-CA"], ["values", "values-fr"], "values-fr", "has fr-CA's language where values/ has none"),
        (["pt-MZ"], ["values", "values-pt-rBR", "values-pt-rPT"], "values-pt-rPT", "is an ancestor of pt-MZ"),
        (["he-IL", "en-US"], ["values", "values-iw"], "values-iw", "as iw-IL"),
        (["he-IL", "en-US"], ["values", "values-he"], "values", "values-he never matches"),
        (["ja-JP", "en-GB"], ["values", "values-fr"], "values", "Android counts English as supported"),
        (["fil-PH"], ["values", "values-tl-rPH", "values-fil-rPH"], "values-fil-rPH", "own language code"),
    ])
    func explains(devices: [String], folders: [String], folder: String, phrase: String) throws {
        let resolution = try resolve(devices, folders)
        #expect(resolution.folder?.name == folder, "\(resolution)")
        #expect(resolution.description.contains(phrase), "\(resolution)")
    }

    @Test func noFolderAtAllIsSaid() throws {
        let resolution = try resolve(["fr-FR"], ["values-de"])
        #expect(resolution.folder == nil)
        #expect(resolution.folderChoice.reason == .noMatch)
        #expect(resolution.description.contains("no folder, as none matches fr-FR and there is no values/"))
    }

    @Test func appWithoutLocalesIsSaid() throws {
        let resolution = try resolve(["fr-FR", "de-DE"], ["values", "values-night"])
        #expect(resolution.deviceLocale?.reason == .systemLocales)
        #expect(resolution.folder?.name == "values")
    }
}
