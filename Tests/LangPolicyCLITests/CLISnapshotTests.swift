import TestSupport
import Testing

/// `langpolicy`'s text and JSON output, checked against reviewed snapshots
/// (`Snapshots/*.txt`; `RECORD_SNAPSHOTS=1` re-records them). Paths inside the repository are
/// shown from its root, so that the snapshots do not depend on where the clone is.
@Suite struct CLISnapshotTests {
    static let root = PinnedData.repository.path + "/"

    /// Each command line, its exit status and what it printed on each stream. What a command
    /// prints as JSON is also a sample of its schema (`Schemas/SCHEMA.schema.json`).
    static func transcript(_ commands: [[String]]) -> String {
        commands.map { arguments in
            let run = CLIRun(arguments.map { $0.hasPrefix("Tests/") || $0.hasPrefix("Tables/") ? root + $0 : $0 })
            recordSamples(of: arguments, run)
            var text = "$ langpolicy \(arguments.joined(separator: " "))\n"
            text += run.output.replacingOccurrences(of: root, with: "")
            if !run.error.isEmpty { text += "[stderr]\n" + run.error.replacingOccurrences(of: root, with: "") }
            return text + "[exit \(run.status)]\n"
        }.joined(separator: "\n")
    }

    static let fixtures = "Tests/LangPolicyCLITests/Fixtures/"

