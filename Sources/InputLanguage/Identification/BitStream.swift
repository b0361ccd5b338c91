/// The generated n-gram stream's bytes, decoded from its base64 lines (100 digits each, 6 bits
/// a digit, most significant bit first), with 8 bytes of zeros after them so that any field
/// is read with one unaligned 8-byte load.
struct BitStream: Sendable {
    /// Bits per entry: 7 of class, 6 of lift.
    static let entryWidth = 13

    private let bytes: [UInt8]
    /// The bits the stream holds.
    let bitCount: Int

    init(base64 text: StaticString) {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            values[Int(letter)] = UInt8(value)
        }
        var bytes = [UInt8](repeating: 0, count: text.utf8CodeUnitCount * 3 / 4 + 8)
        var count = 0
        text.withUTF8Buffer { text in
            bytes.withUnsafeMutableBufferPointer { bytes in
                var accumulated: UInt32 = 0
                var digits = 0
                var index = 0
                while index < text.count {
                    // Whole groups of 4 digits, the lines' usual case, at once.
                    if digits == 0, index + 4 <= text.count {
                        let (a, b, c, d) = (
                            values[Int(text[index])], values[Int(text[index + 1])], values[Int(text[index + 2])],
                            values[Int(text[index + 3])]
                        )
                        if (a | b | c | d) & 0x80 == 0 {
                            let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                            bytes[count] = UInt8(truncatingIfNeeded: group >> 16)
                            bytes[count + 1] = UInt8(truncatingIfNeeded: group >> 8)
                            bytes[count + 2] = UInt8(truncatingIfNeeded: group)
                            count += 3
                            index += 4
                            continue
                        }
                    }
                    let value = values[Int(text[index])]
                    index += 1
                    guard value != 0xFF else { continue }  // the line breaks
                    accumulated = accumulated << 6 | UInt32(value)
                    digits += 1
                    if digits == 4 {
                        bytes[count] = UInt8(truncatingIfNeeded: accumulated >> 16)
                        bytes[count + 1] = UInt8(truncatingIfNeeded: accumulated >> 8)
                        bytes[count + 2] = UInt8(truncatingIfNeeded: accumulated)
                        count += 3
                        (accumulated, digits) = (0, 0)
                    }
                }
                // A last group of 2 or 3 digits holds 1 or 2 bytes.
                for index in 0..<max(0, digits - 1) {
                    bytes[count] = UInt8(
                        truncatingIfNeeded: (accumulated << (6 * UInt32(4 - digits))) >> (16 - 8 * index))
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
