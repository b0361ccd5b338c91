import AppLanguage
import Foundation
import LanguageTags
import WireDocuments

/// A public entry point that takes external data, with a valid input to derive bad ones from
/// and the outcome documented for each kind of bad input.
struct EntryPoint: Sendable, CustomStringConvertible {
    /// What the entry point takes.
    enum Input: Sendable {
        /// A tag as a string (JSON kinds do not apply; nor do bytes).
        case tag
        /// JSON in a `String` (bytes that are not UTF-8 cannot reach it).
        case jsonText
        /// JSON as bytes (`Data`, a C string, a file).
        case jsonBytes
    }

    let name: String
    let input: Input
    /// A valid input; `TAG` marks where a tag goes (`tag` fills it in).
    let template: String
    let tag: String
    /// Runs the entry point on bytes; the outcome in ``Outcome``'s words.
    let run: @Sendable ([UInt8]) -> String
    /// For a C function, the bridge function it wraps.
    var wraps: String? = nil

    /// The documented outcome of each kind of bad input that applies (from ``documented``).
    var expected: [BadInput: String] {
        guard let wraps else { return Self.documented[name] ?? [:] }
        // A C function answers as its bridge function, and refuses bytes that are not UTF-8.
        return (Self.documented[wraps] ?? [:]).merging([.invalidUTF8: "error: invalid_json"]) { $1 }
    }

    var description: String { name }

    var valid: [UInt8] { Array(template.replacingOccurrences(of: "TAG", with: tag).utf8) }

    var isJSON: Bool { input != .tag }
    var isObject: Bool { template.hasPrefix("{") }

    /// The input of `kind`, or nil when the kind does not apply to this entry point.
    func bytes(_ kind: BadInput) -> [UInt8]? {
        switch kind {
        case .empty: return []
        case .whitespace: return Array(" \t\r\n ".utf8)
        case .overlongString: return filled(with: Array(repeating: UInt8(ascii: "a"), count: BadInput.megabyte))
        case .nonASCII: return filled(with: Array("日本語-Ελλάδα".utf8))
        case .invalidUTF8:
            guard input == .jsonBytes else { return nil }
            return filled(with: [0x65, 0x6E, 0xC3, 0x28, 0xFF, 0xFE])
        case .deeplyNested:
            guard isJSON else { return nil }
            let depth = 100_000
            return filled(
                with: Array(repeating: UInt8(ascii: "["), count: depth)
                    + Array(repeating: UInt8(ascii: "]"), count: depth),
                quoted: false)
        case .truncated:
            guard isJSON else { return nil }
            return Array(valid.prefix(valid.count / 2))
        case .wrongRootType:
            guard isJSON else { return nil }
            return Array("[".utf8) + valid + Array("]".utf8)
        case .wrongValueType:
            guard isJSON else { return nil }
            return filled(with: Array("42".utf8), quoted: false)
        case .unknownKey:
            guard isObject else { return nil }
            return Array(#"{"unknownKey": 1, "#.utf8) + valid.dropFirst()
        case .duplicateKey:
            guard isObject, case .object(let members)? = try? JSONValue.parse(bytes: valid),
                let first = members.members.first
            else { return nil }
            var writer = JSONWriter()
            writer.object { writer in
                writer.key(first.key)
                writer.value(first.value)
            }
            return Array(writer.bytes.dropLast()) + Array(", ".utf8) + valid.dropFirst()
        }
    }

    /// The valid input with `replacement` for the tag; with `quoted` false, for the tag and its
    /// quotes.
    func filled(with replacement: [UInt8], quoted: Bool = true) -> [UInt8]? {
        let marker = Array((quoted || !isJSON ? "TAG" : #""TAG""#).utf8)
        let template = Array(self.template.utf8)
        guard let range = template.firstRange(of: marker) else { return nil }
        return Array(template[..<range.lowerBound]) + replacement + Self.filledRest(template[range.upperBound...], tag)
    }

    /// The rest of a template after the marker, with any further marker filled with `tag`.
    static func filledRest(_ rest: ArraySlice<UInt8>, _ tag: String) -> [UInt8] {
        Array(String(decoding: rest, as: UTF8.self).replacingOccurrences(of: "TAG", with: tag).utf8)
    }

    // MARK: Inputs that grow, for the linear-time test

    /// How an input grows with its size.
    enum Shape: String, CaseIterable, Sendable {
        /// One long string where the tag goes.
        case longString
        /// Many distinct tags where the template has a tag at the end of an array.
        case manyTags
        /// Many keys, in descending order, at the start of the top-level object.
        case manyKeys
    }

    /// An input of about `size` bytes of `shape`, or nil when the shape does not apply.
    func bytes(_ shape: Shape, size: Int) -> [UInt8]? {
        switch shape {
        case .longString:
            return filled(with: Array(repeating: UInt8(ascii: "a"), count: size))
        case .manyTags:
            guard isJSON, template.contains(#""TAG"]"#) else { return nil }
            let tags = Self.distinctTags.prefix(size / 10).joined(separator: #"",""#)
            return filled(with: Array(tags.utf8))
        case .manyKeys:
            guard isObject else { return nil }
            let count = size / 14
            let members = (0..<count).reversed().map { "\"k\(100_000 + $0)\": 0, " }.joined()
            return Array("{\(members)".utf8) + valid.dropFirst()
        }
    }

    /// 20,000 tags (the most the linear-time test uses), distinct after canonicalization, of private-use languages (no aliases, no
    /// likely subtags, so that every one is its own locale): `qaa-AD`, `qaa-AE`, ….
    static let distinctTags: [String] = {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var seen: Set<LanguageTag> = []
        var tags: [String] = []
        outer: for second in letters[...letters.firstIndex(of: "t")!] {
            for third in letters {
                for first in letters {
                    for last in letters {
                        let text = "q\(second)\(third)-" + "\(first)\(last)".uppercased()
                        guard let tag = LanguageTag(text), seen.insert(tag.canonicalized()).inserted else { continue }
                        tags.append(text)
                        if tags.count == 20_000 { break outer }
                    }
                }
            }
        }
        return tags
    }()
}
