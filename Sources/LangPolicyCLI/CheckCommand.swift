internal import Foundation
internal import WireDocuments

extension Command {
    /// `langpolicy check FILE…`: decision tables and scenarios.
    static let check = Command(
        name: "check", abstract: "Run decision tables and lifecycle scenarios; report failing cases.",
        help: """
            Usage: langpolicy check FILE... [--json | --format text|json|sarif]

            Runs each decision-table file: app-language cases ("policy" and "cases"), lifecycle
            scenarios ("scenarios"), input-language tables ("inputCases", "adviceCases",
            "detectCases"). Only the "expect" keys present are checked; unknown keys are errors.
            Prints one line per failing case with the expected and actual values, then the plain
            line "N passed, N failed".

            A scenario is {"name", "policy" (or the file's), "steps": [{"event", ..., "expect"}]}.
            Events: launch (deviceLanguages, systemAppPreference), setDeviceLanguages,
            setSystemAppPreference, choose (locale), useDeviceLanguage, upgradePolicy (policy),
            restoreBackup (state), newDevice (deviceLanguages, systemAppPreference), signIn
            (remote), migrateLegacyChoice (legacyChoice); each may set "at" (ISO 8601). A step's
            expect takes the decision keys and "stored" (userChoice, lastAutomatic,
            completedMigrations), "migration", "platformLocale", "error".

            Options:
              --json   Print the check report as JSON instead: schemaVersion, passed, failed, and
                       for each file its path and every case's name, passed and failures.
              --format sarif
                       Print a SARIF 2.1.0 log of the failing cases (rule case-failed, on the
                       line of the case's name), for code scanning.

            Exit status: 0 when every case passes, 1 when any fails, 2 when a file cannot be read
            or parsed (the message names the file and the JSON path of the bad value).

            Example:
              $ langpolicy check Tables/app/*.json Tables/input/*.json
              143 passed, 0 failed
            """,
        flags: ["--json"], options: ["--format"],
        run: CheckCommand.run)
}

enum CheckCommand {
    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(description: "give at least one FILE") }
        let report = CheckReport(
            files: try arguments.positionals.map { path throws(InputFileError) in
                (path, try results(of: path))
            })
        let format = try OutputFormat.of(arguments)
        if format == .sarif {
            console.print(SARIFLog.check(report.files).text)
        } else if format == .json {
            console.print(report.jsonText(pretty: true))
        } else {
            for (path, results) in report.files {
                for result in results where !result.passed {
                    console.print("FAIL \(path): \(result.name): \(result.failures.joined(separator: "; "))")
                }
            }
            console.print("\(report.passed) passed, \(report.failed) failed")
        }
        return report.failed == 0 ? 0 : 1
    }

    static func results(of path: String) throws(InputFileError) -> [TableCaseResult] {
        let data = try InputFiles.data(path)
        do {
            return try DecisionTable(json: JSONElement.parse(bytes: data)).run()
        } catch {
            throw InputFileError(description: "\(path): \(error)")
        }
    }
}

/// What `langpolicy check --json` prints: every case of every file, and the totals (declared in
/// Schemas/Documents/check-report.json).
struct CheckReport {
    let files: [(path: String, results: [TableCaseResult])]

    var passed: Int { files.reduce(0) { $0 + $1.results.filter(\.passed).count } }
    var failed: Int { files.reduce(0) { $0 + $1.results.filter { !$0.passed }.count } }
}
