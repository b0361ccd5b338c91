/// One `langpolicy` subcommand.
struct Command: Sendable {
    /// The word that selects it (`tag`).
    let name: String
    /// One line for `langpolicy --help`.
    let abstract: String
    /// The whole of `langpolicy help NAME`: usage, what it does, options, an example.
    let help: String
    /// Flags it accepts (`--json`).
    var flags: Set<String> = []
    /// Options with a value it accepts (`--policy FILE`).
    var options: Set<String> = []
    /// Runs it and returns the exit status; throw ``UsageError`` or ``InputFileError`` for 2.
    let run: @Sendable (Arguments, Console) throws -> Int32
}

/// A file named on the command line that cannot be read or parsed: exit status 2.
struct InputFileError: Error, CustomStringConvertible {
    let description: String
}
