import Foundation

/// A directory of files written for one test (relative path → text), removed when the value
/// goes away.
///
/// ```swift
/// let tree = try TemporaryTree(["app/src/main/res/values/strings.xml": "<resources/>"])
/// tree.path   // "/tmp/…"
/// ```
final class TemporaryTree {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("resource-scan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files { try write(text, to: relative) }
    }

    /// Writes `text` to `relative`, creating its folders.
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
