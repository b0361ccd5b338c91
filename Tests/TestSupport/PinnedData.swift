import Foundation
import Testing

/// The pinned data (CLDR, Unicode, the platforms' tables, the fixture apps) that table-driven
/// tests read, found in the one documented way: `$LANGPOLICY_DATA`, else `Data/` in the
/// repository (git ignores it; `Scripts/fetch-data.sh` fills it), else `../shared` beside the
/// repository. A clone with none of them still passes `swift test`: a test that needs a file
/// it cannot find is skipped, saying which file and how to get it.
///
/// ```swift
/// @Test(.requires(PinnedData.has("cldr/likelySubtags.txt"), PinnedData.missing("cldr/likelySubtags.txt")))
/// func likelySubtags() throws { let lines = try PinnedData.dataLines("cldr/likelySubtags.txt") }
/// ```
public enum PinnedData {
    /// The repository's root directory.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pinned data folder, or nil when none of the documented places holds it.
    public static let directory: URL? = {
        let candidates = [
            ProcessInfo.processInfo.environment["LANGPOLICY_DATA"].map { URL(fileURLWithPath: $0) },
            repository.appendingPathComponent("Data"),
            repository.deletingLastPathComponent().appendingPathComponent("shared"),
        ]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("cldr/likelySubtags.xml").path)
        }
    }()

    /// Whether the pinned data has `path` (relative to the data folder).
    public static func has(_ path: String) -> Bool {
        guard let directory else { return false }
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    /// The one line a test that needs `path` is skipped with when it is missing: how to get it
    /// (published files: Scripts/fetch-data.sh downloads them; extracts and fixtures are not
    /// published as such and come with the pinned data only).
    public static func missing(_ path: String) -> Comment {
        let downloadable = ["cldr/", "unicode/", "reference/"].contains { path.hasPrefix($0) }
        let how =
            downloadable
            ? "run Scripts/fetch-data.sh" : "not published as such: it comes with the pinned data (../shared)"
        return "needs \(path) of the pinned data: not in $LANGPOLICY_DATA, Data/ or ../shared (\(how))"
    }

    /// The URL of `path` in the data folder (which must exist: check ``has(_:)`` first).
    public static func url(_ path: String) throws -> URL {
        guard let directory else { throw Missing(path: path) }
        return directory.appendingPathComponent(path)
    }

    /// The text of `path`, relative to the data folder.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// The data lines of a test file: comments (`#`) and blank lines removed, each with its
    /// 1-based line number.
    public static func dataLines(_ path: String) throws -> [(number: Int, text: String)] {
        try text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.isEmpty || text.hasPrefix("#") ? nil : (index + 1, text)
            }
    }

    /// A file of the pinned data that is not there.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(PinnedData.missing(path))" }
    }
}
