internal import LanguageTags

/// The statistical model behind ``StatisticalLanguageIdentifier``, decoded once, at first use,
/// from the generated ``LanguageModelTables`` (py3langid's naive Bayes model in integers; see
/// `Scripts/tablegen/identifier.py` for how it is made).
///
/// A class is a language in one script (`sr-Latn`, `uk`); classes marked unnamed are scored
/// but never reported. An n-gram is 1 to 7 bytes of UTF-8, packed into a `UInt64` with its
/// length in the top byte, found in an open-addressing hash table. Each n-gram has entries
/// `(class, lift)`: how many quarter nats its log-probability in that class exceeds the
/// class's floor.
///
/// At first use the base-85 text is decoded into the stream's bytes, and one pass over the
/// n-gram records fills the hash table; the entries stay in the stream, where scoring reads
/// them (13 bits each, `class << 6 | lift`, one unaligned load apiece).
final class LanguageModel: Sendable {
    static let shared = LanguageModel()

    /// One language in one script.
    struct LanguageClass: Sendable {
        let tag: LanguageTag
        let script: LanguageTag.Script
        /// Whether the identifier may report it.
        let isNamed: Bool
        /// The class prior and the floor, in 1/1024 nat.
        let prior: Int
        let floor: Int
    }

    let classes: [LanguageClass]
    /// For each script class of ``ScriptTable``, the model classes written in that script.
    let classesOfScript: [[Int]]
    /// `similarity[first * classes.count + second]`: the cosine of two named classes of one
    /// script, in permille (0 when the table lists no such pair).
    let similarity: [UInt16]
    /// log(1 + k) in 1/256, for k = 0…255.
    let weights: [Int]
    /// Hash slots: the packed n-gram (0: empty), and where its entries are: their first bit
    /// in ``stream`` shifted left by 7, or'ed with their count.
    private let slotKeys: [UInt64]
    private let slotEntries: [UInt32]
    private let slotShift: UInt64
    /// The n-gram stream's bytes.
    let stream: BitStream
    /// The longest n-gram, in bytes.
    let longestNgram: Int

    private init() {
        var classes: [LanguageClass] = []
        var indexOfTag: [String: Int] = [:]
        for line in Self.lines(LanguageModelTables.classes) {
            let fields = line.split(separator: " ")
            indexOfTag[String(fields[0])] = classes.count
            classes.append(
                LanguageClass(
                    tag: LanguageTag(String(fields[0]))!, script: LanguageTag.Script(String(fields[1]))!,
                    isNamed: fields[2] == "1", prior: Int(fields[3])!, floor: Int(fields[4])!))
        }
        var similarity = [UInt16](repeating: 0, count: classes.count * classes.count)
        for line in Self.lines(LanguageModelTables.similarities) {
            let fields = line.split(separator: " ")
            let (first, second) = (indexOfTag[String(fields[0])]!, indexOfTag[String(fields[1])]!)
            similarity[first * classes.count + second] = UInt16(fields[2])!
            similarity[second * classes.count + first] = UInt16(fields[2])!
        }
        let scripts = ScriptTable.shared.scriptOfClass
        self.classesOfScript = scripts.indices.map { scriptClass in
            guard scriptClass >= Int(ScriptTable.latin) else { return [] }
            return classes.indices.filter { classes[$0].script == scripts[scriptClass] }
        }
        self.classes = classes
        self.similarity = similarity
        self.weights = LanguageModelTables.weights.map(Int.init)

        let stream = BitStream(base85: LanguageModelTables.ngrams)
        var bits: UInt64 = 1
        // Half full at most: a miss (most lookups) probes about 2.5 slots, in one cache line.
        while 1 << bits < LanguageModelTables.ngramCount * 3 / 2 { bits += 1 }
        var records: [(key: UInt64, place: UInt32)] = []
        records.reserveCapacity(LanguageModelTables.ngramCount)
        let longest = Self.readNgrams(stream) { key, place in records.append((key, place)) }
        var slotKeys = [UInt64](repeating: 0, count: 1 << bits)
        var slotEntries = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        // Inserted in the order of their home slots' top bits (a counting sort), the table is
        // written region after region instead of at random: random insertion's cache misses
        // were most of the first use.
        for (key, place) in Self.bucketed(records) {
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> (64 - bits))
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotKeys[slot] = key
            slotEntries[slot] = place
        }
        self.slotKeys = slotKeys
        self.slotEntries = slotEntries
        self.slotShift = 64 - bits
        self.stream = stream
        self.longestNgram = longest
    }

    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// `records` ordered by the top 10 bits of their keys' hashes (stable).
    private static func bucketed(_ records: [(key: UInt64, place: UInt32)]) -> [(key: UInt64, place: UInt32)] {
        func bucket(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* hashMultiplier) >> 54) }
        var next = [Int](repeating: 0, count: (1 << 10) + 1)
        for record in records { next[bucket(record.key) + 1] += 1 }
        for index in 1..<next.count { next[index] += next[index - 1] }
        var ordered = [(key: UInt64, place: UInt32)](repeating: (0, 0), count: records.count)
        for record in records {
            let bucket = bucket(record.key)
            ordered[next[bucket]] = record
            next[bucket] += 1
        }
        return ordered
    }

    /// Calls `body` with each packed n-gram of the stream and where its entries are (`first
    /// bit << 7 | count`); returns the longest n-gram's length. Records that would reach past
    /// the stream's end are left out.
    private static func readNgrams(_ stream: BitStream, _ body: (UInt64, UInt32) -> Void) -> Int {
        stream.withReader { read in
            var position = 0
            var longest = 0
            var previous: UInt64 = 0  // the previous n-gram's bytes, first byte highest
            var previousLength = 0
            for _ in 0..<LanguageModelTables.ngramCount {
                let shared = read(position, 3)
                let suffix = read(position + 3, 3)
                position += 6
                var bytes = previous >> (8 * UInt64(max(0, previousLength - shared)))
                for _ in 0..<suffix {
                    bytes = bytes << 8 | UInt64(read(position, 8))
                    position += 8
                }
                let count = read(position, 7)
                position += 7
                let end = position + count * BitStream.entryWidth
                guard end <= stream.bitCount, position < 1 << 25 else { break }
                let length = shared + suffix
                body(UInt64(length) << 56 | bytes, UInt32(truncatingIfNeeded: position << 7 | count))
                position = end
                (previous, previousLength) = (bytes, length)
                longest = max(longest, length)
            }
            return longest
        }
    }

    /// Where the entries of a packed n-gram are (`first bit << 7 | count`), or 0 when the
    /// model has no such n-gram.
    @inline(__always)
    func entries(of key: UInt64) -> UInt32 {
        slotKeys.withUnsafeBufferPointer { keys in
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> slotShift)
            let mask = keys.count - 1
            while true {
                let found = keys[slot]
                if found == key { return slotEntries[slot] }
                if found == 0 { return 0 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The non-empty lines of a generated text table.
    private static func lines(_ table: StaticString) -> [Substring] {
        table.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: "\n")
    }
}
