internal import LanguageTags
internal import PlatformModels
internal import TranslationText

extension AndroidReading {
    /// The locale folders (and `values/`) and the folders of other configurations, each counted
    /// against `values/`, locale folders marked with whether `filters` ship them; `flavors`, the
    /// product flavors the build declares (nil: unknown), decide which keys no variant counts.
    mutating func folders(defaultLanguage: DevelopmentLanguage, filters: AndroidLocaleFilters, flavors: [String]?) -> (
        locales: [ScannedLocale], configurations: [ScannedLocale]
    ) {
        // Folders of one name across res directories are one folder of the merged resources.
        var folders: [String: [ResourceTree.ValuesFolder]] = [:]
        var sourceSets: [String: String] = [:]
        for directory in directories {
            for folder in directory.valuesFolders {
                folders[folder.name, default: []].append(folder)
                sourceSets[folder.path] = directory.sourceSet
            }
        }
        var reference: KeyTable?
        var texts = AndroidTexts(developmentLanguage: defaultLanguage.tag)
        var defaultNotes: [TextNote] = []
        if let defaults = folders["values"] {
            var table = KeyTable()
            var variants: VariantExclusions? = VariantExclusions(flavors: flavors)
            for folder in defaults {
                addKeys(
                    of: folder, to: &table, variants: &variants, sourceSet: sourceSets[folder.path] ?? "main",
                    texts: &texts, language: defaultLanguage.tag, notes: &defaultNotes)
            }
            for (type, name) in variants?.excludedInEveryVariant ?? [] {
                table.exclude(type, name)
                uncountedNames.insert(name)
            }
            table.removeExcluded()
            reference = table
        } else {
            notes.append(.noDefaultValues(place: directories.first?.path, built: false))
        }
        var locales: [ScannedLocale] = []
        var configurations: [ScannedLocale] = []
        for name in folders.keys.sorted() {
            var table = KeyTable()
            let group = folders[name] ?? []
            let resource = ResourceLocale(androidFolder: name, defaultLanguage: defaultLanguage.tag)
            var textNotes = name == "values" ? defaultNotes : []
            if name != "values" {
                for folder in group {
                    var unrecorded: VariantExclusions?
                    addKeys(
                        of: folder, to: &table, variants: &unrecorded, sourceSet: "", texts: &texts,
                        language: resource.language, notes: &textNotes)
                }
            }
            var counts =
                name == "values"
                ? (reference ?? table).counts(against: reference)
                : table.counts(
                    against: reference, language: resource.locale)
            let entries = name == "values" ? reference?.entries ?? 0 : table.entries
            let paths = group.map(\.path)
            if resource.kind == .configuration {
                counts.reference = nil
                counts.missing = nil
                configurations.append(
                    ScannedLocale(
                        resource: resource, counts: counts, paths: paths, entries: entries, textNotes: textNotes))
                continue
            }
            let ships = (try? AndroidResourceFolder(parsing: name)).map(filters.keeps) ?? true
            locales.append(
                ScannedLocale(
                    resource: resource, counts: counts, paths: paths, entries: entries, ships: ships,
                    textNotes: textNotes))
        }
        return (locales, configurations)
    }

    /// The resources aapt2 removes for want of a default value (``DefaultValueRemoval``), as
    /// `type/name`, sorted.
    func removedWithoutDefault(minSdk: Int) -> [String] {
        var parsed: [String: AndroidResourceFolder] = [:]
        return membership.keys.sorted().filter { key in
            let folders = (membership[key] ?? []).sorted().compactMap { name -> AndroidResourceFolder? in
                if let folder = parsed[name] { return folder }
                let folder = try? AndroidResourceFolder(parsing: name)
                parsed[name] = folder
                return folder
            }
            let name = String(key.drop { $0 != "/" }.dropFirst())
            return DefaultValueRemoval.removes(folders: folders, isPublic: publicNames.contains(name), minSdk: minSdk)
        }
    }

    /// The entries the Android Gradle plugin writes: the default language, then each
    /// non-empty `values-*` folder's locale, in folder order, without repeats.
    func generatedConfig(defaultLanguage: DevelopmentLanguage) -> [String] {
        var entries = defaultLanguage.source == .unqualifiedResLocale ? [defaultLanguage.tag.description] : []
        for directory in directories {
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

    /// The string resources of a folder's XML files: `donottranslate*.xml` and development-only
    /// tables aside (as Android lint leaves them out), untranslatable ones and arrays of
    /// references excluded from every count. With `variants` (reading `values/`), whether each
    /// key is counted is recorded there by `sourceSet`, which decides once every folder is read.
    private mutating func addKeys(
        of folder: ResourceTree.ValuesFolder, to table: inout KeyTable, variants: inout VariantExclusions?,
        sourceSet: String, texts: inout AndroidTexts, language: LanguageTag?, notes textNotes: inout [TextNote]
    ) {
        for path in folder.xmlFiles {
            let file = String(path.split(separator: "/").last ?? "")
            guard let values = ResourceFiles.read(path, notes: &notes, AndroidValuesFile.init(bytes:)) else {
                continue
            }
            publicNames.formUnion(values.publicNames)
            let counted = !file.hasPrefix("donottranslate") && !options.isDevelopmentOnly(String(file.dropLast(4)))
            for resource in values.resources {
                let type = resource.kind == .stringArray ? "array" : resource.kind.rawValue
                membership["\(type)/\(resource.name)", default: []].insert(folder.name)
                let isCounted =
                    counted && resource.isTranslatable && !resource.ignoresMissingTranslation
                    && !resource.isReferenceArray
                // In `values/`, a key one flavor marks untranslatable may ship translatable in another:
                // `variants` decides once every folder is read.
                variants?.record(resource.kind.rawValue, resource.name, counted: isCounted, sourceSet: sourceSet)
                if !isCounted {
                    if variants == nil {
                        table.exclude(resource.kind.rawValue, resource.name)
                        uncountedNames.insert(resource.name)
                    }
                } else {
                    table.add(resource.kind.rawValue, resource.name, forms: resource.quantities)
                    let read = texts.read(resource, path: path, folder: folder.name, language: language)
                    textNotes += read.notes
                    if read.untranslated { table.markUntranslated(resource.kind.rawValue, resource.name) }
                }
            }
        }
    }
}
