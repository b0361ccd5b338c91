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

    /// Makes `relative` a symbolic link to `target` (a folder of the pinned data the test may
    /// not write into), creating its parent folders.
    func link(_ relative: String, to target: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
