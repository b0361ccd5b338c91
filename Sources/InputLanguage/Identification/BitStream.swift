/// The generated n-gram stream's bytes, decoded from its base-85 lines (Scripts/tablegen's
/// `base85`: 5 digits per 4 bytes, most significant first; a last group of n bytes as n + 1
/// digits), with 8 bytes of zeros after them so that any field is read with one unaligned
/// 8-byte load.
struct BitStream: Sendable {
    /// Bits per entry: 7 of class, 6 of lift.
    static let entryWidth = 13
    /// The digits, in order of value: printable ASCII without `"` and `\\`.
    static let digits = "!#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvw"

    private let bytes: [UInt8]
    /// The bits the stream holds.
    let bitCount: Int

    /// The bytes `text` holds in base 85; a character that is no digit (the line breaks) is
    /// skipped.
    init(base85 text: StaticString) {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, letter) in Self.digits.utf8.enumerated() { values[Int(letter)] = UInt8(value) }
        var bytes = [UInt8](repeating: 0, count: text.utf8CodeUnitCount * 4 / 5 + 12)
        var count = 0
        text.withUTF8Buffer { text in
            bytes.withUnsafeMutableBufferPointer { bytes in
                var accumulated: UInt32 = 0
                var digits = 0
                var index = 0
                while index < text.count {
                    // Whole groups of 5 digits, the lines' usual case (a line holds 20), at once.
                    if digits == 0, index + 5 <= text.count {
                        let (a, b, c, d, e) = (
                            values[Int(text[index])], values[Int(text[index + 1])], values[Int(text[index + 2])],
                            values[Int(text[index + 3])], values[Int(text[index + 4])]
                        )
                        if (a | b | c | d | e) & 0x80 == 0 {
                            var group = UInt32(a) &* 85 &+ UInt32(b)
                            group = group &* 85 &+ UInt32(c)
                            group = group &* 85 &+ UInt32(d)
                            group = group &* 85 &+ UInt32(e)
                            bytes[count] = UInt8(truncatingIfNeeded: group >> 24)
                            bytes[count + 1] = UInt8(truncatingIfNeeded: group >> 16)
                            bytes[count + 2] = UInt8(truncatingIfNeeded: group >> 8)
                            bytes[count + 3] = UInt8(truncatingIfNeeded: group)
                            count += 4
                            index += 5
                            continue
                        }
                    }
                    let value = values[Int(text[index])]
                    index += 1
                    guard value != 0xFF else { continue }
                    accumulated = accumulated &* 85 &+ UInt32(value)
                    digits += 1
                    guard digits == 5 else { continue }
                    bytes[count] = UInt8(truncatingIfNeeded: accumulated >> 24)
                    bytes[count + 1] = UInt8(truncatingIfNeeded: accumulated >> 16)
                    bytes[count + 2] = UInt8(truncatingIfNeeded: accumulated >> 8)
                    bytes[count + 3] = UInt8(truncatingIfNeeded: accumulated)
                    count += 4
                    (accumulated, digits) = (0, 0)
                }
                // A last group of n + 1 digits holds n bytes: padded with the highest digit,
                // its first n bytes are the group's.
                guard digits > 1 else { return }
                for _ in digits..<5 { accumulated = accumulated &* 85 &+ 84 }
                for index in 0..<(digits - 1) {
                    bytes[count] = UInt8(truncatingIfNeeded: accumulated >> (24 - 8 * UInt32(index)))
                    count += 1
                }
            }
        }
        bytes.removeLast(bytes.count - count - 8)
        self.bytes = bytes
        self.bitCount = count * 8
    }

    /// Calls `body` with a reader of the stream.
    @inline(__always)
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        bytes.withUnsafeBytes { raw in body(Reader(raw: raw, bitCount: bitCount)) }
    }

    /// Reads fields of the stream at bit positions.
    struct Reader {
        let raw: UnsafeRawBufferPointer
        let bitCount: Int

        /// The `width` bits (1 to 32) at bit `position`; a position past the end reads zeros.
        @inline(__always)
        func callAsFunction(_ position: Int, _ width: Int) -> Int {
            guard position >= 0, position < bitCount else { return 0 }
            let word = raw.loadUnaligned(fromByteOffset: position >> 3, as: UInt64.self).bigEndian
            return Int(truncatingIfNeeded: (word << UInt64(position & 7)) >> UInt64(64 - width))
        }
    }
}
