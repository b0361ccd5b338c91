import Foundation
import TestSupport
import Testing
import TranslationText

/// Every Apple format parse against Foundation's own `String(format:)` (the `AppleFormatJudge`
/// executable, in its own process): the fixture apps' formatted values, their defaults, and
/// mutations of each. For each format we pass the arguments our parse says CoreFoundation
/// reads, of the kind it reads them as, vary each printed one, and compare which ones change
/// the output with the ones our parse says are shown; a format we say empties the text must
/// give an empty string, one we say fails must end the judge process. A format that reads one
/// argument as two kinds (`%1$@ %1$d`) has no safe arguments and is counted apart; so is one
/// that reads the position at CoreFoundation's bound (an unset value).
@Suite struct AppleJudgeTests {
    struct Expectation {
        var slots: String
        var shown: String
        var outcome: AppleFormat.Outcome
        /// The slots a comparison can see: printed by CoreFoundation itself (`%@`, `%s`, `%S`,
        /// `%P`, `%C`) or by a specifier the C library reads as C's grammar. CoreFoundation
        /// hands numbers to `snprintf` with the specifier as written (less `N$`), and glibc
        /// prints neither `%D`, `%O`, `%U` (BSD spellings Apple's libc knows) nor flags after a
        /// length (`%l o`), and reads `%qf` as a long double, so those values cannot be seen here.
        var comparable: Set<Int> = []
    }

    @Test(.requires(PinnedData.has("fixtures/apps"), PinnedData.missing("fixtures/apps")), .timeLimit(.minutes(5)))
    func parsesMatchFoundation() throws {
        let pairs = try AppleCorpus.pairs()
        var formats = Set(pairs.flatMap { [$0.base, $0.translation] })
        let fixtureCount = formats.count
        for base in Set(pairs.map(\.base)).sorted() { formats.formUnion(AppleFormatMutations.of(base)) }
        formats.formUnion(AppleFormatMutations.random(count: 8000, seed: 28))
        var cases: [(id: String, format: String, expectation: Expectation)] = []
        var mixed = 0
        for format in formats.sorted() {
            guard let expectation = Self.expectation(format) else {
                mixed += 1
                continue
            }
            cases.append(("\(cases.count)", format, expectation))
        }
        let results = try runJudge(cases.map { ($0.id, $0.format, $0.expectation.slots) })
        var disagreements: [String] = []
        var counts = (formatted: 0, empty: 0, refused: 0, hidden: 0)
        for item in cases {
            let result = results[item.id]
            switch item.expectation.outcome {
            case .refused:
                counts.refused += 1
                if result != nil {
                    disagreements.append("[\(item.format)]: we say the format fails, Foundation gave \(result!)")
                }
            case .empty:
                counts.empty += 1
                if result?.length != 0 {
                    disagreements.append("[\(item.format)]: we say empty, Foundation \(String(describing: result))")
                }
            case .formatted:
                counts.formatted += 1
                let slotCount = item.expectation.slots.split(separator: ",").filter { $0.hasSuffix("*") }.count
                counts.hidden += slotCount - item.expectation.comparable.count
                guard let result else {
                    disagreements.append("[\(item.format)] slots \(item.expectation.slots): Foundation crashed")
                    continue
                }
                let seen = Set(result.shown.split(separator: ",").compactMap { Int($0) })
                    .intersection(item.expectation.comparable).sorted().map(String.init).joined(separator: ",")
                if seen != item.expectation.shown {
                    disagreements.append(
                        "[\(item.format)] slots \(item.expectation.slots): we say shown \(item.expectation.shown), Foundation \(result.shown)"
                    )
                }
            }
        }
        print(
            "Foundation judge: \(cases.count) formats (\(fixtureCount) from the fixture apps), \(counts.formatted) formatted, "
                + "\(counts.empty) empty, \(counts.refused) failing; \(mixed) read one argument as two kinds (not run); "
                + "\(counts.hidden) printed arguments only glibc's snprintf could show (not compared); "
                + "\(disagreements.count) disagreements")
        #expect(fixtureCount >= 1000, "fixture formats: \(fixtureCount)")
        #expect(cases.count >= 15000, "cases: \(cases.count)")
        let disagreementCount = disagreements.count
        #expect(disagreementCount == 0, "\(disagreements.prefix(30).joined(separator: "\n"))")
    }

