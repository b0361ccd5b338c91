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
///
/// Only the n-grams are decoded at first use (into the hash table); their entries stay in the
/// generated base64 text and are read in place when a text is scored (``Entries``), so that
/// first use costs a pass over the keys rather than over the whole model.
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
    /// in the stream shifted left by 7, or'ed with their count.
    private let slotKeys: [UInt64]
    private let slotEntries: [UInt32]
    private let slotShift: UInt64
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

        var bits: UInt64 = 1
        while 1 << bits < 2 * LanguageModelTables.ngramCount { bits += 1 }
        var slotKeys = [UInt64](repeating: 0, count: 1 << bits)
        var slotEntries = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        let longest = Self.readNgrams { key, place in
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> (64 - bits))
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotKeys[slot] = key
            slotEntries[slot] = place
        }
        self.slotKeys = slotKeys
        self.slotEntries = slotEntries
        self.slotShift = 64 - bits
        self.longestNgram = longest
    }

    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Calls `body` with each packed n-gram of the stream and where its entries are (`first bit
    /// << 7 | count`); returns the longest n-gram's length.
    private static func readNgrams(_ body: (UInt64, UInt32) -> Void) -> Int {
        Entries.withStream { stream in
            var longest = 0
            var position = 0
            var previous: UInt64 = 0  // the previous n-gram's bytes, first byte highest
            var previousLength = 0
            for _ in 0..<LanguageModelTables.ngramCount {
                let shared = stream.read(at: position, 3)
                let suffix = stream.read(at: position + 3, 3)
                position += 6
                var bytes = previous >> (8 * UInt64(max(0, previousLength - shared)))
                for _ in 0..<suffix {
                    bytes = bytes << 8 | UInt64(stream.read(at: position, 8))
                    position += 8
                }
                let count = stream.read(at: position, 7)
                position += 7
                let length = shared + suffix
                body(UInt64(length) << 56 | bytes, UInt32(truncatingIfNeeded: position << 7 | count))
                position += count * Entries.width
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

/// The generated n-gram stream, read in place: base64 text in lines of 100 digits, each digit
/// 6 bits of the stream, most significant bit first.
enum Entries {
    /// Bits per entry: 7 of class, 6 of lift.
    static let width = 13

    /// Calls `body` with the stream.
    static func withStream<Result>(_ body: (Stream) -> Result) -> Result {
        LanguageModelTables.ngrams.withUTF8Buffer { text in
            digitValues.withUnsafeBufferPointer { digits in body(Stream(text: text, digits: digits)) }
        }
    }

    /// The value of each base64 digit (other bytes: 0).
    private static let digitValues: [UInt8] = {
        var values = [UInt8](repeating: 0, count: 256)
        for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            values[Int(letter)] = UInt8(value)
        }
        return values
    }()

    struct Stream {
        let text: UnsafeBufferPointer<UInt8>
        let digits: UnsafeBufferPointer<UInt8>

        /// The `width` bits (at most 32) from bit `position`; bits past the end read as zeros.
        @inline(__always)
        func read(at position: Int, _ width: Int) -> Int {
            var digit = position / 6
            var value = 0
            var held = -(position - digit * 6)  // bits of the first digit before `position`
            while held < width {
                let character = digit + digit / 100  // a line break after every 100 digits
                value = value << 6 | (character < text.count ? Int(digits[Int(text[character])]) : 0)
                held += 6
                digit += 1
            }
            return value >> (held - width) & ((1 << width) - 1)
        }
    }
}
