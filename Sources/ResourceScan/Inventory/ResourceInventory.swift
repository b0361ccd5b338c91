package import LanguageTags

/// An app's localization resources, read from one or more directories, one report section
/// per bundle and per app module: each Apple bundle (the app, an extension, a framework, a
/// Settings bundle, a Swift package's resource bundle: `.lproj` folders, String Catalogs, the
/// Xcode project's languages) and each Android application module with the libraries it
/// depends on (`values*` folders, the locale config its manifest names, `resources.properties`,
/// Gradle settings), each with its locales counted as <doc:Counting> defines.
///
/// Files are read one at a time: memory holds the development language's keys and one
/// file, not the tree.
///
/// ```swift
/// let inventory = try ResourceInventory(scanning: ["ios/MyApp", "android"], assumingDevelopmentLanguage: "en")
/// inventory.appleBundles.map(\.bundle.name)   // ["MyApp", "Settings"]
/// inventory.androidApps.map(\.module.name)    // [":app", ":wear"]
/// let report = inventory.check(against: .example)
/// report.hasErrors                            // true: see report.findings
/// ```
package struct ResourceInventory: Sendable {
    /// The directories scanned, as given.
    package let directories: [String]
    /// One entry per Apple bundle, the app first.
    package let appleBundles: [AppleResources]
    /// One entry per Android application module (with its libraries), then per module no
    /// application includes.
    package let androidApps: [AndroidResources]
    /// The built artifacts read (`ResourceInventory/init(scanning:artifacts:assumingDevelopmentLanguage:developmentOnlyTables:)`):
    /// their sections follow the sources' in ``appleBundles`` and ``androidApps``.
    package internal(set) var artifacts: [ScannedArtifact] = []

    /// The app's own bundle (the first of ``appleBundles``); nil without Apple resources.
    package var apple: AppleResources? { appleBundles.first }
    /// The first Android app module (the first of ``androidApps``); nil without Android resources.
    package var android: AndroidResources? { androidApps.first }

    /// Scans `directories`. Where nothing declares the development language (no Xcode
    /// project or String Catalog, no `resources.properties`), it is taken to be
    /// `assumedDevelopmentLanguage` (for a check, the policy's product default). The tables
    /// named in `developmentOnlyTables` (`Untranslated` for `Untranslated.strings` or
    /// `Untranslated.xcstrings`, `untranslated` for `values/untranslated.xml`) exist in the
    /// development language only, by design: their keys are counted nowhere.
    ///
    /// - Throws: ``ResourceScanError`` for a path that is not a directory, or a directory with
    ///   nothing to scan. Unreadable files inside are noted (``ReadingNote``) and become findings when checked, not errors.
    package init(
        scanning directories: [String], assumingDevelopmentLanguage assumedDevelopmentLanguage: LanguageTag,
        developmentOnlyTables: [String] = []
    ) throws(ResourceScanError) {
        let tree = try ResourceTree(walking: directories)
        if let empty = directories.first(where: { !tree.hasFiles(under: $0) }) { throw .nothingToScan(empty) }
        let options = InventoryOptions(developmentOnlyTables: Set(developmentOnlyTables))
        self.directories = directories
        let name = directories.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "App"
        appleBundles = AppleResources.bundles(
            tree: tree, name: name, assumedDevelopmentLanguage: assumedDevelopmentLanguage, options: options)
        let project = AndroidProject(tree: tree)
        var apps: [AndroidResources] = []
        for (index, section) in project.sections.enumerated() {
            let skipped = tree.skippedSourceSets.filter { $0.hasPrefix(section.module.directory + "/") }
            var notes = index == 0 ? project.notes : []
            if !skipped.isEmpty { notes.append(.skippedSourceSets(skipped)) }
            if let app = AndroidResources(
                section: section, assumedDefaultLanguage: assumedDevelopmentLanguage, options: options, notes: notes)
            {
                apps.append(app)
            }
        }
        androidApps = apps
    }
}

/// Why a scan cannot start.
///
/// ```swift
/// ResourceScanError.nothingToScan("empty").description   // "nothing to scan in empty: …"
/// ```
package enum ResourceScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path given is a file, not a directory.
    case notADirectory(String)
    /// The directory holds no localization resources and no Android build (or does not exist).
    case nothingToScan(String)

    /// The error in words, with the path.
    package var description: String {
        switch self {
        case .notADirectory(let path): "\(path): not a directory"
        case .nothingToScan(let path):
            "nothing to scan in \(path): no .lproj folder, String Catalog, Xcode project, Android res directory or "
                + "Gradle build there (or no such directory)"
        }
    }
}
