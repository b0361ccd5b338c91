/// The `langpolicy` command-line tool: dispatches to its subcommands.
///
/// Exit status: 0 success; 1 a bad tag, a failing check or a policy error; 2 a usage
/// mistake or a file that cannot be read or parsed.
package enum CommandLineTool {
    static let commands: [Command] = [
        .resolve, .platforms, .check, .lint, .policy, .scan, .report, .export, .input, .detect, .tag,
    ]

    /// Runs `langpolicy` with `arguments` (without the program name).
    package static func run(_ arguments: [String], console: Console = .system) -> Int32 {
        guard let first = arguments.first else {
            console.printError(overview)
            return 2
        }
        if first == "--help" || first == "-h" {
            console.print(overview)
            return 0
        }
        if first == "help" {
            guard arguments.count > 1 else {
                console.print(overview)
                return 0
            }
            guard let command = command(named: arguments[1]) else { return unknownCommand(arguments[1], console) }
            console.print(command.help)
            return 0
        }
        if first == "--version" {
            console.print("langpolicy (CLDR \(cldrVersion))")
            return 0
        }
        guard let command = command(named: first) else { return unknownCommand(first, console) }
        do {
            let parsed = try Arguments(
                Array(arguments.dropFirst()), command: "langpolicy \(command.name)",
                flags: command.flags, options: command.options)
            if parsed.has("--help") {
                console.print(command.help)
                return 0
            }
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.printError("langpolicy \(command.name): \(error)")
            console.printError("See 'langpolicy help \(command.name)'.")
            return 2
        } catch let error as InputFileError {
            console.printError("langpolicy \(command.name): \(error)")
            return 2
        } catch {
            console.printError("langpolicy \(command.name): \(error)")
            return 1
        }
    }

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    static func unknownCommand(_ name: String, _ console: Console) -> Int32 {
        console.printError("langpolicy: unknown command '\(name)'. See 'langpolicy --help'.")
        return 2
    }

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.abstract)"
        }
        return """
            langpolicy — language tags, app-language decisions and keyboard hints, on CLDR \(cldrVersion).

            Usage: langpolicy COMMAND [OPTIONS] [ARGUMENTS]

            Commands:
            \(lines.joined(separator: "\n"))

            Run 'langpolicy help COMMAND' (or 'langpolicy COMMAND --help') for a command's options
            and an example. Exit status: 0 success, 1 a failure the command reports, 2 a usage
            mistake or an unreadable file.
            """
    }
}
