/// CLDR's `languageAlias` data (supplementalMetadata.xml) as canonicalization applies it.
final class LanguageAliasTable: Sendable {
    /// A rule: a pattern of language (`und` matches any), optional script and region, and
    /// variants, with its replacement.
    struct Rule: Sendable {
        let pattern: LanguageTag
        let replacement: LanguageTag
        /// The order in which UTS #35 (and ICU) try rules: language with region and variants,
        /// language with region, language with variants, language alone, `und` with variants.
        let rank: Int
    }

    /// Rules by the pattern's packed language, best rank first.
    private let rules: PackedTable<[Rule]>
    /// The languages that have a rule without variants: the only rules a tag without
    /// variants (nearly every tag) can match.
    private let plainRuleLanguages: PackedTable<Bool>
    /// Grandfathered tags (registered case) → replacement.
    let grandfathered: [String: LanguageTag]

    init(records: StaticString) {
        var rules: [UInt64: [Rule]] = [:]
        var grandfathered: [String: LanguageTag] = [:]
        forEachRecord(records) { record in
            guard record.count == 2, case .success(let replacement) = TagParser.parse(bytes: record[1]) else {
                preconditionFailure("malformed languageAlias record \(record.map(\.string))")
            }
            if let registered = Grandfathered.match(record[0]) {
                grandfathered[registered] = replacement
            }
            // A regular grandfathered type such as `zh_hakka` is also a rule for `zh-…-hakka`.
            // Rules such as `zh_cmn` are subsumed by RFC 5646's extlang rule, applied first.
            guard case .success(let pattern) = TagParser.parse(bytes: record[0], grandfathered: false),
                pattern.extendedLanguages.isEmpty
            else { return }
            let rank: Int
            switch (pattern.language.isUndetermined, pattern.region != nil || pattern.script != nil) {
            case (false, true): rank = pattern.variants.isEmpty ? 1 : 0
            case (false, false): rank = pattern.variants.isEmpty ? 3 : 2
            case (true, _): rank = 4
            }
            rules[pattern.language.packed, default: []].append(
                Rule(pattern: pattern, replacement: replacement, rank: rank))
        }
        self.rules = PackedTable(rules.map { ($0.key, $0.value.sorted { $0.rank < $1.rank }) })
        plainRuleLanguages = PackedTable(
            rules.filter { $0.value.contains { $0.pattern.variants.isEmpty } }.map { ($0.key, true) })
        self.grandfathered = grandfathered
    }

    /// The rules whose pattern has `language`, best rank first.
    func rules(for language: LanguageTag.Language) -> [Rule]? { rules[language.packed] }

    /// Whether a tag of `language` without variants can match any rule.
    func hasPlainRules(for language: LanguageTag.Language) -> Bool { plainRuleLanguages[language.packed] != nil }
}

/// A `type → replacement…` alias table keyed by one packed subtag (territory, script or
/// variant aliases). Records whose type does not have the subtag's shape, such as CLDR's
/// alpha-3 territory codes, cannot occur in a BCP 47 tag and are skipped.
func subtagAliases<Subtag>(_ records: StaticString, _ make: (UnsafeBufferPointer<UInt8>) -> Subtag?)
    -> PackedTable<[Subtag]>
{
    var pairs: [(UInt64, [Subtag])] = []
    forEachRecord(records) { record in
        guard make(record[0]) != nil else { return }
        let replacements = record.dropFirst().compactMap(make)
        guard replacements.count == record.count - 1 else {
            preconditionFailure("malformed alias record \(record.map(\.string))")
        }
        pairs.append((PackedASCII.pack(record[0]), replacements))
    }
    return PackedTable(pairs)
}

/// CLDR's `subdivisionAlias` data: subdivision code → replacements (subdivisions or regions).
func subdivisionAliases(_ records: StaticString) -> [String: [String]] {
    var result: [String: [String]] = [:]
    forEachRecord(records) { record in result[record[0].string] = record.dropFirst().map(\.string) }
    return result
}