    /// The JSON a command printed, as samples of its schema (a usage error, or a command that
    /// printed nothing, wrote no document).
    static func recordSamples(of arguments: [String], _ run: CLIRun) {
        guard run.status != 2, !run.output.isEmpty else { return }
        switch arguments.first {
        case "resolve" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "decision")
        case "check" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "check-report")
        case "policy": SchemaSamples.record(run.output, as: "policy")
        case "input" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "input-hint")
        case "detect" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "detect-report")
        case "detect" where arguments.contains("--json-lines"):
            for line in run.output.split(separator: "\n") { SchemaSamples.record(String(line), as: "detect-report") }
        case "platforms" where arguments.contains("--cases"):
            for line in run.output.split(separator: "\n") { SchemaSamples.record(String(line), as: "platform-report") }
        case "platforms" where arguments.contains("--population") && arguments.contains("--json"):
            SchemaSamples.record(run.output, as: "population-report")
        case "platforms" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "platform-report")
        case "scan" where arguments.contains("--json"): SchemaSamples.record(run.output, as: "scan-report")
        case "tag" where arguments.contains("--json"):
            for line in run.output.split(separator: "\n") { SchemaSamples.record(String(line), as: "tag-report") }
        default: break
        }
    }

    @Test func resolve() {
        Snapshot.expect(
            Self.transcript([
                ["resolve", "--device", "fr-CA,en-CA,es", "--explain"],
                ["resolve", "--system", "es-419", "--device", "zh-HK", "--json"],
                ["resolve", "--saved", "de", "--device", "sr-Cyrl", "--explain"],
                ["resolve", "--saved", "en-AU", "--device", "fr"],
                ["resolve", "--accept-language", "zh-HK;q=0.9, en, fr;q=2, *;q=0.1"],
                ["resolve", "--device", "fr", "--accept-language", "en"],
                ["resolve"],
                ["resolve", "--policy", "/nonexistent.json", "--device", "en"],
                ["resolve", "--policy", Self.fixtures + "policy-with-errors.json", "--device", "en"],
            ]), named: "resolve.txt")
    }

    @Test func platforms() {
        let policy = Self.fixtures + "policy-regional.json"
        Snapshot.expect(
            Self.transcript([
                ["platforms", "--device", "en-AU", "--policy", policy],
                ["platforms", "--device", "fr-CA,en-CA"],
                ["platforms", "--device", "sr-ME", "--system", "pt-PT", "--saved", "es", "--json"],
                [
                    "platforms", "--device", "fr-CH,fr-CA", "--policy", policy, "--apple-localizations",
                    "en,fr-FR,fr-CA",
                    "--android-folders", "values,values-fr-rFR,values-fr-rCA", "--require-agreement",
                ],
                [
                    "platforms", "--device", "zh-HK", "--apple-development-region", "zh-Hans",
                    "--android-default-language", "zh-Hans",
                ],
                ["platforms", "--cases", Self.fixtures + "platform-cases.jsonl", "--policy", policy],
                ["platforms", "--population", Self.fixtures + "population.jsonl", "--policy", policy],
                ["platforms", "--population", Self.fixtures + "population.jsonl", "--policy", policy, "--json"],
                ["platforms", "--population", Self.fixtures + "population.jsonl", "--require-agreement"],
                ["platforms", "--cases", Self.fixtures + "platform-cases-bad.jsonl"],
                ["platforms", "--device", "en", "--android-folders", "values,values-es-r419"],
                ["platforms", "--device", "en", "--population", "built-in"],
                ["platforms"],
            ]), named: "platforms.txt")
    }

    @Test func lintAndPolicy() {
        Snapshot.expect(
            Self.transcript([
                ["lint", Self.fixtures + "policy-with-warnings.json"],
                ["lint", Self.fixtures + "policy-with-warnings.json", "--without-platforms"],
                ["lint", Self.fixtures + "policy-with-errors.json"],
                // An alias that turns Traditional into Simplified, approved by no one: an error
                // to lint and to every command that reads the policy.
                ["lint", Self.fixtures + "policy-unapproved-script.json", "--without-platforms"],
                [
                    "lint", Self.fixtures + "policy-unapproved-script.json", "--without-platforms", "--format", "sarif",
                ],
                ["resolve", "--policy", Self.fixtures + "policy-unapproved-script.json", "--device", "zh-Hant-US"],
                ["export", "android-locale-config", Self.fixtures + "policy-unapproved-script.json"],
                ["policy", "example"],
            ]), named: "lint-and-policy.txt")
    }

    @Test func check() {
        Snapshot.expect(
            Self.transcript([
                ["check", Self.fixtures + "table-failing.json"],
                ["check", "--json", Self.fixtures + "table-failing.json"],
                ["check", Self.fixtures + "table-invalid.json"],
                ["check", "/nonexistent.json"],
            ]), named: "check.txt")
    }

    @Test func inputAndDetect() {
        Snapshot.expect(
            Self.transcript([
                ["input", Self.fixtures + "input-catalog-title.json"],
                ["input", "--json", Self.fixtures + "input-catalog-title.json"],
                ["input", Self.fixtures + "input-email.json"],
                ["input", "--json", Self.fixtures + "input-email.json"],
                ["input", Self.fixtures + "input-bad-contract.json"],
                ["input", "/nonexistent/context.json"],
                ["input"],
                ["detect", "こんにちは、世界"],
                ["detect", "Hello"],
                ["detect", "東京"],
                ["detect", "👍"],
                ["detect", "--json", "這個問題很複雜"],
                ["detect", "two", "words"],
                ["detect", "Je pense que nous devrions partir demain matin avant la pluie."],
                ["detect", "Mislim da bismo trebali krenuti sutra ujutro prije kiše."],
                ["detect", "ok merci 👍"],
                ["detect", "--json-lines", "--input", Self.fixtures + "detect-lines.jsonl"],
                ["detect", "--json-lines", "--input", Self.fixtures + "detect-lines-bad.jsonl"],
                ["detect", "--list-languages", "extra"],
            ]), named: "input-and-detect.txt")
    }

    @Test func tag() {
        Snapshot.expect(
            Self.transcript([
                ["tag", "zh_hant_hk"],
                ["tag", "--json", "iw", "qaa", "en--US"],
                ["tag", "en", "en-US-Latn"],
                ["tag", "--bogus", "en"],
                ["tag"],
                ["frobnicate"],
                [],
            ]), named: "tag.txt")
    }

    @Test func help() {
        Snapshot.expect(
            Self.transcript(
                [["--help"]]
                    + CLIRun("--help").output.split(separator: "\n").compactMap { line in
                        let words = line.split(separator: " ")
                        return line.hasPrefix("  ") && words.count > 1 ? ["help", String(words[0])] : nil
                    }), named: "help.txt")
    }

    /// `langpolicy COMMAND --help` prints what `langpolicy help COMMAND` prints.
    @Test func helpFlagsMatchTheHelpCommand() {
        for line in CLIRun("--help").output.split(separator: "\n") where line.hasPrefix("  ") {
            let name = String(line.split(separator: " ")[0])
            #expect(CLIRun(name, "--help").output == CLIRun("help", name).output, "\(name)")
        }
    }

    /// Every decision table the repository ships passes through the CLI.
    @Test func checksEveryShippedTable() throws {
        let run = CLIRun(["check"] + (try TableFiles.urls("app").map(\.path)))
        #expect(run.status == 0, "\(run.output)")
    }
}
