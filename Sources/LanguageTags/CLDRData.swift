/// The CLDR tables (Generated/CLDRTables.swift), each loaded on its first use, thread-safely
/// (Swift's lazy globals): likely subtags from packed integers, aliases decoded from text.
enum CLDRData {
    static let likelySubtags = LikelySubtagsTable(
        keys: CLDRTables.likelySubtagKeys, values: CLDRTables.likelySubtagValues)
    static let languageAliases = LanguageAliasTable(records: CLDRTables.languageAlias)
    static let territoryAliases = subtagAliases(CLDRTables.territoryAlias) { bytes in
        bytes.count == 2 && bytes.allSatisfy(ASCII.isLetter) || bytes.count == 3 && bytes.allSatisfy(ASCII.isDigit)
            ? LanguageTag.Region(packed: PackedASCII.pack(bytes)) : nil
    }
    static let scriptAliases = subtagAliases(CLDRTables.scriptAlias) { bytes in
        bytes.count == 4 ? LanguageTag.Script(packed: PackedASCII.pack(bytes)) : nil
    }
    static let variantAliases = subtagAliases(CLDRTables.variantAlias) { bytes in
        bytes.count >= 4 ? LanguageTag.Variant(packed: PackedASCII.pack(bytes)) : nil
    }
    static let subdivisionAliases = LanguageTags.subdivisionAliases(CLDRTables.subdivisionAlias)
}

/// Calls `body` with the space-separated fields of each line of a generated text table (the
/// platform models' tables too). The bytes live in the binary's constant data, so the buffers
/// stay valid for the process.
package func forEachRecord(_ table: StaticString, _ body: ([UnsafeBufferPointer<UInt8>]) -> Void) {
    let bytes = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
    var fields: [UnsafeBufferPointer<UInt8>] = []
    fields.reserveCapacity(16)
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x0A {
        if index > start { fields.append(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
        start = index + 1
        if index == bytes.count || bytes[index] == 0x0A, !fields.isEmpty {
            body(fields)
            fields.removeAll(keepingCapacity: true)
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes as a `String` (table text is ASCII).
    var string: String { String(decoding: self, as: UTF8.self) }
}

/// CLDR likely subtags: packed `language_script_region` keys mapped to packed full values.
/// See ``key(_:_:_:)`` for the packing, which the generator mirrors.
struct LikelySubtagsTable: Sendable {
    /// The subtags a record is looked up by: a language, and a script and a region or not.
    struct Key: Sendable {
        let language: LanguageTag.Language
        let script: LanguageTag.Script?
        let region: LanguageTag.Region?
    }

    struct Entry: Sendable {
        let language: LanguageTag.Language
        let script: LanguageTag.Script
        let region: LanguageTag.Region
    }

    private let table: PackedTable<UInt64>

    init(keys: [UInt64], values: [UInt64]) {
        table = PackedTable(keys: keys, values: values)
    }

    /// The record for exactly this language, script and region, if any.
    func lookup(
        _ language: LanguageTag.Language, _ script: LanguageTag.Script?, _ region: LanguageTag.Region?
    ) -> Entry? {
        guard let key = Self.key(language, script, region), let value = table[key] else { return nil }
        return Self.entry(value)
    }

    /// Packs a 2–3 letter language (15 bits, 5 per letter), an optional script (20 bits) and
    /// an optional region (11 bits: 1–676 two letters, 677–1676 three digits) into one
    /// integer; nil for a language of another length, which CLDR's likely subtags never have.
    static func key(
        _ language: LanguageTag.Language, _ script: LanguageTag.Script?, _ region: LanguageTag.Region?
    ) -> UInt64? {
        // Letters map to 1–26 by their low five bits, whatever their case.
        let packed = language.packed
        guard packed & 0x0000_00FF_FFFF_FFFF == 0, packed & 0x00FF_0000_0000_0000 != 0 else { return nil }
        let languageBits = (packed >> 46 & 0x7C00) | (packed >> 43 & 0x3E0) | (packed >> 40 & 0x1F)
        var scriptBits: UInt64 = 0
        if let script {
            let value = script.packed
            scriptBits = (value >> 41 & 0xF8000) | (value >> 38 & 0x7C00) | (value >> 35 & 0x3E0) | (value >> 32 & 0x1F)
        }
        var regionBits: UInt64 = 0
        if let region {
            let value = region.packed
            if region.isNumeric {
                regionBits = 677 + (value >> 56 & 0xF) * 100 + (value >> 48 & 0xF) * 10 + (value >> 40 & 0xF)
            } else {
                regionBits = 1 + ((value >> 56 & 0x1F) - 1) * 26 + ((value >> 48 & 0x1F) - 1)
            }
        }
        return languageBits << 31 | scriptBits << 11 | regionBits
    }

    /// Every record of the table, in the generated order: each `from` with its absent subtags
    /// nil, and its full `to`.
    func forEachRecord(_ body: (_ from: Key, _ to: Entry) -> Void) {
        for (key, value) in zip(CLDRTables.likelySubtagKeys, CLDRTables.likelySubtagValues) {
            // A key packs as a value does, its absent script and region as zero bits.
            let hasScript = key >> 11 & 0xF_FFFF != 0
            let hasRegion = key & 0x7FF != 0
            let full = Self.entry(key | (hasScript ? 0 : 1 << 11) | (hasRegion ? 0 : 1))
            body(
                Key(
                    language: full.language, script: hasScript ? full.script : nil,
                    region: hasRegion ? full.region : nil), Self.entry(value))
        }
    }

    /// Unpacks a full `language_Script_REGION` value packed as ``key(_:_:_:)`` packs: each
    /// 5-bit letter code becomes its ASCII byte (`| 0x60` lowercase, `| 0x40` uppercase).
    static func entry(_ value: UInt64) -> Entry {
        let first = value >> 41 & 0x1F
        let second = value >> 36 & 0x1F
        let third = value >> 31 & 0x1F
        var language = (first | 0x60) << 56 | (second | 0x60) << 48
        if third != 0 { language |= (third | 0x60) << 40 }
        let script =
            (value >> 26 & 0x1F | 0x40) << 56 | (value >> 21 & 0x1F | 0x60) << 48 | (value >> 16 & 0x1F | 0x60) << 40
            | (value >> 11 & 0x1F | 0x60) << 32
        let regionBits = value & 0x7FF
        let region: UInt64
        if regionBits >= 677 {
            let number = regionBits - 677
            region = (0x30 + number / 100) << 56 | (0x30 + number / 10 % 10) << 48 | (0x30 + number % 10) << 40
        } else {
            region = (0x41 + (regionBits - 1) / 26) << 56 | (0x41 + (regionBits - 1) % 26) << 48
        }
        return Entry(
            language: LanguageTag.Language(packed: language), script: LanguageTag.Script(packed: script),
            region: LanguageTag.Region(packed: region))
    }
}
