internal import AppLanguage
internal import Foundation
internal import InputLanguage
internal import LanguagePolicyBridge
internal import WireDocuments

extension Command {
    /// `langpolicy detect TEXT`: what the portable identifier sees in a text, and why.
    static let detect = Command(
        name: "detect", abstract: "Name the language of a text, or none, and say why.",
        help: DetectCommand.help, flags: ["--json", "--json-lines", "--list-languages"], options: ["--input"],
        run: DetectCommand.run)
}

enum DetectCommand {
    static let help = """
        Usage: langpolicy detect [--json] TEXT
               langpolicy detect --json-lines [--input FILE]
               langpolicy detect --list-languages

        Prints what the package's portable identifier (StatisticalLanguageIdentifier) sees in
        TEXT (quote it): the scripts of its letters, most used first, the language it names or
        "unknown", the rule that decided, and the best-scoring candidates.

        Where the script decides (kana: ja, Hangul: ko, Thai, Greek, Hebrew, …) that is the
        answer. Han without kana or Hangul is zh-Hans or zh-Hant when Unihan's variants are
        clear. Other scripts are scored by a model of byte n-grams (\(StatisticalLanguageIdentifier.modelSource)'s, in
        integers): a language is named only with at least \(StatisticalLanguageIdentifier.minimumLetters) letters and a margin of
        \(nats(StatisticalLanguageIdentifier.margin)) nats over every rival (\(nats(StatisticalLanguageIdentifier.neighbourMargin)) over a close neighbour, such as bs and hr).
        Scores are log-likelihoods relative to the best candidate; JSON gives them in 1/1024 nat.

        Options:
          --json             One JSON object: text, language (null: unknown), scripts, decision,
                             letters, candidates, margin, rival and requiredMargin.
          --json-lines       Read JSON lines {"text": "…"} from standard input (or --input FILE)
                             and print one JSON object per line, in order.
          --input FILE       With --json-lines: read FILE instead of standard input.
          --list-languages   The languages it can name, one BCP 47 tag per line.

        Exit status: 0, whether or not a language is named; 2 for a usage mistake or an
        unreadable line.

        Example:
          $ langpolicy detect "Je pense que nous devrions partir demain matin avant la pluie."
          scripts     Latn
          language    fr
          decision    margin: 43.94 nats over ca, needs 4.00 (51 letters)
          candidates  fr 0.00, ca -43.94, oc* -46.91, es -88.75, an* -89.08  (*: known, never named)
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let identifier = StatisticalLanguageIdentifier()
        if arguments.has("--list-languages") {
            guard arguments.positionals.isEmpty, !arguments.has("--json-lines") else {
                throw UsageError(description: "--list-languages takes no TEXT")
            }
            for language in StatisticalLanguageIdentifier.languages { console.print(language.description) }
            return 0
        }
        if arguments.has("--json-lines") {
            guard arguments.positionals.isEmpty else {
                throw UsageError(description: "--json-lines reads its texts from standard input, not from TEXT")
            }
            try jsonLines(arguments["--input"], identifier: identifier, console: console)
            return 0
        }
        guard arguments["--input"] == nil else { throw UsageError(description: "--input goes with --json-lines") }
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw UsageError(description: "give exactly one TEXT (quote it when it has spaces)")
        }
        let report = identifier.report(text)
        if arguments.has("--json") {
            console.print(DetectReport(text: text, report: report).jsonText())
            return 0
        }
        let scripts = report.identification.scripts.map(\.description)
        console.print("scripts     \(scripts.isEmpty ? "none (no letters)" : scripts.joined(separator: ", "))")
        console.print("language    \(report.identification.language?.description ?? "unknown")")
        console.print("decision    \(DetectReport.decisionText(report))")
        if !report.candidates.isEmpty {
            let candidates = report.candidates.map { "\($0.language)\($0.isNamed ? "" : "*") \(nats($0.score))" }
            let unnamed = report.candidates.contains { !$0.isNamed } ? "  (*: known, never named)" : ""
            console.print("candidates  \(candidates.joined(separator: ", "))\(unnamed)")
        }
        return 0
    }

    /// One report per JSON line `{"text": "…"}` of FILE or standard input; blank lines are skipped.
    private static func jsonLines(_ path: String?, identifier: StatisticalLanguageIdentifier, console: Console) throws {
        let data =
            try path.map { (path) throws(InputFileError) in try InputFiles.data(path) }
            ?? FileHandle.standardInput.readDataToEndOfFile()
        let source = path ?? "standard input"
        for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
            do {
                let text = try JSONElement.parse(bytes: line).object(allowing: ["text"]).required("text").string()
                console.print(DetectReport(text: text, report: identifier.report(text)).jsonText())
            } catch {
                throw InputFileError(description: "\(source):\(index + 1): \(error)")
            }
        }
    }

    static func nats(_ value: Nats) -> String { value.decimals }
}
