import Foundation

/// JSON with sorted keys, as a string, so tests can compare exact output.
enum JSONEncoderForTests {
    static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
