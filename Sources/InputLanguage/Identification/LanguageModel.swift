import LanguageTags

/// The statistical model behind ``StatisticalLanguageIdentifier``, decoded once, at first use,
/// from the generated ``LanguageModelTables`` (py3langid's naive Bayes model in integers; see
/// `Scripts/tablegen/identifier.py` for how it is made).
///
/// A class is a language in one script (`sr-Latn`, `uk`); classes marked unnamed are scored
/// but never reported. An n-gram is 1 to 7 bytes of UTF-8, packed into a `UInt64` with its
/// length in the top byte, found in an open-addressing hash table. Each n-gram has entries
/// `(class, lift)`: how many quarter nats its log-probability in that class exceeds the
/// class's floor.
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
    /// Hash slots: the packed n-gram (0: empty) and its record number.
    private let slotKeys: [UInt64]
    private let slotRecords: [Int32]
    private let slotShift: UInt64
    /// Record `r`'s entries are `entries[entryStarts[r]..<entryStarts[r + 1]]`, each
    /// `class << 6 | lift`.
    let entryStarts: [Int32]
    let entries: [UInt16]
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

        var keys: [UInt64] = []
        var starts: [Int32] = [0]
        var entries: [UInt16] = []
        keys.reserveCapacity(LanguageModelTables.ngramCount)
        starts.reserveCapacity(LanguageModelTables.ngramCount + 1)
        entries.reserveCapacity(LanguageModelTables.entryCount)
        var longest = 0
        Self.decodeBase64(LanguageModelTables.ngrams).withUnsafeBufferPointer { stream in
            var reader = BitReader(stream)
            var previous: UInt64 = 0  // the previous n-gram's bytes, first byte highest
            var previousLength = 0
            while keys.count < LanguageModelTables.ngramCount {
                let shared = reader.read(3)
                let suffix = reader.read(3)
                var bytes = previousLength > shared ? previous >> (8 * UInt64(previousLength - shared)) : previous
                for _ in 0..<suffix { bytes = bytes << 8 | UInt64(reader.read(8)) }
                let length = shared + suffix
                keys.append(UInt64(length) << 56 | bytes)
                (previous, previousLength) = (bytes, length)
                longest = max(longest, length)
                for _ in 0..<reader.read(7) {
                    let languageClass = reader.read(7)
                    entries.append(UInt16(languageClass << 6 | reader.read(6)))
                }
                starts.append(Int32(entries.count))
            }
        }
        var bits: UInt64 = 1
        while 1 << bits < 2 * keys.count { bits += 1 }
        var slotKeys = [UInt64](repeating: 0, count: 1 << bits)
        var slotRecords = [Int32](repeating: -1, count: 1 << bits)
        let mask = (1 << bits) - 1
        for (record, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> (64 - bits))
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotKeys[slot] = key
            slotRecords[slot] = Int32(record)
        }
        self.slotKeys = slotKeys
        self.slotRecords = slotRecords
        self.slotShift = 64 - bits
        self.entryStarts = starts
        self.entries = entries
        self.longestNgram = longest
    }

    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The record of a packed n-gram, or -1.
    @inline(__always)
    func record(of key: UInt64) -> Int32 {
        slotKeys.withUnsafeBufferPointer { keys in
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> slotShift)
            let mask = keys.count - 1
            while true {
                let found = keys[slot]
                if found == key { return slotRecords[slot] }
                if found == 0 { return -1 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The non-empty lines of a generated text table.
    private static func lines(_ table: StaticString) -> [Substring] {
        table.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: "\n")
    }

    /// The bytes of base64 text (line breaks skipped; the generator writes no padding errors).
    private static func decodeBase64(_ text: StaticString) -> [UInt8] {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            values[Int(letter)] = UInt8(value)
        }
        return text.withUTF8Buffer { characters in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(characters.count / 4 * 3)
            var accumulator: UInt32 = 0
            var held = 0
            for character in characters {
                let value = values[Int(character)]
                guard value != 0xFF else { continue }
                accumulator = accumulator << 6 | UInt32(value)
                held += 6
                if held >= 8 {
                    held -= 8
                    bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(held)))
                }
            }
            return bytes
        }
    }
}

/// Reads fields of at most 32 bits from a bit stream, most significant bit first; past the
/// end it reads zeros.
private struct BitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var next = 0
    var buffer: UInt64 = 0
    var held = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func read(_ width: Int) -> Int {
        while held < width {
            buffer = buffer << 8 | UInt64(next < bytes.count ? bytes[next] : 0)
            next += 1
            held += 8
        }
        held -= width
        return Int(truncatingIfNeeded: buffer >> UInt64(held)) & ((1 << width) - 1)
    }
}
