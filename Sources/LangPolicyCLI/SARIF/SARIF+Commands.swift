internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan
internal import WireDocuments

/// `--format`: how a command prints its findings.
enum OutputFormat: String {
    case text, json, sarif

    /// The format `--format` names (`--json` is `json`); text when neither is given.
    static func of(_ arguments: Arguments, allowingJSON: Bool = true) throws(UsageError) -> OutputFormat {
        guard let name = arguments["--format"] else { return arguments.has("--json") ? .json : .text }
        guard let format = OutputFormat(rawValue: name), allowingJSON || format != .json else {
            let names = allowingJSON ? "text, json or sarif" : "text or sarif"
            throw UsageError(description: "--format takes \(names), not '\(name)'")
        }
        guard !arguments.has("--json") || format == .json else {
            throw UsageError(description: "give --json or --format, not both")
        }
        return format
    }
}

extension SARIFLog {
    /// The scan's findings; one without a path is placed on the policy file's line of the
    /// supported locale it names (else the file's first line), or on the first scanned directory
    /// when the policy is the built-in example.
    static func scan(_ report: ScanReport, policyPath: String?, directories: [String]) -> SARIFLog {
        var log = SARIFLog(command: "scan")
        let policy = PolicyLines(path: policyPath)
        for finding in report.findings {
            let level = Level(rawValue: finding.severity.rawValue) ?? .note
            if let path = finding.path {
                // Code scanning shows a file's line, never a folder: a folder's finding goes on
                // the first line of its first file, a file's without a line on its first.
                let file = Self.firstFile(in: path)
                log.add(
                    Result(
                        rule: finding.code.rawValue, level: level, message: finding.message, path: file ?? path,
                        line: file == nil ? finding.line ?? 1 : 1))
            } else if let policyPath {
                log.add(
                    Result(
                        rule: finding.code.rawValue, level: level, message: finding.message, path: policyPath,
                        line: policy.lineOfSupportedLocale(named: finding.message)))
            } else {
                log.add(
                    Result(
                        rule: finding.code.rawValue, level: level, message: finding.message,
                        path: directories.first ?? ".", line: nil))
            }
        }
        return log
    }

    /// The first file (by name; `strings.xml` and `Localizable.strings` first) of a folder, or
    /// nil when `path` is no folder or holds no file.
    static func firstFile(in path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return nil }
        let files = names.sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
                && !isFolder.boolValue && !name.hasPrefix(".")
        }
        let first = files.first { $0 == "strings.xml" || $0 == "Localizable.strings" } ?? files.first
        return first.map { path + "/" + $0 }
    }

    /// The failing cases of decision tables, each on the line of its name in its file.
    static func check(_ files: [(path: String, results: [TableCaseResult])]) -> SARIFLog {
        var log = SARIFLog(command: "check")
        for (path, results) in files {
            let text = (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            for result in results where !result.passed {
                log.add(
                    Result(
                        rule: "case-failed", level: .error,
                        message: "\(result.name): \(result.failures.joined(separator: "; "))", path: path,
                        line: Self.line(ofName: result.name, in: text)))
            }
        }
        return log
    }

    /// The line a case's name is written on: the name without its list's prefix (`input: `)
    /// or its scenario step (` › step 2 (launch)`), quoted.
    static func line(ofName name: String, in text: String) -> Int? {
        var name = name
        for prefix in ["input: ", "advice: ", "detect: "] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
        }
        if let step = name.range(of: " › ") { name = String(name[..<step.lowerBound]) }
        guard let found = text.range(of: "\"" + name.replacingOccurrences(of: "\"", with: "\\\"") + "\"") else {
            return nil
        }
        return text[..<found.lowerBound].count { $0 == "\n" } + 1
    }
}

/// The lines of a policy file's values.
struct PolicyLines {
    private let index: JSONLineIndex?
    private let supported: [String]

    init(path: String?) {
        guard let path, let data = FileManager.default.contents(atPath: path) else {
            index = nil
            supported = []
            return
        }
        let bytes = [UInt8](data)
        index = JSONLineIndex(bytes)
        supported = (try? AppLanguagePolicy(json: bytes))?.supportedLocales.map(\.description) ?? []
    }

    /// The line of the value at `path`.
    func line(of path: DocumentPath) -> Int? { index?.line(of: path) }

    /// The line of the supported locale a message starts with (`zh-Hant: …`), else of
    /// `supportedLocales`.
    func lineOfSupportedLocale(named message: String) -> Int? {
        let name = message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let canonical = LanguageTag(name)?.canonicalized().description
        if let position = supported.firstIndex(where: { $0 == name || $0 == canonical }) {
            return line(of: DocumentPath.root.appending("supportedLocales").appending(position))
        }
        return line(of: DocumentPath.root.appending("supportedLocales")) ?? 1
    }

    /// The line of a supported locale.
    func line(ofSupported locale: LanguageTag) -> Int? {
        guard let position = supported.firstIndex(of: locale.description) else {
            return line(of: DocumentPath.root.appending("supportedLocales"))
        }
        return line(of: DocumentPath.root.appending("supportedLocales").appending(position))
    }
}
