internal import LanguageTags
internal import PlatformModels

/// Reading one Android section's files for ``AndroidResources``: the language of `values/`,
/// the locale config, each folder's keys (files read one at a time), and which resources each
/// folder has a value for (for aapt2's removal of resources without a default).
struct AndroidReading {
    let directories: [ResourceTree.ResourceDirectory]
    let options: InventoryOptions
    var notes: [ReadingNote] = []
    /// `type/name` → the folders with a value for it.
    var membership: [String: Set<String>] = [:]
    var publicNames: Set<String> = []
    /// The names left out of every count.
    var uncountedNames: Set<String> = []

    init(directories: [ResourceTree.ResourceDirectory], options: InventoryOptions) {
        self.directories = directories
        self.options = options
    }

    /// `unqualifiedResLocale` of `resources.properties`, else `assumed`.
    mutating func defaultLanguage(assumed: LanguageTag, generates: Bool) -> DevelopmentLanguage {
        var declared: (path: String, tag: LanguageTag)?
        for path in directories.compactMap(\.resourcesProperties) {
            guard let text = ResourceFiles.text(path, notes: &notes),
                let value = ResourcesProperties(text: text).unqualifiedResLocale
            else { continue }
            guard let tag = LanguageTag(value) else {
                notes.append(.unqualifiedResLocaleNotATag(path: path, value: value))
                continue
            }
            if let first = declared, first.tag != tag {
                notes.append(
                    .unqualifiedResLocaleConflict(path: path, tag: tag, firstPath: first.path, firstTag: first.tag))
            } else if declared == nil {
                declared = (path, tag)
            }
        }
        if let declared { return DevelopmentLanguage(tag: declared.tag, source: .unqualifiedResLocale) }
        notes.append(.androidDefaultLanguageAssumed(assumed, generatesLocaleConfig: generates))
        return DevelopmentLanguage(tag: assumed, source: .assumed)
    }

    /// The locale config the main manifest names (`android:localeConfig="@xml/NAME"`), read
    /// from `res/xml/NAME.xml`; without a manifest, `res/xml/locales_config.xml`.
    mutating func localeConfig(manifests: [String]) -> (manifest: String?, path: String?, file: LocaleConfigFile?) {
        let conventional = directories.lazy.compactMap { $0.xmlFiles["locales_config"] }.first
        guard let manifest = manifests.first else {
            guard let conventional else { return (nil, nil, nil) }
            notes.append(.localeConfigAssumed(path: conventional))
            return (nil, conventional, ResourceFiles.read(conventional, notes: &notes, LocaleConfigFile.init(bytes:)))
        }
        let named = ResourceFiles.read(manifest, notes: &notes, AndroidManifestFile.init(bytes:))
        guard let name = named?.localeConfig else {
            if let conventional {
                notes.append(.localeConfigNotNamed(path: conventional, manifest: manifest))
            }
            return (manifest, nil, nil)
        }
        guard let path = directories.lazy.compactMap({ $0.xmlFiles[name] }).first else {
            notes.append(.localeConfigMissing(manifest: manifest, line: named?.localeConfigLine ?? 1, name: name))
            return (manifest, nil, nil)
        }
        if let conventional, conventional != path {
            notes.append(
                .localeConfigNotTheNamedOne(path: conventional, manifest: manifest, name: name, named: path))
        }
        return (manifest, path, ResourceFiles.read(path, notes: &notes, LocaleConfigFile.init(bytes:)))
    }
}
