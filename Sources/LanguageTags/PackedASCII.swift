/// Up to eight ASCII bytes in one integer, the first byte in the most significant position,
/// so that integer order is the bytes' lexicographic order and equality is one comparison.
///
/// Every subtag type stores its normalized-case text this way: no allocation, cheap hashing.
enum PackedASCII {
    /// Packs `bytes` (at most eight, already validated and case-normalized).
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 56
        for byte in bytes {
            value |= UInt64(byte) << shift
            shift &-= 8
        }
        return value
    }

    /// The number of bytes packed in `value` (bytes are never zero).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        value == 0 ? 0 : 8 - value.trailingZeroBitCount / 8
    }

    /// The packed bytes as a `String`.
    static func string(_ value: UInt64) -> String {
        let count = count(value)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                buffer[index] = UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64(index)))
            }
            return count
        }
    }

    /// The byte at `index` (0 is the first).
    @inline(__always)
    static func byte(_ value: UInt64, at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64(index)))
    }

    /// Packs `text` after checking every byte with `isValid` and mapping it with `normalize`.
    /// Returns nil when `text` is empty, longer than `maxCount`, shorter than `minCount`,
    /// or holds a byte `isValid` rejects.
    static func pack(
        _ text: some StringProtocol, count range: ClosedRange<Int>,
        isValid: (UInt8) -> Bool, normalize: (Int, UInt8) -> UInt8
    ) -> UInt64? {
        let utf8 = text.utf8
        guard range.contains(utf8.count) else { return nil }
        var value: UInt64 = 0
        var shift: UInt64 = 56
        for (index, byte) in utf8.enumerated() {
            guard isValid(byte) else { return nil }
            value |= UInt64(normalize(index, byte)) << shift
            shift &-= 8
        }
        return value
    }
}

/// ASCII classification and case mapping on bytes.
enum ASCII {
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
    @inline(__always) static func uppercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
}
