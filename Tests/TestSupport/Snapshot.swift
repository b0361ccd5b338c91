import Foundation
import Testing

/// Output checked against a reviewed copy: `Snapshots/NAME` beside the test file holds the
/// expected text; a difference fails the test with both texts. Run the tests with
/// `RECORD_SNAPSHOTS=1` to write the current output instead (then review the diff in git).
///
/// ```swift
/// @Test func resolveExplains() {
///     Snapshot.expect(run(["resolve", "--device", "fr-CA", "--explain"]), named: "resolve-explain.txt")
/// }
/// ```
public enum Snapshot {
    /// Whether this run records snapshots instead of checking them.
    public static let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil

    /// Checks `text` against the snapshot `name` in the `Snapshots` folder beside `filePath`
    /// (or writes it when recording).
    public static func expect(
        _ text: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            if expected != text {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? text.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let expected else {
            Issue.record(
                "no snapshot \(name): run the tests with RECORD_SNAPSHOTS=1 and review it",
                sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            Issue.record(
                "\(name) differs from its snapshot (RECORD_SNAPSHOTS=1 re-records it):\n--- expected\n\(expected)\n--- got\n\(text)",
                sourceLocation: sourceLocation)
        }
    }
}
