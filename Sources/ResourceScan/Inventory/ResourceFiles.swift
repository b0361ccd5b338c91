internal import Foundation

/// Reading one file of the tree: its bytes (one file in memory at a time), parsed, or a
/// finding saying why it cannot be read.
enum ResourceFiles {
    /// The bytes of `path`, or an `unreadable-file` finding.
    static func bytes(_ path: String, findings: inout [ScanFinding]) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            findings.append(ScanFinding(.error, .unreadableFile, "\(path): cannot read the file", path: path))
            return nil
        }
        return [UInt8](data)
    }

    /// `parse` applied to the bytes of `path`, or nil with an `unreadable-file` finding.
    static func read<Value>(
        _ path: String, findings: inout [ScanFinding], _ parse: ([UInt8]) throws(ResourceFileError) -> Value
    ) -> Value? {
        guard let bytes = bytes(path, findings: &findings) else { return nil }
        do {
            return try parse(bytes)
        } catch {
            findings.append(ScanFinding(.error, .unreadableFile, "\(path): \(error)", path: path))
            return nil
        }
    }

    /// The text of `path` (UTF-8), or nil with an `unreadable-file` finding.
    static func text(_ path: String, findings: inout [ScanFinding]) -> String? {
        bytes(path, findings: &findings).map { String(decoding: $0, as: UTF8.self) }
    }
}
