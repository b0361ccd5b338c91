/// How JSON writes a string (RFC 8259 §7): the one escaping rule of the package, used by its
/// JSON writer and by the paths and messages of ``DocumentError``.
///
/// ```swift
/// JSONQuoting.quoted("en-AU")    // "\"en-AU\""
/// JSONQuoting.quoted("a\"b\n")   // "\"a\\\"b\\n\""
/// ```
package enum JSONQuoting {
    /// Whether a byte of UTF-8 text must be escaped inside a JSON string: `"`, `\` and the
    /// control characters below U+0020.
    @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// The escape of a byte that ``needsEscape(_:)``: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`,
    /// or `\u00XX`, as ASCII bytes.
    package static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case 0x22: [0x5C, 0x22]
        case 0x5C: [0x5C, 0x5C]
        case 0x0A: [0x5C, 0x6E]
        case 0x0D: [0x5C, 0x72]
        case 0x09: [0x5C, 0x74]
        case 0x08: [0x5C, 0x62]
        case 0x0C: [0x5C, 0x66]
        default: [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)]
        }
    }

    /// `text` as a JSON string: quoted, with every byte that needs it escaped.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            if needsEscape(byte) { bytes += escape(byte) } else { bytes.append(byte) }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
}
