internal import Foundation

/// Reading one file of the tree: its bytes (one file in memory at a time), parsed, or a
/// finding saying why it cannot be read.
enum ResourceFiles {
    /// The bytes of `path`, or nil with a note that it cannot be read.
    static func bytes(_ path: String, notes: inout [ReadingNote]) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            notes.append(.unreadableFile(path: path, reason: nil))
            return nil
        }
        return [UInt8](data)
    }

    /// `parse` applied to the bytes of `path`, or nil with a note of why it cannot be read.
    static func read<Value>(
        _ path: String, notes: inout [ReadingNote], _ parse: ([UInt8]) throws(ResourceFileError) -> Value
    ) -> Value? {
        guard let bytes = bytes(path, notes: &notes) else { return nil }
        do {
            return try parse(bytes)
        } catch {
            notes.append(.unreadableFile(path: path, reason: error.description))
            return nil
        }
    }

    /// The text of `path` (UTF-8), or nil with a note that it cannot be read.
    static func text(_ path: String, notes: inout [ReadingNote]) -> String? {
        bytes(path, notes: &notes).map { String(decoding: $0, as: UTF8.self) }
    }
}
