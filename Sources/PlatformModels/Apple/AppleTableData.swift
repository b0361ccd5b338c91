internal import LanguageTags

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
    /// CLDR's language aliases, from the core's generated tables (ICU compiles in the same CLDR).
    static let languageAliases = pairs(CLDRTables.languageAlias)
    static let shortLanguageCodes = pairs(AppleTables.shortLanguageCodes)
    /// ICU's alpha-3 region codes shortened to two letters: CLDR's territory aliases of three
    /// letters to one region of two, from the core's generated tables (exactly the overlong ones).
    static let shortRegionCodes: [[UInt8]: [UInt8]] = {
        var result: [[UInt8]: [UInt8]] = [:]
        forEachRecord(CLDRTables.territoryAlias) { fields in
            guard fields.count == 2, fields[0].count == 3, fields[1].count == 2, fields[0].allSatisfy(ICUChar.isLetter)
            else { return }
            result[Array(fields[0])] = Array(fields[1])
        }
        return result
    }()

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

    /// ICU's canonicalization of a whole legacy ID (`uloc_canonicalize`'s map, which
    /// `uloc_minimizeSubtags` applies first: `zh_MIN_NAN` → `nan`, `zh__GUOYU` → `zh`), keyed by
    /// the ICU base name of CLDR's legacy aliases.
    static let legacyCanonicalIDs: [[UInt8]: [UInt8]] = Dictionary(
        legacyTags.compactMap { tag, replacement in
            guard
                case .name(let base) = ICULocaleID.baseName(
                    tag.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 })
            else { return nil }
            return (base, replacement.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 })
        }, uniquingKeysWith: { first, _ in first })

    /// The `key value` records of a generated table.
    private static func pairs(_ table: StaticString) -> [[UInt8]: [UInt8]] {
        var result: [[UInt8]: [UInt8]] = [:]
        forEachRecord(table) { fields in
            precondition(fields.count == 2, "malformed Apple table record")
            result[Array(fields[0])] = Array(fields[1])
        }
        return result
    }
}
