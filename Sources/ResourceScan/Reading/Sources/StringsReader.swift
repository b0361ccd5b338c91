/// The lexical layer of Apple's old-style property lists, which `.strings` files and
/// `project.pbxproj` are written in: spaces, `/* … */` and `// …` comments, and strings,
/// either quoted (with CoreFoundation's escapes: `\n`, `\t`, `\"`, `\\`, `\U00e9`, octal
/// `\012`) or bare (letters, digits and `_$+/:.-`).
///
/// ```swift
/// try Array(#"/* c */ "a\tb" key"#.utf8).withUnsafeBufferPointer { bytes throws(ResourceFileError) in
///     var reader = StringsReader(bytes)
///     try reader.skipSpaceAndComments()
///     try reader.string()   // "a\tb"
/// }
/// ```
struct StringsReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The line of ``position``, counted from 1.
    private(set) var line = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The byte at the current position, or nil at the end.
    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past one byte.
    mutating func advance() {
        if bytes[position] == 0x0A { line += 1 }
        position += 1
    }

    /// A syntax error at the current line.
    func error(_ message: String) -> ResourceFileError { .syntax(line: line, message: message) }

    /// Moves past spaces, line ends and comments.
    mutating func skipSpaceAndComments() throws(ResourceFileError) {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                let start = line
                advance()
                advance()
                while position + 1 < bytes.count, !(bytes[position] == 0x2A && bytes[position + 1] == 0x2F) {
                    advance()
                }
                guard position + 1 < bytes.count else {
                    throw .syntax(line: start, message: "unterminated comment")
                }
                advance()
                advance()
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                while let next = peek(), next != 0x0A { advance() }
            } else {
                return
            }
        }
    }

    /// The string at the current position, quoted or bare; nil when neither starts here.
    mutating func string() throws(ResourceFileError) -> String? {
        guard let byte = peek() else { return nil }
        if byte == 0x22 || byte == 0x27 { return try quoted(byte) }
        let start = position
        while let next = peek(), Self.isBare(next) { advance() }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func quoted(_ quote: UInt8) throws(ResourceFileError) -> String {
        let startLine = line
        advance()
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) {
            scalars.append(
                contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self)
                    .unicodeScalars)
        }
        while let byte = peek() {
            if byte == quote {
                flush(position)
                advance()
                return String(scalars)
            }
            guard byte == 0x5C else {
                advance()
                continue
            }
            flush(position)
            advance()
            guard let escaped = peek() else { break }
            advance()
            scalars.append(try escape(escaped))
            run = position
        }
        throw .syntax(line: startLine, message: "unterminated string")
    }

    /// The character an escape stands for, `escaped` being the byte after `\`.
    private mutating func escape(_ escaped: UInt8) throws(ResourceFileError) -> Unicode.Scalar {
        switch escaped {
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let next = peek(), let digit = Self.hexValue(next) {
                value = value << 4 | digit
                digits += 1
                advance()
            }
            guard digits > 0, let scalar = Unicode.Scalar(value) else { throw error("malformed \\U escape") }
            return scalar
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - 0x30)
            var digits = 1
            while digits < 3, let next = peek(), (0x30...0x37).contains(next) {
                value = value << 3 | UInt32(next - 0x30)
                digits += 1
                advance()
            }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
        default:
            guard escaped < 0x80 else { throw error("\\ before a non-ASCII character") }
            return Unicode.Scalar(escaped)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x37)
        case 0x61...0x66: UInt32(byte - 0x57)
        default: nil
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || "_$+/:.-".utf8.contains(byte)
    }
}
