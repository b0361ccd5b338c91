internal import LanguageTags
internal import PlatformModels

/// Reading one Android section's files for ``AndroidResources``: the language of `values/`,
/// the locale config, each folder's keys (files read one at a time), and which resources each
/// folder has a value for (for aapt2's removal of resources without a default).
struct AndroidReading {
    let directories: [ResourceTree.ResourceDirectory]
    let options: InventoryOptions
    var findings: [ScanFinding] = []
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
            guard let text = ResourceFiles.text(path, findings: &findings),
                let value = ResourcesProperties(text: text).unqualifiedResLocale
            else { continue }
            guard let tag = LanguageTag(value) else {
                findings.append(
                    ScanFinding(
                        .error, .developmentLanguage, "\(path): unqualifiedResLocale \(value) is not a BCP 47 tag",
                        path: path))
                continue
            }
            if let first = declared, first.tag != tag {
                findings.append(
                    ScanFinding(
                        .error, .developmentLanguage,
                        "\(path) says values/ is \(tag), \(first.path) \(first.tag): the Android Gradle plugin refuses "
                            + "different unqualifiedResLocale values", path: path))
            } else if declared == nil {
                declared = (path, tag)
            }
        }
        if let declared { return DevelopmentLanguage(tag: declared.tag, source: .unqualifiedResLocale) }
        findings.append(
            ScanFinding(
                generates ? .error : .note, .developmentLanguage,
                "no resources.properties declares the language of values/ (unqualifiedResLocale): taken to be \(assumed)"
                    + (generates ? "; generateLocaleConfig needs it" : ""),
                path: nil))
        return DevelopmentLanguage(tag: assumed, source: .assumed)
    }

    /// The locale config the main manifest names (`android:localeConfig="@xml/NAME"`), read
    /// from `res/xml/NAME.xml`; without a manifest, `res/xml/locales_config.xml`.
    mutating func localeConfig(manifests: [String]) -> (manifest: String?, path: String?, file: LocaleConfigFile?) {
        let conventional = directories.lazy.compactMap { $0.xmlFiles["locales_config"] }.first
        guard let manifest = manifests.first else {
            guard let conventional else { return (nil, nil, nil) }
            findings.append(
                ScanFinding(
                    .note, .localeConfigFile,
                    "no AndroidManifest.xml in the scanned directories: \(conventional) is taken to be the locale config "
                        + "its android:localeConfig names", path: conventional))
            return (
                nil, conventional, ResourceFiles.read(conventional, findings: &findings, LocaleConfigFile.init(bytes:))
            )
        }
        let named = ResourceFiles.read(manifest, findings: &findings, AndroidManifestFile.init(bytes:))
        guard let name = named?.localeConfig else {
            if let conventional {
                findings.append(
                    ScanFinding(
                        .warning, .localeConfigFile,
                        "\(conventional) is no locale config: \(manifest) names none (android:localeConfig), so Android "
                            + "never reads it; add android:localeConfig=\"@xml/locales_config\" to <application>",
                        path: conventional))
            }
            return (manifest, nil, nil)
        }
        guard let path = directories.lazy.compactMap({ $0.xmlFiles[name] }).first else {
            findings.append(
                ScanFinding(
                    .error, .localeConfigFile,
                    "\(manifest):\(named?.localeConfigLine ?? 1): android:localeConfig names @xml/\(name), which no res/xml "
                        + "folder has: the build fails", path: manifest))
            return (manifest, nil, nil)
        }
        if let conventional, conventional != path {
            findings.append(
                ScanFinding(
                    .warning, .localeConfigFile,
                    "\(conventional) is not the locale config: \(manifest) names @xml/\(name) (\(path)), the file Android "
                        + "reads", path: conventional))
        }
        return (manifest, path, ResourceFiles.read(path, findings: &findings, LocaleConfigFile.init(bytes:)))
    }
}
