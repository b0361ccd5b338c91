import Foundation

/// The repository's decision-table files (`Tables/<kind>/*.json`), sorted by name.
public enum TableFiles {
    public static func urls(_ kind: String) throws -> [URL] {
        let directory = PinnedData.repository.appendingPathComponent("Tables/\(kind)")
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
