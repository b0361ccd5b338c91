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
/// The stream is decoded once, at first use, in one pass: the n-grams into the hash table and
/// their entries into one array, `class << 6 | lift`.
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
    /// Hash slots: the packed n-gram (0: empty), and where its entries are: the index of the
    /// first in ``entries`` shifted left by 7, or'ed with their count.
    private let slotKeys: [UInt64]
    private let slotEntries: [UInt32]
    private let slotShift: UInt64
    /// Every n-gram's entries, `class << 6 | lift`, n-gram after n-gram.
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

        var bits: UInt64 = 1
        while 1 << bits < 2 * LanguageModelTables.ngramCount { bits += 1 }
        var slotKeys = [UInt64](repeating: 0, count: 1 << bits)
        var slotEntries = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        var entries = [UInt16](repeating: 0, count: LanguageModelTables.entryCount)
        let longest = Self.readNgrams(into: &entries) { key, place in
            var slot = Int(truncatingIfNeeded: (key &* Self.hashMultiplier) >> (64 - bits))
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotKeys[slot] = key
            slotEntries[slot] = place
        }
        self.slotKeys = slotKeys
        self.slotEntries = slotEntries
        self.slotShift = 64 - bits
        self.entries = entries
        self.longestNgram = longest
    }

    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Calls `body` with each packed n-gram of the stream and where its entries are (`first
    /// index << 7 | count`), which it writes to `entries`; returns the longest n-gram's length.
    private static func readNgrams(into entries: inout [UInt16], _ body: (UInt64, UInt32) -> Void) -> Int {
        Entries.withStream { stream in
            entries.withUnsafeMutableBufferPointer { entries in
                var reader = Entries.Reader(stream)
                var longest = 0
                var entry = 0
                var previous: UInt64 = 0  // the previous n-gram's bytes, first byte highest
                var previousLength = 0
                for _ in 0..<LanguageModelTables.ngramCount {
                    let shared = reader.read(3)
                    let suffix = reader.read(3)
                    var bytes = previous >> (8 * UInt64(max(0, previousLength - shared)))
                    for _ in 0..<suffix { bytes = bytes << 8 | UInt64(reader.read(8)) }
                    let count = reader.read(7)
                    let length = shared + suffix
                    body(UInt64(length) << 56 | bytes, UInt32(truncatingIfNeeded: entry << 7 | count))
                    for _ in 0..<count where entry < entries.count {
                        entries[entry] = UInt16(reader.read(Entries.width))
                        entry += 1
                    }
                    (previous, previousLength) = (bytes, length)
                    longest = max(longest, length)
                }
                return longest
            }
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

/// The generated n-gram stream, read where it lies: base64 text in lines of 100 digits, each
/// digit 6 bits of the stream, most significant bit first.
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
    }

    /// Reads the stream from its start, field after field (at most 32 bits each); past the end
    /// it reads zeros.
    struct Reader {
        let stream: Stream
        private var next = 0
        private var lineLeft = 100
        private var buffer: UInt64 = 0
        private var held = 0

        init(_ stream: Stream) { self.stream = stream }

        @inline(__always)
        mutating func read(_ width: Int) -> Int {
            while held < width {
                if lineLeft == 0 {
                    next += 1  // the line break after every 100 digits
                    lineLeft = 100
                }
                let digit = next < stream.text.count ? stream.digits[Int(stream.text[next])] : 0
                buffer = buffer << 6 | UInt64(digit)
                next += 1
                lineLeft -= 1
                held += 6
            }
            held -= width
            return Int(truncatingIfNeeded: buffer >> UInt64(held)) & ((1 << width) - 1)
        }
    }
}
