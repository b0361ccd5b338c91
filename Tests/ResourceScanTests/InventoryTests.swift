import AppLanguage
import TestSupport
import Testing

@testable import ResourceScan

/// The repository's two fixture apps read whole: every locale's kind and counts, the
/// development language, the project's lists.
@Suite("Reading the fixture apps' resources")
struct InventoryTests {
    static let xcode = PinnedData.repository.appendingPathComponent("Tests/Fixtures/XcodeProject").path
    static let gradle = PinnedData.repository.appendingPathComponent("Tests/Fixtures/GradleProject").path

    static func inventory(_ directories: String...) throws -> ResourceInventory {
        try ResourceInventory(scanning: directories, assumingDevelopmentLanguage: "en")
    }

    /// folder, kind, keys, missing, needs review, stale.
    typealias Row = (String, ResourceLocale.Kind, Int, Int?, Int, Int)

    static func rows(_ locales: [ScannedLocale]) -> [String] {
        locales.map {
            let counts = $0.counts
            return "\($0.resource.folder) \($0.resource.kind) \(counts.keys) \(counts.missing.map(String.init) ?? "-") "
                + "\(counts.needsReview) \(counts.stale)"
        }
    }

    @Test func readsTheXcodeProject() throws {
        let apple = try #require(try Self.inventory(Self.xcode).apple)
        #expect(apple.developmentLanguage == DevelopmentLanguage(tag: "en", source: .developmentRegion))
        #expect(
            apple.knownRegions == ["en", "Base", "English", "fr", "de", "pt-BR", "zh-Hans", "zh_TW", "sr", "ja", "fr"])
        // The reference: 5 keys of Localizable (the plural in the .stringsdict), 2 of InfoPlist,
        // 4 of the catalog ("Debug menu" is not to be translated).
        let expected: [Row] = [
            ("Base.lproj", .base, 0, nil, 0, 0),
            ("de.lproj", .locale, 2, 9, 0, 0),
            ("en.lproj", .locale, 11, 0, 0, 0),
            ("English.lproj", .locale, 1, 10, 0, 0),
            // es is only in the catalog: its plural lacks "one", a value needs review, one is stale.
            ("es", .locale, 1, 10, 1, 1),
            // fr.lproj is UTF-16; its plural lacks "one"; French's "many" (from 1,000,000 only),
            // which the catalog's plural lacks, is not required; the catalog's "Beta features" is new.
            ("fr.lproj", .locale, 9, 2, 0, 0),
            ("pt-BR.lproj", .locale, 5, 6, 0, 0),
            ("qqq.lproj", .privateUse, 2, 9, 0, 0),
            ("sr.lproj", .locale, 3, 8, 0, 0),
            ("zh-hans.lproj", .locale, 4, 7, 0, 0),
            ("zh_TW.lproj", .locale, 3, 8, 0, 0),
        ]
        #expect(
            Self.rows(apple.locales)
                == expected.map { "\($0.0) \($0.1) \($0.2) \($0.3.map(String.init) ?? "-") \($0.4) \($0.5)" })
        #expect(
            apple.locales.map { $0.resource.locale?.description ?? "" } == [
                "", "de", "en", "en", "es", "fr", "pt-BR", "qqq", "sr", "zh-Hans", "zh-TW",
            ])
        let french = try #require(apple.locales.first { $0.resource.folder == "fr.lproj" })
        #expect(french.paths == [Self.xcode + "/App/fr.lproj", Self.xcode + "/App/Resources/Settings.xcstrings"])
        #expect(apple.findings.map(\.code) == [.legacyFolderName, .notAnAppLanguage, .duplicateLocale])
        #expect(try Self.inventory(Self.xcode).android == nil)
    }

    @Test func readsTheGradleProject() throws {
        let android = try #require(try Self.inventory(Self.gradle).android)
        #expect(android.defaultLanguage == DevelopmentLanguage(tag: "en-US", source: .unqualifiedResLocale))
        #expect(
            android.localeConfig?.locales.map(\.name) == [
                "en-US", "fr", "fr", "iw", "zh-Hans", "sr-Latn", "ja", "de", "en-GB",
            ])
        #expect(android.localeFilters.count == 13)
        #expect(!android.generatesLocaleConfig)
        // values/: 7 keys (app_name is not translatable, donottranslate.xml is left out, colors.xml has none).
        let expected: [Row] = [
            ("values", .defaultResources, 7, 0, 0, 0),
            ("values-b+sr+Latn", .locale, 2, 5, 0, 0),
            ("values-de", .locale, 2, 5, 0, 0),
            ("values-en-rGB", .locale, 1, 6, 0, 0),
            ("values-en-rXA", .pseudoLocale, 1, 6, 0, 0),
            ("values-es-r419", .unreadable, 1, 6, 0, 0),
            ("values-fil", .locale, 2, 5, 0, 0),
            ("values-fr", .locale, 7, 0, 0, 0),
            ("values-in", .locale, 1, 6, 0, 0),
            ("values-iw", .locale, 1, 6, 0, 0),
            ("values-ji", .locale, 0, 7, 0, 0),
            ("values-pt-rBR", .locale, 2, 5, 0, 0),
            ("values-qqq", .privateUse, 1, 6, 0, 0),
            ("values-tl", .locale, 1, 6, 0, 0),
            ("values-und", .undetermined, 1, 6, 0, 0),
            // values-zh's plural has only "other", all that Chinese has: it counts.
            ("values-zh", .locale, 3, 4, 0, 0),
        ]
        #expect(
            Self.rows(android.locales)
                == expected.map { "\($0.0) \($0.1) \($0.2) \($0.3.map(String.init) ?? "-") \($0.4) \($0.5)" })
        // values-night and values-v31 are configurations, not locales.
        #expect(
            Self.rows(android.configurations) == [
                "values-night configuration 1 - 0 0", "values-v31 configuration 1 - 0 0",
            ])
        #expect(
            android.module == AndroidModule(name: ":app", path: Self.gradle + "/app", kind: .application, libraries: [])
        )
        #expect(android.localeConfigPath == Self.gradle + "/app/src/main/res/xml/locales_config.xml")
        #expect(
            android.generatedLocaleConfig == [
                "en-US", "sr-Latn", "de", "en-GB", "en-XA", "fil", "fr", "in", "iw", "ji", "pt-BR", "qqq", "tl", "und",
                "zh",
            ])
        #expect(
            Set(android.findings.map(\.code)) == [
                .unreadableFolderName, .configurationFolder, .notAnAppLanguage, .emptyLocale, .duplicateLocale,
                // xxhdpi is a density: the plugin makes it --preferred-density.
                .unreadableLocaleFilter,
            ])
    }

    @Test func aPathThatIsNoDirectoryIsAnError() {
        #expect(throws: ResourceScanError.nothingToScan("/nonexistent")) { try Self.inventory("/nonexistent") }
        #expect(throws: ResourceScanError.self) { try Self.inventory(Self.xcode + "/App.xcodeproj/project.pbxproj") }
        let error: any Error = ResourceScanError.nothingToScan("/nonexistent")
        #expect(error.localizedDescription == String(describing: error))
        let fileError: any Error = #expect(throws: ResourceFileError.self) {
            try StringsFile(bytes: Array("\"a\" = ".utf8))
        }!
        #expect(fileError.localizedDescription == String(describing: fileError))
    }

    @Test func buildOutputAndOtherProjectsCodeAreNotTheApps() throws {
        let directory = try TemporaryTree([
            "App/en.lproj/Localizable.strings": #""a" = "b";"#,
            "Pods/Library/Resources/de.lproj/Localizable.strings": #""a" = "b";"#,
            ".git/fr.lproj/Localizable.strings": #""a" = "b";"#,
            "app/build/intermediates/res/values/strings.xml": "<resources/>",
        ])
        let inventory = try Self.inventory(directory.path)
        #expect(inventory.apple?.locales.map(\.resource.folder) == ["en.lproj"])
        #expect(inventory.android == nil)
    }

    @Test func anUnreadableFileIsAFindingNotAFailure() throws {
        let directory = try TemporaryTree([
            "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"b\"",
        ])
        let apple = try #require(try Self.inventory(directory.path).apple)
        #expect(
            apple.findings.map(\.message).contains {
                $0.hasSuffix("Localizable.strings: line 1: expected ; after the value")
            })
        #expect(apple.findings.filter { $0.severity == .error }.map(\.code) == [.unreadableFile])
        #expect(apple.locales.map(\.counts.keys) == [1, 0])
    }
}
