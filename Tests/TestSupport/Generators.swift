/// Small helpers over ``SeededRandom`` for property tests.
extension SeededRandom {
    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &self) < numerator
    }

    /// One element of `elements` (which must not be empty).
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// `count` characters drawn from `alphabet`.
    public mutating func text(_ count: Int, from alphabet: [Character]) -> String {
        String((0..<count).map { _ in pick(alphabet) })
    }
}

/// Well-formed BCP 47 tags built from the subtag grammar of RFC 5646 §2.1 (plus the
/// grandfathered tags of §2.2.8), in random letter case and with `-` or `_` separators, mixed
/// with real subtags that CLDR's aliases and likely subtags know, so that canonicalization and
/// likely subtags see both. Every string it returns is well-formed; a parser that rejects one
/// is wrong.
public enum TagGenerator {
    static let letters = Array("abcdefghijklmnopqrstuvwxyz")
    static let digits = Array("0123456789")
    static let alphanumerics = letters + digits

    /// Languages with CLDR aliases or likely subtags, and some without.
    public static let realLanguages = [
        "en", "zh", "sr", "pt", "iw", "in", "ji", "sh", "und", "no", "nb", "hy", "ja", "ar", "mo", "tl", "fil", "cmn",
        "yue", "es", "fr", "de", "ru", "az", "uz", "pa", "ha", "ms", "aju", "sgn", "qaa", "qtz", "zxx", "mul", "art",
        "cel", "hbs", "swc", "tw", "ak", "bh", "aam",
    ]
    public static let realScripts = [
        "Latn", "Cyrl", "Hans", "Hant", "Arab", "Zzzz", "Qaai", "Jpan", "Kore", "Deva", "Guru", "Zinh", "Zyyy", "Hani",
    ]
    public static let realRegions = [
        "US", "GB", "TW", "HK", "MO", "SU", "YU", "CS", "DD", "419", "001", "840", "ZZ", "DE", "BR", "CN", "AN", "NT",
        "172", "200", "830", "RS", "ME", "XK", "AA", "QM",
    ]
    public static let realVariants = [
        "1996", "1901", "fonipa", "polytoni", "heploc", "hepburn", "arevela", "arevmda", "valencia", "guoyu", "aaland",
        "saaho", "bokmal", "nynorsk", "pinyin", "alalc97",
    ]
    static let grandfathered = [
        "en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE", "art-lojban",
        "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// One well-formed tag.
    public static func tag(using random: inout SeededRandom) -> String {
        if random.chance(1, in: 60) { return mixCase(random.pick(grandfathered), using: &random) }
        var parts: [String] = []
        if random.chance(1, in: 40) {
            parts = ["x"] + privateUse(using: &random)
        } else {
            parts = langtag(using: &random)
        }
        let separator = random.chance(1, in: 4) ? "_" : "-"
        return mixCase(parts.joined(separator: separator), using: &random)
    }

    /// `language ["-" script] ["-" region] *("-" variant) *("-" extension) ["-" privateuse]`.
    static func langtag(using random: inout SeededRandom) -> [String] {
        var parts: [String] = []
        switch random.int(0...9) {
        case 0...5: parts.append(random.pick(realLanguages))
        case 6, 7: parts.append(random.text(random.int(2...3), from: letters))
        case 8:
            // 2–3 letters and up to three extended-language subtags.
            parts.append(random.pick(["zh", "ar", "sgn", random.text(random.int(2...3), from: letters)]))
            for _ in 0..<random.int(1...3) {
                parts.append(random.pick(["yue", "cmn", "nan", "aao", random.text(3, from: letters)]))
            }
        default: parts.append(random.text(random.int(5...8), from: letters))
        }
        if random.chance(2, in: 5) {
            parts.append(random.chance(1, in: 2) ? random.pick(realScripts) : random.text(4, from: letters))
        }
        if random.chance(1, in: 2) {
            switch random.int(0...3) {
            case 0, 1: parts.append(random.pick(realRegions))
            case 2: parts.append(random.text(2, from: letters))
            default: parts.append(random.text(3, from: digits))
            }
        }
        var variants: Set<String> = []
        for _ in 0..<random.pick([0, 0, 0, 1, 1, 2, 3]) {
            let variant =
                switch random.int(0...2) {
                case 0: random.pick(realVariants)
                case 1: random.text(1, from: digits) + random.text(3, from: alphanumerics)
                default: random.text(random.int(5...8), from: alphanumerics)
                }
            if variants.insert(variant.lowercased()).inserted { parts.append(variant) }
        }
        var singletons: Set<Character> = []
        for _ in 0..<random.pick([0, 0, 0, 0, 1, 1, 2]) {
            let singleton = random.pick(alphanumerics.filter { $0 != "x" })
            guard singletons.insert(singleton).inserted else { continue }
            parts.append(String(singleton))
            if singleton == "u" && random.chance(1, in: 2) {
                parts += random.pick([["ca", "buddhist"], ["nu", "latn", "ca", "gregory"], ["rg", "gbzzzz"], ["kb"]])
            } else {
                for _ in 0..<random.int(1...3) {
                    parts.append(random.text(random.int(2...8), from: alphanumerics))
                }
            }
        }
        if random.chance(1, in: 8) { parts += ["x"] + privateUse(using: &random) }
        return parts
    }

    static func privateUse(using random: inout SeededRandom) -> [String] {
        (0..<random.int(1...3)).map { _ in random.text(random.int(1...8), from: alphanumerics) }
    }

    static func mixCase(_ text: String, using random: inout SeededRandom) -> String {
        guard random.chance(1, in: 3) else { return text }
        return String(text.map { random.chance(1, in: 2) ? Character($0.uppercased()) : Character($0.lowercased()) })
    }
}
