import Foundation
import InputLanguage
import TestSupport
import Testing

private let tableFiles: [URL] = {
    let directory = PinnedData.repository.appendingPathComponent("Tables/input")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}()

private func decodingError(_ json: String) -> InputDecodingError? {
    do {
        _ = try InputDecisionTable(json: Data(json.utf8))
        return nil
    } catch {
        return error
    }
}

@Suite("Input decision tables")
struct DecisionTableTests {
    @Test func theRepositoryShipsInputTables() {
        #expect(tableFiles.count >= 4)
    }

    @Test(arguments: tableFiles)
    func everyShippedCasePasses(file: URL) throws {
        let results = try evaluateInputTable(json: Data(contentsOf: file))
        #expect(!results.isEmpty)
        for result in results {
            #expect(result.passed, "\(file.lastPathComponent): \(result.name): \(result.mismatches)")
        }
    }

    @Test func theIssueExampleTablePasses() throws {
        let json = """
            { "inputCases": [ { "name": "catalog title",
                "field": { "contract": "content_bound", "explicitLanguage": null },
                "record": { "contentLanguage": "ja-JP" },
                "session": { "recentStableLanguages": [], "effectiveAppLocale": "en" },
                "expect": { "tags": ["ja-JP"], "source": "record" } } ],
              "adviceCases": [ { "name": "English keyboard on Japanese content",
                "expected": "ja", "active": "en-US", "expect": { "offerHelp": true } } ],
              "detectCases": [ { "name": "kana", "text": "こんにちは", "expect": { "language": "ja" } } ] }
            """
        let results = try evaluateInputTable(json: Data(json.utf8))
        #expect(results.map(\.name) == ["catalog title", "English keyboard on Japanese content", "kana"])
        #expect(results.map(\.kind) == [.input, .advice, .detect])
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func mismatchesSayKeyExpectedAndGot() throws {
        let json = """
            { "inputCases": [ { "name": "wrong", "field": { "contract": "content_bound" },
                "record": { "contentLanguage": "ja-JP" },
                "expect": { "tags": ["ko"], "source": "explicit", "skipped": ["x"] } } ],
              "adviceCases": [ { "name": "wrong advice", "expected": "ja", "active": null,
                "expect": { "offerHelp": true, "advice": "offer_help" } } ],
              "detectCases": [ { "name": "wrong language", "text": "Hello",
                "expect": { "language": "en", "scripts": ["Grek"] } },
                { "name": "unknown expected", "text": "こんにちは", "expect": { "language": null } } ] }
            """
        let results = try evaluateInputTable(json: Data(json.utf8))
        #expect(
            results[0].mismatches == [
                "tags: expected [ko], got [ja-JP]", "source: expected explicit, got record",
                "skipped: expected [x], got []",
            ])
        #expect(
            results[1].mismatches == [
                "offerHelp: expected true, got false", "advice: expected offer_help, got input_mode_unknown",
            ])
        #expect(
            results[2].mismatches == ["language: expected en, got unknown", "scripts: expected [Grek], got [Latn]"])
        #expect(results[3].mismatches == ["language: expected unknown, got ja"])
    }

    @Test func onlyTheExpectKeysPresentAreChecked() throws {
        let json = """
            { "inputCases": [ { "name": "source only", "field": { "contract": "interface_bound" },
                "session": { "effectiveAppLocale": "de" }, "expect": { "source": "interface" } } ],
              "detectCases": [ { "name": "scripts only", "text": "Hello", "expect": { "scripts": ["Latn"] } } ] }
            """
        #expect(try evaluateInputTable(json: Data(json.utf8)).allSatisfy { $0.passed })
    }

    @Test(arguments: [
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content-bound"}, "expect": {"source": "none"}}]}"#,
            "inputCases[0].field.contract"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {}, "expect": {"source": "none"}}]}"#,
            "inputCases[0].field.contract"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expect": {"tags": ["en--US"]}}]}"#,
            "inputCases[0].expect.tags[0]"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expect": {}}]}"#,
            "inputCases[0].expect"
        ),
        (
            #"{"inputCases": [{"name": "a", "field": {"contract": "content_bound"}, "expcet": {"source": "none"}}]}"#,
            "inputCases[0].expcet"
        ),
        (
            #"{"adviceCases": [{"name": "a", "expected": "ja", "expect": {"advice": "maybe"}}]}"#,
            "adviceCases[0].expect.advice"
        ),
        (
            #"{"adviceCases": [{"name": "a", "expected": "j a", "expect": {"offerHelp": true}}]}"#,
            "adviceCases[0].expected"
        ),
        (#"{"detectCases": [{"name": "a", "text": 5, "expect": {"language": null}}]}"#, "detectCases[0].text"),
        (#"{"detectCases": [{"text": "x", "expect": {"language": null}}]}"#, "detectCases[0].name"),
        (#"{"cases": []}"#, "cases"),
        (#"{}"#, "(root)"),
        (#"{"inputCases": ["#, "(root)"),
    ])
    func decodingErrorsNameTheJSONPath(json: String, path: String) throws {
        let error = try #require(decodingError(json))
        #expect(error.path == path, "\(error)")
        #expect(error.description.hasPrefix(path + ": "))
    }

    @Test func decodingErrorsExplainTheProblem() throws {
        let contract = try #require(
            decodingError(#"{"inputCases": [{"name": "a", "field": {"contract": "x"}, "expect": {"source": "none"}}]}"#)
        )
        #expect(
            contract.message
                == #""x" is not one of: content_bound, conversation_informed, interface_bound, language_neutral"#)
        let unknownKey = try #require(decodingError(#"{"detectCases": [], "cases": []}"#))
        #expect(unknownKey.message == #"unknown key "cases" (expected one of: inputCases, adviceCases, detectCases)"#)
        let missing = try #require(
            decodingError(#"{"inputCases": [{"name": "a", "expect": {"source": "none"}}]}"#))
        #expect(missing.description == "inputCases[0].field: required key is missing")
    }

    /// A repeated key is an error at its path, whatever reads the JSON: `JSONDecoder` alone kept
    /// the first value and dropped the others silently (so `langpolicy input` read
    /// `content_bound` where the bridge refused the same text).
    @Test(arguments: [
        (#"{"field": {"contract": "content_bound"}, "field": {"contract": "language_neutral"}}"#, "field"),
        (#"{"field": {"contract": "content_bound", "contr\u0061ct": "language_neutral"}}"#, "field.contract"),
        (
            #"{"field": {"contract": "interface_bound"}, "session": {"effectiveAppLocale": "en", "effectiveAppLocale": "fr"}}"#,
            "session.effectiveAppLocale"
        ),
    ])
    func repeatedKeysAreErrorsAtTheirPath(_ json: String, _ path: String) {
        #expect(throws: InputDecodingError(path: path, message: "repeated key: a key may appear once in an object")) {
            try InputContext(json: Data(json.utf8))
        }
    }

    @Test func repeatedKeysAreFoundInEveryStrictFormat() throws {
        let message = "repeated key: a key may appear once in an object"
        #expect(throws: InputDecodingError(path: "inputCases[1].expect.tags", message: message)) {
            try InputDecisionTable(
                json: Data(
                    #"{"inputCases": [{"name": "a", "field": {"contract": "language_neutral"}, "expect": {"source": "none"}}, {"name": "b", "field": {"contract": "language_neutral"}, "expect": {"tags": [], "tags": []}}]}"#
                        .utf8))
        }
        #expect(throws: InputDecodingError(path: "resolvedHints.title", message: message)) {
            try AndroidHintLifecycle(
                json: Data(#"{"scope": "a", "resolvedHints": {"title": ["ja"], "title": null}}"#.utf8))
        }
        #expect(throws: InputDecodingError(path: "event", message: message)) {
            try AndroidHintLifecycleEvent(
                json: Data(#"{"event": "focus_will_move", "editor": null, "event": "focus_will_move"}"#.utf8))
        }
        // The same key in two objects, or a value that spells a key, repeats nothing.
        _ = try InputContext(
            json: Data(
                #"{"field": {"contract": "content_bound", "explicitLanguage": "contract"}, "record": {"contentLanguage": "ja"}, "session": {"recentStableLanguages": ["field", "field"]}}"#
                    .utf8))
        _ = try InputDecisionTable(
            json: Data(
                #"{"inputCases": [{"name": "a", "field": {"contract": "language_neutral"}, "expect": {"source": "none"}}, {"name": "a", "field": {"contract": "language_neutral"}, "expect": {"source": "none"}}]}"#
                    .utf8))
    }

    @Test func malformedTagsInTheEvidenceAreDataNotErrors() throws {
        let json = """
            { "inputCases": [ { "name": "bad evidence", "field": { "contract": "content_bound", "explicitLanguage": "en--US" },
                "expect": { "tags": [], "source": "none", "skipped": ["en--US"] } } ] }
            """
        #expect(try evaluateInputTable(json: Data(json.utf8)).allSatisfy { $0.passed })
    }

    @Test func caseResultsEncodeAsJSON() throws {
        let result = InputCaseResult(name: "kana", kind: .detect, mismatches: [])
        #expect(try JSONEncoderForTests.string(result) == #"{"kind":"detect","mismatches":[],"name":"kana"}"#)
    }
}
