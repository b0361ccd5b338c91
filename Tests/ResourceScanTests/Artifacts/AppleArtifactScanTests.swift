import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import ResourceScan

/// Built Apple bundles as scan sections: the localizations CFBundle lists (`CFBundleLocalizations`,
/// the `.lproj` folders, the development region when `Base.lproj` is there), a raw String
/// Catalog as an error, and the drift against the sources.
@Suite("Scanning built Apple bundles")
struct AppleArtifactScanTests {
    /// An XML property list of `pairs`.
    static func plist(_ pairs: [(String, String)], arrays: [(String, [String])] = []) -> String {
        let body =
            pairs.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            + arrays.map { "<key>\($0.0)</key><array>\($0.1.map { "<string>\($0)</string>" }.joined())</array>" }
            .joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>"
    }

    /// `Shop.app`: CFBundleLocalizations names fr and de (de without a folder); Base.lproj and
    /// fr.lproj; a String Catalog copied raw; a table at the root.
    static func app() throws -> TemporaryTree {
        try TemporaryTree([
            "Shop.app/Info.plist": plist(
                [("CFBundleDevelopmentRegion", "en"), ("CFBundleIdentifier", "org.example.shop")],
                arrays: [("CFBundleLocalizations", ["fr", "de"])]),
            "Shop.app/Base.lproj/Localizable.strings": plist([("hello", "Hello"), ("bye", "Bye")]),
            "Shop.app/fr.lproj/Localizable.strings": plist([("hello", "Bonjour")]),
            "Shop.app/Localizable.xcstrings": "{}",
            "Shop.app/Extra.strings": plist([("shadow", "Shadow")]),
        ])
    }

    @Test func cfBundleListsTheLocalizations() throws {
        let tree = try Self.app()
        let policy = try AppLanguagePolicy(
            json: Data(#"{"supportedLocales": ["en", "fr", "de"], "productDefault": "en", "policyVersion": 1}"#.utf8))
        let report = try ArtifactScanTests.scan([], [[tree.path + "/Shop.app"]], policy: policy)
        let apple = try #require(report.inventory.appleBundles.first)
        #expect(apple.origin.isArtifact)
        #expect(apple.developmentLanguage.source == .bundleDevelopmentRegion)
        // CFBundleLocalizations first, then the folders, then the development region by Base's rule.
        #expect(apple.locales.map(\.appleName) == ["fr", "de", "Base", "en"])
        let rows = Dictionary(uniqueKeysWithValues: apple.locales.map { ($0.appleName, $0) })
        #expect(rows["de"]?.counts.keys == 0)
        #expect(rows["en"]?.counts.keys == 2)
        #expect(rows["en"]?.resource.note?.contains("Base.lproj") == true)
        #expect(rows["fr"]?.counts.missing == 1)
        let findings = report.bundleFindings[0]
        #expect(findings.filter { $0.code == .rawStringCatalog }.count == 1)
        #expect(findings.first { $0.code == .rawStringCatalog }?.severity == .error)
        #expect(findings.filter { $0.code == .unlocalizedTable }.count == 1)
        // en is served (Base.lproj's strings); de is a localization without strings.
        let missing = findings.filter { $0.code == .missingLocale }.map(\.message)
        #expect(missing.count == 1 && missing.first?.hasPrefix("de:") == true, "\(missing)")
        SchemaSamples.record(report.json, as: "scan-report")
        let artifact = try #require(report.inventory.artifacts.first)
        #expect(artifact.kind == .app)
    }

    /// Sources with a String Catalog (en, fr, es) against the bundle whose catalog was copied
    /// raw: es is lost to the uncompiled catalog; the bundle's de (declared) is extra.
    @Test func driftAgainstACatalog() throws {
        let tree = try Self.app()
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "hello": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}},
                "es": {"stringUnit": {"state": "translated", "value": "Hola"}}}}}}
            """
        try tree.write(catalog, to: "App/Localizable.xcstrings")
        let report = try ArtifactScanTests.scan([tree.path + "/App"], [[tree.path + "/Shop.app"]])
        let built = try #require(report.inventory.appleBundles.firstIndex { $0.origin.isArtifact })
        let drift = report.bundleFindings[built].filter { $0.code.rawValue.hasPrefix("drift-") }
        #expect(drift.filter { $0.code == .driftUncompiledCatalog }.map { $0.message.prefix(2) } == ["es"])
        #expect(drift.first { $0.code == .driftUncompiledCatalog }?.severity == .error)
        #expect(Set(drift.filter { $0.code == .driftExtra }.map { String($0.message.prefix(4)) }) == ["Base"])
        SchemaSamples.record(report.json, as: "scan-report")
    }

    /// An `.ipa` of the bundle (zipped by `zip`) reads as the folder does.
    @Test func ipaReadsAsTheFolder() throws {
        let tree = try Self.app()
        try FileManager.default.createDirectory(
            atPath: tree.path + "/Payload", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: tree.path + "/Shop.app", toPath: tree.path + "/Payload/Shop.app")
        try Shell.run("/usr/bin/zip", ["-q", "-r", "Shop.ipa", "Payload"], in: URL(fileURLWithPath: tree.path))
        let ipa = try ArtifactScanTests.scan([], [[tree.path + "/Shop.ipa"]])
        let folder = try ArtifactScanTests.scan([], [[tree.path + "/Payload/Shop.app"]])
        #expect(ipa.inventory.artifacts.first?.kind == .ipa)
        #expect(
            ipa.inventory.appleBundles[0].locales.map(\.appleName)
                == folder.inventory.appleBundles[0].locales.map(\.appleName))
        #expect(ipa.findings.map(\.code) == folder.findings.map(\.code))
        SchemaSamples.record(ipa.json, as: "scan-report")
    }
}
