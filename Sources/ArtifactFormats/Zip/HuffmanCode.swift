/// A canonical Huffman code of DEFLATE (RFC 1951 §3.2.2), built from code lengths: a
/// 9-bit lookup table for the short codes, and the counts and sorted symbols of every
/// length for the long ones (decoded a bit at a time, as zlib's `puff` does).
///
/// Codes that are over-subscribed are refused; an incomplete code is accepted only when
/// `allowsIncomplete` (RFC 1951 allows one distance code of one bit).
struct HuffmanCode {
    static let fastBits = 9
    /// For each 9-bit (bit-reversed) prefix: `symbol << 4 | length`, or 0 when the code is longer.
    private(set) var fast: [UInt16]
    /// The number of codes of each length 0...15.
    private(set) var counts: [UInt16]
    /// The symbols, ordered by code.
    private(set) var symbols: [UInt16]

    /// Builds the code; nil when the lengths over-subscribe it, or leave it incomplete
    /// (unless `allowsIncomplete`), or code no symbol at all.
    init?(lengths: ArraySlice<UInt8>, allowsIncomplete: Bool = false) {
        var counts = [UInt16](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        let coded = lengths.count - Int(counts[0])
        var left = 1
        for length in 1...15 {
            left = left << 1 - Int(counts[length])
            if left < 0 { return nil }
        }
        if left > 0 && !(allowsIncomplete && coded <= 1) { return nil }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + Int(counts[length]) }
        var symbols = [UInt16](repeating: 0, count: max(coded, 1))
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        // Canonical codes: consecutive within a length, the next length starting from the last code + 1, doubled.
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            next[length] = code
            code = (code + Int(counts[length])) << 1
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            symbols[offsets[length]] = UInt16(symbol)
            offsets[length] += 1
            let value = next[length]
            next[length] += 1
            guard length <= Self.fastBits else { continue }
            var reversed = 0
            for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            var index = reversed
            while index < 1 << Self.fastBits {
                fast[index] = UInt16(symbol) << 4 | UInt16(length)
                index += 1 << length
            }
        }
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }
}
