/// A generated bit stream, read in place from its StaticString (Scripts/tablegen's
/// `literal_lines`): 7 bits of the stream to a byte, most significant first, every byte below
/// 0x80, and 8 zero bytes after them, so that the 8 bytes at any byte of the stream can be
/// loaded at once. Nothing is decoded or copied: the text is the binary's read-only data.
struct BitStream: Sendable {
    /// Bits of the stream per byte of the text.
    static let groupBits = 7
    /// Zero bytes after the stream's.
    static let paddingGroups = 8

    private let text: StaticString
    /// The bits the stream holds (the last byte's unused bits among them).
    let bitCount: Int

    init(_ text: StaticString) {
        precondition(text.hasPointerRepresentation && text.utf8CodeUnitCount >= Self.paddingGroups)
        self.text = text
        self.bitCount = (text.utf8CodeUnitCount - Self.paddingGroups) * Self.groupBits
    }

    /// A reader of the stream (valid for the program's lifetime: the text is static data).
    @inline(__always)
    var reader: Reader { Reader(bytes: UnsafeRawPointer(text.utf8Start), bitCount: bitCount) }

    /// Reads fields of the stream at bit positions.
    struct Reader {
        let bytes: UnsafeRawPointer
        let bitCount: Int

        /// At least ``wordBits`` bits from bit `position` on, the first one the word's highest;
        /// a position past the end reads zeros.
        @inline(__always)
        func word(at position: Int) -> UInt64 {
            guard position >= 0, position < bitCount else { return 0 }
            let byte = UInt(bitPattern: position) / 7
            let offset = UInt64(UInt(bitPattern: position) - byte * 7)
            // Eight 7-bit groups, the first highest, put side by side: in pairs, fours, then all.
            var word = bytes.loadUnaligned(fromByteOffset: Int(bitPattern: byte), as: UInt64.self).bigEndian
            word = (word & 0x7F00_7F00_7F00_7F00) >> 1 | word & 0x007F_007F_007F_007F
            word = (word & 0x3FFF_0000_3FFF_0000) >> 2 | word & 0x0000_3FFF_0000_3FFF
            word = (word & 0x0FFF_FFFF_0000_0000) >> 4 | word & 0x0000_0000_0FFF_FFFF
            return word << (8 + offset)
        }

        /// The bits a ``word(at:)`` holds at least: 56 loaded, less up to 6 before the position.
        static let wordBits = 50

        /// The `width` bits (1 to ``wordBits``) at bit `position`; a position past the end reads
        /// zeros.
        @inline(__always)
        func callAsFunction(_ position: Int, _ width: Int) -> Int {
            Int(truncatingIfNeeded: word(at: position) >> UInt64(64 - width))
        }
    }
}
