import Foundation
import TestSupport
import Testing

@Suite struct AppLanguageCommandTests {
    @Test func resolvesWithTheBuiltInPolicy() {
        let run = CLIRun("resolve", "--device", "fr-CA,en-CA,es", "--explain")
        #expect(run.status == 0)
        #expect(run.output.contains("effective locale    fr"))
        #expect(run.output.contains("requested locale    fr-CA"))
        #expect(run.output.contains("match               script"))
        #expect(run.output.contains("→ fr from device_preference"))
    }

    @Test func printsTheDecisionAsJSON() throws {
        let run = CLIRun("resolve", "--system", "es-419", "--device", "zh-HK", "--json")
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["effectiveLocale"] as? String == "es")
        #expect(object["source"] as? String == "system_app_preference")
        #expect(object["match"] as? String == "script")
        #expect(object["needsConfirmation"] as? Bool == false)
        #expect((object["trace"] as? [Any])?.count == 1)
    }

    @Test func keepsAnUnsupportedSavedChoiceAndAsksForConfirmation() {
        let run = CLIRun("resolve", "--saved", "de", "--device", "sr-Cyrl")
        #expect(run.output.contains("effective locale    sr-Latn"))
        #expect(run.output.contains("script fallback     yes"))
        #expect(run.output.contains("needs confirmation  yes"))
    }

    @Test func requiresDeviceLanguagesAndAReadablePolicy() {
        #expect(CLIRun("resolve").status == 2)
        let missing = CLIRun("resolve", "--policy", "/nonexistent.json", "--device", "en")
        #expect(missing.status == 2)
        #expect(missing.error.contains("/nonexistent.json: cannot read the file"))
    }

    @Test func checksEveryShippedTable() throws {
        let files = try TableFiles.urls("app").map(\.path)
        let run = CLIRun(["check"] + files)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix(" passed, 0 failed\n"))
    }

    @Test func reportsFailingCasesAndExitsWithOne() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("failing-\(UUID()).json")
        try Data(
            """
            {"policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1},
             "cases": [{"name": "wrong", "deviceLanguages": ["fr"], "expect": {"effectiveLocale": "fr"}},
                       {"name": "right", "deviceLanguages": ["fr"], "expect": {"effectiveLocale": "en"}}]}
            """.utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = CLIRun("check", url.path)
        #expect(run.status == 1)
        #expect(run.output.contains(#"wrong: effectiveLocale: expected "fr", got "en""#))
        #expect(run.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func unreadableOrInvalidTablesExitWithTwo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
        try Data(
            #"{"cases": [{"name": "x", "deviceLanguages": [1], "expect": {}}], "policy": {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}}"#
                .utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = CLIRun("check", url.path)
        #expect(run.status == 2)
        #expect(run.error.contains("\(url.path): cases[0].deviceLanguages[0]: expected a string, found a number"))
        #expect(CLIRun("check", "/nonexistent.json").status == 2)
    }

    @Test func lintsPoliciesWithErrorsAndWarnings() throws {
        let directory = FileManager.default.temporaryDirectory
        let valid = directory.appendingPathComponent("policy-\(UUID()).json")
        try Data(
            #"{"supportedLocales": ["en-GB", "en-US", "sr-Latn"], "productDefault": "en-US", "aliases": {"sr-Cyrl": "sr-Latn"}, "policyVersion": 1}"#
                .utf8
        ).write(to: valid)
        let invalid = directory.appendingPathComponent("policy-\(UUID()).json")
        try Data(#"{"supportedLocales": ["en", "iw", "he"], "productDefault": "en", "policyVersion": 1}"#.utf8).write(
            to: invalid)
        defer {
            try? FileManager.default.removeItem(at: valid)
            try? FileManager.default.removeItem(at: invalid)
        }
        let good = CLIRun("lint", valid.path)
        #expect(good.status == 0)
        #expect(good.output.contains("warning: en-Latn is served by en-GB, en-US but has no language default"))
        #expect(good.output.contains(#"warning: aliases["sr-Cyrl"]: sr-Cyrl → sr-Latn changes the script"#))
        let bad = CLIRun("lint", invalid.path)
        #expect(bad.status == 1)
        #expect(
            bad.output.contains(
                #"error: supportedLocales[2]: "he" is the same locale as supportedLocales[1] "iw" after canonicalization"#
            ))
    }

    @Test func printsTheExamplePolicy() throws {
        let run = CLIRun("policy", "example")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["policyVersion"] as? Int == 3)
        #expect((object["supportedLocales"] as? [String])?.count == 8)
    }
}
