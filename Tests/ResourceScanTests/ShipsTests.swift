import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import ResourceScan

/// What the build ships, as a scan says it: each folder's `ships` (aapt2's `-c`), the filter
/// entries and files that strip one, the spellings aapt2 refuses, and the strings aapt2
/// removes for want of a default value.
@Suite("What the build ships")
struct ShipsTests {
    static func xml(_ names: [String]) -> String {
        "<resources>" + names.map { "<string name=\"\($0)\">x</string>" }.joined() + "</resources>"
    }

    static func report(_ files: [String: String], policy locales: [LanguageTag]) throws -> ScanReport {
        let tree = try TemporaryTree(files)
        let policy = try AppLanguagePolicy(supportedLocales: locales, productDefault: locales[0], policyVersion: 1)
        let report = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").check(
            against: policy)
        SchemaSamples.record(report.json, as: "scan-report")
        return report
    }

    /// `localeFilters += listOf("en", "nb")` with only `values-nb-rNO`: aapt2 strips every
    /// Norwegian string, and the scan says so.
    @Test func aLanguageFilterKeepsNoRegionalFolder() throws {
        let report = try Self.report(
            [
                "app/build.gradle.kts": "android { androidResources { localeFilters += listOf(\"en\", \"nb\") } }",
                "app/src/main/res/values/strings.xml": Self.xml(["a"]),
                "app/src/main/res/values-nb-rNO/strings.xml": Self.xml(["a"]),
            ], policy: ["en", "nb"])
        let android = try #require(report.inventory.android)
        #expect(android.locales.map(\.ships) == [true, false])
        let filtered = report.androidFindings.filter { $0.code == .filteredLocale }
        #expect(filtered.count == 1)
        #expect(filtered.first?.message.hasPrefix("nb: values-nb-rNO serves nb, but the build leaves it out") == true)
        #expect(filtered.first?.message.hasSuffix("add nb-rNO") == true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let rows = try #require(((json["android"] as? [[String: Any]])?.first?["locales"]) as? [[String: Any]])
        #expect(rows.map { $0["ships"] as? Bool } == [true, false])
        let filteredBy = try #require(rows[1]["filteredBy"] as? [String: Any])
        #expect(filteredBy["entries"] as? [String] == ["en", "nb"])
        #expect((filteredBy["files"] as? [String])?.first?.hasSuffix("app/build.gradle.kts") == true)
        #expect(rows[0]["filteredBy"] is NSNull)
    }

    /// `fr-rCA` keeps `values-fr`, which the old reading called left out.
    @Test func aRegionFilterKeepsTheBareLanguage() throws {
        let report = try Self.report(
            [
                "app/build.gradle.kts":
                    "android { defaultConfig { resourceConfigurations += listOf(\"en\", \"fr-rCA\") } }",
                "app/src/main/res/values/strings.xml": Self.xml(["a"]),
                "app/src/main/res/values-fr/strings.xml": Self.xml(["a"]),
                "app/src/main/res/values-fr-rCA/strings.xml": Self.xml(["a"]),
                "app/src/main/res/values-fr-rBE/strings.xml": Self.xml(["a"]),
            ], policy: ["en", "fr"])
        #expect(report.inventory.android?.locales.map(\.ships) == [true, true, false, true])
        #expect(!report.findings.contains { $0.code == .filteredLocale })
    }

    /// `en-US` and `zh-Hant` are BCP 47, which aapt2 refuses: the build fails, and the scan
    /// says which spelling to write; a density is no filter.
    @Test func spellingsAapt2RefusesAreErrors() throws {
        let report = try Self.report(
            [
                "app/build.gradle":
                    "android {\n  defaultConfig {\n    resConfigs 'en-US', 'zh-Hant', 'xxhdpi', 'fr'\n  }\n}\n",
                "app/src/main/res/values/strings.xml": Self.xml(["a"]),
            ], policy: ["en"])
        let refused = report.androidFindings.filter { $0.code == .unreadableLocaleFilter }
        #expect(refused.map(\.severity) == [.error, .error, .note])
        #expect(refused[0].message.contains("app/build.gradle:3: aapt2 refuses the locale filter en-US"))
        #expect(refused[0].message.hasSuffix("write en-rUS"))
        #expect(refused[1].message.hasSuffix("write b+zh+Hant"))
        #expect(refused[2].message.contains("xxhdpi names a density"))
    }

    @Test func filterSpellingsForTags() {
        #expect(AndroidLocaleFilters.qualifierSpelling(of: "en-US") == "en-rUS")
        #expect(AndroidLocaleFilters.qualifierSpelling(of: "es-419") == "b+es+419")
        #expect(AndroidLocaleFilters.qualifierSpelling(of: "sr-Latn-RS") == "b+sr+Latn+RS")
        #expect(AndroidLocaleFilters.qualifierSpelling(of: "fr") == "fr")
        #expect(AndroidLocaleFilters.qualifierSpelling(of: "en_US!") == nil)
    }

    /// A string only in `values-de-rAT` has no default: aapt2 removes it at link time.
    @Test func stringsWithoutADefaultAreRemoved() throws {
        let report = try Self.report(
            [
                "app/build.gradle.kts": "android { defaultConfig { minSdk = 24 } }",
                "app/src/main/res/values/strings.xml": Self.xml(["a"]),
                "app/src/main/res/values-de-rAT/strings.xml": Self.xml(["a", "only_at"]),
                "app/src/main/res/values-v21/strings.xml": Self.xml(["v21_only"]),
                "app/src/main/res/values-fr/strings.xml": Self.xml(["v21_only", "only_fr"]),
            ], policy: ["en"])
        let android = try #require(report.inventory.android)
        #expect(android.minSdk == 24)
        #expect(android.removedWithoutDefault == ["string/only_at", "string/only_fr"])
        let finding = report.androidFindings.first { $0.code == .removedWithoutDefault }
        #expect(finding?.severity == .warning)
        #expect(finding?.message.hasPrefix("aapt2 removes 2 resources without a value in values/") == true)
    }
}
