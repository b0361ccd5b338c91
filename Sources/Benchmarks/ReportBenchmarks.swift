import Foundation
import LangPolicyCLI

/// `report-newpipe`: `langpolicy report` of the NewPipe fixture app of the pinned data with the
/// policy `policy from-resources` proposes for it (its 125 folders) and the built-in population:
/// the scan, the platform matrix with its fixes, the population report and the page, written
/// to a file. Prints the page's size; without the pinned data the line says it is skipped.
enum ReportBenchmarks {
    static func run() throws {
        guard let directory = ScanBenchmarks.dataDirectory()?.appendingPathComponent(ScanBenchmarks.fixture).path,
            FileManager.default.fileExists(atPath: directory)
        else {
            print("report-newpipe: skipped: needs \(ScanBenchmarks.fixture) of the pinned data")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = folder.appendingPathComponent("policy.json").path
        let page = folder.appendingPathComponent("report.html").path
        let proposal = Collected()
        _ = CommandLineTool.run(["policy", "from-resources", directory], console: proposal.console)
        try proposal.text.write(toFile: policy, atomically: true, encoding: .utf8)
        let quiet = Collected()
        let arguments = ["report", "--policy", policy, directory, "-o", page]
        guard CommandLineTool.run(arguments, console: quiet.console) == 0 else {
            throw BenchmarkError(description: "report-newpipe: langpolicy report failed")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        benchmark("report-newpipe", operations: 1, rounds: 5, extra: "\(size) bytes") {
            Int(CommandLineTool.run(arguments, console: quiet.console))
        }
    }
}

/// A console that keeps standard output and drops standard error.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    var text: String { lock.withLock { collected } }

    var console: Console {
        Console(standardOutput: { [self] text in lock.withLock { collected += text } }, standardError: { _ in })
    }
}
