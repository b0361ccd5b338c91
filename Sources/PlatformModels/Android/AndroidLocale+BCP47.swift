package import LanguageTags

extension AndroidLocale {
    /// The locale Android's resource system resolves with when `deviceLocale` is the device
    /// locale `ResourcesImpl` picked: Java writes it as a BCP 47 tag (extensions in singleton
    /// order, `-u-` keywords sorted), `he`, `id` and `yi` become the legacy `iw`, `in` and `ji`,
    /// and `setBcp47Locale` reads the tag, computing the script with `data` when none is named.
    ///
    /// ```swift
    /// let locale = AndroidLocale(deviceLocale: try LanguageTag(parsing: "ar-EG-u-nu-latn"))
    /// locale.numberingSystem   // "latn"
    /// locale.script            // "Arab"
    /// ```
    package init(deviceLocale: LanguageTag, data: AndroidLocaleData = .cldr46) {
        var parser = BCP47Parser()
        if deviceLocale.isSimple, deviceLocale.grandfathered == nil, deviceLocale.language.packed & 0xFF_FFFF_FFFF == 0
        {
            let language = deviceLocale.language.packed
            parser.language = AndroidPacking.pack(ascii: Self.legacyCodes[language] ?? language, base: 0x61)
            if let script = deviceLocale.script { parser.script = UInt32(truncatingIfNeeded: script.packed >> 32) }
            if let region = deviceLocale.region {
                parser.region = AndroidPacking.pack(ascii: region.packed, base: 0x30)
            }
        } else {
            for subtag in Self.javaSubtags(deviceLocale) where !parser.read(subtag) { break }
        }
        self = parser.locale(data: data)
    }

    /// The locale `ResTable_config::setBcp47Locale` makes of `text`, byte for byte as Android
    /// reads it (Android does not check the tag: pass what Java would write).
    ///
    /// ```swift
    /// AndroidLocale(bcp47: "de-DE-1901").variant   // "1901"
    /// AndroidLocale(bcp47: "eng-419").language     // "eng"
    /// ```
    package init(bcp47 text: String, data: AndroidLocaleData = .cldr46) {
        var parser = BCP47Parser()
        for subtag in text.utf8.split(separator: 0x2D, omittingEmptySubsequences: false) where !parser.read(subtag) {
            break
        }
        self = parser.locale(data: data)
    }

    /// The subtags Java's `Locale.toLanguageTag` writes for `tag`, after `ResourcesImpl`'s
    /// legacy language codes.
    private static func javaSubtags(_ tag: LanguageTag) -> [[UInt8]] {
        let tag = tag.grandfathered == nil ? tag : tag.canonicalized()
        let language = tag.extendedLanguages.first ?? tag.language
        var subtags: [[UInt8]] = [bytes(legacyCodes[language.packed] ?? language.packed)]
        if let script = tag.script { subtags.append(bytes(script.packed)) }
        if let region = tag.region { subtags.append(bytes(region.packed)) }
        subtags += tag.variants.map { bytes($0.packed) }
        for element in tag.extensions.sorted(by: { $0.singleton < $1.singleton }) {
            subtags.append(Array(String(element.singleton).utf8))
            let values = element.singleton == "u" ? javaUnicodeOrder(element.subtags) : element.subtags
            subtags += values.map { Array($0.utf8) }
        }
        if !tag.privateUse.isEmpty { subtags += [[0x78]] + tag.privateUse.map { Array($0.utf8) } }
        return subtags
    }

    /// A `-u-` extension's subtags as Java writes them: attributes first, then keywords sorted
    /// by key (a repeated key keeps its first value).
    private static func javaUnicodeOrder(_ subtags: [String]) -> [String] {
        var attributes: [String] = []
        var keywords: [(key: String, values: [String])] = []
        for subtag in subtags {
            if subtag.utf8.count == 2 {
                keywords.append((subtag, []))
            } else if keywords.isEmpty {
                attributes.append(subtag)
            } else {
                keywords[keywords.count - 1].values.append(subtag)
            }
        }
        var seen: Set<String> = []
        keywords = keywords.filter { seen.insert($0.key).inserted }
        return attributes.sorted() + keywords.sorted { $0.key < $1.key }.flatMap { [$0.key] + $0.values }
    }

