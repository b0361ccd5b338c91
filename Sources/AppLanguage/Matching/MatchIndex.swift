public import LanguageTags

/// A policy, prepared for matching: its tags as plain keys found by hashing, aliases and
/// language defaults found by the part of a request their scope compares. Built once per
/// policy, in time linear in its size; matching one request takes constant time, except a
/// request with variants at the language-and-script step, which reads the supported locales
/// with variants of its language and script.
final class MatchIndex: Sendable {
    /// One supported locale's key.
    struct Entry: Sendable {
        let key: MatchKey
        let hasRegion: Bool
    }

    /// How much of a request a rule's key compares.
    enum Scope: Int, Sendable, Comparable, CaseIterable {
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
    }

    /// The supported locales that share a key, by position in the policy: the first without
    /// variants, and those with variants (the first for each list of variants, for the exact step).
    struct Group: Sendable {
        let key: MatchKey
        var plain: Int32 = -1
        var withVariants: [Int32] = []
        var byVariants: [[LanguageTag.Variant]: Int32] = [:]

        init(key: MatchKey) { self.key = key }

        mutating func add(_ index: Int, variants: [LanguageTag.Variant]) {
            if variants.isEmpty {
                if plain < 0 { plain = Int32(index) }
            } else {
                withVariants.append(Int32(index))
                if byVariants[variants] == nil { byVariants[variants] = Int32(index) }
            }
        }
    }

    /// Rules by the part of a request their scope compares: the first rule that covers a
    /// request (most specific scope first, then in order) is a few lookups away.
    struct RuleTable: Sendable {
        /// The rules of one scope and key: the first without variants, and the first for each
        /// list of variants (by position among the rules).
        struct Bucket: Sendable {
            var plain = -1
            var byVariants: [[LanguageTag.Variant]: Int] = [:]
        }

        /// By scope, then by the part of the key the scope compares.
        private var buckets: [[MatchKey: Bucket]] = Array(repeating: [:], count: Scope.allCases.count)
        /// Whether a language-scope rule also compares the request's script (with its target's:
        /// a language default applies only to requests in its target's script).
        private let languageScopeComparesScript: Bool

        init(_ rules: [Rule], targetScripts: [UInt64]?) {
            languageScopeComparesScript = targetScripts != nil
            for (position, rule) in rules.enumerated() {
                let key = Self.part(of: rule.match, for: rule.scope, script: targetScripts?[position] ?? 0)
                if rule.variants.isEmpty {
                    if buckets[rule.scope.rawValue][key, default: Bucket()].plain < 0 {
                        buckets[rule.scope.rawValue][key, default: Bucket()].plain = position
                    }
                } else if buckets[rule.scope.rawValue][key]?.byVariants[rule.variants] == nil {
                    buckets[rule.scope.rawValue][key, default: Bucket()].byVariants[rule.variants] = position
                }
            }
        }

        /// The part of `key` that `scope` compares; a language scope keeps `script` (0, or the
        /// target's script of a language default).
        private static func part(of key: MatchKey, for scope: Scope, script: UInt64) -> MatchKey {
            switch scope {
            case .locale: key
            case .languageAndScript: key.languageAndScript
            case .language: MatchKey(language: key.language, script: script, region: 0)
            }
        }

        /// The position of the first rule covering `request` with `variants`: a rule without
        /// variants, or with exactly the request's.
        func first(covering request: MatchKey, variants: [LanguageTag.Variant]) -> Int? {
            for scope in Scope.allCases where !buckets[scope.rawValue].isEmpty {
                let script = scope == .language && languageScopeComparesScript ? request.script : 0
                guard let bucket = buckets[scope.rawValue][Self.part(of: request, for: scope, script: script)] else {
                    continue
                }
                // A rule with the request's variants comes before a plain one of its scope and key.
                if !variants.isEmpty, let specific = bucket.byVariants[variants] { return specific }
                if bucket.plain >= 0 { return bucket.plain }
            }
            return nil
        }
    }

    let tags: [LanguageTag]
    let productDefault: LanguageTag
    let aliasPairs: [(key: LanguageTag, target: LanguageTag)]
    let languageDefaultPairs: [(key: LanguageTag, target: LanguageTag)]
    let approvedScriptFallbacks: [LanguageTag]
    let policyVersion: Int
    let entries: [Entry]
    let variants: [[LanguageTag.Variant]]
    let aliases: [Rule]
    let languageDefaults: [Rule]
    private let aliasTable: RuleTable
    private let languageDefaultTable: RuleTable
    /// The supported locales by language, script and region; and those without a region by
    /// language and script (their keys' region is 0).
    private let localeGroups: [Group]
    private let languageScriptGroups: [Group]
    /// Open-addressing tables of group indices (-1 for empty), one slot per key.
    private let localeSlots: [Int32]
    private let languageScriptSlots: [Int32]
    private let mask: Int
    private let shift: UInt64

