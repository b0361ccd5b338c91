import Foundation

/// Files of the shared data directory (`../shared` beside the repository, or
/// `$LANGPOLICY_SHARED`) and of the repository itself, for table-driven tests.
public enum SharedData {
    /// The repository's root directory.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared data directory.
    public static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["LANGPOLICY_SHARED"] {
            return URL(fileURLWithPath: path)
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The text of `path`, relative to the shared data directory.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The data lines of a CLDR test file: comments (`#`) and blank lines removed, each
    /// with its 1-based line number.
    public static func dataLines(_ path: String) throws -> [(number: Int, text: String)] {
        try text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.isEmpty || text.hasPrefix("#") ? nil : (index + 1, text)
            }
    }
}
