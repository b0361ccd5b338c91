internal import LanguageTags
internal import PlatformModels

/// Folders of one locale, and folders a device set to their own locale never loads, by the
/// Android model of the folders that have strings.
enum AndroidModelFindings {
    static func findings(_ locales: [ScannedLocale]) -> [ScanFinding] {
        let loadable = locales.filter { $0.entries > 0 || $0.resource.kind == .defaultResources }
        let folders = loadable.compactMap { try? AndroidResourceFolder(parsing: $0.resource.folder) }
            .filter { $0.otherQualifiers.isEmpty }
        let matcher = AndroidFolderMatcher(folders: folders)
        var findings: [ScanFinding] = []
        var reported: Set<String> = []
        for locale in loadable where locale.resource.kind == .locale {
            let resource = locale.resource
            guard let canonical = resource.canonical else { continue }
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
