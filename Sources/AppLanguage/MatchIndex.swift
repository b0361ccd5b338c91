import LanguageTags

/// A policy, prepared for matching: its tags as plain keys found by hashing, aliases and
/// language defaults ordered from the most specific key. Built once per policy.
final class MatchIndex: Sendable {
    /// One supported locale's key.
    struct Entry: Sendable {
        let key: MatchKey
        let hasRegion: Bool
        let hasVariants: Bool
    }

    /// How much of a request a rule's key compares.
    enum Scope: Int, Sendable, Comparable {
        /// A full tag (`en-AU`): maximized language, script and region.
        case locale
        /// A language and script (`sr-Cyrl`).
        case languageAndScript
        /// A language (`lb`).
        case language
        static func < (lhs: Scope, rhs: Scope) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A key's scope: a region makes it a full tag, a script a language and script.
        init(_ key: LanguageTag) {
            self = key.region != nil ? .locale : key.script != nil ? .languageAndScript : .language
        }
    }

    /// An alias or a language default.
    struct Rule: Sendable {
        let key: LanguageTag
        let match: MatchKey
        let variants: [LanguageTag.Variant]
        let scope: Scope
        let target: Int

        func covers(_ request: MatchKey, variants requestVariants: [LanguageTag.Variant]) -> Bool {
            guard variants.isEmpty || variants == requestVariants else { return false }
            switch scope {
            case .locale: return match.sameLocale(as: request)
            case .languageAndScript: return match.sameLanguageAndScript(as: request)
            case .language: return match.language == request.language
            }
        }
    }

    let tags: [LanguageTag]
    let productDefault: LanguageTag
    let aliasPairs: [(key: LanguageTag, target: LanguageTag)]
    let languageDefaultPairs: [(key: LanguageTag, target: LanguageTag)]
    let policyVersion: Int
    let entries: [Entry]
    let variants: [[LanguageTag.Variant]]
    let aliases: [Rule]
    let languageDefaults: [Rule]
    /// Open-addressing tables of entry indices (-1 for empty), in policy order within a key:
    /// by language, script and region; and, for entries without a region, by language and script.
    private let localeSlots: [Int32]
    private let languageScriptSlots: [Int32]
    private let mask: Int
    private let shift: UInt64

    init(
        supported tags: [LanguageTag], productDefault: LanguageTag, aliases: [(key: LanguageTag, target: LanguageTag)],
        languageDefaults: [(key: LanguageTag, target: LanguageTag)], policyVersion: Int
    ) {
        self.tags = tags
        self.productDefault = productDefault
        self.aliasPairs = aliases
        self.languageDefaultPairs = languageDefaults
        self.policyVersion = policyVersion
        entries = tags.map {
            Entry(key: MatchKey(canonical: $0), hasRegion: $0.region != nil, hasVariants: !$0.variants.isEmpty)
        }
        variants = tags.map(\.variants)
        // The most specific first: by scope, a key with variants (`de-CH-1996`) before one
        // without (`de-CH`), then in the policy's order.
        func rules(_ pairs: [(key: LanguageTag, target: LanguageTag)]) -> [Rule] {
            pairs.map { pair in
                let scope: Scope =
                    pair.key.region != nil ? .locale : pair.key.script != nil ? .languageAndScript : .language
                return Rule(
                    key: pair.key, match: MatchKey(canonical: pair.key), variants: pair.key.variants, scope: scope,
                    target: tags.firstIndex(of: pair.target)!)
            }
            .enumerated()
            .sorted {
                ($0.element.scope, $0.element.variants.isEmpty ? 1 : 0, $0.offset)
                    < ($1.element.scope, $1.element.variants.isEmpty ? 1 : 0, $1.offset)
            }
            .map(\.element)
        }
        self.aliases = rules(aliases)
        self.languageDefaults = rules(languageDefaults)

        var bits: UInt64 = 3
        while 1 << bits < tags.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        mask = capacity - 1
        shift = 64 - bits
        var localeSlots = [Int32](repeating: -1, count: capacity)
        var languageScriptSlots = [Int32](repeating: -1, count: capacity)
        for (index, entry) in entries.enumerated() {
            Self.insert(Int32(index), at: Self.hash(entry.key, region: true, shift), into: &localeSlots, mask: mask)
            if !entry.hasRegion {
                Self.insert(
                    Int32(index), at: Self.hash(entry.key, region: false, shift), into: &languageScriptSlots, mask: mask
                )
            }
        }
        self.localeSlots = localeSlots
        self.languageScriptSlots = languageScriptSlots
    }

