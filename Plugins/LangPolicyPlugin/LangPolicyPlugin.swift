import Foundation
import PackagePlugin

/// `swift package langpolicy COMMAND …`: runs the `langpolicy` tool of this package in the
/// package that depends on it, from that package's directory, so an app's repository runs its
/// checks the way Swift tools are run:
///
///     swift package --allow-writing-to-package-directory langpolicy lint --policy policy.json
///     swift package --allow-writing-to-package-directory langpolicy scan ios android --policy policy.json
///     swift package --allow-writing-to-package-directory langpolicy report --policy policy.json ios -o report.html
///
/// The arguments go to `langpolicy` as they are (`langpolicy help` lists the commands); paths
/// are relative to the package. Writing a report needs the package-directory permission the
/// plugin asks for. A command that fails (a lint error, a scan error, a failing table) fails
/// `swift package` with its exit status.
@main
struct LangPolicyPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "langpolicy")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints what a plugin writes to standard error on its standard output, where it
        // would mix with the JSON or SARIF a command prints: langpolicy's notes, warnings and
        // errors go through SwiftPM's diagnostics instead, which it prints on standard error.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let failed = process.terminationReason != .exit || process.terminationStatus != 0
        for line in String(decoding: diagnostics, as: UTF8.self).split(separator: "\n") {
            Self.diagnose(String(line), failed: failed)
        }
        if failed { throw LangPolicyFailed(arguments: arguments, status: process.terminationStatus) }
    }

    /// One line langpolicy wrote to standard error, as a SwiftPM diagnostic: a warning as a
    /// warning; a note as a warning that says it is a note (SwiftPM shows remarks only when
    /// verbose); any other line (an error, a usage hint) as an error when the command failed.
    static func diagnose(_ line: String, failed: Bool) {
        if line.hasPrefix("warning: ") {
            Diagnostics.warning(String(line.dropFirst("warning: ".count)))
        } else if line.hasPrefix("note: ") || !failed {
            Diagnostics.warning(line)
        } else {
            Diagnostics.error(line)
        }
    }
}

/// `langpolicy` exited with a failure: `swift package` fails too.
struct LangPolicyFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32

    var description: String { "langpolicy \(arguments.joined(separator: " ")) exited with status \(status)" }
}
