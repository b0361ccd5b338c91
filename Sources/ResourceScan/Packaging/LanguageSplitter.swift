internal import PlatformModels

/// How bundletool splits a module's resources by language (`LanguageResourcesSplitter`, with
/// `ModuleSplitter`'s pinning): each config value goes to the split of its language
/// (``SplitLanguage``), so `config.fr` holds `fr` and `fr-CA`; the default configuration and
/// every non-resource entry stay in the master (base) APK; a resource pinned to the master
/// (BundleConfig's `master_resources`, or reachable from the manifest, such as
/// `android:label`, and without a default value) stays there with all its values; a split
/// that pinning leaves empty is not made. With `bundle { language { enableSplit = false } }`
/// there is one master holding every language.
///
/// ```swift
/// let splits = LanguageSplitter().split([.init(name: "string/hello", locales: ["", "fr", "fr-CA", "de"])])
/// splits.map(\.id)   // ["base", "config.fr", "config.de"]
/// ```
struct LanguageSplitter: Sendable {
    /// One resource entry: its values' locales (BCP 47, as `resources.pb` has them; `""` for
    /// the default), and what pins it to the master.
    struct Resource: Hashable, Sendable {
        var name: String
        var locales: [String]
        /// Named in BundleConfig's `master_resources`.
        var pinnedByConfig = false
        /// Reachable from the manifest (`@string/app_name` of `android:label`).
        var manifestReachable = false

        /// Whether bundletool keeps the whole entry in the master.
        var isPinned: Bool { pinnedByConfig || (manifestReachable && !locales.contains("")) }
    }

    /// One APK of the split module.
    struct Split: Hashable, Sendable {
        /// `base` for the master; `config.fr`; `feature.config.fr` in a feature module.
        let id: String
        let targeting: LanguageTargeting
        /// Each resource in it and the locales of its values there.
        let resources: [String: [String]]
        /// Whether it holds the module's non-resource entries (code, assets, manifest).
        let hasNonResourceEntries: Bool
    }

    /// `bundle { language { enableSplit } }`.
    var enableSplit = true
    /// The feature module's name; nil for the base module.
    var module: String?

    func split(_ resources: [Resource], hasNonResourceEntries: Bool = true) -> [Split] {
        let prefix = module.map { "\($0)." } ?? ""
        let master = prefix.isEmpty ? "base" : "\(prefix)master"
        guard enableSplit else {
            let all = Dictionary(resources.map { ($0.name, $0.locales) }, uniquingKeysWith: +)
            return [
                Split(id: master, targeting: .untargeted, resources: all, hasNonResourceEntries: hasNonResourceEntries)
            ]
        }
        // One pass over the values: each locale's language found once, each value put in the
        // table of its language (a pinned resource's values all in the master's).
        var languageOfLocale: [String: String] = [:]
        var languages: [String] = []
        var tables: [String: [String: [String]]] = [:]
        for resource in resources {
            for locale in resource.locales {
                let language = languageOfLocale[locale] ?? SplitLanguage.of(locale)
                if languageOfLocale.updateValue(language, forKey: locale) == nil, !languages.contains(language) {
                    languages.append(language)
                }
                if !resource.isPinned { tables[language, default: [:]][resource.name, default: []].append(locale) }
            }
            if resource.isPinned { tables["", default: [:]][resource.name, default: []] += resource.locales }
        }
        var splits: [Split] = []
        for language in languages {
            guard let table = tables[language], !table.isEmpty else { continue }
            splits.append(
                Split(
                    id: language.isEmpty ? master : "\(prefix)config.\(language)",
                    targeting: language.isEmpty ? .untargeted : LanguageTargeting(values: [language]), resources: table,
                    hasNonResourceEntries: language.isEmpty && hasNonResourceEntries))
        }
        if !languages.contains("") {
            let pinned = tables[""] ?? [:]
            if hasNonResourceEntries || !pinned.isEmpty {
                splits.insert(
                    Split(
                        id: master, targeting: .untargeted, resources: pinned,
                        hasNonResourceEntries: hasNonResourceEntries),
                    at: 0)
            }
        }
        return splits
    }
}
