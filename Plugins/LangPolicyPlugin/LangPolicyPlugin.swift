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
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LangPolicyFailed(arguments: arguments, status: process.terminationStatus)
        }
    }
}

/// `langpolicy` exited with a failure: `swift package` fails too.
struct LangPolicyFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32

    var description: String { "langpolicy \(arguments.joined(separator: " ")) exited with status \(status)" }
}
