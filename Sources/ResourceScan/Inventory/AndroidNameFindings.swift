import LanguageTags
import PlatformSelection

/// What the names of an app's `values*` folders say, policy aside: names aapt2 cannot read,
/// folders of other qualifiers, names of no app language, folders without strings, two
/// folders for one locale and folders their own locale never loads (by the Android model),
/// and locale filters that name no locale.
enum AndroidNameFindings {
    static func findings(for locales: [ScannedLocale], gradleFiles: [AndroidResources.GradleFile]) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        for locale in locales {
            let resource = locale.resource
            let path = locale.paths.first
            switch resource.kind {
            case .unreadable:
                findings.append(
                    ScanFinding(.error, .unreadableFolderName, resource.note ?? resource.folder, path: path))
            case .configuration:
                findings.append(
                    ScanFinding(.note, .configurationFolder, "\(resource.folder): \(resource.note ?? "")", path: path))
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
            case .locale where locale.counts.keys == 0:
                findings.append(
                    ScanFinding(
                        .warning, .emptyLocale,
                        "\(resource.folder) has no strings: a device set to \(resource.locale!) gets every string from "
                            + "another folder", path: path))
            case .locale, .base, .defaultResources: break
            }
        }
        findings += modelFindings(locales)
        for file in gradleFiles {
            for entry in AndroidLocaleFilters(file.settings.localeFilters + file.settings.resourceConfigurations)
                .rejected
            {
                findings.append(
                    ScanFinding(
                        .warning, .unreadableLocaleFilter,
                        "\(file.path): the locale filter \(entry) is neither a folder qualifier nor a BCP 47 tag",
                        path: file.path))
            }
        }
        return findings
    }

    /// Folders of one locale, and folders a device set to their own locale never loads, by
    /// the Android model of the folders that have strings.
    private static func modelFindings(_ locales: [ScannedLocale]) -> [ScanFinding] {
        let loadable = locales.filter { $0.counts.keys > 0 || $0.resource.kind == .defaultResources }
        let folders = loadable.compactMap { try? AndroidResourceFolder(parsing: $0.resource.folder) }
            .filter { $0.otherQualifiers.isEmpty }
        let matcher = AndroidFolderMatcher(folders: folders)
        var findings: [ScanFinding] = []
        var reported: Set<String> = []
        for locale in loadable where locale.resource.kind == .locale {
            let resource = locale.resource
            let canonical = resource.canonical!
            let choice = matcher.folderChoice(for: AndroidLocale(deviceLocale: canonical))
            guard let chosen = choice.folder, chosen.name != resource.folder,
                let chosenTag = loadable.first(where: { $0.resource.folder == chosen.name })?.resource.locale
            else { continue }
            if chosenTag.canonicalized() == canonical {
                guard reported.insert(canonical.description).inserted else { continue }
                findings.append(
                    ScanFinding(
                        .warning, .duplicateLocale,
                        "\(resource.folder) and \(chosen.name) are one locale, \(canonical): a device set to "
                            + "\(canonical) loads \(choice)", path: locale.paths.first))
            } else if !LocaleRelation.isSame(chosenTag, as: canonical) {
                findings.append(
                    ScanFinding(
                        .warning, .neverLoaded,
                        "\(resource.folder) is never loaded for \(canonical): a device set to it gets \(choice)",
                        path: locale.paths.first))
            }
        }
        return findings
    }
}
