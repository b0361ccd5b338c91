import LanguageTags

/// A policy's tags prepared for matching: their match keys, aliases ordered from the most
/// specific key, language defaults ordered likewise. Built once per policy.
final class MatchIndex: Sendable {
    struct Supported: Sendable {
        let tag: LanguageTag
        let key: MatchKey
        let hasRegion: Bool
    }

    /// How much of a request an alias key compares.
    enum Scope: Int, Sendable, Comparable {
        /// A full tag (`en-AU`): maximized language, script and region.
        case locale
        /// A language and script (`sr-Cyrl`).
        case languageAndScript
        /// A language (`lb`).
        case language
        static func < (lhs: Scope, rhs: Scope) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Rule: Sendable {
        let key: LanguageTag
        let match: MatchKey
        let scope: Scope
        let target: Int

        func covers(_ request: MatchKey) -> Bool {
            guard match.variants.isEmpty || match.variants == request.variants else { return false }
            switch scope {
            case .locale: return match.sameLocale(as: request)
            case .languageAndScript: return match.sameLanguageAndScript(as: request)
            case .language: return match.language == request.language
            }
        }
    }

    let supported: [Supported]
    let aliases: [Rule]
    let languageDefaults: [Rule]

    init(
        supported tags: [LanguageTag], keys: [MatchKey], aliases: [(key: LanguageTag, target: LanguageTag)],
        languageDefaults: [(key: LanguageTag, target: LanguageTag)]
    ) {
        supported = zip(tags, keys).map { Supported(tag: $0, key: $1, hasRegion: $0.region != nil) }
        func rules(_ pairs: [(key: LanguageTag, target: LanguageTag)]) -> [Rule] {
            pairs.map { pair in
                let scope: Scope =
                    pair.key.region != nil ? .locale : pair.key.script != nil ? .languageAndScript : .language
                return Rule(
                    key: pair.key, match: MatchKey(canonical: pair.key), scope: scope,
                    target: tags.firstIndex(of: pair.target)!)
            }
            .sorted { $0.scope < $1.scope }
        }
        self.aliases = rules(aliases)
        self.languageDefaults = rules(languageDefaults)
    }

    /// Steps 2–5 for one canonical request: exact, alias, language and script, language default.
    func match(_ request: MatchKey) -> LocaleMatch? {
        for (index, candidate) in supported.enumerated()
        where candidate.key.sameLocale(as: request) && candidate.key.variants == request.variants {
            return LocaleMatch(index: index, effective: candidate.tag, step: .exact, scriptFallback: false, rule: nil)
        }
        for rule in aliases where rule.covers(request) {
            let target = supported[rule.target]
            return LocaleMatch(
                index: rule.target, effective: target.tag, step: .alias,
                scriptFallback: target.key.script != request.script, rule: rule.key)
        }
        for (index, candidate) in supported.enumerated()
        where !candidate.hasRegion && candidate.key.sameLanguageAndScript(as: request)
            && candidate.key.variants.allSatisfy(request.variants.contains)
        {
            return LocaleMatch(index: index, effective: candidate.tag, step: .script, scriptFallback: false, rule: nil)
        }
        for rule in languageDefaults where rule.covers(request) && supported[rule.target].key.script == request.script {
            return LocaleMatch(
                index: rule.target, effective: supported[rule.target].tag, step: .languageDefault,
                scriptFallback: false, rule: rule.key)
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
