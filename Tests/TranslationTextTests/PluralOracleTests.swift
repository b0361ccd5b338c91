import Foundation
import TestSupport
import Testing
import TranslationText

/// Our plural rules against an independent implementation, Babel 2.17.0 (CLDR 46;
/// `Scripts/plural-oracle.py`, sha256-pinned): every CLDR sample of every locale's cardinal
/// and ordinal rules, and generated integers and decimals, must get Babel's category. Compact
/// samples (`1c6`) are left out: Babel has no compact exponent (its `c` and `e` are always 0).
@Suite struct PluralOracleTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let generated: [String] = {
        var numbers: [String] = (0...300).map { String($0) }
        numbers += (990...1010).map { String($0) }
        numbers += ["1000000", "1000001", "2000000", "10000000", "2147483647"]
        numbers += (0...30).map { "\($0 / 10).\($0 % 10)" }
        numbers += (0...150).map { "\($0 / 100)." + ($0 % 100 < 10 ? "0" : "") + "\($0 % 100)" }
        numbers += ["1.50", "2.10", "11.5", "21.1", "101.01", "1000000.0", "1000000.1", "0.000", "1.000", "2.500"]
        return numbers
    }()

    /// Runs with the pinned data (as the other oracles do): the oracle is another project's
    /// data, downloaded from PyPI once, which a clone without data may not reach.
    @Test(
        .requires(
            python && PinnedData.directory != nil, "needs python3 and the pinned data's run (Babel 2.17.0 from PyPI)"),
        .timeLimit(.minutes(3)))
    func rulesMatchBabel() throws {
        let data = PluralRuleData.shared
        var cases: [(id: String, locale: String, kind: String, number: String, ours: PluralCategory)] = []
        for (table, kind, kindName) in [
            (data.cardinal, PluralRules.Kind.cardinal, "cardinal"), (data.ordinal, .ordinal, "ordinal"),
        ] {
            for locale in table.keys.sorted() {
                let rules = PluralRules(locale: locale, kind: kind)
                let samples = rules.rules.values.flatMap { $0.integerSamples + $0.decimalSamples }
                    .filter { !$0.contains("c") && !$0.contains("e") }
                for number in Set(samples + Self.generated).sorted() {
                    guard let ours = rules.category(for: number) else { continue }
                    cases.append(("\(cases.count)", locale, kindName, number, ours))
                }
            }
        }
        let input = cases.map { "\($0.id)\t\($0.locale)\t\($0.kind)\t\($0.number)" }.joined(separator: "\n") + "\n"
        let answers = try runOracle(input)
        var compared = 0
        var missingLocales: Set<String> = []
        var differences: [String: [String]] = [:]
        for item in cases {
            guard let answer = answers[item.id] else { continue }
            if answer == "!" {
                missingLocales.insert("\(item.locale) \(item.kind)")
                continue
            }
            compared += 1
            if answer != item.ours.rawValue {
                differences["\(item.locale) \(item.kind)", default: []].append(
                    "\(item.number): ours \(item.ours), Babel \(answer)")
            }
        }
        print(
            "plural oracle (Babel 2.17.0, CLDR 46): \(compared) numbers compared over \(cases.count) cases; "
                + "locales Babel lacks: \(missingLocales.sorted()); differing locales: \(differences.keys.sorted())")
        #expect(compared >= 120_000, "compared: \(compared)")
        #expect(missingLocales.count <= 12, "\(missingLocales.sorted())")
        let differenceCount = differences.count
        #expect(
            differenceCount == 0,
            "\(differences.sorted { $0.key < $1.key }.prefix(10).map { "\($0.key): \($0.value.prefix(5))" })")
    }

    func runOracle(_ input: String) throws -> [String: String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plural-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("cases.tsv")
        let outputFile = directory.appendingPathComponent("answers.tsv")
        try input.write(to: inputFile, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PinnedData.repository.appendingPathComponent("Scripts/plural-oracle.py").path]
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the plural oracle failed")
        var answers: [String: String] = [:]
        for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2 { answers[String(fields[0])] = String(fields[1]) }
        }
        return answers
    }
}
