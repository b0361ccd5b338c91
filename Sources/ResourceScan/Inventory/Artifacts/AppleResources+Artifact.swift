internal import LanguageTags
internal import PlatformModels

extension AppleResources {
    /// A built bundle as a report section, counted as the sources are (<doc:Counting>): its
    /// localizations as CFBundle lists them (``BuiltAppleBundle/bundleLocalizations``: the
    /// `Info.plist`'s `CFBundleLocalizations`, each `.lproj` folder, and the development region
    /// when `Base.lproj` is there), each with the keys of its compiled tables; the development
    /// language is `CFBundleDevelopmentRegion`. A raw String Catalog in the bundle is an error,
    /// a table outside every `.lproj` a warning.
    init(built bundle: BuiltAppleBundle, artifact: ScannedArtifact, assumed: LanguageTag, problems: [String]) {
        let place = bundle.path.isEmpty ? artifact.name : "\(artifact.name)!\(bundle.path)"
        var notes = problems.map { ReadingNote.unreadableArtifactPart(artifact: place, problem: $0) }
        let development: DevelopmentLanguage
        if let region = bundle.developmentRegion, let tag = ResourceLocale(appleLocalization: region).locale {
            development = DevelopmentLanguage(tag: tag, source: .bundleDevelopmentRegion)
        } else {
            development = DevelopmentLanguage(tag: assumed, source: .assumed)
            notes.append(.bundleDevelopmentRegion(place: place, region: bundle.developmentRegion, assumed: assumed))
        }
        func tablePath(_ localization: BuiltAppleBundle.Localization) -> String {
            let file = localization.tables.first?.files.first ?? "\(localization.name).lproj"
            return "\(artifact.name)!\(file)"
        }
        func keys(_ localization: BuiltAppleBundle.Localization?) -> KeyTable {
            var table = KeyTable()
            for source in localization?.tables ?? [] {
                for key in source.keys { table.add(source.name, key, forms: source.pluralForms[key] ?? []) }
            }
            return table
        }
        let folders = Dictionary(bundle.localizations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let developmentCanonical = development.tag.canonicalized()
        var reference = KeyTable()
        var hasReference = false
        for localization in bundle.localizations
        where localization.name == "Base" || localization.resource.canonical == developmentCanonical {
            hasReference = hasReference || !localization.tables.isEmpty
            for table in localization.tables {
                for key in table.keys { reference.add(table.name, key, forms: table.pluralForms[key] ?? []) }
            }
        }

        var locales: [ScannedLocale] = []
        for entry in bundle.bundleLocalizations {
            let folder = folders[entry.name]
            let resource: ResourceLocale
            var paths: [String]
            var table: KeyTable
            switch entry.source {
            case .folder:
                resource = ResourceLocale(appleLocalization: entry.name)
                paths = [folder.map(tablePath) ?? "\(place)/\(entry.name).lproj"]
                table = keys(folder)
            case .declared:
                resource = ResourceLocale(appleLocalization: entry.name, folder: entry.name)
                paths = ["\(place)/Info.plist"]
                table = KeyTable()
            case .baseRule:
                let read = ResourceLocale(appleLocalization: entry.name, folder: entry.name)
                resource = ResourceLocale(
                    folder: entry.name, kind: read.kind, locale: read.locale,
                    note: "the development region: CFBundle counts it among the localizations because Base.lproj is "
                        + "there, and finds its strings in Base.lproj")
                paths = [folders["Base"].map(tablePath) ?? "\(place)/Base.lproj"]
                table = keys(folders["Base"])
            }
            var counts = table.counts(against: hasReference ? reference : nil, language: resource.locale)
            if resource.kind == .base {
                counts.reference = nil
                counts.missing = nil
            }
            locales.append(ScannedLocale(resource: resource, counts: counts, paths: paths, entries: table.entries))
        }
        rawStringCatalogs = bundle.stringCatalogs.map { "\(artifact.name)!\($0)" }
        unlocalizedTables = bundle.unlocalizedTables.map { table in
            UnlocalizedTable(path: "\(artifact.name)!\(table.files.first ?? table.name)", keys: table.keys.count)
        }

        let name = bundle.path.isEmpty ? BuiltAppleBundle.stem(artifact.name) : bundle.name
        self.bundle = AppleBundle(name: name, kind: bundle.kind.scanKind, path: place)
        developmentLanguage = development
        projectFile = nil
        knownRegions = nil
        self.locales = locales
        self.notes = notes
        hasDevelopmentStrings = hasReference
        origin = .artifact(artifact.paths.first ?? artifact.name)
    }
}

extension BuiltAppleBundle {
    /// One of the localizations CFBundle lists for the bundle, and why it is one.
    struct BundleLocalization: Hashable, Sendable {
        enum Source: Hashable, Sendable {
            /// A `.lproj` folder.
            case folder
            /// `CFBundleLocalizations` of `Info.plist`, without a folder.
            case declared
            /// The development region, added because `Base.lproj` is there.
            case baseRule
        }

        let name: String
        let source: Source
    }

    /// The localizations CFBundle lists (`CFBundleCopyBundleLocalizations`), in its order:
    /// `CFBundleLocalizations`, then each `.lproj` folder not listed yet, then the development
    /// region when `Base.lproj` is there and no localization is it in some form (Apple's
    /// reading of the name: `en` and `English`, `en-US` and `en_US`).
    var bundleLocalizations: [BundleLocalization] {
        let folders = Set(localizations.map(\.name))
        var result: [BundleLocalization] = []
        for name in declaredLocalizations ?? [] where !name.isEmpty && !result.contains(where: { $0.name == name }) {
            result.append(BundleLocalization(name: name, source: folders.contains(name) ? .folder : .declared))
        }
        for localization in localizations where !result.contains(where: { $0.name == localization.name }) {
            result.append(BundleLocalization(name: localization.name, source: .folder))
        }
        if folders.contains("Base"), let region = developmentRegion, !region.isEmpty {
            let normalized = AppleLocalizationName(region).normalized
            if !result.contains(where: { $0.name == region || AppleLocalizationName($0.name).normalized == normalized })
            {
                result.append(BundleLocalization(name: region, source: .baseRule))
            }
        }
        return result
    }

    /// The bundle's name: its folder's without the extension (`Share` of `Share.appex`).
    var name: String { Self.stem(path.split(separator: "/").last.map(String.init) ?? path) }

    /// A file or folder name without its extension.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

extension BuiltAppleBundle.Kind {
    /// The report section's kind of bundle.
    var scanKind: AppleBundle.Kind {
        switch self {
        case .application: .app
        case .appExtension: .appExtension
        case .framework: .framework
        case .settings: .settingsBundle
        case .resourceBundle: .resourceBundle
        }
    }
}
