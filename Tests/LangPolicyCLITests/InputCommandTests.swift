import Foundation
import LangPolicyCLI
import Synchronization
import Testing

/// Runs `langpolicy` with `arguments` and returns its exit status, standard output and error.
private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let output = Mutex("")
    let error = Mutex("")
    let status = CommandLineTool.run(
        arguments,
        console: Console(
            standardOutput: { text in output.withLock { $0 += text } },
            standardError: { text in error.withLock { $0 += text } }))
    return (status, output.withLock { $0 }, error.withLock { $0 })
}

/// Writes `text` to a fresh temporary file and returns its path.
private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
}

@Suite("langpolicy input and detect")
struct InputCommandTests {
    private let catalogTitle = """
        {"field": {"contract": "content_bound", "explicitLanguage": "en--US"},
         "record": {"contentLanguage": "ja-JP"},
         "session": {"recentStableLanguages": [], "effectiveAppLocale": "en"}}
        """

    @Test func inputPrintsTagsSourceAndroidListAndSkippedEvidence() throws {
        let result = run(["input", try temporaryFile(catalogTitle)])
        #expect(result.status == 0)
        #expect(
            result.output == """
                tags     ja-JP
                source   record
                android  ja-JP
                skipped  explicit "en--US": empty subtag at offset 3

                """)
    }

    @Test func inputPrintsJSON() throws {
        let result = run(["input", "--json", try temporaryFile(catalogTitle)])
        #expect(result.status == 0)
        #expect(
            result.output
                == #"{"androidHintLocales":["ja-JP"],"skippedEvidence":[{"reason":"empty subtag at offset 3","source":"explicit","value":"en--US"}],"source":"record","tags":["ja-JP"]}"#
                + "\n")
    }

    @Test func inputWithoutAHintSaysToClearIt() throws {
        let file = try temporaryFile(#"{"field": {"contract": "language_neutral", "kind": "email"}}"#)
        let text = run(["input", file])
        #expect(text.output == "tags     none\nsource   no_admissible_evidence\nandroid  null (clear the hint)\n")
        let json = run(["input", "--json", file])
        #expect(
            json.output
                == #"{"androidHintLocales":null,"skippedEvidence":[],"source":"no_admissible_evidence","tags":[]}"#
                + "\n")
    }

    @Test func inputReportsTheJSONPathOfABadValue() throws {
        let file = try temporaryFile(#"{"field": {"contract": "content-bound"}}"#)
        let result = run(["input", file])
        #expect(result.status == 2)
        #expect(result.error.contains(#"field.contract: "content-bound" is not one of: content_bound"#))
        #expect(result.output.isEmpty)
    }

    @Test func inputReportsAnUnreadableFileAndUsageMistakes() {
        #expect(run(["input", "/nonexistent/context.json"]).status == 2)
        let missing = run(["input"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("give exactly one FILE"))
    }

    @Test func detectPrintsScriptsAndLanguage() {
        #expect(run(["detect", "こんにちは、世界"]).output == "scripts   Hira, Hani\nlanguage  ja\n")
        #expect(run(["detect", "Hello"]).output == "scripts   Latn\nlanguage  unknown\n")
        #expect(run(["detect", "東京"]).output == "scripts   Hant\nlanguage  unknown\n")  // Han names no language
        #expect(run(["detect", "👍"]).output == "scripts   none (no letters)\nlanguage  unknown\n")
    }

    @Test func detectPrintsJSON() {
        let result = run(["detect", "--json", "這個問題很複雜"])
        #expect(result.status == 0)
        #expect(result.output == #"{"language":null,"scripts":["Hant"],"text":"這個問題很複雜"}"# + "\n")
        #expect(run(["detect", "--json", "Hi"]).output == #"{"language":null,"scripts":["Latn"],"text":"Hi"}"# + "\n")
    }

    @Test func detectNeedsExactlyOneText() {
        let result = run(["detect", "two", "words"])
        #expect(result.status == 2)
        #expect(result.error.contains("give exactly one TEXT"))
    }

    @Test(arguments: ["input", "detect"])
    func helpHasUsageAndAnExample(command: String) {
        let result = run(["help", command])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: langpolicy \(command)"))
        #expect(result.output.contains("Example:\n  $ langpolicy \(command)"))
        #expect(run(["--help"]).output.contains("  \(command) "))
    }
}
