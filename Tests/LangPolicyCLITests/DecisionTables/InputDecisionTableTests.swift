import Foundation
import LangPolicyCLI
import LanguageTags
import TestSupport
import Testing
import WireDocuments

private let tableFiles: [URL] = {
    let directory = PinnedData.repository.appendingPathComponent("Tables/input")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}()

/// The results of the table `json`.
private func run(_ json: String) throws -> [TableCaseResult] {
    try InputDecisionTable(jsonText: json).run()
}

/// The error reading `json` as a table gives, or nil.
private func readingError(_ json: String) -> DocumentError? {
    do {
        _ = try InputDecisionTable(jsonText: json)
        return nil
    } catch {
        return error
    }
}

@Suite("Input decision tables")
struct InputDecisionTableTests {
    @Test func theRepositoryShipsInputTables() {
        #expect(tableFiles.count >= 4)
    }

    @Test(arguments: tableFiles)
    func everyShippedCasePasses(file: URL) throws {
        let results = try InputDecisionTable(json: JSONElement.parse(bytes: Data(contentsOf: file))).run()
        #expect(!results.isEmpty)
        for result in results {
            #expect(result.passed, "\(file.lastPathComponent): \(result.name): \(result.failures)")
        }
    }

    @Test func theIssueExampleTablePasses() throws {
        let results = try run(
            """
            { "inputCases": [ { "name": "catalog title",
                "field": { "contract": "content_bound", "explicitLanguage": null },
                "record": { "contentLanguage": "ja-JP" },
                "session": { "recentStableLanguages": [], "effectiveAppLocale": "en" },
                "expect": { "tags": ["ja-JP"], "source": "record" } } ],
              "adviceCases": [ { "name": "English keyboard on Japanese content",
                "contentLanguage": "ja", "activePrimaryLanguage": "en-US", "expect": { "offerHelp": true } } ],
              "detectCases": [ { "name": "kana", "text": "こんにちは", "expect": { "language": "ja" } } ] }
            """)
        #expect(
            results.map(\.name) == [
                "input: catalog title", "advice: English keyboard on Japanese content", "detect: kana",
            ])
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func mismatchesSayKeyExpectedAndGot() throws {
        let results = try run(
            """
            { "inputCases": [ { "name": "wrong", "field": { "contract": "content_bound" },
                "record": { "contentLanguage": "ja-JP" },
                "expect": { "tags": ["ko"], "source": "explicit", "skippedValues": ["x"] } } ],
              "adviceCases": [ { "name": "wrong advice", "contentLanguage": "ja", "activePrimaryLanguage": null,
                "expect": { "offerHelp": true, "advice": "offer_help" } } ],
              "detectCases": [ { "name": "wrong language", "text": "Hello",
                "expect": { "language": "en", "scripts": ["Grek"] } },
                { "name": "unknown expected", "text": "こんにちは", "expect": { "language": null } } ] }
            """)
        #expect(
            results[0].failures == [
                "tags: expected [ko], got [ja-JP]", "source: expected explicit, got record",
                "skippedValues: expected [x], got []",
            ])
        #expect(
            results[1].failures == [
                "offerHelp: expected true, got false", "advice: expected offer_help, got input_mode_unknown",
            ])
        #expect(results[2].failures == ["language: expected en, got unknown", "scripts: expected [Grek], got [Latn]"])
        #expect(results[3].failures == ["language: expected unknown, got ja"])
    }

    @Test func onlyTheExpectKeysPresentAreChecked() throws {
        let results = try run(
            """
            { "inputCases": [ { "name": "source only", "field": { "contract": "interface_bound" },
                "session": { "effectiveAppLocale": "de" }, "expect": { "source": "interface" } } ],
              "detectCases": [ { "name": "scripts only", "text": "Hello", "expect": { "scripts": ["Latn"] } } ] }
            """)
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func malformedTagsInTheEvidenceAreDataNotErrors() throws {
        let results = try run(
            """
            { "inputCases": [ { "name": "bad evidence", "field": { "contract": "content_bound", "explicitLanguage": "en--US" },
                "expect": { "tags": [], "source": "no_admissible_evidence", "skippedValues": ["en--US"] } } ] }
            """)
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func onlyObjectsWithAListAreInputTables() throws {
        #expect(InputDecisionTable.recognizes(try JSONElement.parse(#"{"detectCases": []}"#)))
        #expect(!InputDecisionTable.recognizes(try JSONElement.parse(#"{"cases": []}"#)))
        #expect(!InputDecisionTable.recognizes(try JSONElement.parse(#"["inputCases"]"#)))
    }

    /// Every error names the JSON path of the bad value, first in its message.
    @Test(arguments: [
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content-bound"}, "expect": {"source": "no_admissible_evidence"}}]}"#,
            #"$.inputCases[0].field.contract: "content-bound" is not one of: content_bound, conversation_informed, interface_bound, language_neutral"#
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {}, "expect": {"source": "no_admissible_evidence"}}]}"#,
            "$.inputCases[0].field.contract: required key is missing"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expect": {"tags": ["en--US"]}}]}"#,
            #"$.inputCases[0].expect.tags[0]: "en--US" is not a language tag: empty subtag at offset 3"#
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expect": {}}]}"#,
            "$.inputCases[0].expect: nothing to check: give at least one of tags, source, skippedValues"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expcet": {"source": "no_admissible_evidence"}}]}"#,
            "$.inputCases[0].expcet: unknown key (allowed: expect, field, name, record, session)"
        ),
        (
            #"{"adviceCases": [{"name": "a", "contentLanguage": "ja", "expect": {"advice": "maybe"}}]}"#,
            #"$.adviceCases[0].expect.advice: "maybe" is not one of: offer_help, no_expected_language, input_mode_unknown, hardware_keyboard_attached, active_mode_matches"#
        ),
        (
            #"{"adviceCases": [{"name": "a", "contentLanguage": "j a", "expect": {"offerHelp": true}}]}"#,
            #"$.adviceCases[0].contentLanguage: "j a" is not a language tag: invalid character " " at offset 1"#
        ),
        (
            #"{"detectCases": [{"name": "a", "text": 5, "expect": {"language": null}}]}"#,
            "$.detectCases[0].text: expected a string, found 5"
        ),
        (
            #"{"detectCases": [{"text": "x", "expect": {"language": null}}]}"#,
            "$.detectCases[0].name: required key is missing"
        ),
        (#"{"detectCases": [], "cases": []}"#, "$.cases: unknown key (allowed: adviceCases, detectCases, inputCases)"),
        (#"{}"#, "$: nothing to check: give at least one of inputCases, adviceCases, detectCases"),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "language_neutral"}, "expect": {"tags": [], "tags": []}}]}"#,
            #"$.inputCases[0].expect: the key "tags" appears twice"#
        ),
        (#"{"inputCases": "#, "not valid JSON: unexpected end of text at line 1, column 16"),
    ])
    func errorsNameTheJSONPath(json: String, message: String) throws {
        #expect(readingError(json)?.description == message)
    }

    @Test func twoCasesMayShareAName() throws {
        let case1 =
            #"{"name": "a", "field": {"contract": "language_neutral"}, "expect": {"source": "no_admissible_evidence"}}"#
        #expect(try run(#"{"inputCases": [\#(case1), \#(case1)]}"#).count == 2)
    }
}
