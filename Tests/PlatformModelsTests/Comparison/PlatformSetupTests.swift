import AppLanguage
import LanguageTags
import Testing

@testable import PlatformModels

/// What an app ships, named after its policy or given, and the folders Android would not read.
@Suite("Platforms: the app's localizations and folders")
struct PlatformSetupTests {
    @Test func namesThePolicysLocalesAsXcodeAndAndroidStudioDo() throws {
        let setup = try PlatformSetup(policy: .example)
        #expect(setup.appleLocalizations == ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"])
        #expect(setup.appleDevelopmentRegion == "en")
        #expect(setup.androidFolders == ["", "en-rGB", "fr", "es", "b+zh+Hans", "b+zh+Hant", "pt-rBR", "b+sr+Latn"])
        #expect(setup.androidDefaultLanguage == "en")
    }

    @Test func givenNamesStandForTheLocalesApplesMatcherReads() throws {
        let setup = try PlatformSetup(
            policy: .example, appleLocalizations: ["English", "zh_TW", "pt-br", "Base"], androidDefaultLanguage: "fr")
        #expect(setup.appleLocales["English"] == .some("en"))
        #expect(setup.appleLocales["zh_TW"] == .some("zh-Hant-TW"))
        #expect(setup.appleLocales["pt-br"] == .some("pt-BR"))
        #expect(setup.androidFolders.first == "")
        #expect(!setup.androidFolders.contains("fr"), "values/ is French: no folder of its own")
    }

    @Test(arguments: [
        ("es-r419", "values-es-r419 is not a folder Android reads"),
        ("night", "values-night has qualifiers other than a locale"),
        ("fr-night", "values-fr-night has qualifiers other than a locale"),
    ])
    func refusesFoldersItDoesNotModel(qualifier: String, message: String) {
        #expect {
            try PlatformSetup(policy: .example, androidFolders: ["", qualifier])
        } throws: { error in
            String(describing: error).hasPrefix(message)
        }
    }
}
