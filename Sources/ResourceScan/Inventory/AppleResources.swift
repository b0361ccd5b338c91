import LanguageTags
import PlatformSelection

/// An app's Apple resources, as a scan found them: the development language, the project's
/// `knownRegions`, and each localization (`.lproj` folders and String Catalog languages of
/// one name together, as the built bundle has them) with its key counts.
///
/// ```swift
/// let apple = try ResourceInventory(scanning: ["MyApp"]).apple!
/// apple.developmentLanguage.tag         // en
/// apple.locales.map(\.resource.folder)  // ["Base.lproj", "de.lproj", "en.lproj", "es", …]
/// ```
public struct AppleResources: Sendable {
    /// The development language.
    public let developmentLanguage: DevelopmentLanguage
    /// The `project.pbxproj` read, if any.
    public let projectFile: String?
    /// Its `knownRegions`, as written; nil without a project file.
    public let knownRegions: [String]?
    /// The localizations, by folder name.
    public let locales: [ScannedLocale]
    /// What reading them found (unreadable files, names that are no app language…).
    public let findings: [ScanFinding]

    /// A localization name and its folders and catalog languages.
    private struct Localization {
        var name: String
        var folders: [ResourceTree.LocalizationFolder] = []
        /// The catalog index and language key of each catalog that has the language.
        var catalogLanguages: [(catalog: Int, language: String)] = []
    }

    /// A catalog reduced to its counts (the catalog itself is not kept).
    private struct CatalogCounts {
        let path: String
        let sourceLanguage: String
        let reference: Int
        let languages: [String: KeyCounts]
    }

    /// Reads the Apple resources of `tree`; nil when it has none. Without a project file or a
    /// catalog to say it, the development language is `assumedDevelopmentLanguage`.
    init?(tree: ResourceTree, assumedDevelopmentLanguage: LanguageTag) {
        guard !tree.localizationFolders.isEmpty || !tree.catalogs.isEmpty || !tree.projectFiles.isEmpty else {
            return nil
        }
        var findings: [ScanFinding] = []
        var project: (path: String, file: XcodeProjectFile)?
        for path in tree.projectFiles {
            guard let file = ResourceFiles.read(path, findings: &findings, XcodeProjectFile.init(bytes:)) else {
                continue
            }
            guard let first = project else {
                project = (path, file)
                continue
            }
            findings.append(
                ScanFinding(
                    .note, .developmentLanguage, "\(path): another Xcode project; \(first.path)'s is read", path: path))
        }
        var catalogs: [CatalogCounts] = []
        for path in tree.catalogs {
            guard let catalog = ResourceFiles.read(path, findings: &findings, StringCatalog.init(bytes:)) else {
                continue
            }
            catalogs.append(
                CatalogCounts(
                    path: path, sourceLanguage: catalog.sourceLanguage, reference: catalog.referenceCount,
                    languages: Dictionary(uniqueKeysWithValues: catalog.languages.map { ($0, catalog.counts(for: $0)) })
                ))
        }
        let development = Self.developmentLanguage(
            project: project, catalogs: catalogs, assumed: assumedDevelopmentLanguage, findings: &findings)

        // One localization per ICU name: `pt-br.lproj` and a catalog's `pt-BR` build into one.
        var localizations: [String: Localization] = [:]
        func key(_ name: String) -> String {
            let base = AppleLocalizationName(name).baseName
            return base.isEmpty ? name : base
        }
        for folder in tree.localizationFolders {
            localizations[key(folder.name), default: Localization(name: folder.name)].folders.append(folder)
        }
        for (index, catalog) in catalogs.enumerated() {
            for language in catalog.languages.keys.sorted() {
                localizations[key(language), default: Localization(name: language)].catalogLanguages.append(
                    (index, language))
            }
        }

        // The development language's tables (and Base's) are the reference for `.lproj` keys.
        let developmentCanonical = development.tag.canonicalized()
        var reference = KeyTable()
        var hasReference = false
        for folder in tree.localizationFolders
        where folder.name == "Base" || ResourceLocale(appleLocalization: folder.name).canonical == developmentCanonical
        {
            hasReference = hasReference || !folder.stringsFiles.isEmpty
            Self.addKeys(of: folder, to: &reference, findings: &findings)
        }
        reference.removeExcluded()

        var locales: [ScannedLocale] = []
        for localization in localizations.values.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            let resource = ResourceLocale(
                appleLocalization: localization.name,
                folder: localization.folders.isEmpty ? localization.name : "\(localization.name).lproj")
            var table = KeyTable()
            for folder in localization.folders { Self.addKeys(of: folder, to: &table, findings: &findings) }
            var counts = table.counts(against: hasReference ? reference : nil, language: resource.locale)
            if resource.kind != .base {
                for (index, catalog) in catalogs.enumerated() {
                    let language = localization.catalogLanguages.first { $0.catalog == index }?.language
                    counts =
                        counts
                        + (language.flatMap { catalog.languages[$0] }
                            ?? KeyCounts(keys: 0, reference: catalog.reference, missing: catalog.reference))
                }
            } else {
                counts.reference = nil
                counts.missing = nil
            }
            let paths =
                localization.folders.map(\.path) + localization.catalogLanguages.map { catalogs[$0.catalog].path }
            locales.append(ScannedLocale(resource: resource, counts: counts, paths: paths))
        }
        findings += AppleNameFindings.findings(for: locales, development: development, hasReference: hasReference)

