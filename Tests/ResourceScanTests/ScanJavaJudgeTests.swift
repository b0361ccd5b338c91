import Foundation
import PlatformModels
import TestSupport
import Testing
import TranslationText

@testable import ResourceScan

/// The scan's Android format findings against the JDK's own `String.format`
/// (`Scripts/java-format-judge.sh`): every formatted value of the fixture apps' values folders
/// with its default, and generated mutations of every default written into a tree and scanned
/// as an app. The scan must say `crash` exactly where Java throws, and name an argument shown
/// or lost exactly where Java's output gains or loses that argument (a plural item of a
/// category one integer alone selects may leave the number out: "one song").
@Suite("The scan's format findings against the JVM")
struct ScanJavaJudgeTests {
    static let javac = ["/usr/bin/javac", "/usr/local/bin/javac"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A value the judge is asked about: where it is, its text and its default's.
    struct Case {
        var id: String
        var language: String
        var base: String
        var translation: String
        var mayOmit: Bool
    }

    @Test(
        .requires(javac && PinnedData.has("fixtures/apps"), "needs a JDK (javac) and the pinned fixture apps"),
        .timeLimit(.minutes(10)))
    func theScanSaysWhatJavaDoes() throws {
        var cases: [Case] = []
        var findings: [String: [ScanFinding]] = [:]
        for app in ["TeamNewPipe-NewPipe", "tuskyapp-Tusky"] {
            let directory = try PinnedData.url("fixtures/apps/\(app)").path
            try scan(directory, into: &cases, findings: &findings)
        }
        let fixtureCount = cases.count
        let defaults = Set(cases.map(\.base)).sorted()
        var files: [String: String] = [:]
        var defaultFile = "<resources>\n"
        var mutatedFile = "<resources>\n"
        var count = 0
        for base in defaults {
            for mutation in Self.mutations(of: base) {
                defaultFile += "<string name=\"m\(count)\">\(Self.xml(base))</string>\n"
                mutatedFile += "<string name=\"m\(count)\">\(Self.xml(mutation))</string>\n"
                count += 1
            }
        }
        files["app/src/main/res/values/strings.xml"] = defaultFile + "</resources>\n"
        files["app/src/main/res/values-de/strings.xml"] = mutatedFile + "</resources>\n"
        let tree = try TemporaryTree(files)
        try scan(tree.path, into: &cases, findings: &findings)

        let verdicts = try Self.runJudge(cases)
        var disagreements: [String] = []
        var throwing = 0
        for item in cases {
            guard let verdict = verdicts[item.id], let baseVerdict = verdicts[item.id + "#default"] else {
                disagreements.append("\(item.id): no verdict from the judge")
                continue
            }
            let ours = findings[item.id] ?? []
            let crashes = ours.contains { $0.code == .formatCrash }
            if verdict.hasPrefix("throw") { throwing += 1 }
            if crashes != verdict.hasPrefix("throw") {
                disagreements.append(
                    "\(item.id) [\(item.base)] → [\(item.translation)]: crash \(crashes), Java \(verdict)")
                continue
            }
            guard !crashes, verdict.hasPrefix("shown"), baseVerdict.hasPrefix("shown") else { continue }
            let shown = Self.arguments(verdict)
            let baseShown = Self.arguments(baseVerdict)
            let lost = item.mayOmit ? [] : baseShown.subtracting(shown)
            let added = shown.subtracting(baseShown)
            let named = Set(
                ours.filter { $0.code == .formatWrongText }.compactMap { finding -> String? in
                    let message = finding.message
                    if let range = message.range(of: "argument "), message.contains("never shows") {
                        return "lost " + message[range.upperBound...].prefix { $0.isNumber }
                    }
                    if message.contains("which the default value does not show"),
                        let range = message.range(of: "shows argument ")
                    {
                        return "added " + message[range.upperBound...].prefix { $0.isNumber }
                    }
                    return nil
                })
            let java = Set(lost.map { "lost \($0)" } + added.map { "added \($0)" })
            if named != java {
                disagreements.append(
                    "\(item.id) [\(item.base)] → [\(item.translation)]: we name \(named.sorted()), Java \(java.sorted())"
                )
            }
        }
        print(
            "Scan JVM judge: \(cases.count) values (\(fixtureCount) of the fixture apps, \(cases.count - fixtureCount) "
                + "mutations), \(throwing) where Java throws; \(disagreements.count) disagreements")
        #expect(fixtureCount >= 9000, "the fixture apps' formatted values: \(fixtureCount)")
        #expect(cases.count - fixtureCount >= 2500, "mutations: \(cases.count - fixtureCount)")
        #expect(throwing >= 1500, "values where Java throws: \(throwing)")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(30).joined(separator: "\n"))")
    }

    /// Scans a directory, keeping its format findings by `path:line`, and gathers its formatted
    /// values (a translation of a default with a `%`, `formatted` not false) as cases.
    func scan(_ directory: String, into cases: inout [Case], findings: inout [String: [ScanFinding]]) throws {
        let report = try ResourceInventory(scanning: [directory], assumingDevelopmentLanguage: "en")
            .check(against: .example)
        for finding in report.findings where finding.userGets != nil {
            guard let path = finding.path, let line = finding.line else { continue }
            findings["\(path):\(line)", default: []].append(finding)
        }
        for android in report.inventory.androidApps {
            for directory in android.resourceDirectories {
                try values(in: directory, into: &cases)
            }
        }
    }

    /// The formatted values of one res directory's values folders.
    func values(in directory: String, into cases: inout [Case]) throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("values") }
        func read(_ folder: String) throws -> [(path: String, resource: AndroidValuesFile.Resource)] {
            let path = "\(directory)/\(folder)"
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted().filter { $0.hasSuffix(".xml") }
                .flatMap { file in
                    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(path)/\(file)")))
                    return (try? AndroidValuesFile(bytes: bytes).resources.map { ("\(path)/\(file)", $0) }) ?? []
                }
        }
        var defaults: [String: (text: String, formatted: Bool)] = [:]
        for (_, resource) in try read("values") where resource.isTranslatable {
            for (index, nodes) in resource.contents.enumerated() {
                guard let value = try? AndroidStringValue(nodes: nodes), value.reference == nil else { continue }
                let key = resource.kind == .plurals ? "\(resource.name)#\(resource.quantities[index])" : resource.name
                defaults[key] = (value.text, resource.isFormatted)
            }
        }
        for folder in folders.sorted() where folder != "values" {
            guard let language = AndroidResourceFolder.language(of: folder) else { continue }
            let rules = PluralRules(locale: language)
            for (path, resource) in try read(folder) where resource.kind != .stringArray {
                for (index, nodes) in resource.contents.enumerated() {
                    let quantity = resource.kind == .plurals ? resource.quantities[index] : nil
                    let key = quantity.map { "\(resource.name)#\($0)" } ?? resource.name
                    guard
                        let base = defaults[key] ?? quantity.flatMap({ _ in defaults["\(resource.name)#other"] }),
                        base.formatted, base.text.contains("%"),
                        let value = try? AndroidStringValue(nodes: nodes), value.reference == nil
                    else { continue }
                    let mayOmit = quantity.flatMap(PluralCategory.init(rawValue:)).map(rules.selectsOneInteger) ?? false
                    cases.append(
                        Case(
                            id: "\(path):\(resource.lines[index])", language: language, base: base.text,
                            translation: value.text, mayOmit: mayOmit))
                }
            }
        }
    }

    /// Mutations of a default value, at each of its specifiers: dropped, spaced (`% s`),
    /// renumbered past the arguments, converted otherwise (`%s`, `%d`, `%x`, `%f`), flagged as
    /// Java refuses (`%-s` without a width, `%,s`), given a C length (`%ld`), duplicated,
    /// written with an Arabic percent sign; and `%%` halved.
    static func mutations(of base: String) -> [String] {
        var results = [base.replacingOccurrences(of: "%%", with: "%")]
        for match in base.matches(of: /%(\d+\$)?[-#+ 0,(<]*\d*(\.\d+)?[a-zA-Z%]/) {
            let text = String(base[match.range])
            guard text != "%%", let conversion = text.last else { continue }
            let index = match.output.1.map(String.init) ?? ""
            var replacements = [
                "", "% " + text.dropFirst(), "%9$" + String(conversion), text + " " + text,
                "\u{066A}" + text.dropFirst(), "%" + index + "-" + String(conversion),
                "%" + index + "," + String(conversion), "%" + index + "l" + String(conversion),
            ]
            for other in ["s", "d", "x", "f"] where Character(other) != conversion {
                replacements.append(text.dropLast() + other)
            }
            results += replacements.map { base.replacingCharacters(in: match.range, with: $0) }
        }
        return Array(Set(results.filter { $0 != base })).sorted()
    }

    /// A text as the content of a `<string>` that aapt2 reads back as it is: double-quoted, with
    /// `\`, `"`, line breaks and tabs escaped and `&`, `<` as entities.
    static func xml(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// The arguments of a `shown 1,2` verdict.
    static func arguments(_ verdict: String) -> Set<Int> {
        Set(verdict.dropFirst("shown ".count).split(separator: ",").compactMap { Int($0) })
    }

    /// Each case, and each default against itself (`ID#default`), through the JVM judge.
    static func runJudge(_ cases: [Case]) throws -> [String: String] {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        var input = ""
        for item in cases {
            input += "\(item.id)\t\(item.language)\t\(escape(item.base))\t\(escape(item.translation))\n"
            input += "\(item.id)#default\t\(item.language)\t\(escape(item.base))\t\(escape(item.base))\n"
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scan-judge-\(UUID().uuidString)")
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
        var verdicts: [String: String] = [:]
        for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            verdicts[String(fields[0])] = String(fields[2])
        }
        return verdicts
    }
}

extension AndroidResourceFolder {
    /// The locale of a `values-*` folder as a tag (`values-fr-rCA` → `fr-CA`), nil for another
    /// configuration.
    static func language(of folder: String) -> String? {
        guard let parsed = try? AndroidResourceFolder(parsing: folder), parsed.otherQualifiers.isEmpty,
            let locale = parsed.locale, let tag = locale.languageTag
        else { return nil }
        return tag.description
    }
}
