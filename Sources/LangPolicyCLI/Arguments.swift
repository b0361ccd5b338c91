internal import Foundation

/// A usage mistake on the command line: exit status 2, message on stderr.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// The parsed command line of one command: flags, options with values, and positionals.
///
/// Accepts `--name value`, `--name=value` and `--` (everything after it is positional).
/// An option the command does not declare is a ``UsageError``.
struct Arguments {
    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []

    init(_ arguments: [String], command: String, flags allowedFlags: Set<String>, options allowedOptions: Set<String>)
        throws(UsageError)
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            guard
                argument.hasPrefix("--") || argument == "-h"
                    || (argument == "-o" && allowedOptions.contains("--output"))
            else {
                throw UsageError(
                    description:
                        "unknown option '\(argument)' for '\(command)' (to pass a value starting with '-', put it after '--')"
                )
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = argument == "-h" ? "--help" : argument == "-o" ? "--output" : parts[0]
            if allowedFlags.contains(name) || name == "--help" {
                guard parts.count == 1 else { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                if parts.count == 2 {
                    options[name] = parts[1]
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "\(name) needs a value")
                }
            } else {
                let known = (allowedFlags.union(allowedOptions).union(["--help"])).sorted().joined(separator: ", ")
                throw UsageError(description: "unknown option '\(name)' for '\(command)' (it takes: \(known))")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }

    /// A comma-separated option as a list (`--device fr-CA,en`), empty items dropped.
    func list(_ option: String) -> [String] {
        (options[option] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
