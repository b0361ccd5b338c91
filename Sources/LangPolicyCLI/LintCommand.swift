internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan
internal import WireDocuments

/// `langpolicy lint FILE` (or `--policy FILE`): a policy's errors, warnings and notes, as text
/// or SARIF.
enum LintCommand {
    /// One line of the lint: its level, rule (stable code), text, and the JSON path it is about.
    struct Finding {
        let level: SARIFLog.Level
        let rule: String
        let message: String
        let path: DocumentPath?
        /// The supported locale it is about, when there is no path.
        let locale: LanguageTag?
    }

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let format = try OutputFormat.of(arguments, allowingJSON: false)
        let path: String
        switch (arguments.positionals.count, arguments["--policy"]) {
        case (1, nil): path = arguments.positionals[0]
        case (0, let given?): path = given
        default: throw UsageError(description: "give exactly one FILE (or --policy FILE)")
        }
        let bytes = try InputFiles.data(path)
        var findings: [Finding] = []
        var unreadable = false
        var summary: String
        let status: Int32
        do {
            let policy = try AppLanguagePolicy(json: bytes)
            findings += PolicySpelling.notes(bytes).map {
                Finding(
                    level: .note, rule: "non-canonical-tag", message: "\($0.path): \($0.note)", path: $0.path,
                    locale: nil)
            }
            findings += policy.lint().map { warning in
                Finding(
                    level: warning.level, rule: warning.rule, message: warning.description,
                    path: warning.path(in: policy), locale: nil)
            }
            if !arguments.has("--without-platforms") {
                if policy.supportedLocales.count <= PlatformCheck.warningLocaleLimit {
                    // The app's own folders when it is given; else the names the check assumes.
                    var scan: ScanReport?
                    if !arguments.list("--app").isEmpty {
                        let inventory = try ScanCommand.inventory(arguments.list("--app"), policy: policy)
                        if ScanCommand.reportsUnreadableFiles(inventory, console) { unreadable = true }
                        scan = inventory.check(against: policy)
                    }
                    let (setup, source) = try ReportCommand.setup(policy: policy, scan: scan)
                    let shipped = scan.map { scan in
                        Set<Platform>(
                            (scan.inventory.apple == nil ? [] : [.apple])
                                + (scan.inventory.android == nil ? [] : [.android]))
                    }
                    findings.append(
                        Finding(
                            level: .note, rule: "platforms-assumed",
                            message: "platform warnings: \(source)"
                                + (scan == nil
                                    ? " (values-he, values-id, he.lproj…); --app DIR checks the app's own" : ""),
                            path: nil, locale: nil))
                    findings += PlatformCheck(policy: policy, setup: setup).lint().filter { warning in
                        shipped?.contains(warning.platform) ?? true
                    }.map { warning in
                        Finding(
                            level: .warning, rule: "\(warning.platform.rawValue)-disagrees",
                            message: warning.description, path: nil, locale: warning.policyLocale)
                    }
                } else {
                    findings.append(
                        Finding(
                            level: .note, rule: "platforms-left-out",
                            message: "platform warnings left out: \(policy.supportedLocales.count) supported locales "
                                + "(more than \(PlatformCheck.warningLocaleLimit); see 'langpolicy platforms')",
                            path: nil, locale: nil))
                }
            }
            let errors = findings.count { $0.level == .error }
            let warnings = findings.count { $0.level == .warning }
            let notes = findings.count { $0.level == .note }
            let counts =
                (errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s"), " : "")
                + "\(warnings) warning\(warnings == 1 ? "" : "s")"
            summary =
                "\(path): \(errors > 0 ? "invalid" : "valid") policy (version \(policy.policyVersion), "
                + "\(policy.supportedLocales.count) locales), \(counts)"
            if notes > 0 { summary += ", \(notes) note\(notes == 1 ? "" : "s")" }
            status = errors > 0 || unreadable ? 1 : 0
        } catch let error as PolicyError {
            findings = error.problems.map {
                Finding(level: .error, rule: "invalid-policy", message: $0.description, path: $0.path, locale: nil)
            }
            let count = error.problems.count == 1 ? "1 error" : "\(error.problems.count) errors"
            summary = "\(path): invalid policy, \(count)"
            status = 1
        }
        switch format {
        case .sarif:
            let lines = JSONLineIndex([UInt8](bytes))
            let policyLines = PolicyLines(path: path)
            var log = SARIFLog(command: "lint")
            for finding in findings {
                let line =
                    finding.path.flatMap { lines.line(of: $0) }
                    ?? finding.locale.flatMap { policyLines.line(ofSupported: $0) } ?? 1
                log.add(
                    SARIFLog.Result(
                        rule: finding.rule, level: finding.level, message: finding.message, path: path, line: line))
            }
            console.print(log.text)
        case .text, .json:
            // The smallest things last: errors and warnings, then notes.
            for finding in findings where finding.level != .note {
                console.print("\(finding.level.rawValue): \(finding.message)")
            }
            for finding in findings where finding.level == .note { console.print("note: \(finding.message)") }
            console.print(summary)
        }
        return status
    }
}

extension PolicyWarning {
    /// The warning's stable code.
    var rule: String {
        switch self {
        case .regionalVariantsWithoutDefault: "regional-variants-without-default"
        case .aliasCrossesScripts: "alias-crosses-scripts"
        case .unapprovedScriptFallback: "unapproved-script-fallback"
        case .approvalWithoutScriptFallback: "approval-without-script-fallback"
        case .unknownLanguage: "unknown-language"
        case .unreachableLocale: "unreachable-locale"
        }
    }

    /// Its level: an alias that changes the script unapproved is an error (every command that
    /// reads the policy refuses it), an approved one a note (the selector shows it).
    var level: SARIFLog.Level {
        switch self {
        case .unapprovedScriptFallback: .error
        case .aliasCrossesScripts: .note
        default: .warning
        }
    }

    /// The value it is about.
    func path(in policy: AppLanguagePolicy) -> DocumentPath? {
        let supported = DocumentPath.root.appending("supportedLocales")
        switch self {
        case .regionalVariantsWithoutDefault(_, let locales):
            return locales.first.flatMap { policy.supportedLocales.firstIndex(of: $0) }.map { supported.appending($0) }
        case .aliasCrossesScripts(let key, _), .unapprovedScriptFallback(let key, _):
            return DocumentPath.root.appending("aliases").appending(key.description)
        case .unreachableLocale(let locale, _):
            return policy.supportedLocales.lastIndex(of: locale).map { supported.appending($0) }
        case .approvalWithoutScriptFallback:
            return DocumentPath.root.appending("approvedScriptFallbacks")
        case .unknownLanguage(let path, _, _):
            return path
        }
    }
}
