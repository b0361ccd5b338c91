import Foundation
import TestSupport
import Testing
import TranslationText

/// Our reading of string values against aapt2 itself (Debian's aapt2 2.19, Android 10's
/// `ResourceParser` and `StringBuilder`): every `<string>` and `<plurals>` item of the fixture
/// apps' values folders, and generated values of every escape, quote, whitespace and markup
/// case, compiled and linked by aapt2 and read back with `aapt2 dump resources`; the text (or
/// the reference) must be ours. Values aapt2 refuses must be the ones we refuse.
@Suite struct Aapt2ReadingTests {
    static let aapt2 = ["/usr/bin/aapt2", "/usr/local/bin/aapt2"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let framework = "/usr/share/android-framework-res/framework-res.apk"

    /// Values made to cover aapt2's reading rules.
    static let generated: [String] = {
        let pieces = [
            " ", "  ", "\n", "\t", "a", "é", #"\'"#, #"\""#, "\"", #"\\"#, #"\n"#, #"\t"#, #"\u0041"#, #"\u00e9x"#,
            #"\@"#,
            #"\?"#, ##"\#"##, #"\%"#, "%1$s", "%%", "<b>", "</b>", "<i>x</i>", #"<xliff:g id="a">%1$d</xliff:g>"#,
            "&amp;", "&lt;", "&#x2026;", "<![CDATA[ <b> ]]>", "<!-- c -->", "@string/v0", "?android:attr/textColor",
            "@null", "'", "x?",
        ]
        var random = SeededRandom(seed: 3)
        var values: [String] = []
        while values.count < 3000 {
            var value = ""
            var open = 0
            for _ in 0..<Int.random(in: 1...7, using: &random) {
                var piece = pieces.randomElement(using: &random)!
                if piece == "<b>" { open += 1 }
                if piece == "</b>" {
                    guard open > 0 else { continue }
                    open -= 1
                }
                // A reference is the whole value (one to a resource that exists: aapt2 links it).
                if piece.hasPrefix("@string") || piece.hasPrefix("?android") || piece == "@null" {
                    if value.isEmpty && open == 0 {
                        value = piece
                        break
                    }
                    piece = "x"
                }
                value += piece
            }
            values.append(value + String(repeating: "</b>", count: open))
        }
        return values
    }()

    @Test(
        .requires(aapt2 != nil && PinnedData.has("fixtures/apps"), "needs aapt2 (Debian's aapt) and the fixture apps"),
        .timeLimit(.minutes(5)))
    func readingMatchesAapt2() throws {
        var nodes: [(id: String, nodes: [AndroidStringValue.Node])] = []
        for (folder, values) in try AndroidCorpus.allValues() {
            for value in values { nodes.append(("\(folder)/\(value.key)", value.nodes)) }
        }
        let fixtureCount = nodes.count
        var refusedByUs: [(id: String, xml: String)] = []
        var cases: [(id: String, xml: String, ours: AndroidStringValue)] = []
        var otherReferences = 0
        for (id, value) in nodes {
            guard let ours = try? AndroidStringValue(nodes: value) else {
                refusedByUs.append((id, Self.xml(value)))
                continue
            }
            // A reference to anything but a string or the framework would not link here.
            if let reference = ours.reference, !reference.hasPrefix("@string/"), !reference.hasPrefix("@android:"),
                reference != "@null", reference != "@empty"
            {
                otherReferences += 1
                continue
            }
            cases.append((id, Self.xml(value), ours))
        }
        for (index, xml) in Self.generated.enumerated() {
            guard let value = try? AndroidStringValue(xml: xml) else {
                refusedByUs.append(("generated-\(index)", xml))
                continue
            }
            cases.append(("generated-\(index)", xml, value))
        }
        // One file holds at most 65,535 entries of a type (aapt2's TableFlattener): batches.
        var dumped: [Int: String] = [:]
        for start in stride(from: 0, to: cases.count, by: 30000) {
            let batch = cases[start..<min(start + 30000, cases.count)].map(\.xml)
            for (index, value) in try Self.compileAndDump(batch) { dumped[start + index] = value }
        }
        var disagreements: [String] = []
        for (index, item) in cases.enumerated() {
            guard let dump = dumped[index] else {
                disagreements.append("\(item.id) [\(item.xml)]: not in aapt2's dump")
                continue
            }
            // `aapt2 dump` indents each non-empty line of a value after the first by six spaces,
            // and prints a framework reference as its id (`?0x01010098`).
            let aapt2 = dump.replacingOccurrences(of: "\n      ", with: "\n")
            if let reference = item.ours.reference {
                let alike = aapt2 == reference || (!aapt2.hasPrefix("\"") && reference.contains("android:"))
                if !alike { disagreements.append("\(item.id) [\(item.xml)]: ours \(reference), aapt2 \(aapt2)") }
            } else if aapt2 != "\"\(item.ours.text)\"" {
                disagreements.append("\(item.id) [\(item.xml)]: ours \"\(item.ours.text)\", aapt2 \(aapt2)")
            }
        }
        // Each value we refuse, alone: aapt2 must fail to compile it.
        var refusals = 0
        for (id, xml) in refusedByUs.prefix(100) {
            refusals += 1
            if (try? Self.compileAndDump([xml])) != nil {
                disagreements.append("\(id) [\(xml)]: we refuse it, aapt2 compiles it")
            }
        }
        print(
            "aapt2 reading: \(cases.count) values (\(fixtureCount) from the fixture apps) read alike; "
                + "\(refusals) we refuse tried alone; \(otherReferences) references to other resources left out; "
                + "\(disagreements.count) disagreements")
        #expect(fixtureCount >= 30000, "fixture values: \(fixtureCount)")
        let disagreementCount = disagreements.count
        #expect(disagreementCount == 0, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }

    /// XML for nodes: text escaped, tags without attributes.
    static func xml(_ nodes: [AndroidStringValue.Node]) -> String {
        nodes.map { node in
            switch node {
            case .text(let text):
                text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
            case .start(let name): "<\(name)>"
            case .end(let name): "</\(name)>"
            }
        }.joined()
    }

    /// Compiles the values as `<string name="vN" formatted="false">` of one file, links them,
    /// and reads `aapt2 dump resources`: value index → `"text"`, or the reference as dumped.
    /// Throws when aapt2 refuses the file.
    static func compileAndDump(_ values: [String]) throws -> [Int: String] {
        let aapt2 = try #require(Self.aapt2)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aapt2-reading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let res = directory.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
        let prefixes = Set(values.flatMap { $0.matches(of: /<\/?([A-Za-z_][\w.-]*):/).map { String($0.1) } })
        let namespaces = prefixes.sorted().map { prefix in
            prefix == "xliff"
                ? #" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2""# : #" xmlns:\#(prefix)="urn:test:\#(prefix)""#
        }.joined()
        var file = "<resources\(namespaces)>\n"
        for (index, value) in values.enumerated() {
            file += "<string name=\"v\(index)\" formatted=\"false\">\(value)</string>\n"
        }
        // The strings the values refer to, so that aapt2 links them.
        let referenced = Set(
            values.compactMap { $0.wholeMatch(of: /\s*@string\/([A-Za-z0-9_.]+)\s*/).map { String($0.1) } })
        for name in referenced.sorted() where !(name.hasPrefix("v") && Int(name.dropFirst()) != nil) {
            file += "<string name=\"\(name)\">x</string>\n"
        }
        file += "</resources>\n"
        try file.write(to: res.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reading"/>"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let flat = directory.appendingPathComponent("flat")
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
        let compiled = try run(aapt2, ["compile", res.appendingPathComponent("strings.xml").path, "-o", flat.path])
        guard compiled.status == 0 else { throw Refused(message: String(compiled.errors.prefix(2000))) }
        let apk = directory.appendingPathComponent("app.apk").path
        var link = [
            "link", "--manifest", manifest.path, "-o", apk,
            flat.appendingPathComponent("values_strings.arsc.flat").path,
        ]
        if FileManager.default.fileExists(atPath: framework) { link += ["-I", framework] }
        let linked = try run(aapt2, link)
        guard linked.status == 0 else { throw Refused(message: String(linked.errors.prefix(2000))) }
        let dump = try run(aapt2, ["dump", "resources", apk]).output
        var values: [Int: String] = [:]
        let blocks = dump.split(separator: /\n    resource 0x[0-9a-f]+ string\/v/)
        for block in blocks.dropFirst() {
            guard let newline = block.firstIndex(of: "\n"), let index = Int(block[..<newline]) else { continue }
            var value = block[block.index(after: newline)...].drop { $0 == " " }
            if value.hasPrefix("() ") { value = value.dropFirst(3) }
            if value.hasPrefix("(styled string) ") { value = value.dropFirst(16) }
            if value.hasSuffix("\n") { value = value.dropLast() }
            if value.first == "\"", let close = value.lastIndex(of: "\"") {
                values[index] = String(value[...close])
            } else {
                values[index] = String(value)
            }
        }
        return values
    }

    struct Refused: Error {
        var message: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("aapt2-out-\(UUID().uuidString)")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("aapt2-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
            try String(contentsOf: errors, encoding: .utf8)
        )
    }
}