    /// The top bits of a multiplicative hash: a product's high bits depend on every bit of
    /// the packed subtags (which sit in the high bytes), its low bits on few of them.
    @inline(__always)
    private static func hash(_ key: MatchKey, region: Bool, _ shift: UInt64) -> Int {
        let mixed =
            (key.language ^ key.script >> 24 ^ (region ? key.region >> 48 : 0) ^ key.script << 40)
            &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    private static func insert(_ index: Int32, at hash: Int, into slots: inout [Int32], mask: Int) {
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    /// Whether the supported locale at `index` has the request's variants (`exact`) or a
    /// subset of them.
    private func variantsAgree(_ index: Int, _ request: MatchRequest, exact: Bool) -> Bool {
        guard entries[index].hasVariants || !request.variants.isEmpty else { return true }
        return exact ? variants[index] == request.variants : variants[index].allSatisfy(request.variants.contains)
    }

    /// Steps 2–5 for one canonical request: exact, alias, language and script, language default.
    func match(_ request: MatchRequest) -> LocaleMatch? {
        let key = request.key
        var slot = Self.hash(key, region: true, shift) & mask
        while localeSlots[slot] >= 0 {
            let index = Int(localeSlots[slot])
            if entries[index].key.sameLocale(as: key) && variantsAgree(index, request, exact: true) {
                return LocaleMatch(index: index, effective: tags[index], step: .exact, scriptFallback: false, rule: nil)
            }
            slot = (slot + 1) & mask
        }
        for position in aliases.indices where aliases[position].covers(key, variants: request.variants) {
            let target = aliases[position].target
            return LocaleMatch(
                index: target, effective: tags[target], step: .alias,
                scriptFallback: entries[target].key.script != key.script, rule: aliases[position].key)
        }
        slot = Self.hash(key, region: false, shift) & mask
        while languageScriptSlots[slot] >= 0 {
            let index = Int(languageScriptSlots[slot])
            if entries[index].key.sameLanguageAndScript(as: key) && variantsAgree(index, request, exact: false) {
                return LocaleMatch(
                    index: index, effective: tags[index], step: .script, scriptFallback: false, rule: nil)
            }
            slot = (slot + 1) & mask
        }
        for position in languageDefaults.indices
        where languageDefaults[position].covers(key, variants: request.variants)
            && entries[languageDefaults[position].target].key.script == key.script
        {
            let target = languageDefaults[position].target
            return LocaleMatch(
                index: target, effective: tags[target], step: .languageDefault, scriptFallback: false,
                rule: languageDefaults[position].key)
        }
        return nil
    }
}

/// How one requested locale matched a supported one.
public struct LocaleMatch: Sendable, Hashable {
    /// The position of ``effective`` in the policy's supported locales.
    public let index: Int
    /// The supported locale chosen.
    public let effective: LanguageTag
    /// The matching step that hit.
    public let step: MatchStep
    /// Whether an approved alias changed the script (`sr-Cyrl` → `sr-Latn`): the selector
    /// must show the fallback.
    public let scriptFallback: Bool
    /// The alias or language-default key that applied, for ``MatchStep/alias`` and
    /// ``MatchStep/languageDefault``.
    public let rule: LanguageTag?
}
