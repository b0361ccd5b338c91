/// ICU's parsing of a locale ID, as Apple ICU 76 (the toolchain's `lib_FoundationICU`) does it:
/// `uloc_getBaseName` (canonical case, `-` to `_`, keywords dropped, a BCP 47 tag with an
/// extension converted first), the subtags `uloc_getLanguage` and `uloc_getCountry` read, and
/// `uloc_getParent`'s truncation. Lenient as ICU is: `English` is a language, `en US` too, and
/// `Default@2x` keeps its `@2x`. Works on bytes; IDs are ASCII in practice.
///
/// ```swift
/// ICULocaleID.baseName(Array("zh-hant-tw-u-ca-chinese".utf8))   // .name("zh_Hant_TW")
/// ICULocaleID.baseName(Array("English".utf8))                   // .name("english")
/// ```
enum ICULocaleID {
    /// The result of `uloc_getBaseName` into ualoc's 58-byte buffer.
    enum BaseName: Equatable {
        /// The base name, shorter than the buffer.
        case name([UInt8])
        /// The base name fills the buffer (58 bytes, or more: the first 58 are kept): ICU
        /// reports an overflow, or the normalization after it does.
        case tooLong([UInt8])
        /// ICU refuses the ID (a language of more than 11 characters, a variant of more than
        /// 179, a charset of more than 64).
        case invalid
    }

    /// ualoc's buffer for each form of an ID.
    static let capacity = 58

    /// `uloc_getBaseName`.
    static func baseName(_ id: [UInt8]) -> BaseName {
        var source = id
        if hasExtension(id) {
            if id.contains(underscore), id.count < 2 || id[1] != hyphen && id[1] != underscore {
                source = id.map { $0 == underscore ? hyphen : $0 }
            }
            let converted = ICULanguageTag.localeID(source)
            if !converted.isEmpty { source = converted }
        }
        guard let parsed = subtags(source) else { return .invalid }
        var tag = parsed.language
        if !parsed.script.isEmpty { tag += [underscore] + parsed.script }
        if !parsed.region.isEmpty { tag += [underscore] + parsed.region }
        if !parsed.variant.isEmpty {
            tag += parsed.region.isEmpty ? [underscore, underscore] : [underscore]
            tag += parsed.variant
        }
        var rest = source[parsed.end...]
        if rest.first == dot {
            let charset = rest.dropFirst().prefix { $0 != at }
            guard charset.count <= 64 else { return .invalid }
            tag += [dot] + charset
            rest = rest[charset.endIndex...]
        }
        // `@…` without `=` is a POSIX variant, kept as written; with `=` it is keywords, dropped.
        if let keywords = rest.firstIndex(of: at), !rest[keywords...].contains(equals) {
            tag += rest[keywords...]
        }
        return tag.count < capacity ? .name(tag) : .tooLong(Array(tag.prefix(capacity)))
    }

