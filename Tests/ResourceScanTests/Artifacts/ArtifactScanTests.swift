import AppLanguage
import Foundation
import LanguageTags
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// `langpolicy scan` of built artifacts: the rows an APK gives, counted as the sources are and
/// checked by the same code, against the sources aapt2 built it from.
@Suite("Scanning built artifacts")
struct ArtifactScanTests {
    static func scan(_ directories: [String], _ artifacts: [[String]], policy: AppLanguagePolicy = .example) throws
        -> ScanReport
    {
        try ResourceInventory(
            scanning: directories, artifacts: artifacts.map { try ScannedArtifact(reading: $0) },
            assumingDevelopmentLanguage: policy.productDefault
        ).check(against: policy)
    }

    /// The APK of NewPipe's `values*` has one row per locale configuration aapt2 dumps; counted
    /// as the sources count (their untranslatable names left out), each folder both have
    /// counts the same development-language keys, missing keys and plurals (by CLDR category):
    /// only keys the development language lacks differ, which aapt2 removes for want of a
    /// default value.
    @Test(.requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled))
    func apkRowsAreTheSourcesRows() throws {
        let fixture = try AAPT2.newPipeFixture.get()
        let apk = try AAPT2.link(fixture, "app.apk")
        let sources = try PinnedData.url("fixtures/apps/TeamNewPipe-NewPipe").path
        let report = try Self.scan([sources], [[apk.path]])
        let source = try #require(report.inventory.androidApps.first { !$0.origin.isArtifact })
        let built = try #require(report.inventory.androidApps.first { $0.origin.isArtifact })
        #expect(built.origin == .artifact(apk.path))
        #expect(built.defaultLanguage == source.defaultLanguage)
        #expect(built.locales.count == (try AAPT2.configurations(apk)).count)
        #expect(built.configurations.isEmpty)
        var compared = 0
        for row in built.locales {
            let match = try #require(
                source.locales.first { Self.same($0.resource.folder, row.resource.folder) }, "\(row.resource.folder)")
            #expect(row.counts.missing == match.counts.missing, "\(row.resource.folder)")
            #expect(row.counts.keys - row.counts.extra == match.counts.keys - match.counts.extra)
            #expect(row.counts.extra <= match.counts.extra, "\(row.resource.folder)")
            #expect(row.counts.reference == match.counts.reference)
            #expect(row.resource.locale.map(\.description) == match.resource.locale.map(\.description))
            compared += 1
        }
        #expect(compared >= 100, "folders compared: \(compared)")
        // The same checks ran on both: the example policy's errors are the same.
        let errors = report.moduleFindings.map { $0.filter { $0.code == .missingLocale }.map(\.message) }
        #expect(errors.count == 2 && errors[0] == errors[1] && !errors[0].isEmpty)
        // The drift: values-ru (its file refused by aapt2) is missing for no reason the sources show;
        // the folders without strings are empty.
        let drift = report.moduleFindings[1].filter { $0.code.rawValue.hasPrefix("drift-") }
        #expect(drift.filter { $0.code == .driftMissing }.compactMap(\.path).map(Self.last) == ["values-ru"])
        #expect(drift.contains { $0.code == .driftEmpty && $0.path.map(Self.last) == "values-ji" })
        #expect(!drift.contains { $0.code == .driftExtra })
        SchemaSamples.record(report.json, as: "scan-report")
        let alone = try Self.scan([], [[apk.path]])
        #expect(alone.inventory.androidApps.count == 1)
        #expect(alone.inventory.androidApps[0].defaultLanguage.source == .assumed)
        SchemaSamples.record(alone.json, as: "scan-report")
    }

    /// The locale config the manifest names, resolved through the resource table, and the
    /// manifest's `minSdkVersion`, as the source scan reads them from `res/xml` and Gradle. The
    /// Android 10 framework aapt2 links against has no `android:localeConfig` (API 33), so the
    /// app declares an attribute of that name: the manifest holds the same reference.
    @Test(.requires(AAPT2.isInstalled, AAPT2.notInstalled))
    func manifestLocaleConfig() throws {
        let tree = try TemporaryTree([
            "res/values/strings.xml": "<resources><string name=\"hello\">Hello</string></resources>",
            "res/values/attrs.xml": "<resources><attr name=\"localeConfig\" format=\"reference\"/></resources>",
            "res/values-fr/strings.xml": "<resources><string name=\"hello\">Bonjour</string></resources>",
            "res/xml/locales_config.xml": """
            <locale-config xmlns:android="http://schemas.android.com/apk/res/android">
              <locale android:name="en"/><locale android:name="fr"/><locale android:name="de"/>
            </locale-config>
            """,
            "AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" package="org.example.config">
              <uses-sdk android:minSdkVersion="21"/>
              <application app:localeConfig="@xml/locales_config"/>
            </manifest>
            """,
        ])
        let compiled = tree.path + "/res.zip"
        let apk = tree.path + "/app.apk"
        _ = try AAPT2.run(["compile", "--dir", tree.path + "/res", "-o", compiled])
        _ = try AAPT2.run([
            "link", "-I", AAPT2.framework, "--manifest", tree.path + "/AndroidManifest.xml", "-o", apk, compiled,
        ])
        let report = try Self.scan([], [[apk]])
        let android = try #require(report.inventory.android)
        #expect(android.localeConfig?.locales.map(\.name) == ["en", "fr", "de"])
        #expect(android.localeConfigPath == "app.apk!res/xml/locales_config.xml")
        #expect(android.minSdk == 21)
        #expect(!android.splitsLanguages)
        let findings = report.androidFindings
        // de is listed without resources; the example policy's es is not listed.
        #expect(findings.contains { $0.code == .entryWithoutResources && $0.message.contains("de") })
        #expect(findings.contains { $0.code == .missingEntry && $0.message.contains("es") })
        #expect(!findings.contains { $0.code == .generatedLocaleConfig })
        SchemaSamples.record(report.json, as: "scan-report")
    }

    /// A path's last component.
    static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Whether two folder names are one configuration (`values-b+ast` compiles to `ast`).
    static func same(_ left: String, _ right: String) -> Bool {
        guard let a = try? AndroidResourceFolder(parsing: left), let b = try? AndroidResourceFolder(parsing: right)
        else { return false }
        return a.locale == b.locale && a.otherQualifiers.isEmpty && b.otherQualifiers.isEmpty
    }
}
