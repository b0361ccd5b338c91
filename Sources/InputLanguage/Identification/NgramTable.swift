/// The model's n-grams in an open-addressing hash table (linear probing), filled at first use
/// from the generated key stream, in one pass over it, in stream order.
///
/// A packed n-gram is its length (1 to 5) in bits 40–42 over its bytes, first byte highest:
/// 43 bits. Its hash multiplies it by an odd constant modulo 2^43, a one-to-one map, so the
/// hash's top bits (the home slot) and its low 26 bits (the fingerprint) together name the
/// n-gram, and a slot needs no copy of it. A slot is 0 when empty, else one `UInt64`:
///
///     bits 32–63  where the entries are: index of the first << 7 | count (never 0)
///     bits 26–31  displacement: how many slots past its home slot the n-gram lies
///     bits  0–25  fingerprint
///
/// A lookup walks from the home slot until it finds its displacement and fingerprint, or an
/// empty slot: one `UInt64` compare per slot, and nothing else to load. The table has at
/// least 2^17 slots (so home and fingerprint cover the 43 bits) and is about half full: a
/// miss, most lookups, probes about 2.5 slots, 8 to a cache line. Its 1 MB is most of the
/// first use's cost (the page faults of fresh memory); `Scripts/tablegen/identifier.py` fills
/// the same table to check that no displacement outgrows its 6 bits.
struct NgramTable: Sendable {
    private let slots: [UInt64]
    private let homeShift: UInt64
    /// The longest n-gram, in bytes.
    let longestNgram: Int

    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Bits of a packed n-gram.
    static let keyBits: UInt64 = 43
    /// The longest n-gram a packed one holds, in bytes.
    static let longestPacked = 5
    private static let fingerprintBits: UInt64 = 26
    private static let smallestTableBits: UInt64 = keyBits - fingerprintBits
    private static let longestDisplacement: UInt64 = 63

    /// The table of the records of `keys` (``LanguageModelTables/ngramKeys``); `entryLimit`
    /// is how many entries the entry stream holds.
    init(keys: BitStream, entryLimit: Int) {
        var bits = Self.smallestTableBits
        while 1 << bits < LanguageModelTables.ngramCount * 3 / 2 { bits += 1 }
        let shift = Self.keyBits - bits
        var slots = [UInt64](repeating: 0, count: 1 << bits)
        self.longestNgram = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            return Self.readNgrams(keys, entryLimit: entryLimit) { key, place in
                let hash = Self.hash(key)
                var slot = Int(truncatingIfNeeded: hash >> shift)
                var displacement: UInt64 = 0
                while slots[slot] != 0 {
                    slot = (slot + 1) & mask
                    displacement += 1
                }
                precondition(displacement <= Self.longestDisplacement, "an n-gram too far from its home slot")
                slots[slot] =
                    UInt64(place) << 32 | displacement << Self.fingerprintBits | hash & (1 << Self.fingerprintBits - 1)
            }
        }
        self.slots = slots
        self.homeShift = shift
    }

    /// The hash of a packed n-gram: one-to-one on 43 bits.
    @inline(__always)
    private static func hash(_ key: UInt64) -> UInt64 { key &* hashMultiplier & (1 << keyBits - 1) }

    /// Where the entries of a packed n-gram are (`index of the first << 7 | count`), or 0 when
    /// the model has no such n-gram.
    @inline(__always)
    func entries(of key: UInt64) -> UInt32 {
        slots.withUnsafeBufferPointer { slots in
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash >> homeShift)
            var wanted = hash & (1 << Self.fingerprintBits - 1)
            let mask = slots.count - 1
            while true {
                let found = slots[slot]
                // An empty slot matches a fingerprint of 0 at its home, and gives 0 too.
                if found & 0xFFFF_FFFF == wanted { return UInt32(truncatingIfNeeded: found >> 32) }
                if found == 0 { return 0 }
                slot = (slot + 1) & mask
                wanted += 1 << Self.fingerprintBits
            }
        }
    }

    /// Calls `body` with each packed n-gram of the key stream, in order, and where its entries
    /// are (`index of the first << 7 | count`); returns the longest n-gram's length. Stops at
    /// a record that would reach past the end of either stream or that no packed n-gram holds.
    ///
    /// A record (see `pack` in the generator): 3 bits of prefix shared with the previous
    /// n-gram, 3 bits of suffix length, 7 bits of entry count, then the suffix bytes; a word
    /// of the stream holds all of it but for a suffix of 5 bytes.
    @inline(__always)
    private static func readNgrams(_ stream: BitStream, entryLimit: Int, _ body: (UInt64, UInt32) -> Void) -> Int {
        let read = stream.reader
        var position = 0
        var entry = 0
        var longest = 0
        var previous: UInt64 = 0  // the previous n-gram's bytes, first byte highest
        var previousLength = 0
        for _ in 0..<LanguageModelTables.ngramCount {
            let word = read.word(at: position)
            let shared = Int(truncatingIfNeeded: word >> 61)
            let suffix = Int(truncatingIfNeeded: word >> 58 & 7)
            let count = Int(truncatingIfNeeded: word >> 51 & 0x7F)
            let length = shared + suffix
            let end = position + 13 + 8 * suffix
            guard shared <= previousLength, length >= 1, length <= longestPacked, count >= 1,
                end <= stream.bitCount, entry + count <= entryLimit, entry < 1 << 25
            else { break }
            let tail = 13 + 8 * suffix <= BitStream.Reader.wordBits ? word << 13 : read.word(at: position + 13)
            let kept = previous >> UInt64(8 * (previousLength - shared))
            let bytes = kept << UInt64(8 * suffix) | tail >> UInt64(64 - 8 * suffix)
            body(UInt64(length) << 40 | bytes, UInt32(truncatingIfNeeded: entry << 7 | count))
            position = end
            entry += count
            (previous, previousLength) = (bytes, length)
            longest = max(longest, length)
        }
        return longest
    }
}
