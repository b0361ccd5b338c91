import AppLanguage
import DecisionTables
import Foundation
import LanguagePolicyJSON

extension Command {
    /// `langpolicy check FILE…`: decision tables and scenarios.
    static let check = Command(
        name: "check", abstract: "Run decision tables and lifecycle scenarios; report failing cases.",
        help: """
            Usage: langpolicy check FILE...

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

            Exit status: 0 when every case passes, 1 when any fails, 2 when a file cannot be read
            or parsed (the message names the file and the JSON path of the bad value).

            Example:
              $ langpolicy check Tables/app/*.json Tables/input/*.json
              143 passed, 0 failed
            """,
        run: CheckCommand.run)
}

enum CheckCommand {
    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(description: "give at least one FILE") }
        var passed = 0
        var failed = 0
        for path in arguments.positionals {
            for result in try results(of: path) {
                if result.passed {
                    passed += 1
                } else {
                    failed += 1
                    console.print("FAIL \(path): \(result.name): \(result.failures.joined(separator: "; "))")
                }
            }
        }
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    static func results(of path: String) throws(InputFileError) -> [DecisionTables.TableCaseResult] {
        let data = try InputFiles.data(path)
        let value: AppLanguage.JSONValue
        do {
            value = try AppLanguage.JSONValue.parse(data)
        } catch {
            throw InputFileError(description: "\(path): \(error)")
        }
        if AppLanguageTable.recognizes(value) {
            do {
                return try AppLanguageTable(jsonValue: value).run().map {
                    DecisionTables.TableCaseResult(name: $0.name, failures: $0.failures)
                }
            } catch {
                throw InputFileError(description: "\(path): \(error)")
            }
        }
        let json: JSONElement
        do {
            json = try JSONElement.parse(bytes: data)
        } catch {
            throw InputFileError(description: "\(path): \(error)")
        }
        guard InputDecisionTable.recognizes(json) else {
            throw InputFileError(
                description:
                    "\(path): not a decision table (it has none of cases, scenarios, inputCases, adviceCases, detectCases)"
            )
        }
        do {
            return try InputDecisionTable(json: json).run()
        } catch {
            throw InputFileError(description: "\(path): \(error)")
        }
    }
}
