public import LanguageTags
public import WireDocuments

/// Something in a valid policy that is probably not what the team meant.
public enum PolicyWarning: Sendable, Hashable, CustomStringConvertible {
    /// Several supported locales with regions serve one language and script, none without a
    /// region does, and no language default says which a request from another region gets.
    case regionalVariantsWithoutDefault(languageAndScript: String, locales: [LanguageTag])
    /// An alias changes the script, and `approvedScriptFallbacks` approves it: a script fallback
    /// the language selector must show.
    case aliasCrossesScripts(key: LanguageTag, target: LanguageTag)
    /// An alias changes the script (its target's script is not its key's maximized one: `zh-US`
    /// is `zh-Hant-US`, so `zh-US` → `zh-Hans` turns Traditional into Simplified) and nothing
    /// approves it: an error to `langpolicy lint` and every command that reads the policy.
    case unapprovedScriptFallback(key: LanguageTag, target: LanguageTag)
    /// A tag whose language subtag no registry assigns (`xx`, `qq-ZZ`): well-formed, and no
    /// language anyone speaks; `nearest` names the registered codes one typing slip away.
    case unknownLanguage(path: DocumentPath, tag: LanguageTag, nearest: [String])
    /// An `approvedScriptFallbacks` entry that is no alias key, or the key of an alias that keeps
    /// the script: it approves nothing.
    case approvalWithoutScriptFallback(LanguageTag)
    /// Two supported locales maximize to the same locale, so the later one is never chosen.
    case unreachableLocale(LanguageTag, sameAs: LanguageTag)

    public var description: String {
        switch self {
        case .regionalVariantsWithoutDefault(let languageAndScript, let locales):
            "\(languageAndScript) is served by \(locales.map(\.description).joined(separator: ", ")) but has no language default: "
                + "a request from another region (or none) matches none of them"
        case .aliasCrossesScripts(let key, let target):
            "\(DocumentPath.root.appending("aliases").appending(key.description)): \(key) → \(target) changes the script; it is an approved script fallback the language selector must show"
        case .unapprovedScriptFallback(let key, let target):
            "\(DocumentPath.root.appending("aliases").appending(key.description)): \(key) → \(target) changes the script "
                + "(\(key) is \(key.maximized()?.description ?? key.description)) and nothing approves it; "
                + "remove the alias, or approve it by adding \"\(key)\" to approvedScriptFallbacks"
        case .unknownLanguage(let path, let tag, let nearest):
            "\(path): \(tag) has the language code \(tag.language), which no language has (the IANA language subtag "
                + "registry assigns none)"
                + (nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", or "))?")
        case .approvalWithoutScriptFallback(let key):
            "$.approvedScriptFallbacks: \(key) is not the key of an alias that changes the script; it approves nothing"
        case .unreachableLocale(let locale, let sameAs):
            "$.supportedLocales: \(locale) is the same locale as \(sameAs) after likely subtags and is never chosen"
        }
    }
}

extension AppLanguagePolicy {
    /// What `langpolicy lint` warns about, beyond the errors that make a policy invalid
    /// (``PolicyWarning/unapprovedScriptFallback(key:target:)`` it reports as an error).
    ///
    /// ```swift
    /// AppLanguagePolicy.example.lint().map(\.description)
    /// // ["$.aliases[\"sr-Cyrl\"]: sr-Cyrl → sr-Latn changes the script; …"]
    /// ```
    public func lint() -> [PolicyWarning] {
        // Lookups by key, not searches of the lists: a policy of n locales is linted in linear time.
        var warnings: [PolicyWarning] = []
        let entries = index.entries
        var firstPositions: [LocaleIdentity: Int] = [:]
        for position in entries.indices {
            let identity = LocaleIdentity(entries[position].key, index.variants[position])
            if let earlier = firstPositions[identity] {
                warnings.append(.unreachableLocale(index.tags[position], sameAs: index.tags[earlier]))
            } else {
                firstPositions[identity] = position
            }
        }
        var groups: [(key: MatchKey, locales: [LanguageTag])] = []
        var groupPositions: [MatchKey: Int] = [:]
        for position in entries.indices where entries[position].hasRegion {
            let key = entries[position].key.languageAndScript
            if let group = groupPositions[key] {
                groups[group].locales.append(index.tags[position])
            } else {
                groupPositions[key] = groups.count
                groups.append((entries[position].key, [index.tags[position]]))
            }
        }
        let regionless = Set(entries.filter { !$0.hasRegion }.map(\.key.languageAndScript))
        // A language default covers the requests in its target's language and script.
        let defaulted = Set(index.languageDefaults.map { entries[$0.target].key.languageAndScript })
        for group in groups where group.locales.count > 1 {
            let key = group.key.languageAndScript
            let hasRegionless = regionless.contains(key)
            let hasDefault = defaulted.contains(key)
            if !hasRegionless && !hasDefault, let maximal = group.locales[0].maximized() {
                let name = LanguageTag(language: maximal.language, script: maximal.script).description
                warnings.append(.regionalVariantsWithoutDefault(languageAndScript: name, locales: group.locales))
            }
        }
        let root = DocumentPath.root
        var named: [(DocumentPath, LanguageTag)] = index.tags.enumerated().map {
            (root.appending("supportedLocales").appending($0.offset), $0.element)
        }
        named += index.aliasPairs.map { (root.appending("aliases").appending($0.key.description), $0.key) }
        named += index.languageDefaultPairs.map {
            (root.appending("languageDefaults").appending($0.key.description), $0.key)
        }
        for (path, tag) in named where !tag.language.isRegistered {
            warnings.append(
                .unknownLanguage(path: path, tag: tag, nearest: tag.language.nearestRegistered.map(\.description)))
        }
        let approved = Set(index.approvedScriptFallbacks)
        var crossing: Set<LanguageTag> = []
        // A key of no known script (an unknown language: `qq-ZZ`) is reported as unknown.
        for alias in index.aliases
        where alias.match.script != 0 && alias.match.script != entries[alias.target].key.script {
            crossing.insert(alias.key)
            let target = index.tags[alias.target]
            warnings.append(
                approved.contains(alias.key)
                    ? .aliasCrossesScripts(key: alias.key, target: target)
                    : .unapprovedScriptFallback(key: alias.key, target: target))
        }
        for key in index.approvedScriptFallbacks where !crossing.contains(key) {
            warnings.append(.approvalWithoutScriptFallback(key))
        }
        return warnings
    }
}
