/// CLDR's alias data (supplementalMetadata.xml) in the shapes canonicalization needs.
struct AliasTable: Sendable {
    /// A `languageAlias` rule: a pattern of language (`und` matches any), optional script and
    /// region, and variants, with its replacement.
    struct LanguageRule: Sendable {
        let pattern: LanguageTag
        let replacement: LanguageTag
        /// The order in which UTS #35 (and ICU) try rules: language with region and variants,
        /// language with region, language with variants, language alone, `und` with variants.
        let rank: Int
    }

    let languageRules: [LanguageTag.Language: [LanguageRule]]
    let grandfathered: [String: LanguageTag]
    let scripts: [LanguageTag.Script: LanguageTag.Script]
    let territories: [LanguageTag.Region: [LanguageTag.Region]]
    let variants: [LanguageTag.Variant: LanguageTag.Variant]
    let subdivisions: [Substring: [Substring]]

    init() {
        var languageRules: [LanguageTag.Language: [LanguageRule]] = [:]
        var grandfathered: [String: LanguageTag] = [:]
        for record in tableRecords(CLDRTables.languageAlias) {
            let type = record[0].replacingUnderscores()
            guard record.count == 2, let replacement = try? LanguageTag(parsing: record[1]) else {
                preconditionFailure("malformed languageAlias record \(record)")
            }
            let bytes = Array(type.utf8)
            if case .success(let tag) = bytes.withUnsafeBufferPointer({ TagParser.parse(bytes: $0) }),
                let registered = tag.grandfathered
            {
                grandfathered[registered] = replacement
            }
            // A regular grandfathered type such as `zh_hakka` is also a rule for `zh-…-hakka`.
            let pattern = bytes.withUnsafeBufferPointer { TagParser.parse(bytes: $0, grandfathered: false) }
            // Rules such as `zh_cmn` are subsumed by RFC 5646's extlang rule, applied first.
            guard case .success(let pattern) = pattern, pattern.extendedLanguages.isEmpty else { continue }
            let rank: Int
            switch (pattern.language.isUndetermined, pattern.region != nil || pattern.script != nil) {
            case (false, true): rank = pattern.variants.isEmpty ? 1 : 0
            case (false, false): rank = pattern.variants.isEmpty ? 3 : 2
            case (true, _): rank = 4
            }
            let rule = LanguageRule(pattern: pattern, replacement: replacement, rank: rank)
            languageRules[pattern.language, default: []].append(rule)
        }
        self.languageRules = languageRules.mapValues { $0.sorted { $0.rank < $1.rank } }
        self.grandfathered = grandfathered

        /// `type → replacements` records whose type has the subtag's shape. Others (such as
        /// the alpha-3 territory codes) cannot occur in a BCP 47 tag and are skipped.
        func pairs<Value>(_ table: StaticString, _ make: (Substring) -> Value?) -> [(Value, [Value])] {
            tableRecords(table).compactMap { record in
                guard let type = make(record[0]) else { return nil }
                let replacements = record.dropFirst().compactMap(make)
                guard replacements.count == record.count - 1 else {
                    preconditionFailure("malformed alias record \(record)")
                }
                return (type, replacements)
            }
        }
        scripts = Dictionary(
            uniqueKeysWithValues: pairs(CLDRTables.scriptAlias) { LanguageTag.Script($0) }.map { ($0, $1[0]) })
        territories = Dictionary(uniqueKeysWithValues: pairs(CLDRTables.territoryAlias) { LanguageTag.Region($0) })
        variants = Dictionary(
            uniqueKeysWithValues: pairs(CLDRTables.variantAlias) { LanguageTag.Variant($0) }.map { ($0, $1[0]) })
        subdivisions = Dictionary(uniqueKeysWithValues: pairs(CLDRTables.subdivisionAlias) { $0 })
    }
}

extension Substring {
    func replacingUnderscores() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