    /// The arguments to pass and the ones that must show; `nil` when no argument list is safe.
    static func expectation(_ text: String) -> Expectation? {
        let format = AppleFormat(parsing: text)
        guard format.outcome == .formatted else { return Expectation(slots: "", shown: "", outcome: format.outcome) }
        var classes: [Int: String] = [:]
        var printed: Set<Int> = []
        var shown: Set<Int> = []
        var comparable: Set<Int> = []
        for specifier in format.specifiers where specifier.kind.readsArgument {
            guard let position = specifier.position else { continue }
            if position >= format.bound { return nil }
            let letter = letter(specifier)
            for (place, kind) in [(specifier.widthPosition, "i"), (specifier.precisionPosition, "i")] {
                guard let place else { continue }
                if place >= format.bound || (classes[place].map { $0 != kind } ?? false) { return nil }
                classes[place] = kind
            }
            if let known = classes[position], known != letter { return nil }
            classes[position] = letter
            guard specifier.kind != .ignoredPointer else { continue }
            printed.insert(position)
            guard isVisible(specifier) else { continue }
            comparable.insert(position)
            let hidesText =
                [.cString, .unicharString, .pascalString].contains(specifier.kind) && specifier.precision == 0
            if !hidesText { shown.insert(position) }
        }
        // A width or precision read at a printed position would be varied as an int: keep it out.
        for specifier in format.specifiers {
            for place in [specifier.widthPosition, specifier.precisionPosition].compactMap({ $0 })
            where printed.contains(place) {
                return nil
            }
        }
        let positions = format.readPositions
        let slots = positions.map { (classes[$0] ?? "i") + (printed.contains($0) ? "*" : "") }.joined(separator: ",")
        let shownSlots = positions.enumerated().filter { shown.contains($1) }.map { String($0.offset) }.joined(
            separator: ",")
        let comparableSlots = Set(positions.enumerated().filter { comparable.contains($1) }.map(\.offset))
        return Expectation(slots: slots, shown: shownSlots, outcome: .formatted, comparable: comparableSlots)
    }