    /// The subtags `ulocimp_getSubtags` reads: language (lowercase, a three-letter code that
    /// has a two-letter one shortened), script (title case), region (uppercase, alpha-3
    /// shortened), variant (uppercase, `_`-joined), and where parsing stopped; nil when ICU
    /// refuses the ID.
    static func subtags(_ id: some RandomAccessCollection<UInt8>)
        -> (language: [UInt8], script: [UInt8], region: [UInt8], variant: [UInt8], end: Int)?
    {
        let bytes = Array(id)
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        guard let language = language(bytes) else { return nil }
        var position = language.end
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variant: [UInt8] = []
        if isSeparator(byte(position)) {
            var length = 0
            while length < 5, !isTerminator(byte(position + 1 + length)), !isSeparator(byte(position + 1 + length)),
                ICUChar.isLetter(byte(position + 1 + length))
            {
                length += 1
            }
            if length == 4 {
                script =
                    [ICUChar.uppercased(bytes[position + 1])]
                    + bytes[(position + 2)..<(position + 5)].map(ICUChar.lowercased)
                position += 5
            }
        }
        if isSeparator(byte(position)) {
            var length = 0
            while length < 4, !isTerminator(byte(position + 1 + length)), !isSeparator(byte(position + 1 + length)) {
                length += 1
            }
            if (2...3).contains(length) {
                region = shortRegion(bytes[(position + 1)..<(position + 1 + length)].map(ICUChar.uppercased))
                position += 1 + length
            }
        }
        if isSeparator(byte(position)), !isExtensionStart(bytes, position) {
            if region.isEmpty, isSeparator(byte(position + 1)) { position += 1 }
            let start = position + 1
            var length = 0
            while !isTerminator(byte(start + length)) { length += 1 }
            guard length <= 179 else { return nil }
            if length > 0 {
                variant = bytes[start..<(start + length)].map { $0 == hyphen ? underscore : ICUChar.uppercased($0) }
                position = start + length
            } else if let at = bytes[start...].firstIndex(of: at) {
                // An empty variant: ICU takes the text after the next `@` instead.
                length = 0
                while !isTerminator(byte(at + 1 + length)) { length += 1 }
                guard length <= 179 else { return nil }
                variant = bytes[(at + 1)..<(at + 1 + length)].map {
                    $0 == hyphen || $0 == comma ? underscore : ICUChar.uppercased($0)
                }
                position = at + 1 + length
            }
        }
        return (language.value, script, region, variant, position)
    }

    /// `uloc_getLanguage`: the language subtag, lowercase (`i-`/`x-` prefixes kept as `i-`,
    /// `x-`; a three-letter code with a two-letter form shortened); nil when it is longer than
    /// 11 characters.
    static func language(_ bytes: [UInt8]) -> (value: [UInt8], end: Int)? {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        let prefixed =
            (byte(0) | 0x20 == UInt8(ascii: "x") || byte(0) | 0x20 == UInt8(ascii: "i")) && isSeparator(byte(1))
        var length = prefixed ? 2 : 0
        while !isTerminator(byte(length)), !isSeparator(byte(length)) {
            guard length < 11 else { return nil }
            length += 1
        }
        var value = bytes[0..<length].map(ICUChar.lowercased)
        if prefixed { value[1] = hyphen }
        if length == 3, let short = AppleTableData.shortLanguageCodes[value] { value = short }
        return (value, length)
    }

    /// Whether `uloc_getCountry` finds a region in `id`.
    static func hasCountry(_ id: [UInt8]) -> Bool { subtags(id).map { !$0.region.isEmpty } ?? false }

    /// `uloc_getParent`: `id` up to its last `_`; empty when there is none.
    static func truncatedParent(_ id: [UInt8]) -> [UInt8] {
        guard let last = id.lastIndex(of: underscore), last > 0 else { return [] }
        return Array(id[..<last])
    }

    /// `_hasBCP47Extension`: no `@`, and some subtag followed by a separator is one character
    /// long (or the whole ID is).
    private static func hasExtension(_ id: [UInt8]) -> Bool {
        guard !id.contains(at) else { return false }
        var shortest = id.count
        var length = 0
        for byte in id {
            if isSeparator(byte) {
                if length != 0, length < shortest { shortest = length }
                length = 0
            } else {
                length += 1
            }
        }
        return shortest == 1
    }

    /// `-t-`, `-u-` or `-x-` (only with `-`) at `position`: no variant follows there.
    private static func isExtensionStart(_ bytes: [UInt8], _ position: Int) -> Bool {
        guard position + 2 < bytes.count, bytes[position] == hyphen, bytes[position + 2] == hyphen else { return false }
        return [UInt8(ascii: "t"), UInt8(ascii: "u"), UInt8(ascii: "x")].contains(bytes[position + 1] | 0x20)
    }

    private static func shortRegion(_ region: [UInt8]) -> [UInt8] {
        region.count == 3 ? AppleTableData.shortRegionCodes[region] ?? region : region
    }

    static func isSeparator(_ byte: UInt8) -> Bool { byte == underscore || byte == hyphen }
    static func isTerminator(_ byte: UInt8) -> Bool { byte == 0 || byte == dot || byte == at }

    static let underscore = UInt8(ascii: "_")
    static let hyphen = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let at = UInt8(ascii: "@")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
}
