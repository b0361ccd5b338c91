import LanguageTags
import TestSupport
import Testing

/// `langpolicy detect`'s lists and JSON lines, beyond the snapshot.
@Suite struct DetectCommandTests {
    @Test func listLanguagesPrintsAtLeastFiftyValidTagsOnePerLine() {
        let run = CLIRun("detect", "--list-languages")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count >= 50)
        #expect(Set(lines).count == lines.count)
        for line in lines {
            #expect(LanguageTag(line)?.description == line, "\(line) is not a canonical BCP 47 tag")
        }
        #expect(lines.contains("sr-Latn") && lines.contains("sr-Cyrl") && lines.contains("zh-Hant"))
    }

    @Test func jsonLinesGiveOneReportPerTextInOrder() {
        let run = CLIRun(
            "detect", "--json-lines", "--input",
            CLISnapshotTests.root + CLISnapshotTests.fixtures + "detect-lines.jsonl")
        #expect(run.status == 0)
        let reports = run.jsonLines
        #expect(reports.count == 6)  // the blank line is skipped
        #expect(reports.map { $0["text"] as? String }.first == "Salut ! Tu viens toujours ce soir au restaurant ?")
        #expect(reports.map { $0["language"] as? String } == ["fr", nil, "sr-Cyrl", nil, "zh-Hans", nil].map { $0 })
        #expect(reports.allSatisfy { $0["schemaVersion"] as? Int == 2 })
    }
}
