internal import Foundation
internal import WireDocuments

/// A SARIF 2.1.0 log of one run of `langpolicy` (`--format sarif`): each finding a result with
/// its rule (the stable finding code), level, message and a physical location (the file and,
/// where known, the line), so code scanning viewers show it on the line it is about.
///
/// ```swift
/// var log = SARIFLog(command: "scan")
/// log.add(SARIFLog.Result(rule: "missing-locale", level: .error, message: "…", path: "policy.json", line: 3))
/// print(log.text)
/// ```
struct SARIFLog {
    /// A result's level, as SARIF names them.
    enum Level: String {
        case error, warning, note
    }

    /// One finding.
    struct Result {
        /// The stable finding code.
        let rule: String
        let level: Level
        let message: String
        /// The file, relative to the directory the command ran in or absolute.
        let path: String
        /// The line, from 1; nil where unknown.
        let line: Int?
    }

    /// The subcommand that ran (`scan`, `lint`, `check`).
    let command: String
    private(set) var results: [Result] = []

    init(command: String) { self.command = command }

    mutating func add(_ result: Result) { results.append(result) }

    /// The log as indented JSON.
    var text: String {
        var rules: [String] = []
        for result in results where !rules.contains(result.rule) { rules.append(result.rule) }
        var writer = JSONWriter(pretty: true)
        writer.object { writer in
            writer.key("$schema")
            writer.string("https://json.schemastore.org/sarif-2.1.0.json")
            writer.key("runs")
            writer.array { writer in
                writer.object { writer in
                    writer.key("automationDetails")
                    writer.object { writer in
                        writer.key("id")
                        writer.string("langpolicy/\(command)/")
                    }
                    writer.key("columnKind")
                    writer.string("unicodeCodePoints")
                    writer.key("originalUriBaseIds")
                    writer.object { writer in
                        writer.key("SRCROOT")
                        writer.object { writer in
                            writer.key("description")
                            writer.object { writer in
                                writer.key("text")
                                writer.string("The directory langpolicy ran in (the repository's root in CI).")
                            }
                        }
                    }
                    writer.key("results")
                    writer.array { writer in for result in results { write(result, rules: rules, &writer) } }
                    writer.key("tool")
                    writer.object { writer in
                        writer.key("driver")
                        writer.object { writer in
                            writer.key("name")
                            writer.string("langpolicy")
                            writer.key("rules")
                            writer.array { writer in
                                for rule in rules {
                                    writer.object { writer in
                                        writer.key("id")
                                        writer.string(rule)
                                        writer.key("name")
                                        writer.string(Self.ruleName(rule))
                                        writer.key("shortDescription")
                                        writer.object { writer in
                                            writer.key("text")
                                            writer.string(rule.split(separator: "-").joined(separator: " "))
                                        }
                                    }
                                }
                            }
                            writer.key("semanticVersion")
                            writer.string("1.0.0")
                        }
                    }
                }
            }
            writer.key("version")
            writer.string("2.1.0")
        }
        return writer.text
    }

    private func write(_ result: Result, rules: [String], _ writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("level")
            writer.string(result.level.rawValue)
            writer.key("locations")
            writer.array { writer in
                writer.object { writer in
                    writer.key("physicalLocation")
                    writer.object { writer in
                        writer.key("artifactLocation")
                        writer.object { writer in
                            writer.key("uri")
                            writer.string(Self.uri(Self.relative(result.path)))
                            writer.key("uriBaseId")
                            writer.string("SRCROOT")
                        }
                        if let line = result.line {
                            writer.key("region")
                            writer.object { writer in
                                writer.key("startLine")
                                writer.int(line)
                            }
                        }
                    }
                }
            }
            writer.key("message")
            writer.object { writer in
                writer.key("text")
                writer.string(result.message)
            }
            writer.key("ruleId")
            writer.string(result.rule)
            writer.key("ruleIndex")
            writer.int(rules.firstIndex(of: result.rule) ?? 0)
        }
    }

    /// `missing-locale` → `MissingLocale`: SARIF's rule names are identifiers.
    static func ruleName(_ rule: String) -> String {
        rule.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `path` relative to the directory langpolicy runs in (SRCROOT): an absolute path as the
    /// way there (`../other/x` outside it), a `./` prefix dropped, so that code scanning finds
    /// the file in the checkout whatever path the command was given.
    static func relative(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard path.hasPrefix("/") else {
            while parts.first == "." { parts.removeFirst() }
            return parts.isEmpty ? "." : parts.joined(separator: "/")
        }
        let base = directory.split(separator: "/").map(String.init)
        var common = 0
        while common < min(base.count, parts.count), base[common] == parts[common] { common += 1 }
        let way = Array(repeating: "..", count: base.count - common) + parts[common...]
        return way.isEmpty ? "." : way.joined(separator: "/")
    }

    /// A path as a URI reference: `/` kept, unreserved characters kept, everything else
    /// percent-encoded (UTF-8).
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }
}
