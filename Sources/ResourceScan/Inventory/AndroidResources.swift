internal import LanguageTags
internal import PlatformModels

/// An Android app module's resources, as a scan found them, merged with its libraries' as the
/// build merges them: the language of `values/`, each `values*` locale folder (folders of one
/// name in several `res` directories together) with its key counts and whether the build's
/// filters ship it, the folders of other configurations, the locale config the manifest names,
/// and the Gradle build's locale settings.
///
/// ```swift
/// let android = try ResourceInventory(scanning: ["app"]).android!
/// android.module.name                      // ":app"
/// android.defaultLanguage.tag              // en-US (resources.properties)
/// android.locales.map(\.resource.folder)   // ["values", "values-b+sr+Latn", "values-fr", …]
/// android.locales[1].ships                 // false: the filters leave it out
/// ```
package struct AndroidResources: Sendable {
    /// A Gradle file and the locale settings it gives the module.
    package struct GradleFile: Hashable, Sendable {
        /// The file.
        package let path: String
        /// What it sets.
        package let settings: GradleLocaleSettings
    }

    /// The module and the libraries merged into it.
    package let module: AndroidModule
    /// The language of `values/`.
    package let defaultLanguage: DevelopmentLanguage
    /// The `res` directories read.
    package let resourceDirectories: [String]
    /// The `AndroidManifest.xml` read (the main source set's), if any.
    package let manifestPath: String?
    /// The locale config file: the one the manifest names (`android:localeConfig`), else,
    /// without a manifest, `res/xml/locales_config.xml`.
    package let localeConfigPath: String?
    /// Its entries.
    package let localeConfig: LocaleConfigFile?
    /// The Gradle files that give the module locale settings, and what each sets.
    package let gradleFiles: [GradleFile]
    /// The module's own build file (`build.gradle` or `build.gradle.kts`), if the scan read one.
    package let buildFile: String?
    /// The `values*` folders of a locale (and `values/`), by name.
    package let locales: [ScannedLocale]
    /// The `values*` folders of other qualifiers (`values-night`, `values-v21`,
    /// `values-fr-sw600dp`): alternatives for a device configuration, not locales.
    package let configurations: [ScannedLocale]
    /// The locale config the Android Gradle plugin would generate (`generateLocaleConfig`):
    /// `unqualifiedResLocale`, then the locale of each `values-*` folder that has a file, as
    /// `language[-Script][-REGION]`.
    package let generatedLocaleConfig: [String]
    /// The string resources aapt2 removes at link time for want of a default value
    /// (`type/name`: `string/only_at`).
    package let removedWithoutDefault: [String]
    /// Folders of `res/` that are no resource type aapt2 knows (`res/value-fr`), as paths.
    package let unknownResourceFolders: [String]
    /// What reading them met (unreadable files, the language of `values/` assumed…), in order.
    package let notes: [ReadingNote]
    /// Where the section comes from: the sources, or a built artifact.
    package internal(set) var origin = ResourceOrigin.sources
    /// What a built artifact says of its build (nil for sources).
    var built: BuiltSettings?
    /// The folders whose every resource aapt2 removes for want of a default value.
    var foldersEmptiedByRemoval: [String] = []
    /// The resource names the sources leave out of every count (`translatable="false"`,
    /// `tools:ignore="MissingTranslation"`, arrays of references, `donottranslate*.xml`,
    /// development-only tables), for counting an artifact of them alike.
    var uncountedNames: Set<String> = []

    /// Whether a build file sets `generateLocaleConfig = true`.
    package var generatesLocaleConfig: Bool { gradleFiles.contains { $0.settings.generateLocaleConfig == true } }

    /// The `localeFilters` and `resourceConfigurations` entries of the module's Gradle files.
    package var localeFilters: [String] {
        gradleFiles.flatMap { $0.settings.localeFilters + $0.settings.resourceConfigurations }
    }

    /// The files that set ``localeFilters``.
    package var filterFiles: [String] { gradleFiles.filter { $0.settings.filtersLocales }.map(\.path) }

    /// Whether an App Bundle of the module has language splits (`bundle { language {
    /// enableSplit } }`, true unless set to false).
    /// For an artifact, what it is: an App Bundle's `BundleConfig.pb`, a split set's config
    /// splits; an APK has none.
    package var splitsLanguages: Bool {
        built?.languageSplit ?? gradleFiles.compactMap(\.settings.languageSplit).last ?? true
    }

    /// `minSdk`, as the module's Gradle files set it (1, the plugin's default, otherwise); for
    /// an APK, its manifest's `minSdkVersion`.
    package var minSdk: Int { minSdkRead ?? 1 }

    /// `minSdk` as read; nil when nothing the scan read sets it to a number.
    package var minSdkRead: Int? { built?.minSdk ?? gradleFiles.compactMap(\.settings.minSdk).first }

    /// ``splitsLanguages`` as read; nil when the scan read no build file (no Gradle file, no
    /// artifact), where it would be an assumption.
    package var languageSplitsRead: Bool? { built == nil && gradleFiles.isEmpty ? nil : splitsLanguages }

    /// The values the scan did not read (`minSdk`, `languageSplits`), each with why, by name.
    package var notRead: [(name: String, reason: String)] {
        let noBuildFile = built == nil && gradleFiles.isEmpty
        var values: [(name: String, reason: String)] = []
        if languageSplitsRead == nil { values.append(("languageSplits", "no build file read")) }
        if minSdkRead == nil {
            let reason =
                noBuildFile
                ? "no build file read"
                : built != nil ? "the manifest has no minSdkVersion" : "no build file read sets it to a number"
            values.append(("minSdk", reason))
        }
        return values
    }

    /// Reads a section's resources; nil when it has none. Without `resources.properties`,
    /// `values/` is taken to be in `assumedDefaultLanguage`.
    init?(
        section: AndroidProject.Section, assumedDefaultLanguage: LanguageTag, options: InventoryOptions,
        notes projectNotes: [ReadingNote]
    ) {
        let directories = section.resourceDirectories
        guard !directories.isEmpty else { return nil }
        var reading = AndroidReading(directories: directories, options: options)
        reading.notes = projectNotes + section.module.notes + section.libraries.flatMap(\.notes)
        let gradleFiles = section.module.gradleFiles
        let defaultLanguage = reading.defaultLanguage(
            assumed: assumedDefaultLanguage,
            generates: gradleFiles.contains { $0.settings.generateLocaleConfig == true })
        let config = reading.localeConfig(manifests: section.module.manifests)
        let filters = AndroidLocaleFilters(
            gradleFiles.flatMap { $0.settings.localeFilters + $0.settings.resourceConfigurations })
        let (locales, configurations) = reading.folders(
            defaultLanguage: defaultLanguage, filters: filters, flavors: section.module.flavors)
        // Without a minSdk the files give, only the removals aapt2 makes whatever it is: those
        // at the highest version (where every version-qualified folder is a default).
        let minSdk = gradleFiles.compactMap(\.settings.minSdk).first ?? Int.max
        let removed = reading.removedWithoutDefault(minSdk: minSdk)

        self.module = section.description
        self.defaultLanguage = defaultLanguage
        self.resourceDirectories = directories.map(\.path)
        self.manifestPath = config.manifest
        self.localeConfigPath = config.path
        self.localeConfig = config.file
        self.gradleFiles = gradleFiles
        self.buildFile = section.module.buildFile
        self.locales = locales
        self.configurations = configurations
        self.generatedLocaleConfig = reading.generatedConfig(defaultLanguage: defaultLanguage)
        self.removedWithoutDefault = removed
        self.foldersEmptiedByRemoval = reading.foldersEmptied(by: removed)
        self.uncountedNames = reading.uncountedNames
        self.unknownResourceFolders = directories.flatMap { directory in
            directory.otherFolders.map { "\(directory.path)/\($0)" }
        }
        self.notes = reading.notes
    }
}
