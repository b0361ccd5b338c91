import Foundation
import TestSupport
import Testing
import TranslationText

/// Every Android format verdict against the JDK's own `String.format`
/// (`Scripts/java-format-judge.sh`): the fixture apps' formatted strings with each of their
/// translations, generated mutations of every default value, and random strings. The judge
/// types the arguments from the default value itself; we must agree on those types, say
/// `crash` exactly when Java throws (with Java's exception class), and otherwise name exactly
/// the arguments whose value changes Java's output.
@Suite struct JavaJudgeTests {
    static let javac = ["/usr/bin/javac", "/usr/local/bin/javac"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Case {
        var id: String
        var locale: String
        var base: String
        var translation: String
        var fromFixtures: Bool
    }

    @Test(
        .requires(javac && PinnedData.has("fixtures/apps"), "needs a JDK (javac) and the pinned fixture apps"),
        .timeLimit(.minutes(5)))
    func verdictsMatchTheJVM() throws {
        var cases: [Case] = []
        var unreadable = 0
        for pair in try AndroidCorpus.shared.get() where pair.formatted {
            guard let base = try? AndroidStringValue(nodes: pair.base),
                let translation = try? AndroidStringValue(nodes: pair.translation)
            else {
                unreadable += 1
                continue
            }
            guard base.reference == nil, translation.reference == nil else { continue }
            cases.append(
                Case(
                    id: pair.id, locale: pair.locale, base: base.text, translation: translation.text, fromFixtures: true
                ))
        }
        let fixtureCount = cases.count
        let defaults = Array(Set(cases.map(\.base))).sorted()
        let locales = ["fr", "es", "ar", "ga", "de", "ja", "ru", "tr"]
        for (number, base) in defaults.enumerated() {
            for (offset, mutation) in JavaFormatMutations.of(base).enumerated() {
                cases.append(
                    Case(
                        id: "mutation-\(number)-\(offset)", locale: locales[offset % locales.count], base: base,
                        translation: mutation, fromFixtures: false))
            }
        }
        let random = JavaFormatMutations.random(count: 26000, seed: 28)
        for index in stride(from: 0, to: random.count - 1, by: 2) {
            cases.append(
                Case(
                    id: "random-\(index)", locale: "en", base: random[index], translation: random[index + 1],
                    fromFixtures: false))
        }
        let verdicts = try runJudge(cases)
        var disagreements: [String] = []
        var counts = (formatted: 0, throws: 0, fixtureThrows: 0, plain: 0)
        for item in cases {
            guard let verdict = verdicts[item.id] else {
                disagreements.append("\(item.id): no verdict from the judge")
                continue
            }
            let model = Model(base: item.base, translation: item.translation)
            if let problem = model.disagreement(with: verdict) {
                disagreements.append("\(item.id) [\(item.base)] → [\(item.translation)]: \(problem)")
            }
            if verdict.outcome == "plain" { counts.plain += 1 } else { counts.formatted += 1 }
            if verdict.outcome.hasPrefix("throw") {
                counts.throws += 1
                if item.fromFixtures {
                    counts.fixtureThrows += 1
                    print("Java throws on \(item.id): [\(item.translation)] (\(verdict.outcome))")
                }
            }
        }
        print(
            "JVM judge: \(cases.count) cases (\(fixtureCount) from the fixture apps, \(unreadable) values aapt2 refuses left out), "
                + "\(counts.formatted) formatted, \(counts.throws) throw (\(counts.fixtureThrows) in the fixture apps), "
                + "\(counts.plain) plain defaults; \(disagreements.count) disagreements")
        #expect(fixtureCount >= 4000, "the fixture apps' formatted strings: \(fixtureCount)")
        #expect(cases.count >= 40000, "cases: \(cases.count)")
        #expect(counts.throws >= 5000, "cases where Java throws: \(counts.throws)")
        let disagreementCount = disagreements.count
        #expect(disagreementCount == 0, "\(disagreements.prefix(30).joined(separator: "\n"))")
    }

    /// What the judge said of one case.
    struct Verdict {
        var types: String
        var outcome: String
    }

    /// Our model's view of one case, in the judge's terms.
    struct Model {
        var base: String
        var translation: String

        func disagreement(with verdict: Verdict) -> String? {
            guard let format = try? JavaFormat(parsing: base),
                !format.specifiers.isEmpty,
                (try? format.uses(of: JavaArgument.arguments(for: format))) != nil
            else {
                return verdict.outcome == "plain"
                    ? nil : "we read the default as plain text, Java as \(verdict.outcome)"
            }
            guard verdict.outcome != "plain" else { return "Java reads the default as plain text, we do not" }
            let arguments = JavaArgument.arguments(for: format)
            let types = arguments.isEmpty ? "-" : arguments.map(\.rawValue).joined(separator: ",")
            guard types == verdict.types else { return "argument types \(types), Java's \(verdict.types)" }
            let ours: String
            do {
                let uses = try JavaFormat(parsing: translation).uses(of: arguments)
                let shown = Set(uses.filter(\.showsValue).map(\.argument)).sorted()
                ours = "shown " + shown.map(String.init).joined(separator: ",")
            } catch {
                ours = "throw " + error.exceptionClass
            }
            guard ours == verdict.outcome else { return "we say \(ours), Java \(verdict.outcome)" }
            let check = FormatCheck.android(
                default: AndroidStringValue(compiled: base), translation: AndroidStringValue(compiled: translation))
            let crashes = check.contains { $0.verdict == .crash }
            guard crashes == verdict.outcome.hasPrefix("throw") else {
                return "FormatCheck says crash: \(crashes), Java \(verdict.outcome)"
            }
            return nil
        }
    }

    func runJudge(_ cases: [Case]) throws -> [String: Verdict] {
        let input =
            cases.map { "\($0.id)\t\($0.locale)\t\(escape($0.base))\t\(escape($0.translation))" }
            .joined(separator: "\n") + "\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("java-judge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("cases.tsv")
        let outputFile = directory.appendingPathComponent("verdicts.tsv")
        try input.write(to: inputFile, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let process = Process()
        process.executableURL = PinnedData.repository.appendingPathComponent("Scripts/java-format-judge.sh")
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the JVM judge failed")
        var verdicts: [String: Verdict] = [:]
        for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            verdicts[String(fields[0])] = Verdict(types: String(fields[1]), outcome: String(fields[2]))
        }
        return verdicts
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
}
