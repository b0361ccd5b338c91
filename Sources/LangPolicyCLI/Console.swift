internal import Foundation

/// Where a command writes: the process's standard output and error, or buffers in tests.
package struct Console: Sendable {
    let standardOutput: @Sendable (String) -> Void
    let standardError: @Sendable (String) -> Void

    /// A console writing through the two closures (tests collect the text).
    package init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's standard output and standard error.
    package static var system: Console {
        Console(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    func print(_ line: String) { standardOutput(line + "\n") }
    func printError(_ line: String) { standardError(line + "\n") }
}
