import Foundation
import LangPolicyCLI
import TestSupport
import Testing

/// Every app-language table and scenario file in Tables/app, through the same runner as
/// `langpolicy check`.
@Suite struct AppTableTests {
    @Test(arguments: try TableFiles.urls("app").map(\.lastPathComponent))
    func tableFilePasses(_ name: String) throws {
        let url = PinnedData.repository.appendingPathComponent("Tables/app/\(name)")
        let table = try DecisionTable(json: String(contentsOf: url, encoding: .utf8))
        let results = table.run()
        #expect(!results.isEmpty)
        for result in results where !result.passed {
            Issue.record("\(name): \(result.name): \(result.failures.joined(separator: "; "))")
        }
    }

    @Test func shipsEveryCaseTheGuideNames() throws {
        let names = try TableFiles.urls("app").flatMap { url in
            try DecisionTable(json: String(contentsOf: url, encoding: .utf8)).run().map(\.name)
        }
        for topic in [
            "ordered list walk", "zh-HK", "sr-Cyrl with the approved alias", "sr-Cyrl without approval",
            "pt-PT takes the approved language default", "pt-PT without a language default", "en-AU",
            "removed saved choice",
            "platform per-app preference", "product default", "Hebrew", "Arabic", "Cyrillic Azerbaijani",
            "clean install", "upgrade with a new policy version", "per-app setting changes", "backup restored",
            "account sign-in", "device languages reordered", "first explicit in-app change",
            "supported locale is removed",
        ] {
            #expect(names.contains { $0.contains(topic) }, "no table case covers \(topic)")
        }
    }

    @Test func reportsMismatchesKeyByKey() throws {
        let json = """
            { "policy": { "supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1 },
              "cases": [ { "name": "wrong on purpose", "deviceLanguages": ["fr-CA"],
                           "expect": { "effectiveLocale": "en", "match": "language_and_script", "source": "product_default" } } ] }
            """
        let results = try DecisionTable(json: json).run()
        #expect(
            results[0].failures == [
                #"effectiveLocale: expected "en", got "fr""#,
                #"source: expected "product_default", got "device_preference""#,
            ])
    }

    @Test func expectationsAnEventCannotMeetFail() throws {
        let json = """
            { "scenarios": [ { "name": "s",
                "policy": { "supportedLocales": ["en", "ja"], "productDefault": "en", "policyVersion": 1 },
                "steps": [ { "event": "launch", "deviceLanguages": ["ja"],
                             "expect": { "effectiveLocale": "ja", "error": "unsupported", "migration": "write_to_platform" } } ] } ] }
            """
        let results = try DecisionTable(json: json).run()
        #expect(results.count == 1)
        #expect(
            results[0].failures == [
                #"error: expected "unsupported", but this case or event does not produce error"#,
                #"migration: expected "write_to_platform", but this case or event does not produce migration"#,
            ])
    }

    @Test(arguments: [
        (
            #"{"cases": [{"name": "x", "expect": {"source": "device_preference"}}]}"#,
            "$.policy: a table with cases needs a policy"
        ),
        (
            #"{"policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}, "cases": [{"name": "x", "expect": {"efectiveLocale": "en"}}]}"#,
            "$.cases[0].expect.efectiveLocale: unknown key"
        ),
        (
            #"{"policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}, "cases": [{"name": "x", "deviceLanguages": "en", "expect": {}}]}"#,
            #"$.cases[0].deviceLanguages: expected an array of strings, found "en""#
        ),
        (
            #"{"policy": {"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}, "cases": []}"#,
            #"$.policy.productDefault: invalid policy: "fr" is not one of supportedLocales"#
        ),
        (
            #"{"scenarios": [{"name": "s", "policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}, "steps": [{"event": "reboot", "expect": {}}]}]}"#,
            #"$.scenarios[0].steps[0].event: unknown event "reboot""#
        ),
        ("{", "not valid JSON"),
        (
            #"{"policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}, "cases": [{"name": "x", "expect": {}}]}"#,
            "$.cases[0].expect: checks nothing"
        ),
    ])
    func badTableFilesNameTheJSONPath(_ json: String, _ message: String) {
        do {
            _ = try DecisionTable(json: json)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }
}
