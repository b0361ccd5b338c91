import AppLanguage
import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The four real apps of the pinned data (`fixtures/apps`, other projects' work: read where
/// they lie, never copied). The project files those fixtures did not copy stand in their
/// extracts (`knownRegions.txt`, `developmentRegion.txt`, `gradle-locale-lines.txt`, the
/// notes of `SOURCE.txt`): the tests write them back as a minimal project file into a
/// temporary folder scanned with the app, as the app's own project file would be; an Android
/// module's build file goes beside a link to the fixture's `src` (or `res`), so that the
/// build and its resources are one module, as in the app's repository.
@Suite("The fixture apps")
struct FixtureAppTests {
    static let kiwix = "fixtures/apps/kiwix-kiwix-apple"
    static let iceCubes = "fixtures/apps/Dimillian-IceCubesApp"
    static let newPipe = "fixtures/apps/TeamNewPipe-NewPipe"
    static let tusky = "fixtures/apps/tuskyapp-Tusky"

    /// The report, kept as a sample of the scan report schema.
    static func report(_ directories: [String], policy: AppLanguagePolicy = .example) throws -> ScanReport {
        let report = try ResourceInventory(scanning: directories, assumingDevelopmentLanguage: policy.productDefault)
            .check(against: policy)
        SchemaSamples.record(report.json, as: "scan-report")
        return report
    }

    static func count(_ report: ScanReport, _ code: ScanFinding.Code) -> Int {
        report.findings.count { $0.code == code }
    }

    @Test(.requires(PinnedData.has(kiwix), PinnedData.missing(kiwix)))
    func kiwixApple() throws {
        let report = try Self.report([try PinnedData.url(Self.kiwix).path])
        let apple = try #require(report.inventory.apple)
        #expect(report.inventory.android == nil)
        #expect(apple.locales.count == 40)
        #expect(apple.developmentLanguage.source == .assumed)
        let byFolder = Dictionary(uniqueKeysWithValues: apple.locales.map { ($0.resource.folder, $0) })
        #expect(byFolder["en.lproj"]?.counts == KeyCounts(keys: 336, reference: 336, missing: 0))
        #expect(byFolder["pt-br.lproj"]?.resource.locale == "pt-BR")
        #expect(byFolder["pt-br.lproj"]?.counts.missing == 202)
        #expect(byFolder["zh-hant.lproj"]?.resource.locale == "zh-Hant")
        #expect(byFolder["skr-arab.lproj"]?.resource.locale == "skr-Arab")
        #expect(byFolder["qqq.lproj"]?.resource.kind == .privateUse)
        #expect(apple.locales.filter { $0.resource.kind == .locale }.count == 39)
        #expect(
            report.appleFindings.prefix(2).map { String($0.message.prefix(9)) } == ["en-GB: no", "sr-Latn: "])
        #expect(Self.count(report, .unsupportedLocale) == 33)
    }

    @Test(.requires(PinnedData.has(iceCubes), PinnedData.missing(iceCubes)))
    func iceCubesApp() throws {
        let regions = try PinnedData.text(Self.iceCubes + "/knownRegions.txt").split(separator: "\n")
        let development = try PinnedData.text(Self.iceCubes + "/developmentRegion.txt").split(separator: "\n")[0]
        let project = try TemporaryTree([
            "IceCubesApp.xcodeproj/project.pbxproj":
                "{ objects = { 1 = { isa = PBXProject; developmentRegion = \(development); knownRegions = ("
                + regions.map { "\"\($0)\", " }.joined() + "); }; }; }"
        ])
        let report = try Self.report([try PinnedData.url(Self.iceCubes).path, project.path])
        let apple = try #require(report.inventory.apple)
        #expect(apple.developmentLanguage.source == .developmentRegion)
        #expect(apple.knownRegions?.count == 20)
        #expect(apple.locales.count == 19)
        let byFolder = Dictionary(uniqueKeysWithValues: apple.locales.map { ($0.resource.folder, $0) })
        #expect(byFolder["en"]?.counts == KeyCounts(keys: 733, reference: 733, missing: 0))
        // Seven German values are the English ones as written (six) or read as English: a
        // name (`%@© 2024 Thomas Ricouard`) and a link among them, which the scan cannot tell
        // from text left untranslated (notes, not warnings).
        #expect(
            byFolder["de"]?.counts
                == KeyCounts(keys: 710, reference: 733, missing: 23, untranslated: 7, needsReview: 4))
        #expect(byFolder["be"]?.counts.needsReview == 51)
        // The project's knownRegions and the catalog's languages agree: no list finding beyond the policy's.
        #expect(Self.count(report, .entryWithoutResources) == 0)
        #expect(Self.count(report, .unlistedResources) == 0)
        #expect(report.findings.filter { $0.severity == .error }.map(\.code) == [.missingLocale, .missingEntry])
    }

    /// NewPipe's module: its build file's locale lines (`path:line:text`, at the path of the
    /// build file they come from) beside a link to the fixture's `app/src`.
    static func newPipeModule() throws -> TemporaryTree {
        let build = try TemporaryTree([:])
        for line in try PinnedData.dataLines(Self.newPipe + "/gradle-locale-lines.txt") {
            let parts = line.text.split(separator: ":", maxSplits: 2)
            try build.write(String(parts[2]), to: String(parts[0]))
        }
        try build.link("app/src", to: try PinnedData.url(Self.newPipe + "/app/src").path)
        return build
    }

    /// Tusky's module: what SOURCE.txt records of its build file (`bundle { language {
    /// enableSplit = false } }`) and manifest (`android:localeConfig="@xml/locales_config"`),
    /// beside a link to the fixture's `res`.
    static func tuskyModule() throws -> TemporaryTree {
        let build = try TemporaryTree([
            "app/build.gradle":
                "android {\n    bundle {\n        language {\n            enableSplit = false\n        }\n    }\n}\n",
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application "#
                + #"android:localeConfig="@xml/locales_config"/></manifest>"#,
        ])
        try build.link("app/src/main/res", to: try PinnedData.url(Self.tusky + "/app/src/main/res").path)
        return build
    }

    @Test(.requires(PinnedData.has(newPipe), PinnedData.missing(newPipe)))
    func newPipeAndroid() throws {
        let build = try Self.newPipeModule()
        let report = try Self.report([build.path])
        let android = try #require(report.inventory.android)
        #expect(report.inventory.apple == nil)
        #expect(android.generatesLocaleConfig)
        #expect(android.defaultLanguage.tag == "en-US")
        #expect(android.locales.count == 126)  // values/ and 125 values-* folders
        let byFolder = Dictionary(uniqueKeysWithValues: android.locales.map { ($0.resource.folder, $0) })
        #expect(byFolder["values"]?.counts.keys == 766)
        #expect(byFolder["values-und"]?.resource.kind == .undetermined)
        #expect(byFolder["values-b+uz+Latn"]?.resource.locale == "uz-Latn")
        #expect(byFolder["values-ji"]?.counts.keys == 0)
        #expect(android.generatedLocaleConfig.first == "en-US")
        #expect(android.generatedLocaleConfig.contains("und"))
        let warnings = report.androidFindings.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("values-he is never loaded for he: a device set to it gets values/") })
        #expect(warnings.contains { $0.hasPrefix("values-tl and values-fil are one locale, fil") })
        #expect(warnings.contains("the generated locale config lists und, which the policy does not support"))
        // The one module builds an App Bundle with language splits (no enableSplit = false): a
        // device of French and English has no Spanish or Chinese installed.
        #expect(
            report.findings.filter { $0.severity == .error && $0.userGets == nil }.map { String($0.message.prefix(70)) }
                == [
                    "sr-Latn: Android compares likely scripts: a sr-Latn device (Latn) neve",
                    "app: with language splits on (the default), an App Bundle installs the",
                    "the generated locale config lacks sr-Latn, which the policy supports: ",
                ])
        // The one text that crashes, as the JVM confirms: Kurmanji's `dîtina % s` (`% s`: the
        // space is a flag %s refuses).
        #expect(
            report.findings.filter { $0.userGets == .crash }.map {
                "\($0.code) \($0.key ?? "") \($0.locale ?? "") \($0.line ?? 0)"
            }
                == ["formatCrash views values-kmr 41"])
        #expect(android.locales.allSatisfy { $0.ships })
    }

    @Test(.requires(PinnedData.has(tusky), PinnedData.missing(tusky)))
    func tuskyAndroid() throws {
        #expect(try PinnedData.dataLines(Self.tusky + "/gradle-locale-lines.txt").isEmpty)
        let build = try Self.tuskyModule()
        let report = try Self.report([build.path])
        let android = try #require(report.inventory.android)
        #expect(android.defaultLanguage.source == .assumed)
        #expect(android.localeConfigPath == build.path + "/app/src/main/res/xml/locales_config.xml")
        #expect(android.localeConfig?.locales.count == 59)
        // enableSplit = false: no language split to miss.
        #expect(!android.splitsLanguages)
        #expect(!report.findings.contains { $0.code == .languageSplit })
        #expect(android.locales.count == 63)
        #expect(
            report.androidFindings.filter { $0.code == .duplicateEntry || $0.code == .legacyEntry }.map(\.message) == [
                "locales_config.xml lists en twice", "locales_config.xml lists in, a legacy name: write id",
            ])
        #expect(
            report.androidFindings.contains {
                $0.code == .emptyLocale && $0.message.hasPrefix("values-iw has no strings")
            })
        // The folders the config omits are the empty ones: what the Gradle plugin would list.
        #expect(!report.androidFindings.contains { $0.code == .unlistedResources })
        #expect(
            report.androidFindings.first { $0.code == .generatedLocaleConfig }?.message
                == "the Android Gradle plugin would generate another locale config from the folders and "
                + "unqualifiedResLocale: it would list en-AU, fr-BE, iw, pa, te and leave out en (and it needs "
                + "unqualifiedResLocale in resources.properties)")
    }
}