    init(
        supported tags: [LanguageTag], productDefault: LanguageTag, aliases: [(key: LanguageTag, target: LanguageTag)],
        languageDefaults: [(key: LanguageTag, target: LanguageTag)], approvedScriptFallbacks: [LanguageTag] = [],
        policyVersion: Int
    ) {
        self.tags = tags
        self.productDefault = productDefault
        self.aliasPairs = aliases
        self.languageDefaultPairs = languageDefaults
        self.approvedScriptFallbacks = approvedScriptFallbacks
        self.policyVersion = policyVersion
        let entries = tags.map {
            Entry(key: MatchKey(canonical: $0), hasRegion: $0.region != nil)
        }
        let variants = tags.map(\.variants)
        self.entries = entries
        self.variants = variants
        var positions: [LanguageTag: Int] = [:]
        for (index, tag) in tags.enumerated().reversed() { positions[tag] = index }
        // The most specific first: by scope, a key with variants (`de-CH-1996`) before one
        // without (`de-CH`), then in the policy's order.
        func rules(_ pairs: [(key: LanguageTag, target: LanguageTag)]) -> [Rule] {
            pairs.map { pair in
                Rule(
                    key: pair.key, match: MatchKey(canonical: pair.key), variants: pair.key.variants,
                    scope: Scope(pair.key), target: positions[pair.target]!)
            }
            .enumerated()
            .sorted {
                ($0.element.scope, $0.element.variants.isEmpty ? 1 : 0, $0.offset)
                    < ($1.element.scope, $1.element.variants.isEmpty ? 1 : 0, $1.offset)
            }
            .map(\.element)
        }
        let aliasRules = rules(aliases)
        let defaultRules = rules(languageDefaults)
        self.aliases = aliasRules
        self.languageDefaults = defaultRules
        aliasTable = RuleTable(aliasRules, targetScripts: nil)
        languageDefaultTable = RuleTable(
            defaultRules, targetScripts: defaultRules.map { entries[$0.target].key.script })

        var bits: UInt64 = 3
        while 1 << bits < tags.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        mask = capacity - 1
        shift = 64 - bits
        var localeSlots = [Int32](repeating: -1, count: capacity)
        var languageScriptSlots = [Int32](repeating: -1, count: capacity)
        var localeGroups: [Group] = []
        var languageScriptGroups: [Group] = []
        for (index, entry) in entries.enumerated() {
            let slot = Self.slot(for: entry.key, region: true, in: localeSlots, localeGroups, mask: mask, shift: shift)
            if localeSlots[slot] < 0 {
                localeSlots[slot] = Int32(localeGroups.count)
                localeGroups.append(Group(key: entry.key))
            }
            localeGroups[Int(localeSlots[slot])].add(index, variants: variants[index])
            guard !entry.hasRegion else { continue }
            let key = entry.key.languageAndScript
            let regionless = Self.slot(
                for: key, region: false, in: languageScriptSlots, languageScriptGroups, mask: mask, shift: shift)
            if languageScriptSlots[regionless] < 0 {
                languageScriptSlots[regionless] = Int32(languageScriptGroups.count)
                languageScriptGroups.append(Group(key: key))
            }
            languageScriptGroups[Int(languageScriptSlots[regionless])].add(index, variants: variants[index])
        }
        self.localeSlots = localeSlots
        self.languageScriptSlots = languageScriptSlots
        self.localeGroups = localeGroups
        self.languageScriptGroups = languageScriptGroups
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

    /// The slot of `key`'s group, or the empty slot where it goes (`key` has region 0 unless
    /// `region`).
    @inline(__always)
    private static func slot(
        for key: MatchKey, region: Bool, in slots: [Int32], _ groups: [Group], mask: Int, shift: UInt64
    ) -> Int {
        var slot = hash(key, region: region, shift) & mask
        while slots[slot] >= 0 && groups[Int(slots[slot])].key != key { slot = (slot + 1) & mask }
        return slot
    }

    /// Steps 2–5 for one canonical request: exact, alias, language and script, language default.
    func match(_ request: MatchRequest) -> LocaleMatch? {
        let key = request.key
        let slot = Self.slot(for: key, region: true, in: localeSlots, localeGroups, mask: mask, shift: shift)
        if localeSlots[slot] >= 0 {
            let group = localeGroups[Int(localeSlots[slot])]
            let index = request.variants.isEmpty ? group.plain : group.byVariants[request.variants] ?? -1
            if index >= 0 {
                return LocaleMatch(
                    index: Int(index), effective: tags[Int(index)], step: .exact, scriptFallback: false, rule: nil)
            }
        }
        if let position = aliasTable.first(covering: key, variants: request.variants) {
            let target = aliases[position].target
            return LocaleMatch(
                index: target, effective: tags[target], step: .alias,
                scriptFallback: entries[target].key.script != key.script, rule: aliases[position].key)
        }
        let languageAndScript = key.languageAndScript
        let regionless = Self.slot(
            for: languageAndScript, region: false, in: languageScriptSlots, languageScriptGroups, mask: mask,
            shift: shift)
        if languageScriptSlots[regionless] >= 0 {
            // The first in policy order whose variants the request has (none, or some of its own).
            let group = languageScriptGroups[Int(languageScriptSlots[regionless])]
            var index = group.plain
            if !request.variants.isEmpty {
                for candidate in group.withVariants {
                    if index >= 0 && candidate > index { break }
                    if variants[Int(candidate)].allSatisfy(request.variants.contains) {
                        index = candidate
                        break
                    }
                }
            }
            if index >= 0 {
                return LocaleMatch(
                    index: Int(index), effective: tags[Int(index)], step: .languageAndScript, scriptFallback: false,
                    rule: nil)
            }
        }
        if let position = languageDefaultTable.first(covering: key, variants: request.variants) {
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
