import Foundation
import LangPolicyCLI
import Synchronization

/// Runs `langpolicy` in-process and captures what it prints.
struct CLIRun {
    let status: Int32
    let output: String
    let error: String

    init(_ arguments: String...) { self.init(arguments) }

    init(_ arguments: [String]) {
        let captured = Mutex<(out: String, err: String)>(("", ""))
        let console = Console(
            standardOutput: { text in captured.withLock { $0.out += text } },
            standardError: { text in captured.withLock { $0.err += text } })
        status = CommandLineTool.run(arguments, console: console)
        (output, error) = captured.withLock { ($0.out, $0.err) }
    }

    /// The output's lines parsed as JSON objects.
    var jsonLines: [[String: Any]] {
        output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
