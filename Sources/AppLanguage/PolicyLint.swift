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
        let entries = index.supported
        for (position, entry) in entries.enumerated() {
            if let earlier = entries[..<position].first(where: { $0.key == entry.key }) {
                warnings.append(.unreachableLocale(entry.tag, sameAs: earlier.tag))
            }
        }
        var groups: [(key: MatchKey, locales: [LanguageTag])] = []
        for entry in entries where entry.hasRegion {
            if let group = groups.firstIndex(where: { $0.key.sameLanguageAndScript(as: entry.key) }) {
                groups[group].locales.append(entry.tag)
            } else {
                groups.append((entry.key, [entry.tag]))
            }
        }
        for group in groups where group.locales.count > 1 {
            let hasRegionless = entries.contains { !$0.hasRegion && $0.key.sameLanguageAndScript(as: group.key) }
            let hasDefault = index.languageDefaults.contains { $0.covers(group.key) }
            if !hasRegionless && !hasDefault {
                let name = [group.key.language.description, group.key.script?.description].compactMap { $0 }
                warnings.append(
                    .regionalVariantsWithoutDefault(
                        languageAndScript: name.joined(separator: "-"), locales: group.locales))
            }
        }
        for alias in index.aliases where alias.match.script != entries[alias.target].key.script {
            warnings.append(.aliasCrossesScripts(key: alias.key, target: entries[alias.target].tag))
        }
        return warnings
    }
}
