public import LanguageTags

/// A portable, deterministic identifier that reads the Unicode scripts of a text and names a
/// language only where the script leaves no doubt. It never names a Latin-script language.
///
/// The rules, in order:
///
/// 1. Letters are counted by their Unicode Script property (data version ``unicodeVersion``);
///    common characters (digits, punctuation, emoji) and combining marks are ignored. A text
///    without letters is ``TextIdentification/unknown``.
/// 2. Scripts are grouped into writing systems: kana with Han is Japanese (`ja`) and Hangul
///    with Han is Korean (`ko`); when a text has both kana and Hangul, Han stands alone. Every
///    other script is its own system.
/// 3. The system with the most letters names the language only when it holds more than half
///    of the letters, so a Japanese word quoted in a longer English sentence does not make it
///    Japanese.
/// 4. A script names a language only if it is in ``languageByScript``, a short list chosen
///    as a product decision: Latin, Cyrillic, Arabic, Devanagari, Bengali and the other
///    scripts that several major languages share name none.
/// 5. Han without kana or Hangul names no language: Chinese, Japanese written without kana
///    (`東京`) and Korean hanja share the characters. Only its script is reported, refined
///    where Unihan's variant data is clear: characters that only Traditional (or only
///    Simplified) text writes score 2 points for that side, characters that merely lean to
///    one side score 1, and a side wins with at least 2 points and at least four times the
///    other side's points. The text's Han letters are then listed as `Hant` or `Hans` in
///    ``TextIdentification/scripts`` instead of `Hani`; otherwise (`你好`, `東京大学`, which
///    mixes both standards' forms) they stay `Hani`. Han written with kana or Hangul is
///    always `Hani`.
///
/// Identifying a 200-character message takes about a microsecond in a release build; the
/// script table (64 KiB) is built once, at first use.
///
/// ```swift
/// let identifier = UnicodeScriptIdentifier()
/// identifier.identify("こんにちは").language?.description       // "ja"
/// identifier.identify("這個問題很複雜").language                // nil; scripts: [Hant]
/// identifier.identify("你好").language                          // nil; scripts: [Hani]
/// identifier.identify("Hello there").language                  // nil; scripts: [Latn]
/// ```
public struct UnicodeScriptIdentifier: LanguageIdentifier {
    /// The identifier; it holds no state.
    public init() {}

    /// The Unicode version of the script and Unihan data.
    public static let unicodeVersion = UnicodeTables.version

    /// The scripts that name one language on their own: a deliberate, short list. Yiddish
    /// (Hebrew script), Mingrelian (Georgian) and other minority languages of these scripts
    /// are reported as the majority language; Han names no language (rule 5).
    public static let languageByScript: [LanguageTag.Script: LanguageTag.Language] = Dictionary(
        uniqueKeysWithValues: [
            ("Hira", "ja"), ("Kana", "ja"), ("Hang", "ko"), ("Thai", "th"), ("Grek", "el"), ("Hebr", "he"),
            ("Geor", "ka"), ("Armn", "hy"), ("Laoo", "lo"), ("Khmr", "km"), ("Sinh", "si"), ("Gujr", "gu"),
            ("Guru", "pa"), ("Orya", "or"), ("Taml", "ta"), ("Telu", "te"), ("Knda", "kn"), ("Mlym", "ml"),
        ].map { (LanguageTag.Script($0)!, LanguageTag.Language($1)!) })

    /// Identifies `text` by the rules above. Only the first ``maximumExaminedBytes`` of its
    /// UTF-8 are read, which keeps every count within 32 bits.
    public func identify(_ text: String) -> TextIdentification {
        identify(text, examiningAtMost: Self.maximumExaminedBytes)
    }