        self.developmentLanguage = development
        self.projectFile = project?.path
        self.knownRegions = project?.file.knownRegions
        self.locales = locales
        self.findings = findings
    }

    /// `developmentRegion`, else a catalog's `sourceLanguage`, else `assumed`.
    private static func developmentLanguage(
        project: (path: String, file: XcodeProjectFile)?, catalogs: [CatalogCounts], assumed: LanguageTag,
        findings: inout [ScanFinding]
    ) -> DevelopmentLanguage {
        let region = project?.file.developmentRegion.flatMap { ResourceLocale(appleLocalization: $0).locale }
        let source = catalogs.lazy.compactMap { ResourceLocale(appleLocalization: $0.sourceLanguage).locale }.first
        let language: DevelopmentLanguage
        if let region {
            language = DevelopmentLanguage(tag: region, source: .developmentRegion)
        } else if let source {
            language = DevelopmentLanguage(tag: source, source: .catalogSourceLanguage)
        } else {
            language = DevelopmentLanguage(tag: assumed, source: .assumed)
            findings.append(
                ScanFinding(
                    .note, .developmentLanguage,
                    "no Xcode project or String Catalog declares the development language: taken to be \(assumed)",
                    path: nil))
        }
        for catalog in catalogs {
            let tag = ResourceLocale(appleLocalization: catalog.sourceLanguage).canonical
            if tag != language.tag.canonicalized() {
                findings.append(
                    ScanFinding(
                        .warning, .developmentLanguage,
                        "\(catalog.path): the catalog's source language is \(catalog.sourceLanguage), the app's "
                            + "development language \(language.tag)",
                        path: catalog.path))
            }
        }
        return language
    }

    /// The keys of a folder's `.strings` and `.stringsdict` files, by table.
    private static func addKeys(
        of folder: ResourceTree.LocalizationFolder, to table: inout KeyTable, findings: inout [ScanFinding]
    ) {
        for path in folder.stringsFiles {
            let name = String(path.split(separator: "/").last!)
            if name.hasSuffix(".stringsdict") {
                let tableName = String(name.dropLast(12))
                guard let file = ResourceFiles.read(path, findings: &findings, StringsDictFile.init(bytes:)) else {
                    continue
                }
                for entry in file.entries { table.add(tableName, entry.key, forms: entry.pluralForms) }
            } else {
                let tableName = String(name.dropLast(8))
                guard let file = ResourceFiles.read(path, findings: &findings, StringsFile.init(bytes:)) else {
                    continue
                }
                for entry in file.entries { table.add(tableName, entry.key) }
            }
        }
    }
}
