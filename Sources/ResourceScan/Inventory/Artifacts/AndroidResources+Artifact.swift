internal import LanguageTags
internal import PlatformModels

extension AndroidResources {
    /// A built Android app as a report section, counted as the sources are (<doc:Counting>):
    /// one row per locale configuration of its resource tables (`values` for the default),
    /// each with the `string`, `plurals` and `array` resources that have a value there, and the
    /// configurations with device qualifiers apart. What only the sources say is not in the
    /// artifact: `values/`'s language (`defaultLanguage`, from the sources or assumed) and the
    /// resources marked not to be translated (`uncounted`, the sources' names, else none).
    init(
        built app: BuiltAndroidApp, artifact: ScannedArtifact, defaultLanguage: DevelopmentLanguage,
        uncounted: Set<String>, notes initial: [ReadingNote]
    ) {
        let place = artifact.name
        func paths(_ configuration: BuiltAndroidApp.Configuration) -> [String] {
            switch app.kind {
            case .apk: return ["\(place)!resources.arsc"]
            case .splitAPKs: return configuration.parts.map { "\($0).apk" }
            case .appBundle: return configuration.parts.map { "\(place)!\($0)/resources.pb" }
            }
        }
        var texts = AndroidTexts(developmentLanguage: defaultLanguage.tag)
        /// The keys of a configuration, and what its texts do (the default's kept as defaults).
        func table(_ configuration: BuiltAndroidApp.Configuration, language: LanguageTag?) -> (KeyTable, [TextNote]) {
            var table = KeyTable()
            var notes: [TextNote] = []
            let folder = configuration.qualifier.isEmpty ? "values" : configuration.folder
            for resource in configuration.resources {
                if uncounted.contains(resource.name) {
                    table.exclude(resource.kind.rawValue, resource.name)
                } else {
                    table.add(resource.kind.rawValue, resource.name, forms: resource.quantities)
                    guard !configuration.hasDeviceQualifiers else { continue }
                    let read = texts.read(
                        built: resource, path: paths(configuration).first ?? place, folder: folder, language: language)
                    notes += read.notes
                    if read.untranslated { table.markUntranslated(resource.kind.rawValue, resource.name) }
                }
            }
            table.removeExcluded()
            return (table, notes)
        }
        var notes = initial
        let defaults = app.configurations.first { $0.qualifier.isEmpty }
        let reference = defaults.map { table($0, language: nil).0 }
        if defaults == nil { notes.append(.noDefaultValues(place: place, built: true)) }
        var locales: [ScannedLocale] = []
        var configurations: [ScannedLocale] = []
        for configuration in app.configurations {
            let resource = ResourceLocale(androidFolder: configuration.folder, defaultLanguage: defaultLanguage.tag)
            let (keys, textNotes) =
                configuration.qualifier.isEmpty
                ? (reference ?? KeyTable(), []) : table(configuration, language: resource.language)
            var counts =
                configuration.qualifier.isEmpty
                ? keys.counts(against: reference) : keys.counts(against: reference, language: resource.locale)
            if configuration.hasDeviceQualifiers || resource.kind == .configuration {
                counts.reference = nil
                counts.missing = nil
                configurations.append(
                    ScannedLocale(
                        resource: resource, counts: counts, paths: paths(configuration), entries: keys.entries))
            } else {
                locales.append(
                    ScannedLocale(
                        resource: resource, counts: counts, paths: paths(configuration), entries: keys.entries,
                        textNotes: textNotes))
            }
        }
        if defaultLanguage.source == .assumed {
            notes.append(.builtDefaultLanguageAssumed(place: place, assumed: defaultLanguage.tag))
        }
        notes += app.problems.map { .unreadableArtifactPart(artifact: place, problem: $0) }

        let base = app.parts.first
        module = AndroidModule(
            name: app.packageName.isEmpty ? place : app.packageName, path: artifact.paths.first ?? place,
            kind: .application, libraries: [])
        self.defaultLanguage = defaultLanguage
        resourceDirectories = []
        manifestPath = base.map {
            app.kind == .appBundle ? "\(place)!\($0.path)/manifest" : "\($0.path)!AndroidManifest.xml"
        }
        localeConfigPath = base.flatMap { part in part.localeConfigFile.map { "\(part.path)!\($0)" } }
        localeConfig = base?.localeConfigLocales.map(LocaleConfigFile.init(names:))
        gradleFiles = []
        buildFile = nil
        self.locales = locales
        self.configurations = configurations
        generatedLocaleConfig = []
        removedWithoutDefault = []
        unknownResourceFolders = []
        self.notes = notes
        origin = .artifact(artifact.paths.first ?? place)
        built = BuiltSettings(
            languageSplit: app.splitsLanguages, minSdk: base?.minSdk)
        uncountedNames = uncounted
    }
}

extension BuiltAndroidApp {
    /// Whether a device gets only some of the app's languages: an App Bundle unless its
    /// `BundleConfig.pb` turns language splits off; a split set with a split of a language; never
    /// an APK.
    var splitsLanguages: Bool {
        switch kind {
        case .apk: false
        case .splitAPKs: parts.contains { $0.splitLanguage != nil }
        case .appBundle: bundleConfig?.languageSplit != .disabled
        }
    }
}

extension BuiltAndroidApp.Part {
    /// The language of a config split (`config.fr` → `fr`; `config.fr_fr_rCA` and `targetConfig`
    /// `fr,fr-rCA` → `fr`), as bundletool names them; nil for the base and other splits
    /// (`config.xxhdpi`, `config.arm64_v8a`).
    var splitLanguage: String? {
        guard name.hasPrefix("config.") else { return nil }
        let targets = (targetConfig ?? "").split(separator: ",").map(String.init)
        let candidates = targets.isEmpty ? [String(name.dropFirst("config.".count).prefix { $0 != "_" })] : targets
        for candidate in candidates {
            guard let folder = try? AndroidResourceFolder(qualifiers: candidate), folder.otherQualifiers.isEmpty,
                let locale = folder.locale, let tag = locale.languageTag
            else { continue }
            let language = SplitLanguage.of(tag.description)
            if !language.isEmpty { return language }
        }
        return nil
    }
}

extension LocaleConfigFile {
    /// A locale config of the names read from a built one (lines unknown: 0).
    init(names: [String]) {
        locales = names.map { Entry(name: $0, line: 0) }
        defaultLocale = nil
    }
}