    /// Identifies the characters that begin within the first `limit` bytes of `text`'s UTF-8.
    func identify(_ text: String, examiningAtMost limit: Int) -> TextIdentification {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count > limit else { return Self.identify(utf8: utf8) }
            var end = limit
            while utf8[end] & 0xC0 == 0x80 { end -= 1 }  // a continuation byte: back to the character's start
            return Self.identify(utf8: UnsafeBufferPointer(rebasing: utf8[..<end]))
        }
    }

    /// How much of a text ``identify(_:)`` reads: 1 GiB of UTF-8, far more than any message.
    public static let maximumExaminedBytes = 1 << 30

    /// Counts the code points of each script class in valid UTF-8 and decides.
    private static func identify(utf8 bytes: UnsafeBufferPointer<UInt8>) -> TextIdentification {
        let table = ScriptTable.shared
        // Rounded up to a multiple of eight, so that `decide` can skip empty counters eight at a time.
        let counterCount = (table.classCount + 7) & ~7
        return table.basicPlane.withUnsafeBufferPointer { plane in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: counterCount) { counts in
                counts.initialize(repeating: 0)
                countClasses(bytes, plane: plane, table: table, into: counts)
                return decide(counts: counts, table: table)
            }
        }
    }

    /// Adds the number of code points of each class to `counts`. ASCII letters are counted
    /// in a register, run by run.
    private static func countClasses(
        _ bytes: UnsafeBufferPointer<UInt8>, plane: UnsafeBufferPointer<UInt8>, table: ScriptTable,
        into counts: UnsafeMutableBufferPointer<UInt32>
    ) {
        var index = 0
        while index < bytes.count {
            var lead = bytes[index]
            if lead < 0x80 {
                var letters: UInt32 = 0
                repeat {
                    letters &+= (lead | 0x20) &- 0x61 < 26 ? 1 : 0
                    index &+= 1
                    guard index < bytes.count else { break }
                    lead = bytes[index]
                } while lead < 0x80
                counts[Int(ScriptTable.latin)] &+= letters
            } else if lead < 0xE0 {
                let point = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F)
                counts[Int(plane[Int(point)])] &+= 1
                index &+= 2
            } else if lead < 0xF0 {
                let point =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6
                    | UInt32(bytes[index &+ 2] & 0x3F)
                counts[Int(plane[Int(point)])] &+= 1
                index &+= 3
            } else {
                let point =
                    UInt32(lead & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12
                    | UInt32(bytes[index &+ 2] & 0x3F) << 6 | UInt32(bytes[index &+ 3] & 0x3F)
                counts[Int(table.supplementaryClass(point))] &+= 1
                index &+= 4
            }
        }
    }

    /// Rules 2–5, given the number of code points of each script class (padded with zeros to
    /// a multiple of eight). Folds the Han classes into the first one, then lists the scripts present
    /// (Han as `Hant`, `Hans` or `Hani`) and finds the majority.
    private static func decide(counts: UnsafeMutableBufferPointer<UInt32>, table: ScriptTable) -> TextIdentification {
        func count(_ variantClass: HanVariantClass) -> Int { Int(counts[Int(variantClass.scriptClass)]) }
        let traditionalPoints = 2 * count(.traditionalOnly) + count(.leaningTraditional)
        let simplifiedPoints = 2 * count(.simplifiedOnly) + count(.leaningSimplified)
        let han =
            count(.noEvidence) + count(.traditionalOnly) + count(.leaningTraditional) + count(.simplifiedOnly)
            + count(.leaningSimplified)
        counts[Int(HanVariantClass.noEvidence.scriptClass)] = UInt32(han)
        for evidenceClass in HanVariantClass.traditionalOnly.scriptClass..<ScriptTable.firstOtherScript {
            counts[Int(evidenceClass)] = 0
        }
        let kana = Int(counts[Int(ScriptTable.hiragana)] + counts[Int(ScriptTable.katakana)])
        let hangul = Int(counts[Int(ScriptTable.hangul)])
        let hanScript =
            kana == 0 && hangul == 0
            ? hanVariantScript(traditionalPoints: traditionalPoints, simplifiedPoints: simplifiedPoints) ?? hani
            : hani
        let scriptOfClass = { (scriptClass: Int) in
            scriptClass == Int(HanVariantClass.noEvidence.scriptClass) ? hanScript : table.scriptOfClass[scriptClass]
        }

        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: table.classCount) { present in
            var presentCount = 0
            var letters = 0
            var largestOther = (scriptClass: 0, count: 0)
            let words = UnsafeRawPointer(counts.baseAddress!)
            for first in stride(from: 0, to: counts.count, by: 8) {
                let offset = first * MemoryLayout<UInt32>.stride
                let anyCounted =
                    words.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    | words.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | words.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                    | words.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                guard anyCounted != 0 else { continue }
                for scriptClass in max(first, Int(ScriptTable.latin))..<first + 8 where counts[scriptClass] > 0 {
                    let count = Int(counts[scriptClass])
                    present[presentCount] = UInt8(scriptClass)
                    presentCount += 1
                    letters += count
                    if scriptClass >= Int(ScriptTable.firstOtherScript) || scriptClass == Int(ScriptTable.latin),
                        count > largestOther.count
                    {
                        largestOther = (scriptClass, count)
                    }
                }
            }
            guard letters > 0 else { return .unknown }

            // Most letters first, ties in script code order: a few elements, insertion sort.
            for sorted in 1..<max(presentCount, 1) {
                let item = present[sorted]
                var slot = sorted
                while slot > 0, comesBefore(item, present[slot - 1], counts, scriptOfClass) {
                    present[slot] = present[slot - 1]
                    slot -= 1
                }
                present[slot] = item
            }
            let scripts = [LanguageTag.Script](unsafeUninitializedCapacity: presentCount) { buffer, initialized in
                for position in 0..<presentCount {
                    (buffer.baseAddress! + position).initialize(to: scriptOfClass(Int(present[position])))
                }
                initialized = presentCount
            }

            let isMajority = { (letterCount: Int) in letterCount * 2 > letters }
            let language: LanguageTag?
            switch (kana > 0, hangul > 0) {
            case (true, false) where isMajority(kana + han): language = japanese
            case (false, true) where isMajority(hangul + han): language = korean
            case (true, true) where isMajority(kana): language = japanese
            case (true, true) where isMajority(hangul): language = korean
            case (true, true) where isMajority(han), (false, false) where isMajority(han):
                language = nil  // Han is shared by Chinese, Japanese and Korean: script only
            default:
                language = isMajority(largestOther.count) ? languageOfClass[largestOther.scriptClass] : nil
            }
            return TextIdentification(scripts: scripts, language: language)
        }
    }

    /// Whether class `first` sorts before `second`: more letters, or as many and an earlier code.
    private static func comesBefore(
        _ first: UInt8, _ second: UInt8, _ counts: UnsafeMutableBufferPointer<UInt32>,
        _ scriptOfClass: (Int) -> LanguageTag.Script
    ) -> Bool {
        let (first, second) = (Int(first), Int(second))
        return counts[first] != counts[second]
            ? counts[first] > counts[second] : scriptOfClass(first) < scriptOfClass(second)
    }

    /// The language each script class names on its own, from ``languageByScript``.
    private static let languageOfClass: [LanguageTag?] = ScriptTable.shared.scriptOfClass.map { script in
        languageByScript[script].map { LanguageTag(language: $0) }
    }

    /// `Hant` or `Hans` when one side's points are at least 2 and at least four times the
    /// other side's; otherwise nil.
    private static func hanVariantScript(traditionalPoints: Int, simplifiedPoints: Int) -> LanguageTag.Script? {
        if traditionalPoints >= 2 && simplifiedPoints * 4 <= traditionalPoints { return traditionalHan }
        if simplifiedPoints >= 2 && traditionalPoints * 4 <= simplifiedPoints { return simplifiedHan }
        return nil
    }

    private static let japanese = LanguageTag(language: LanguageTag.Language("ja")!)
    private static let korean = LanguageTag(language: LanguageTag.Language("ko")!)
    private static let hani = LanguageTag.Script("Hani")!
    private static let traditionalHan = LanguageTag.Script("Hant")!
    private static let simplifiedHan = LanguageTag.Script("Hans")!
}
