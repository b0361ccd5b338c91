import AppLanguage
import TestSupport
import Testing
import WireDocuments

@testable import PlatformModels

/// The platform report document: the keys `langpolicy platforms --cases` promises, and valid
/// against its schema.
@Suite("Platforms: the report document")
struct PlatformReportTests {
    @Test(arguments: [["en-AU"], ["pt-PT", "en"], ["sr-ME"], ["zh-HK"], ["fr-CA"], [], ["x--bad", "es-AR"]])
    func carriesWhatEachPlatformShows(device: [String]) throws {
        let check = try PlatformCheck(
            policy: AppLanguagePolicy(
                supportedLocales: ["en", "en-GB", "pt-BR", "sr", "sr-Latn", "zh-Hans", "es", "es-MX"],
                productDefault: "en", policyVersion: 2))
        let report = check.report(ResolutionContext(deviceLanguages: device))
        let json = report.jsonText
        SchemaSamples.record(json, as: "platform-report")
        for remedy in report.appleRemedies + report.androidRemedies {
            SchemaSamples.record(remedy.jsonText(), as: "platform-remedy")
        }
        guard case .object(let document) = try JSONValue.parse(json),
            case .object(let policy)? = document["policy"], case .object(let apple)? = document["apple"],
            case .object(let android)? = document["android"], case .object(let agrees)? = document["agrees"]
        else {
            Issue.record("not the report's shape: \(json)")
            return
        }
        #expect(policy["effectiveLocale"] == .string(report.comparison.decision.effectiveLocale.description))
        #expect(apple["localizations"] == .array(report.comparison.apple.localizations.map(JSONValue.string)))
        #expect(apple["shown"] == report.comparison.apple.shown.map(JSONValue.string) ?? .null)
        #expect(
            android["deviceLocale"] == report.comparison.android.deviceLocale.map { .string($0.description) } ?? .null)
        #expect(android["folder"] == report.comparison.android.folder.map(JSONValue.string) ?? .null)
        #expect(agrees["apple"] == .bool(report.comparison.apple.agrees))
        #expect(agrees["android"] == .bool(report.comparison.android.agrees))
        #expect(document["schemaVersion"] == .number(JSONNumber(1)))
    }
}
