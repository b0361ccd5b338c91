internal import LanguageTags
internal import PlatformModels

/// One Apple bundle's resources, as a scan found them: the bundle, its development language,
/// the project's `knownRegions` (for the app), and each localization (`.lproj` folders and
/// String Catalog languages of one name together, as the built bundle has them: a catalog's
/// `pt-BR` builds into `pt-BR.lproj`) with its key counts. Two names of one locale (`pt-PT`
/// and `pt_PT`) are two folders in the bundle, and two rows.
///
/// ```swift
/// let apple = try ResourceInventory(scanning: ["MyApp"], assumingDevelopmentLanguage: "en").apple!
/// apple.bundle.kind                     // .app
/// apple.developmentLanguage.tag         // en
/// apple.locales.map(\.resource.folder)  // ["Base.lproj", "de.lproj", "en.lproj", "es", …]
/// ```
package struct AppleResources: Sendable {
    /// The bundle.
    package let bundle: AppleBundle
    /// The development language.
    package let developmentLanguage: DevelopmentLanguage
    /// The `project.pbxproj` read, if any.
    package let projectFile: String?
    /// Its `knownRegions`, as written; nil without a project file, and for bundles other than
    /// the app.
    package let knownRegions: [String]?
    /// The localizations, by folder name.
    package let locales: [ScannedLocale]
    /// What reading them met (unreadable files, the development language assumed…), in order.
    package let notes: [ReadingNote]
    /// Whether the development language (or `Base.lproj`) has strings to count the others
    /// against.
    package let hasDevelopmentStrings: Bool
    /// A built bundle's String Catalogs copied in uncompiled (`name.app!path`).
    package internal(set) var rawStringCatalogs: [String] = []
    /// A built bundle's tables outside every `.lproj` (`name.app!path`) and their key counts.
    package internal(set) var unlocalizedTables: [UnlocalizedTable] = []

    /// A compiled table outside every `.lproj` of a built bundle.
    package struct UnlocalizedTable: Hashable, Sendable {
        /// Where it is (`name.app!path`).
        package let path: String
        /// How many keys it has.
        package let keys: Int
    }
    /// Where the section comes from: the sources, or a built artifact.
    package internal(set) var origin = ResourceOrigin.sources

    /// A localization name and its folders and catalog languages.
    private struct Localization {
        var name: String
        var folders: [ResourceTree.LocalizationFolder] = []
        /// The catalog index and language key of each catalog that has the language.
        var catalogLanguages: [(catalog: Int, language: String)] = []
    }

    /// The bundles of `tree`, the app first; none when it has no Apple resources.
    static func bundles(
        tree: ResourceTree, name: String, assumedDevelopmentLanguage: LanguageTag, options: InventoryOptions
    ) -> [AppleResources] {
        guard !tree.localizationFolders.isEmpty || !tree.catalogs.isEmpty || !tree.projectFiles.isEmpty else {
            return []
        }
        var notes: [ReadingNote] = []
        var project: (path: String, file: XcodeProjectFile)?
        var projectBytes: [UInt8]?
        for path in tree.projectFiles {
            guard let bytes = ResourceFiles.bytes(path, notes: &notes) else { continue }
            let file: XcodeProjectFile
            do {
                file = try XcodeProjectFile(bytes: bytes)
            } catch {
                notes.append(.unreadableFile(path: path, reason: error.description))
                continue
            }
            guard let first = project else {
                (project, projectBytes) = ((path, file), bytes)
                continue
            }
            notes.append(.anotherXcodeProject(path: path, read: first.path))
        }
        let groups = AppleBundles(tree: tree, projectFile: project, projectBytes: projectBytes, name: name)
        var catalogs = AppleCatalogs()
        var result: [AppleResources] = []
        for (index, group) in groups.groups.enumerated() {
            let initial = index == 0 ? notes + groups.notes : []
            result.append(
                AppleResources(
                    group: group, project: project, catalogs: &catalogs, assumed: assumedDevelopmentLanguage,
                    options: options, notes: initial))
        }
        return result
    }

    private init(
        group: AppleBundles.Group, project: (path: String, file: XcodeProjectFile)?,
        catalogs cache: inout AppleCatalogs,
        assumed: LanguageTag, options: InventoryOptions, notes initial: [ReadingNote]
    ) {
        var notes = initial
        let catalogs = group.catalogs.filter { path in
            let name = String(path.split(separator: "/").last ?? "").dropLast(".xcstrings".count)
            return !options.isDevelopmentOnly(String(name))
        }.compactMap { cache.counts($0, notes: &notes) }
        let development = AppleCatalogs.developmentLanguage(
            project: project, package: group.defaultLocalization, catalogs: catalogs, assumed: assumed,
            notes: &notes)

        // One localization per folder name (case aside, as Apple's file systems have it): a
        // catalog's language builds into the folder of its name.
        var localizations: [String: Localization] = [:]
        for folder in group.folders {
            localizations[folder.name.lowercased(), default: Localization(name: folder.name)].folders.append(folder)
        }
        for (index, catalog) in catalogs.enumerated() {
            for language in catalog.languages.keys.sorted() {
                localizations[language.lowercased(), default: Localization(name: language)].catalogLanguages.append(
                    (index, language))
            }
        }

        // The development language's tables (and Base's) are the reference for `.lproj` keys.
        let developmentCanonical = development.tag.canonicalized()
        var reference = KeyTable()
        var hasReference = false
        var texts = AppleTexts(developmentLanguage: development.tag)
        var unused: [TextNote] = []
        for folder in group.folders
        where folder.name == "Base" || ResourceLocale(appleLocalization: folder.name).canonical == developmentCanonical
        {
            hasReference = hasReference || !folder.stringsFiles.isEmpty
            Self.addKeys(
                of: folder, to: &reference, texts: &texts, locale: nil, options: options, notes: &notes,
                textNotes: &unused)
        }
        reference.removeExcluded()

        var locales: [ScannedLocale] = []
        for localization in localizations.values.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            let resource = ResourceLocale(
                appleLocalization: localization.name,
                folder: localization.folders.isEmpty ? localization.name : "\(localization.folders[0].name).lproj")
            var table = KeyTable()
            var textNotes: [TextNote] = []
            for folder in localization.folders {
                Self.addKeys(
                    of: folder, to: &table, texts: &texts, locale: (resource.folder, resource.language),
                    options: options,
                    notes: &notes, textNotes: &textNotes)
            }
            var counts = table.counts(against: hasReference ? reference : nil, language: resource.locale)
            var entries = table.entries
            if resource.kind != .base {
                for (index, catalog) in catalogs.enumerated() {
                    let language = localization.catalogLanguages.first { $0.catalog == index }?.language
                    let catalogCounts = language.flatMap { catalog.languages[$0] }
                    textNotes += language.flatMap { catalog.notes[$0] } ?? []
                    counts =
                        counts
                        + (catalogCounts ?? KeyCounts(keys: 0, reference: catalog.reference, missing: catalog.reference))
                    entries += catalogCounts.map { $0.keys + $0.needsReview + $0.new + $0.stale } ?? 0
                }
            } else {
                counts.reference = nil
                counts.missing = nil
            }
            let paths =
                localization.folders.map(\.path) + localization.catalogLanguages.map { catalogs[$0.catalog].path }
            locales.append(
                ScannedLocale(resource: resource, counts: counts, paths: paths, entries: entries, textNotes: textNotes))
        }

        self.bundle = group.bundle
        self.developmentLanguage = development
        self.projectFile = project?.path
        self.knownRegions = group.bundle.kind == .app ? project?.file.knownRegions : nil
        self.locales = locales
        self.notes = notes
        self.hasDevelopmentStrings = hasReference
    }

    /// The keys of a folder's `.strings` and `.stringsdict` files, by table (development-only
    /// tables aside), and what their texts do: kept as the defaults for the reference folders
    /// (`locale` nil), checked against them for a localization.
    private static func addKeys(
        of folder: ResourceTree.LocalizationFolder, to table: inout KeyTable, texts: inout AppleTexts,
        locale: (folder: String, language: LanguageTag?)?, options: InventoryOptions, notes: inout [ReadingNote],
        textNotes: inout [TextNote]
    ) {
        for path in folder.stringsFiles {
            let name = String(path.split(separator: "/").last ?? "")
            let isDictionary = name.hasSuffix(".stringsdict")
            let tableName = String(name.dropLast(isDictionary ? 12 : 8))
            guard !options.isDevelopmentOnly(tableName) else { continue }
            if isDictionary {
                guard let file = ResourceFiles.read(path, notes: &notes, StringsDictFile.init(bytes:)) else {
                    continue
                }
                for entry in file.entries {
                    table.add(tableName, entry.key, forms: entry.pluralForms)
                    guard let locale else {
                        texts.addDefault(table: tableName, entry: entry)
                        continue
                    }
                    let read = texts.check(
                        table: tableName, entry: entry, path: path, folder: locale.folder, language: locale.language)
                    textNotes += read.notes
                    if read.untranslated { table.markUntranslated(tableName, entry.key) }
                }
            } else {
                guard let file = ResourceFiles.read(path, notes: &notes, StringsFile.init(bytes:)) else {
                    continue
                }
                for entry in file.entries {
                    table.add(tableName, entry.key)
                    guard let locale else {
                        texts.addDefault(table: tableName, entry: entry)
                        continue
                    }
                    let read = texts.check(
                        table: tableName, entry: entry, path: path, folder: locale.folder, language: locale.language)
                    textNotes += read.notes
                    if read.untranslated { table.markUntranslated(tableName, entry.key) }
                }
            }
        }
    }
}
