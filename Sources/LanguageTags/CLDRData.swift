/// The CLDR tables, decoded once from the generated text records (Generated/CLDRTables.swift)
/// into packed integer tables. Decoding happens on first use, thread-safely (Swift's lazy
/// globals), and takes well under a millisecond.
enum CLDRData {
    static let likelySubtags = LikelySubtagsTable(records: CLDRTables.likelySubtags)
    static let aliases = AliasTable()
}

/// The records of a generated table: one per line, each split at spaces.
func tableRecords(_ table: StaticString) -> [[Substring]] {
    let text = String(
        decoding: UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount), as: UTF8.self)
    return text.split(separator: "\n").map { $0.split(separator: " ") }
}

/// CLDR likely subtags: a sorted array of packed `language_script_region` keys and the
/// matching full (language, script, region) values, searched by bisection.
struct LikelySubtagsTable: Sendable {
    struct Entry: Sendable {
        let language: LanguageTag.Language
        let script: LanguageTag.Script
        let region: LanguageTag.Region
    }

    private let keys: [UInt64]
    private let entries: [Entry]

    init(records: StaticString) {
        var pairs: [(UInt64, Entry)] = []
        pairs.reserveCapacity(8192)
        for record in tableRecords(records) {
            let fields = record.map { $0.split(separator: "_") }
            guard fields.count == 2, let source = Self.components(fields[0]),
                let key = Self.key(source.language, source.script, source.region),
                let language = LanguageTag.Language(fields[1][0]), fields[1].count == 3,
                let script = LanguageTag.Script(fields[1][1]), let region = LanguageTag.Region(fields[1][2])
            else { preconditionFailure("malformed likely-subtags record \(fields)") }
            pairs.append((key, Entry(language: language, script: script, region: region)))
        }
        pairs.sort { $0.0 < $1.0 }
        keys = pairs.map(\.0)
        entries = pairs.map(\.1)
    }

    /// The number of records.
    var count: Int { keys.count }

    /// The record for exactly this language, script and region, if any.
    func lookup(
        _ language: LanguageTag.Language, _ script: LanguageTag.Script?, _ region: LanguageTag.Region?
    ) -> Entry? {
        guard let key = Self.key(language, script, region) else { return nil }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? entries[low] : nil
    }

    /// Packs a 2–3 letter language (15 bits), an optional script (20 bits) and an optional
    /// region (11 bits) into one integer; nil for a language of another length, which CLDR's
    /// likely subtags never contain.
    static func key(
        _ language: LanguageTag.Language, _ script: LanguageTag.Script?, _ region: LanguageTag.Region?
    ) -> UInt64? {
        let length = PackedASCII.count(language.packed)
        guard length == 2 || length == 3 else { return nil }
        var key: UInt64 = 0
        for index in 0..<3 {
            key = key << 5 | (index < length ? UInt64(PackedASCII.byte(language.packed, at: index) &- 0x60) : 0)
        }
        var scriptBits: UInt64 = 0
        if let script {
            for index in 0..<4 {
                scriptBits = scriptBits << 5 | UInt64((PackedASCII.byte(script.packed, at: index) | 0x20) &- 0x60)
            }
        }
        var regionBits: UInt64 = 0
        if let region {
            let first = PackedASCII.byte(region.packed, at: 0)
            let second = PackedASCII.byte(region.packed, at: 1)
            if ASCII.isDigit(first) {
                let third = PackedASCII.byte(region.packed, at: 2)
                regionBits = 677 + UInt64(first &- 0x30) * 100 + UInt64(second &- 0x30) * 10 + UInt64(third &- 0x30)
            } else {
                regionBits = 1 + UInt64(first &- 0x41) * 26 + UInt64(second &- 0x41)
            }
        }
        return key << 31 | scriptBits << 11 | regionBits
    }

    /// Reads `language[_Script][_REGION]` (CLDR's `und` included).
    static func components(
        _ subtags: [Substring]
    ) -> (language: LanguageTag.Language, script: LanguageTag.Script?, region: LanguageTag.Region?)? {
        guard let first = subtags.first, let language = LanguageTag.Language(first) else { return nil }
        var script: LanguageTag.Script?
        var region: LanguageTag.Region?
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, let value = LanguageTag.Script(subtag) {
                script = value
            } else if region == nil, let value = LanguageTag.Region(subtag) {
                region = value
            } else {
                return nil
            }
        }
        return (language, script, region)
    }
}
