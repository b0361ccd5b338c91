internal import LanguageTags
internal import PlatformModels

/// What the names of an app's `values*` folders and its build say, policy aside: names aapt2
/// cannot read, folders of other qualifiers, names of no app language, folders without strings,
/// two folders for one locale and folders their own locale never loads (by the Android model),
/// filter entries aapt2 refuses, resources aapt2 removes, and folders it refuses.
enum AndroidNameFindings {
    static func findings(for android: AndroidResources) -> [ScanFinding] {
        let locales = android.locales
        let removed = android.removedWithoutDefault
        let unreadable = UnreadableFile.all(in: android.notes)
        var findings: [ScanFinding] = []
        for locale in locales {
            let resource = locale.resource
            let path = locale.paths.first
            if let unknown = ScanFinding(unknownLanguageOf: locale) { findings.append(unknown) }
            switch resource.kind {
            case .unreadable:
                findings.append(
                    ScanFinding(.error, .unreadableFolderName, resource.note ?? resource.folder, path: path))
            case .undetermined, .privateUse:
                findings.append(
                    ScanFinding(
                        .warning, .notAnAppLanguage,
                        "\(resource.folder): \(resource.note ?? ""); it ships in the APK (and in a generated locale "
                            + "config, which would offer it in the system's language settings)", path: path))
            case .pseudoLocale:
                findings.append(
                    ScanFinding(
                        .note, .notAnAppLanguage,
                        "\(resource.folder): \(resource.note ?? ""); the build makes it with pseudoLocalesEnabled",
                        path: path))
            // A folder whose strings the scan could not read has its error (unreadable-file).
            case .locale where locale.entries == 0 && !locale.contains(any: unreadable):
                findings.append(
                    ScanFinding(
                        .warning, .emptyLocale,
                        "\(resource.folder) has no strings: a device set to \(resource.locale?.description ?? "it") gets "
                            + "every string from another folder", path: path))
            case .locale, .base, .defaultResources, .configuration: break
            }
        }
        for configuration in android.configurations where configuration.entries > 0 {
            findings.append(
                ScanFinding(
                    .note, .configurationFolder,
                    "\(configuration.resource.folder): \(configuration.resource.note ?? "")",
                    path: configuration.paths.first))
        }
        findings += AndroidModelFindings.findings(locales)
        findings += filterFindings(android.gradleFiles, AndroidLocaleFilters(android.localeFilters))
        if !removed.isEmpty {
            let listed = removed.prefix(8).joined(separator: ", ") + (removed.count > 8 ? ", …" : "")
            findings.append(
                ScanFinding(
                    .warning, .removedWithoutDefault,
                    "aapt2 removes \(removed.count) \(removed.count == 1 ? "resource" : "resources") without a value in "
                        + "values/ that a locale folder defines (\"removing resource … without required default value\"): "
                        + "\(listed); no device ever gets them: add them to values/ or delete them",
                    path: android.resourceDirectories.first))
        }
        for folder in android.unknownResourceFolders {
            findings.append(
                ScanFinding(
                    .error, .unknownResourceFolder,
                    "\(folder): aapt2 refuses it (\"invalid file path\"), the build fails: a resource folder is a type "
                        + "aapt2 knows (values, drawable, layout, xml, …), lower-case, then qualifiers after -",
                    path: folder))
        }
        return findings
    }

    /// Entries aapt2 refuses (the build fails) and densities it ignores, each with its file.
    private static func filterFindings(_ files: [AndroidResources.GradleFile], _ filters: AndroidLocaleFilters)
        -> [ScanFinding]
    {
        func file(of entry: String) -> AndroidResources.GradleFile? {
            files.first {
                ($0.settings.localeFilters + $0.settings.resourceConfigurations).contains { $0.contains(entry) }
            }
        }
        var findings: [ScanFinding] = []
        for entry in filters.rejected {
            let source = file(of: entry)
            let place = source.map { "\($0.path):\($0.settings.filterLine ?? 1): " } ?? ""
            let fix = AndroidLocaleFilters.qualifierSpelling(of: entry).map { "; write \($0)" } ?? ""
            findings.append(
                ScanFinding(
                    .error, .unreadableLocaleFilter,
                    "\(place)aapt2 refuses the locale filter \(entry) (\"invalid config '\(entry)' for -c option\"): the "
                        + "build fails; filters are folder qualifiers (en-rUS, b+es+419) or en_US\(fix)",
                    path: source?.path, line: source.map { $0.settings.filterLine ?? 1 }))
        }
        for entry in filters.densities {
            let source = file(of: entry)
            findings.append(
                ScanFinding(
                    .note, .unreadableLocaleFilter,
                    "\(source.map { "\($0.path): " } ?? "")\(entry) names a density: the Android Gradle plugin passes it as "
                        + "--preferred-density, and it filters no locale", path: source?.path))
        }
        return findings
    }
}
