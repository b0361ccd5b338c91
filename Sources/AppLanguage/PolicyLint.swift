import LanguageTags

/// Something in a valid policy that is probably not what the team meant.
public enum PolicyWarning: Sendable, Hashable, CustomStringConvertible {
    /// Several supported locales with regions serve one language and script, none without a
    /// region does, and no language default says which a request from another region gets.
    case regionalVariantsWithoutDefault(languageAndScript: String, locales: [LanguageTag])
    /// An alias changes the script: an approved script fallback the language selector must show.
    case aliasCrossesScripts(key: LanguageTag, target: LanguageTag)
    /// Two supported locales maximize to the same locale, so the later one is never chosen.
    case unreachableLocale(LanguageTag, sameAs: LanguageTag)

    public var description: String {
        switch self {
        case .regionalVariantsWithoutDefault(let languageAndScript, let locales):
            "\(languageAndScript) is served by \(locales.map(\.description).joined(separator: ", ")) but has no language default: "
                + "a request from another region (or none) matches none of them"
        case .aliasCrossesScripts(let key, let target):
            "aliases[\"\(key)\"]: \(key) → \(target) changes the script; it is an approved script fallback the language selector must show"
        case .unreachableLocale(let locale, let sameAs):
            "supportedLocales: \(locale) is the same locale as \(sameAs) after likely subtags and is never chosen"
        }
    }
}

extension AppLanguagePolicy {
    /// What `langpolicy lint` warns about, beyond the errors that make a policy invalid.
    public var warnings: [PolicyWarning] {
        var warnings: [PolicyWarning] = []
        let entries = index.entries
        for position in entries.indices {
            if let earlier = entries.indices.first(where: {
                $0 < position && entries[$0].key == entries[position].key
                    && index.variants[$0] == index.variants[position]
            }) {
                warnings.append(.unreachableLocale(index.tags[position], sameAs: index.tags[earlier]))
            }
        }
        var groups: [(key: MatchKey, locales: [LanguageTag])] = []
        for position in entries.indices where entries[position].hasRegion {
            let entry = entries[position]
            if let group = groups.firstIndex(where: { $0.key.sameLanguageAndScript(as: entry.key) }) {
                groups[group].locales.append(index.tags[position])
            } else {
                groups.append((entry.key, [index.tags[position]]))
            }
        }
        for group in groups where group.locales.count > 1 {
            let hasRegionless = entries.contains { !$0.hasRegion && $0.key.sameLanguageAndScript(as: group.key) }
            let hasDefault = index.languageDefaults.contains { $0.covers(group.key, variants: []) }
            if !hasRegionless && !hasDefault, let maximal = group.locales[0].maximized() {
                let name = LanguageTag(language: maximal.language, script: maximal.script).description
                warnings.append(.regionalVariantsWithoutDefault(languageAndScript: name, locales: group.locales))
            }
        }
        for alias in index.aliases where alias.match.script != entries[alias.target].key.script {
            warnings.append(.aliasCrossesScripts(key: alias.key, target: index.tags[alias.target]))
        }
        return warnings
    }
}