    /// `ResourcesImpl.adjustLanguageTag`: Java writes `he`, `id` and `yi` (for `iw`, `in` and
    /// `ji` too), and Android's resources use the legacy codes. Packed as LanguageTags packs.
    static let legacyCodes: [UInt64: UInt64] = {
        let pairs = [("he", "iw"), ("iw", "iw"), ("id", "in"), ("in", "in"), ("yi", "ji"), ("ji", "ji")]
        return Dictionary(
            uniqueKeysWithValues: pairs.map { (LanguageTag.Language($0)!.packed, LanguageTag.Language($1)!.packed) })
    }()

    /// The bytes of a LanguageTags subtag packed most significant first.
    private static func bytes(_ packed: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        var value = packed
        while value != 0 {
            bytes.append(UInt8(value >> 56))
            value <<= 8
        }
        return bytes
    }
}

/// `ResTable_config::setBcp47Locale`'s reading of a tag, one subtag at a time: 2–3 characters
/// are the language, then the region (a later one replaces it); four starting with a letter
/// the script; 4–8 otherwise a variant (written over the previous one); `u` opens the Unicode
/// extension, of which only the first `nu` keyword is kept; anything else ends the reading.
private struct BCP47Parser {
    private enum State {
        case base
        case unicodeExtension
        case ignoreTheRest
    }

    private enum UnicodeState {
        case noKey
        case expectKey
        case ignoreKey
        case numberingSystem
    }

    var language: UInt16 = 0
    var region: UInt16 = 0
    var script: UInt32 = 0
    private var variant: UInt64 = 0
    private var numberingSystem: UInt64 = 0
    private var state = State.base
    private var unicodeState = UnicodeState.noKey

    /// Reads one subtag; false once Android would ignore the rest.
    mutating func read(_ subtag: some Collection<UInt8>) -> Bool {
        if state == .unicodeExtension {
            readUnicode(subtag)
        } else {
            readBase(subtag)
        }
        return state != .ignoreTheRest
    }

    private mutating func readBase(_ subtag: some Collection<UInt8>) {
        switch subtag.count {
        case 1: state = subtag.first.map { $0 | 0x20 } == 0x75 ? .unicodeExtension : .ignoreTheRest
        case 2, 3:
            if language == 0 {
                language = AndroidPacking.language(subtag)
            } else {
                region = AndroidPacking.region(subtag)
            }
        case 4 where !(0x30...0x39).contains(subtag.first!):
            var value: UInt32 = 0
            for (index, byte) in subtag.enumerated() {
                let cased = index == 0 ? byte & ~0x20 : byte | 0x20
                value = value << 8 | UInt32(isLetter(byte) ? cased : byte)
            }
            script = value
        case 4...8: variant = overwrite(variant, with: subtag)
        default: state = .ignoreTheRest
        }
    }

    private mutating func readUnicode(_ subtag: some Collection<UInt8>) {
        switch subtag.count {
        case 2 where unicodeState == .noKey || unicodeState == .expectKey:
            let key = subtag.map { $0 | 0x20 }
            unicodeState = key == [0x6E, 0x75] ? .numberingSystem : .ignoreKey
        case 3...8:
            switch unicodeState {
            case .numberingSystem:
                guard numberingSystem == 0 else {
                    state = .ignoreTheRest
                    return
                }
                numberingSystem = overwrite(0, with: subtag)
                unicodeState = .expectKey
            case .ignoreKey: unicodeState = .expectKey
            case .expectKey: state = .ignoreTheRest
            case .noKey: break
            }
        default: state = .ignoreTheRest
        }
    }

    /// Android writes a variant or numbering system lower-cased into an eight-byte field without
    /// clearing it first: a shorter value keeps the previous one's last bytes.
    private func overwrite(_ field: UInt64, with subtag: some Collection<UInt8>) -> UInt64 {
        var value = field
        for (index, byte) in subtag.enumerated() {
            let shift = UInt64(8 * (7 - index))
            value = value & ~(0xFF << shift) | UInt64(isLetter(byte) ? byte | 0x20 : byte) << shift
        }
        return value
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// The locale read, its script computed when none was named.
    func locale(data: AndroidLocaleData) -> AndroidLocale {
        let computed = script == 0
        return AndroidLocale(
            language: language, region: region,
            script: computed ? data.computedScript(language: language, region: region) : script,
            scriptWasComputed: computed, variant: variant, numberingSystem: numberingSystem)
    }
}
