internal import LanguageTags

/// The statistical model behind ``StatisticalLanguageIdentifier``, set up once, at first use,
/// from the generated ``LanguageModelTables`` (py3langid's naive Bayes model in integers; see
/// `Scripts/tablegen/identifier.py` for how it is made).
///
/// A class is a language in one script (`sr-Latn`, `uk`); classes marked unnamed are scored
/// but never reported. An n-gram is 1 to 5 bytes of UTF-8, packed into a `UInt64` with its
/// length above its bytes, found in a hash table (``NgramTable``). Each n-gram has entries
/// `(class, lift)`: how many quarter nats its log-probability in that class exceeds the
/// class's floor.
///
/// The generated n-gram records are two StaticStrings, read in place, never decoded: the keys
/// (front-coded n-grams with their entry counts, a ``BitStream`` of 7 bits a byte), which one
/// pass at first use reads into the hash table, and the entries, which stay where they are,
/// where scoring reads them (two bytes each, class and lift, each plus ``entryOffset``).
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
    /// The n-grams, and where the entries of each are.
    private let ngrams: NgramTable
    /// The entries of all n-grams, two bytes each: ``entryOffset`` + the class, ``entryOffset``
    /// + the lift (static data, read in place).
    let entries: StaticString

    private init() {
        var classes: [LanguageClass] = []
        var indexOfTag: [UInt64: Int] = [:]  // the tags' bytes, packed
        Self.readRecords(LanguageModelTables.classes) { fields in
            indexOfTag[Self.packed(fields[0])] = classes.count
            classes.append(
                LanguageClass(
                    tag: LanguageTag(String(decoding: fields[0], as: UTF8.self))!,
                    script: LanguageTag.Script(utf8: fields[1])!, isNamed: Self.number(fields[2]) == 1,
                    prior: Self.number(fields[3]), floor: Self.number(fields[4])))
        }
        var similarity = [UInt16](repeating: 0, count: classes.count * classes.count)
        Self.readRecords(LanguageModelTables.similarities) { fields in
            let (first, second) = (indexOfTag[Self.packed(fields[0])]!, indexOfTag[Self.packed(fields[1])]!)
            similarity[first * classes.count + second] = UInt16(Self.number(fields[2]))
            similarity[second * classes.count + first] = UInt16(Self.number(fields[2]))
        }
        let scripts = ScriptTable.shared.scriptOfClass
        self.classesOfScript = scripts.indices.map { scriptClass in
            guard scriptClass >= Int(ScriptTable.latin) else { return [] }
            return classes.indices.filter { classes[$0].script == scripts[scriptClass] }
        }
        self.classes = classes
        self.similarity = similarity
        self.weights = LanguageModelTables.weights.map(Int.init)

        let entries = LanguageModelTables.ngramEntries
        precondition(entries.hasPointerRepresentation && entries.utf8CodeUnitCount >= BitStream.paddingGroups)
        self.ngrams = NgramTable(
            keys: BitStream(LanguageModelTables.ngramKeys),
            entryLimit: (entries.utf8CodeUnitCount - BitStream.paddingGroups) / 2)
        self.entries = entries
    }

    /// What the generator adds to an entry's class and lift, so that its bytes are printable.
    static let entryOffset = 0x20

    /// The longest n-gram, in bytes.
    var longestNgram: Int { ngrams.longestNgram }

    /// Where the entries of a packed n-gram are (`index of the first << 7 | count`), or 0 when
    /// the model has no such n-gram.
    @inline(__always)
    func entries(of key: UInt64) -> UInt32 { ngrams.entries(of: key) }

    /// Calls `body` with the space-separated fields of each line of a generated text table,
    /// read byte by byte: splitting `String`s, and the generic code it runs, took a tenth of
    /// the first use.
    private static func readRecords(_ table: StaticString, _ body: ([UnsafeBufferPointer<UInt8>]) -> Void) {
        table.withUTF8Buffer { text in
            var fields: [UnsafeBufferPointer<UInt8>] = []
            var start = 0
            for index in 0...text.count {
                let byte = index < text.count ? text[index] : 0x0A
                guard byte == 0x20 || byte == 0x0A else { continue }
                if index > start { fields.append(UnsafeBufferPointer(rebasing: text[start..<index])) }
                start = index + 1
                guard byte == 0x0A, !fields.isEmpty else { continue }
                body(fields)
                fields.removeAll(keepingCapacity: true)
            }
        }
    }

    /// A decimal field, maybe negative (the generated tables hold no other).
    private static func number(_ field: UnsafeBufferPointer<UInt8>) -> Int {
        let isNegative = field.first == UInt8(ascii: "-")
        let digits = field.dropFirst(isNegative ? 1 : 0).reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
        return isNegative ? -digits : digits
    }

    /// The first 8 bytes of a field, packed (a tag is at most 7).
    private static func packed(_ field: UnsafeBufferPointer<UInt8>) -> UInt64 {
        field.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
