import Foundation
import Testing

@Suite struct TagCommandTests {
    @Test func printsFormsSubtagsAndNames() {
        let run = CLIRun("tag", "zh_hant_hk")
        #expect(run.status == 0)
        #expect(run.output.contains("canonical  zh-Hant-HK"))
        #expect(run.output.contains("maximal    zh-Hant-HK"))
        #expect(run.output.contains("minimal    zh-HK"))
        #expect(run.output.contains("language   zh, script Hant, region HK"))
        #expect(run.output.contains("Chinese"))
    }

    @Test func printsOneJSONObjectPerTag() throws {
        let run = CLIRun("tag", "--json", "iw", "qaa", "en--US")
        #expect(run.status == 1, "a bad tag makes the status non-zero")
        let lines = run.jsonLines
        try #require(lines.count == 3)
        #expect(lines[0]["canonical"] as? String == "he")
        #expect(lines[0]["maximal"] as? String == "he-Hebr-IL")
        #expect(lines[0]["minimal"] as? String == "he")
        #expect(lines[0]["language"] as? String == "he")
        #expect(lines[0]["script"] is NSNull)
        #expect(lines[1]["maximal"] is NSNull, "CLDR has no likely subtags for qaa")
        #expect(lines[2]["input"] as? String == "en--US")
        #expect(lines[2]["error"] as? String == "empty subtag at offset 3")
        #expect(run.error.isEmpty)
    }

    @Test func reportsBadTagsOnStandardError() {
        let run = CLIRun("tag", "en", "en-US-Latn")
        #expect(run.status == 1)
        #expect(run.output.contains("canonical  en"))
        #expect(run.error.contains("en-US-Latn: subtag \"latn\" at offset 6 is in the wrong place"))
    }

    @Test func usageMistakesExitWithStatusTwo() {
        let unknownOption = CLIRun("tag", "--bogus", "en")
        #expect(unknownOption.status == 2)
        #expect(unknownOption.error.contains("unknown option '--bogus'"))
        #expect(CLIRun("tag").status == 2)
        #expect(CLIRun("frobnicate").status == 2)
        #expect(CLIRun().status == 2)
    }

    @Test func explainsEveryCommandWithAnExample() {
        let overview = CLIRun("--help")
        #expect(overview.status == 0)
        for name in ["resolve", "check", "lint", "policy", "tag"] {
            #expect(overview.output.contains("  \(name) "))
            let help = CLIRun("help", name)
            #expect(help.status == 0)
            #expect(help.output.contains("Usage: langpolicy \(name)"))
            #expect(help.output.contains("Example"))
            #expect(CLIRun(name, "--help").output == help.output)
        }
    }
}
