/// One localization or preference as ualoc reads it (`LocaleIDInfo::initBaseNames`): ICU's base
/// name, the name normalized by Apple's alias map and CLDR's language aliases, its language,
/// and the language group ualoc compares parent chains within.
///
/// ```swift
/// let info = AppleLocaleIDInfo("zh-TW")
/// info.base         // "zh_TW"
/// info.normalized   // "zh_Hant_TW" (Apple's alias map)
/// info.group        // "zh"
/// ```
struct AppleLocaleIDInfo: Hashable, Sendable {
    /// `uloc_getBaseName`: empty (or cut at 58 bytes) when ICU refuses the ID.
    let base: [UInt8]
    /// `ualoc_normalize(base)`.
    let normalized: [UInt8]
    /// `uloc_getLanguage(normalized)`.
    let language: [UInt8]
    /// `language`, or the language it is compared as (`nb` and `nn` as `no`, `yue` as `zh`).
    let group: [UInt8]
    /// Whether ICU refused the ID (ualoc then skips it, or treats it as empty).
    let isMalformed: Bool

    init(_ id: some StringProtocol) { self.init(bytes: Array(id.utf8)) }

    init(bytes: [UInt8]) {
        switch ICULocaleID.baseName(bytes) {
        case .name(let base):
            let normalized = Self.normalize(base)
            let language = ICULocaleID.language(normalized)?.value ?? []
            self.init(
                base: base, normalized: normalized, language: language,
                group: AppleTableData.likeLanguages[language] ?? language, isMalformed: false)
        case .tooLong(let base):
            self.init(base: base, normalized: [], language: [], group: [], isMalformed: true)
        case .invalid:
            self = .refused
        }
    }

    /// What ualoc holds for an ID it could not read (ICU refused it, or an earlier error
    /// stopped ICU from reading it): empty names.
    static let refused = AppleLocaleIDInfo(base: [], normalized: [], language: [], group: [], isMalformed: true)

    private init(base: [UInt8], normalized: [UInt8], language: [UInt8], group: [UInt8], isMalformed: Bool) {
        self.base = base
        self.normalized = normalized
        self.language = language
        self.group = group
        self.isMalformed = isMalformed
    }

    /// Whether the normalized name has a region (`specifiesCountry`).
    var hasRegion: Bool { ICULocaleID.hasCountry(normalized) }

    /// `ualoc_normalize`: Apple's alias map, else CLDR's language aliases for the whole name,
    /// else for its language alone with the rest put back (`iw_IL` → `he_IL`, `sh_RS` →
    /// `sr_Latn_RS`).
    static func normalize(_ base: [UInt8]) -> [UInt8] {
        if let alias = AppleTableData.aliasMap[base] { return alias }
        if let alias = AppleTableData.languageAliases[base] { return alias }
        guard let underscore = base.firstIndex(of: ICULocaleID.underscore),
            var alias = AppleTableData.languageAliases[Array(base[..<underscore])]
        else { return base }
        if !alias.contains(ICULocaleID.underscore) {
            alias += base[underscore...]
        } else if alias.count > 5, alias[alias.count - 5] == ICULocaleID.underscore,
            let last = base.lastIndex(of: ICULocaleID.underscore), base.count - last <= 4
        {
            // The replacement ends in a script: only a region of the original follows it.
            alias += base[last...]
        }
        return alias
    }
}
