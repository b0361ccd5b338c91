/// ualoc's parent chain of a normalized ID (`calcParentChain`): the ID, then `ualoc_getParent`
/// of each entry until `root` or nothing, at most 9 entries. Apple's parent map comes first,
/// then CLDR's parent locales as compiled into Apple ICU, then truncation. For an available
/// localization whose region is not its language's default, the ID appears twice (a penalty of
/// one step).
///
/// ```swift
/// AppleParentChain.entries(Array("en_AU".utf8), penalized: false)   // en_AU, en_GB, en_001, en
/// AppleParentChain.entries(Array("es_AR".utf8), penalized: true)    // es_AR, es_AR, es_419, es
/// ```
enum AppleParentChain {
    /// The chain; `penalized` for available localizations.
    static func entries(_ normalized: [UInt8], penalized: Bool) -> [[UInt8]] {
        var chain = [normalized]
        if penalized, isPenalized(normalized) { chain.append(normalized) }
        while chain.count < 9 {
            let parent = parent(of: chain[chain.count - 1])
            if parent.isEmpty || parent == Array("root".utf8) { break }
            chain.append(parent)
        }
        return chain
    }

    /// Whether an available localization's region is not its language's default (es_MX and
    /// zh_Hant_TW excepted).
    static func isPenalized(_ normalized: [UInt8]) -> Bool {
        guard ICULocaleID.hasCountry(normalized), normalized != Array("es_MX".utf8),
            normalized != Array("zh_Hant_TW".utf8)
        else { return false }
        return ICULikelySubtags.keepsRegion(normalized)
    }

    /// `ualoc_getParent`.
    static func parent(of id: [UInt8]) -> [UInt8] {
        AppleTableData.parentMap[id] ?? AppleTableData.cldrParents[id] ?? ICULocaleID.truncatedParent(id)
    }
}
