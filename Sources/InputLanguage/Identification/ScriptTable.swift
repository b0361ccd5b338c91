internal import LanguageTags

/// The Unicode Script property of every code point, decoded once, at first use, from the
/// generated ``UnicodeTables``.
///
/// Each code point maps to a small class number. Han characters get one of five classes
/// according to what their Unihan variants say about Simplified and Traditional text (see
/// ``HanVariantClass``); every other class is one script. The Basic Multilingual Plane is a
/// 64 KiB array indexed by code point; the rest is found by binary search.
final class ScriptTable: Sendable {
    static let shared = ScriptTable()

    /// Classes with a fixed number; the other scripts get the numbers from ``firstOtherScript`` up.
    static let unassigned: UInt8 = 0
    static let common: UInt8 = 1
    static let inherited: UInt8 = 2
    static let latin: UInt8 = 3
    static let hiragana: UInt8 = 4
    static let katakana: UInt8 = 5
    static let hangul: UInt8 = 6
    /// Han classes, one per ``HanVariantClass``, starting here.
    static let firstHan: UInt8 = 7
    static let firstOtherScript: UInt8 = firstHan + UInt8(HanVariantClass.allCases.count)

    /// The script of each class (all Han classes are `Hani`).
    let scriptOfClass: [LanguageTag.Script]
    /// The class of every code point below U+10000.
    let basicPlane: [UInt8]
    /// Ranges of code points from U+10000 up, sorted.
    let supplementaryRanges: [ClassRange]

    /// Code points `first...last` of class `scriptClass`.
    struct ClassRange: Sendable {
        let first: UInt32
        let last: UInt32
        let scriptClass: UInt8
    }

    var classCount: Int { scriptOfClass.count }

    private init() {
        // Scripts from bytes: the generic initializer's first call from this module looks up
        // conformances for a tenth of a millisecond.
        func script(_ code: StaticString) -> LanguageTag.Script {
            code.withUTF8Buffer { LanguageTag.Script(utf8: $0)! }
        }
        var scripts = [script("Zzzz"), script("Zyyy"), script("Zinh"), script("Latn"), script("Hira")]
        scripts += [script("Kana"), script("Hang")]
        scripts += HanVariantClass.allCases.map { _ in script("Hani") }
        var classOfScript: [LanguageTag.Script: UInt8] = [:]
        classOfScript.reserveCapacity(256)
        for (scriptClass, script) in scripts.enumerated() where scriptClass < Int(Self.firstHan) {
            classOfScript[script] = UInt8(scriptClass)
        }
        classOfScript[scripts[Int(Self.firstHan)]] = HanVariantClass.noEvidence.scriptClass

        var basicPlane = [UInt8](repeating: Self.unassigned, count: 0x10000)
        var supplementary: [ClassRange] = []
        for (first, last, script) in ScriptTable.records(UnicodeTables.scriptRanges) {
            let scriptClass: UInt8
            if let known = classOfScript[script] {
                scriptClass = known
            } else {
                scriptClass = UInt8(scripts.count)
                classOfScript[script] = scriptClass
                scripts.append(script)
            }
            if first < 0x10000 {
                for point in first...min(last, 0xFFFF) { basicPlane[Int(point)] = scriptClass }
            }
            if last >= 0x10000 {
                supplementary.append(ClassRange(first: max(first, 0x10000), last: last, scriptClass: scriptClass))
            }
        }
        for variantClass in HanVariantClass.allCases where variantClass != .noEvidence {
            for point in variantClass.codePoints where point < 0x10000 {
                basicPlane[Int(point)] = variantClass.scriptClass
            }
        }
        // Classes are bytes, and identification keeps the set of classes seen in 256 bits.
        precondition(scripts.count <= 256, "more script classes than a byte holds")
        self.scriptOfClass = scripts
        self.basicPlane = basicPlane
        self.supplementaryRanges = supplementary
    }

    /// The class of a code point from U+10000 up.
    func supplementaryClass(_ point: UInt32) -> UInt8 {
        var low = 0
        var high = supplementaryRanges.count
        while low < high {
            let middle = (low + high) / 2
            let range = supplementaryRanges[middle]
            if point < range.first {
                high = middle
            } else if point > range.last {
                low = middle + 1
            } else {
                guard range.scriptClass == HanVariantClass.noEvidence.scriptClass else {
                    return range.scriptClass
                }
                return HanVariantClass(supplementaryHan: point).scriptClass
            }
        }
        return Self.unassigned
    }

    /// The class of any code point. Its script is `scriptOfClass[class]`: `Zyyy` for common
    /// characters (digits, punctuation, emoji), `Zinh` for inherited ones (combining marks),
    /// `Zzzz` for unassigned ones.
    func scriptClass(of scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x10000 ? basicPlane[Int(scalar.value)] : supplementaryClass(scalar.value)
    }

    /// The `first last Code` records of the generated range table (hexadecimal bounds), read
    /// byte by byte (splitting the text into `Character`s was most of the table's first use).
    private static func records(_ table: StaticString) -> [(UInt32, UInt32, LanguageTag.Script)] {
        table.withUTF8Buffer { buffer in
            var records: [(UInt32, UInt32, LanguageTag.Script)] = []
            var fields: [Range<Int>] = []
            var start = 0
            for index in 0...buffer.count {
                let byte = index < buffer.count ? buffer[index] : 0x0A
                guard byte == 0x20 || byte == 0x0A else { continue }
                if index > start { fields.append(start..<index) }
                start = index + 1
                guard byte == 0x0A, !fields.isEmpty else { continue }
                if fields.count == 3,
                    let script = LanguageTag.Script(utf8: UnsafeBufferPointer(rebasing: buffer[fields[2]]))
                {
                    records.append((hexadecimal(buffer[fields[0]]), hexadecimal(buffer[fields[1]]), script))
                }
                fields.removeAll(keepingCapacity: true)
            }
            return records
        }
    }

    /// The value of hexadecimal digits (the generated table has no others).
    private static func hexadecimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
        digits.reduce(0) { value, digit in
            let nibble = digit <= 0x39 ? digit &- 0x30 : (digit | 0x20) &- 0x57
            return value << 4 | UInt32(nibble & 0xF)
        }
    }
}