    /// Whether the judge can see the value: printed by CoreFoundation, or by `snprintf` with a
    /// specifier in C's grammar (`%[flags][width][.precision][length]conversion`, the
    /// conversions glibc knows).
    static func isVisible(_ specifier: AppleFormatSpecifier) -> Bool {
        switch specifier.kind {
        case .object, .cString, .unicharString, .pascalString, .unichar: return true
        case .integer, .double, .pointer:
            var text = specifier.text
            while let dollar = text.firstIndex(of: "$") {
                var start = dollar
                while start > text.startIndex, text[text.index(before: start)].isNumber {
                    start = text.index(before: start)
                }
                text.removeSubrange(start...dollar)
            }
            // glibc reads `%qf` and `%llf` as a long double (CoreFoundation passes a double).
            let integer = /%[-+ #0]*(\*|[0-9]+)?(\.(\*|[0-9]*))?(hh|h|ll|l|q|j|z|t)?[diouxXcp]/
            let floating = /%[-+ #0]*(\*|[0-9]+)?(\.(\*|[0-9]*))?(l|L)?[fFeEgGaA]/
            return text.wholeMatch(of: integer) != nil || text.wholeMatch(of: floating) != nil
        default: return false
        }
    }

    static func letter(_ specifier: AppleFormatSpecifier) -> String {
        switch specifier.kind {
        case .integer, .unichar, .literal, .incomplete: "i"
        case .double: specifier.size == .sixteen ? "L" : "d"
        case .object: "o"
        case .cString: "s"
        case .unicharString: "S"
        case .pascalString: "P"
        case .pointer: "p"
        case .ignoredPointer: "n"
        }
    }

    struct Result: CustomStringConvertible {
        var shown: String
        var length: Int
        var description: String { "shown \(shown), length \(length)" }
    }

    /// Runs the judge over the cases, a new process after each one that kills it.
    func runJudge(_ cases: [(id: String, format: String, slots: String)]) throws -> [String: Result] {
        let judge = try #require(Self.judgeExecutable(), "AppleFormatJudge is built with the tests")
        var results: [String: Result] = [:]
        var remaining = cases[...]
        while !remaining.isEmpty {
            let input = remaining.map { "\($0.id)\t\(escape($0.format))\t\($0.slots)" }.joined(separator: "\n") + "\n"
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "apple-judge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let inputFile = directory.appendingPathComponent("in")
            let outputFile = directory.appendingPathComponent("out")
            try input.write(to: inputFile, atomically: true, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            let process = Process()
            process.executableURL = judge
            process.environment = ["SWIFT_BACKTRACE": "enable=no"]
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            var begun: String?
            for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
                if line.hasPrefix("BEGIN ") {
                    begun = String(line.dropFirst(6))
                    continue
                }
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3 else { continue }
                results[String(fields[0])] = Result(shown: String(fields[1]), length: Int(fields[2]) ?? -1)
                begun = nil
            }
            guard process.terminationStatus != 0, let crashed = begun,
                let index = remaining.firstIndex(where: { $0.id == crashed })
            else { break }
            remaining = remaining[(index + 1)...]
        }
        return results
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func judgeExecutable() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("AppleFormatJudge")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}

/// Translations made from an Apple default value the way translators and tools break them.
enum AppleFormatMutations {
    static let conversions = [
        "@", "d", "i", "u", "x", "X", "o", "c", "C", "lld", "ld", "qd", "zd", "hhd", "hd", "f", "lf", "Lf", "e", "g",
        "a",
        "s", "S", "p", "n", "%", "y", "!", "#@var@", "[key]@", "ll", "l", "'d", "#x", "P", "D", "U", "O",
    ]
    static let modifiers = [
        " ", "-", "+", "0", "#", "5", "-5", "05", ".2", ".0", ".", "*", ".*", "*.*", "1$", "2$", "9$", "127$", "128$",
        "200$", "1$*2$", "99999999999",
    ]
    static let tails = [
        " %", " 100%", " 50% off", " 100 % de", "%5", "%.", " %1$", " %l", " %ll", " %hh", " %#@", " %[k", " %@", " %d",
        " %1$@ %@",
    ]

    static func of(_ format: String) -> [String] {
        let parsed = AppleFormat(parsing: format)
        let units = Array(format.utf16)
        var mutations: [String] = []
        for specifier in parsed.specifiers {
            let end = specifier.offset + specifier.text.utf16.count
            func replacing(_ text: String) -> String {
                String(decoding: units[..<specifier.offset], as: UTF16.self) + text
                    + String(decoding: units[end...], as: UTF16.self)
            }
            let body = specifier.text.dropFirst()
            mutations.append(replacing(""))
            mutations.append(replacing(specifier.text + specifier.text))
            mutations.append(replacing("% " + body))
            mutations.append(replacing("\u{066A}" + body))
            let prefix = specifier.isPositional ? "%\((specifier.position ?? 0) + 1)$" : "%"
            for conversion in conversions { mutations.append(replacing(prefix + conversion)) }
            for modifier in modifiers { mutations.append(replacing("%" + modifier + String(specifier.conversion))) }
        }
        for tail in tails { mutations.append(format + tail) }
        return mutations
    }

    static func random(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("%%%$@.-#+ 0*123dsSlqhcCfxpn[]@#@ab٪")
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
    }
}
