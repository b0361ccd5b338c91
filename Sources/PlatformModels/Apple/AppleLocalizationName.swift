/// A localization name (`pt-BR`, `zh_TW`, `zh-hans`, `English`: an `.lproj` folder's name
/// without the suffix) as Apple's bundle matching reads it (ualoc's `initBaseNames`): ICU's
/// base name, then the name Apple's alias map (which turns the old English names such as
/// `English` into codes) or CLDR's language aliases make of it.
///
/// ```swift
/// AppleLocalizationName("zh-hans").baseName        // "zh_Hans"
/// AppleLocalizationName("zh_TW").normalized        // "zh_Hant_TW" (Apple's alias map)
/// AppleLocalizationName("English").normalized      // "en"
/// AppleLocalizationName("English").isLanguageName  // true
/// AppleLocalizationName("iw").normalized           // "he" (CLDR's language aliases)
/// ```
package struct AppleLocalizationName: Hashable, Sendable {
    /// The name as given.
    package let name: String
    /// ICU's base name (`uloc_getBaseName`: `_` separators, canonical case, keywords dropped;
    /// old names lower-cased, `English` → `english`); empty when ICU refuses the name.
    package let baseName: String
    /// ``baseName`` after Apple's alias map, else CLDR's language aliases (`ualoc_normalize`):
    /// what Apple matches with.
    package let normalized: String
    /// Whether the name is one of the English language names Apple's alias map still reads
    /// (`English`, `French`, `Japanese`…), which old projects used for their `.lproj` folders.
    package let isLanguageName: Bool

    /// Reads `name` as ualoc reads a localization.
    ///
    /// ```swift
    /// AppleLocalizationName("pt-br").baseName   // "pt_BR"
    /// ```
    package init(_ name: String) {
        let info = AppleLocaleIDInfo(name)
        self.name = name
        baseName = info.isMalformed ? "" : String(decoding: info.base, as: UTF8.self)
        normalized = info.isMalformed ? "" : String(decoding: info.normalized, as: UTF8.self)
        isLanguageName =
            !info.isMalformed && info.base.count > 3 && info.base.allSatisfy(ICUChar.isLetter)
            && AppleTableData.aliasMap[info.base] != nil
    }

    /// Whether ICU reads the name at all (Apple then matches it; otherwise it never matches).
    package var isReadable: Bool { !baseName.isEmpty }
}
