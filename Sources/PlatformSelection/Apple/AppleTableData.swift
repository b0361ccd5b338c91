/// The tables of Generated/AppleTables.swift, decoded once at first use (Swift's lazy globals
/// are thread-safe).
///
/// ```swift
/// AppleTableData.parentMap[Array("en_AU".utf8)]   // "en_GB"
/// ```
enum AppleTableData {
    static let aliasMap = pairs(AppleTables.aliasMap)
    static let parentMap = pairs(AppleTables.parentMap)
    static let likeLanguages = pairs(AppleTables.likeLanguages)
    static let cldrParents = pairs(AppleTables.cldrParents)
    static let languageAliases = pairs(AppleTables.languageAliases)
    static let shortLanguageCodes = pairs(AppleTables.shortLanguageCodes)
    static let shortRegionCodes = pairs(AppleTables.shortRegionCodes)

    /// BCP 47's grandfathered and redundant tags (CLDR's language aliases of more than one
    /// subtag, `und_…` aside), lowercase with `-`, longest first, with their replacements.
    static let legacyTags: [(tag: [UInt8], replacement: [UInt8])] = languageAliases.compactMap { type, replacement in
        let subtags = type.split(separator: UInt8(ascii: "_"))
        guard subtags.count > 1, subtags[0].elementsEqual("und".utf8) == false else { return nil }
        func hyphenated(_ id: [UInt8]) -> [UInt8] {
            id.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : ICUChar.lowercased($0) }
        }
        return (hyphenated(type), hyphenated(replacement))
    }.sorted { $0.tag.count > $1.tag.count }

    /// The `key value` records of a generated table.
    private static func pairs(_ table: StaticString) -> [[UInt8]: [UInt8]] {
        let bytes = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        var result: [[UInt8]: [UInt8]] = [:]
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            precondition(fields.count == 2, "malformed Apple table record")
            result[Array(fields[0])] = Array(fields[1])
        }
        return result
    }
}
