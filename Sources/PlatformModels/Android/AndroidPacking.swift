/// The integer forms in which Android's resource code (`ResTable_config`, libandroidfw's
/// `LocaleData`) holds a locale, reproduced bit for bit so that comparisons and the final
/// "lower region code" tie-break order locales exactly as Android does.
///
/// - A language or a region is two bytes: two letters as themselves (`en` is `0x656E`); three
///   characters packed with the high bit set, five bits each, counted from `a` for a language
///   and from `0` for a region (`fil` is `0xAD05`, `419` is `0xA424`), so that three-digit
///   regions sort after every two-letter one.
/// - `language << 16 | region` is the key of the likely-script, parent and representative tables.
/// - A script is its four bytes, the first in the high byte; a variant or a numbering system
///   is up to eight bytes the same way.
enum AndroidPacking {
    /// The packed language or region of 2–3 bytes (`base` is `a` for a language, `0` for a region).
    static func pack(_ bytes: some Collection<UInt8>, base: UInt8) -> UInt16 {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let second = iterator.next() ?? 0
        return pack(first, second, iterator.next() ?? 0, base: base)
    }

    /// The packed language or region of LanguageTags' packed ASCII (at most three bytes used).
    static func pack(ascii: UInt64, base: UInt8) -> UInt16 {
        pack(
            UInt8(ascii >> 56), UInt8(truncatingIfNeeded: ascii >> 48), UInt8(truncatingIfNeeded: ascii >> 40),
            base: base)
    }

    /// Two bytes as themselves (`third` is 0), three packed five bits each.
    private static func pack(_ first: UInt8, _ second: UInt8, _ third: UInt8, base: UInt8) -> UInt16 {
        guard third != 0 else { return UInt16(first) << 8 | UInt16(second) }
        let a = (first &- base) & 0x7F
        let b = (second &- base) & 0x7F
        let c = (third &- base) & 0x7F
        let high = 0x80 | (c << 2) | (b >> 3)
        let low = (b << 5) | a
        return UInt16(high) << 8 | UInt16(low)
    }

    /// The letters of a packed language or region (`base` as for ``pack(_:base:)``).
    static func unpack(_ packed: UInt16, base: UInt8) -> String {
        let high = UInt8(packed >> 8)
        let low = UInt8(truncatingIfNeeded: packed)
        if high & 0x80 != 0 {
            let first = low & 0x1F
            let second = ((low & 0xE0) >> 5) + ((high & 0x03) << 3)
            let third = (high & 0x7C) >> 2
            return String(decoding: [first &+ base, second &+ base, third &+ base], as: UTF8.self)
        }
        if high == 0 { return "" }
        return String(decoding: low == 0 ? [high] : [high, low], as: UTF8.self)
    }

    static func language(_ bytes: some Collection<UInt8>) -> UInt16 { pack(bytes, base: 0x61) }
    static func region(_ bytes: some Collection<UInt8>) -> UInt16 { pack(bytes, base: 0x30) }
    static func languageText(_ packed: UInt16) -> String { unpack(packed, base: 0x61) }
    static func regionText(_ packed: UInt16) -> String { unpack(packed, base: 0x30) }

    /// Up to `width` bytes, the first in the most significant position.
    static func bytes(_ bytes: some Collection<UInt8>, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for (index, byte) in bytes.prefix(width).enumerated() {
            value |= UInt64(byte) << UInt64(8 * (width - 1 - index))
        }
        return value
    }

    /// The text of `width` packed bytes, stopping at the first zero byte.
    static func text(_ value: UInt64, width: Int) -> String {
        var bytes: [UInt8] = []
        for index in 0..<width {
            let byte = UInt8(truncatingIfNeeded: value >> UInt64(8 * (width - 1 - index)))
            if byte == 0 { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The table key of a packed language and region.
    static func key(language: UInt16, region: UInt16) -> UInt32 { UInt32(language) << 16 | UInt32(region) }

    /// `tl` and `fil`, which Android treats as one language.
    static let tagalog: UInt16 = 0x746C
    static let filipino: UInt16 = 0xAD05

    /// Whether Android's resource matching treats the two packed languages as one (the same, or
    /// `tl` and `fil`).
    static func areEquivalent(_ left: UInt16, _ right: UInt16) -> Bool {
        left == right || (left == tagalog && right == filipino) || (left == filipino && right == tagalog)
    }
}
