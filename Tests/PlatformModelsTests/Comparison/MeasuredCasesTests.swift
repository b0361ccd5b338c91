import AppLanguage
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// The cases measured with the platforms' own code (Apple ICU 76.1's `ualoc_localizationsToUse`,
/// Android 10's `libandroidfw`) that show each platform loading something the app did not
/// decide: the comparison reports what each platform loads, and, where the oracles run here,
/// the platforms' own code agrees with the model on exactly the inputs the comparison gave it.
@Suite("Platforms: the measured cases")
struct MeasuredCasesTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let device: [String]
        let ships: [LanguageTag]
        let localizations: [String]
        let folders: [String]
        /// What Apple ICU's matcher returns (empty: nothing) and the localization shown.
        let appleMatch: [String]
        let appleShown: String
        let androidFolder: String
        var testDescription: String { device.joined(separator: ",") }
    }

    static let rows = [
        Row(
            device: ["en-AU"], ships: ["en", "en-GB"], localizations: ["en", "en-GB"], folders: ["", "en", "en-rGB"],
            appleMatch: ["en-GB", "en"], appleShown: "en-GB", androidFolder: "en"),
        Row(
            device: ["pt-PT", "en"], ships: ["pt-BR", "en"], localizations: ["pt-BR", "en"],
            folders: ["", "pt-rBR", "en"], appleMatch: ["en"], appleShown: "en", androidFolder: "pt-rBR"),
        Row(
            device: ["sr-ME"], ships: ["sr", "sr-Latn"], localizations: ["sr", "sr-Latn"],
            folders: ["", "sr", "b+sr+Latn"], appleMatch: ["sr"], appleShown: "sr", androidFolder: "b+sr+Latn"),
        Row(
            device: ["fr-CH", "fr-CA"], ships: ["fr-FR", "fr-CA"], localizations: ["fr-FR", "fr-CA"],
            folders: ["", "fr-rFR", "fr-rCA"], appleMatch: ["fr-CA"], appleShown: "fr-CA", androidFolder: "fr-rFR"),
        Row(
            device: ["zh-HK"], ships: ["en", "zh"], localizations: ["zh"], folders: ["", "zh"], appleMatch: [],
            appleShown: "zh", androidFolder: ""),
        Row(
            device: ["es-AR"], ships: ["es", "es-MX"], localizations: ["es", "es-MX"], folders: ["", "es", "es-rMX"],
            appleMatch: ["es"], appleShown: "es", androidFolder: "es-rMX"),
    ]

    static func check(_ row: Row) throws -> PlatformCheck {
        let policy = try AppLanguagePolicy(supportedLocales: row.ships, productDefault: row.ships[0], policyVersion: 1)
        return PlatformCheck(
            policy: policy,
            setup: try PlatformSetup(
                policy: policy, appleLocalizations: row.localizations, appleDevelopmentRegion: row.localizations[0],
                androidFolders: row.folders, androidDefaultLanguage: "en"))
    }

    @Test(arguments: rows)
    func reportsWhatEachPlatformLoads(_ row: Row) throws {
        let comparison = try Self.check(row).compare(ResolutionContext(deviceLanguages: row.device))
        #expect(comparison.apple.localizations == row.appleMatch)
        #expect(comparison.apple.shown == row.appleShown)
        #expect(comparison.android.folder == row.androidFolder)
    }

    @Test(.requires(PlatformOracles.apple.isAvailable, PlatformOracles.apple.unavailable), arguments: rows)
    func appleOwnCodeOrdersTheSame(_ row: Row) throws {
        let input = "\(row.device.joined(separator: ","))\t\(row.localizations.joined(separator: ","))"
        let output = try PlatformOracles.apple.run([input])
        #expect(output == ["\(input)\t\(row.appleMatch.joined(separator: ","))"])
    }

    @Test(.requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable), arguments: rows)
    func androidOwnCodeLoadsTheSameFolder(_ row: Row) throws {
        let comparison = try Self.check(row).compare(ResolutionContext(deviceLanguages: row.device))
        let device = try #require(comparison.android.deviceLocale)
        let input = "\(device)\t\(row.folders.joined(separator: ","))"
        #expect(try PlatformOracles.android.run([input], arguments: ["folders"]) == ["\(input)\t\(row.androidFolder)"])
    }

    @Test func sayWhichPlatformRuleDecided() throws {
        let english = try Self.check(Self.rows[0]).compare(ResolutionContext(deviceLanguages: ["en-AU"]))
        #expect(english.apple.resolution.reason.description == "Apple's parent map sends en-AU to en-GB")
        let chinese = try Self.check(Self.rows[4]).compare(ResolutionContext(deviceLanguages: ["zh-HK"]))
        #expect(
            chinese.android.resolution.description.hasSuffix(
                "Android compares likely scripts: zh-HK is Hant, values-zh is Hans"))
    }
}
