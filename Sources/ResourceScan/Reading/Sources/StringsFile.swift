/// An Apple `.strings` file: `"key" = "value";` entries of an old-style property list, with
/// comments and CoreFoundation's escapes, in UTF-8 or UTF-16 (a byte order mark says which;
/// without one, a zero byte among the first two means UTF-16). A bare `"key";` stands for
/// `"key" = "key";`, and the entries may be wrapped in `{ }`, as CoreFoundation reads them.
/// A `.strings` file written as an XML property list (a `<dict>` of `<string>` values, which
/// CoreFoundation reads too) is read as one; a binary property list (`bplist00`, what a build
/// writes) is an error: a source tree should not hold one.
///
/// ```swift
/// let file = try StringsFile(bytes: Array("""
///     /* The title */
///     "title" = "Caf\\U00e9";
///     greeting = "Hello\\nworld";
///     """.utf8))
/// file.entries.map(\.key)    // ["title", "greeting"]
/// file.entries[0].value      // "Café"
/// ```
package struct StringsFile: Hashable, Sendable {
    /// One `"key" = "value";` entry.
    package struct Entry: Hashable, Sendable {
        /// The key, unescaped.
        package let key: String
        /// The value, unescaped.
        package let value: String
        /// The line of the key, from 1; nil in an XML property list.
        package let line: Int?

        package init(key: String, value: String, line: Int? = nil) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// The entries, in file order (a key may repeat: the last one wins at run time).
    package let entries: [Entry]

    /// Reads a `.strings` file's bytes.
    ///
    /// - Throws: `ResourceFileError` for text in neither UTF-8 nor UTF-16, or a syntax error.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw .syntax(
                line: 1, message: "a binary property list, as a build writes it: not read (the source is text)")
        }
        let utf8 = try Self.utf8(bytes)
        if utf8.first(where: { !XMLScanner.isSpace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }) == UInt8(ascii: "<")
        {
            entries = try Self.propertyList(utf8)
            return
        }
        entries = try utf8.withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var reader = StringsReader(buffer)
            var entries: [Entry] = []
            try reader.skipSpaceAndComments()
            let braced = reader.peek() == UInt8(ascii: "{")
            if braced { reader.advance() }
            while true {
                try reader.skipSpaceAndComments()
                guard let byte = reader.peek() else { break }
                if braced, byte == UInt8(ascii: "}") {
                    reader.advance()
                    try reader.skipSpaceAndComments()
                    guard reader.peek() == nil else { throw reader.error("text after the closing }") }
                    return entries
                }
                let line = reader.line
                guard let key = try reader.string() else { throw reader.error("expected a key") }
                try reader.skipSpaceAndComments()
                var value = key
                if reader.peek() == UInt8(ascii: "=") {
                    reader.advance()
                    try reader.skipSpaceAndComments()
                    guard let text = try reader.string() else { throw reader.error("expected a value after =") }
                    value = text
                    try reader.skipSpaceAndComments()
                }
                guard reader.peek() == UInt8(ascii: ";") else { throw reader.error("expected ; after the value") }
                reader.advance()
                entries.append(Entry(key: key, value: value, line: line))
            }
            if braced { throw reader.error("missing the closing }") }
            return entries
        }
    }

    /// The entries of a `.strings` file written as an XML property list: a dictionary of
    /// strings (a value of another type is an error, as CoreFoundation's loader skips the file).
    private static func propertyList(_ utf8: [UInt8]) throws(ResourceFileError) -> [Entry] {
        guard case .dictionary(let members) = try PropertyList(bytes: utf8).value else {
            throw .syntax(line: 1, message: "the property list is not a dictionary of strings")
        }
        var entries: [Entry] = []
        for member in members {
            guard case .string(let value) = member.value else {
                throw .syntax(line: 1, message: "the value of \(member.key) is not a string")
            }
            entries.append(Entry(key: member.key, value: value))
        }
        return entries
    }

    /// The file's text as UTF-8 bytes, byte order mark removed.
    static func utf8(_ bytes: [UInt8]) throws(ResourceFileError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try validUTF8(Array(bytes.dropFirst(3))) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            return try utf16(bytes[...], bigEndian: bytes[0] == 0)
        }
        return try validUTF8(bytes)
    }

    private static func validUTF8(_ bytes: [UInt8]) throws(ResourceFileError) -> [UInt8] {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return bytes
            case .error:
                throw .syntax(line: line, message: "neither UTF-8 nor UTF-16 (with a byte order mark)")
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(ResourceFileError) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw .syntax(line: 1, message: "UTF-16 text of an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var result: [UInt8] = []
        result.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                result.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput: return result
            case .error: throw .syntax(line: line, message: "malformed UTF-16 (an unpaired surrogate)")
            }
        }
    }
}
