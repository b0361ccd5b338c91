import LanguageTags
import PlatformSelection

/// An app's Android resources, as a scan found them: the language of `values/`, each `values*`
/// folder (folders of one name in several `res` directories together, as the merged APK has
/// them) with its key counts, `locales_config.xml`, and the Gradle build's locale settings.
///
/// ```swift
/// let android = try ResourceInventory(scanning: ["app"]).android!
/// android.defaultLanguage.tag              // en-US (resources.properties)
/// android.locales.map(\.resource.folder)   // ["values", "values-b+sr+Latn", "values-fr", …]
/// ```
public struct AndroidResources: Sendable {
    /// A Gradle build file and the locale settings it has.
    public struct GradleFile: Hashable, Sendable {
        /// The build file.
        public let path: String
        /// What it sets.
        public let settings: GradleLocaleSettings
    }

    /// The language of `values/`.
    public let defaultLanguage: DevelopmentLanguage
    /// The `res` directories read.
    public let resourceDirectories: [String]
    /// `res/xml/locales_config.xml`, if there is one.
    public let localeConfigPath: String?
    /// Its entries.
    public let localeConfig: LocaleConfigFile?
    /// The Gradle build files found and their locale settings.
    public let gradleFiles: [GradleFile]
    /// The `values*` folders, by name.
    public let locales: [ScannedLocale]
    /// The locale config the Android Gradle plugin would generate (`generateLocaleConfig`):
    /// `unqualifiedResLocale`, then the locale of each `values-*` folder that has a file, as
    /// `language[-Script][-REGION]`.
    public let generatedLocaleConfig: [String]
    /// What reading them found.
    public let findings: [ScanFinding]

    /// Whether a build file sets `generateLocaleConfig = true`.
    public var generatesLocaleConfig: Bool { gradleFiles.contains { $0.settings.generateLocaleConfig == true } }

    /// The `localeFilters` and `resourceConfigurations` entries of all build files.
    public var localeFilters: [String] {
        gradleFiles.flatMap { $0.settings.localeFilters + $0.settings.resourceConfigurations }
    }

    /// Reads the Android resources of `tree`; nil when it has none. Without
    /// `resources.properties`, `values/` is taken to be in `assumedDefaultLanguage`.
    init?(tree: ResourceTree, assumedDefaultLanguage: LanguageTag) {
        guard !tree.resourceDirectories.isEmpty else { return nil }
        var findings: [ScanFinding] = []
        var gradleFiles: [GradleFile] = []
        for path in tree.gradleFiles {
            guard let text = ResourceFiles.text(path, findings: &findings) else { continue }
            gradleFiles.append(GradleFile(path: path, settings: GradleLocaleSettings(text: text)))
        }
        let defaultLanguage = Self.defaultLanguage(
            tree, assumed: assumedDefaultLanguage,
            generates: gradleFiles.contains { $0.settings.generateLocaleConfig == true },
            findings: &findings)
        var configPath: String?
        var config: LocaleConfigFile?
        for path in tree.resourceDirectories.compactMap(\.localeConfig) where config == nil {
            configPath = path
            config = ResourceFiles.read(path, findings: &findings, LocaleConfigFile.init(bytes:))
        }

        // Folders of one name across res directories are one folder of the merged resources.
        var folders: [String: [ResourceTree.ValuesFolder]] = [:]
        for directory in tree.resourceDirectories {
            for folder in directory.valuesFolders { folders[folder.name, default: []].append(folder) }
        }
        var reference: KeyTable?
        if let defaults = folders["values"] {
            var table = KeyTable()
            for folder in defaults { Self.addKeys(of: folder, to: &table, findings: &findings) }
            table.removeExcluded()
            reference = table
        } else {
            findings.append(
                ScanFinding(
                    .warning, .noDevelopmentResources, "no values/ folder: the folders' missing keys are not counted",
                    path: tree.resourceDirectories[0].path))
        }
        var locales: [ScannedLocale] = []
        for name in folders.keys.sorted() {
            var table = KeyTable()
            for folder in folders[name]! { Self.addKeys(of: folder, to: &table, findings: &findings) }
            let resource = ResourceLocale(androidFolder: name, defaultLanguage: defaultLanguage.tag)
            var counts = table.counts(against: reference, language: resource.locale)
            if resource.kind == .configuration {
                counts.reference = nil
                counts.missing = nil
            }
            locales.append(ScannedLocale(resource: resource, counts: counts, paths: folders[name]!.map(\.path)))
        }
        let generated = Self.generatedConfig(tree, defaultLanguage: defaultLanguage)
        findings += AndroidNameFindings.findings(for: locales, gradleFiles: gradleFiles)

        self.defaultLanguage = defaultLanguage
        self.resourceDirectories = tree.resourceDirectories.map(\.path)
        self.localeConfigPath = configPath
        self.localeConfig = config
        self.gradleFiles = gradleFiles
        self.locales = locales
        self.generatedLocaleConfig = generated
        self.findings = findings
    }

    /// `unqualifiedResLocale` of `resources.properties`, else `assumed`.
    private static func defaultLanguage(
        _ tree: ResourceTree, assumed: LanguageTag, generates: Bool, findings: inout [ScanFinding]
    ) -> DevelopmentLanguage {
        var declared: (path: String, tag: LanguageTag)?
        for path in tree.resourceDirectories.compactMap(\.resourcesProperties) {
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

    /// The entries the Android Gradle plugin writes for `tree`: the default language, then
    /// each non-empty `values-*` folder's locale, in folder order, without repeats.
    private static func generatedConfig(_ tree: ResourceTree, defaultLanguage: DevelopmentLanguage) -> [String] {
        var entries = defaultLanguage.source == .unqualifiedResLocale ? [defaultLanguage.tag.description] : []
        for directory in tree.resourceDirectories {
            for folder in directory.valuesFolders where folder.hasFiles && folder.name != "values" {
                guard let locale = try? AndroidResourceFolder(parsing: folder.name).locale,
                    let language = locale.language
                else { continue }
                let parts =
                    [language] + [locale.scriptIsExplicit ? locale.script : nil, locale.region].compactMap { $0 }
                let entry = parts.joined(separator: "-")
                if !entries.contains(entry) { entries.append(entry) }
            }
        }
        return entries
    }

    /// The string resources of a folder's XML files (`donottranslate*.xml` aside, as Android
    /// lint leaves them out of translation checks).
    private static func addKeys(
        of folder: ResourceTree.ValuesFolder, to table: inout KeyTable, findings: inout [ScanFinding]
    ) {
        for path in folder.xmlFiles where !path.split(separator: "/").last!.hasPrefix("donottranslate") {
            guard let file = ResourceFiles.read(path, findings: &findings, AndroidValuesFile.init(bytes:)) else {
                continue
            }
            for resource in file.resources {
                if !resource.isTranslatable {
                    table.exclude("", resource.name)
                } else {
                    table.add("", resource.name, forms: resource.quantities)
                }
            }
        }
    }
}
