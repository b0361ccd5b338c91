/// What the names of an app's Apple localizations say, policy aside: names Apple cannot read,
/// legacy names, names of no app language, localizations without strings, two names for one
/// locale, and a development language without resources.
enum AppleNameFindings {
    static func findings(
        for locales: [ScannedLocale], development: DevelopmentLanguage, hasReference: Bool,
        unreadable: [UnreadableFile]
    ) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        for locale in locales {
            let resource = locale.resource
            let path = locale.paths.first
            if let unknown = ScanFinding(unknownLanguageOf: locale) { findings.append(unknown) }
            switch resource.kind {
            case .unreadable:
                findings.append(
                    ScanFinding(
                        .warning, .unreadableFolderName, "\(resource.folder): \(resource.note ?? "")", path: path))
            case .undetermined, .privateUse:
                findings.append(
                    ScanFinding(
                        .warning, .notAnAppLanguage,
                        "\(resource.folder): \(resource.note ?? ""); it ships in the bundle and Apple lists it among the "
                            + "app's localizations (leave it out of the app target)", path: path))
            case .pseudoLocale:
                findings.append(
                    ScanFinding(.note, .notAnAppLanguage, "\(resource.folder): \(resource.note ?? "")", path: path))
            case .locale:
                if let note = resource.note {
                    findings.append(
                        ScanFinding(
                            .warning, .legacyFolderName,
                            "\(resource.folder): \(note); Xcode names it \(resource.locale!).lproj",
                            path: path))
                }
                // A localization whose strings the scan could not read has its error (unreadable-file).
                if locale.counts.keys == 0 && !locale.contains(any: unreadable) {
                    findings.append(
                        ScanFinding(.warning, .emptyLocale, "\(resource.folder) has no strings", path: path))
                }
            case .base, .defaultResources, .configuration: break
            }
        }
        var byCanonical: [String: [ScannedLocale]] = [:]
        for locale in locales where locale.resource.kind == .locale {
            byCanonical[locale.resource.canonical!.description, default: []].append(locale)
        }
        for (canonical, same) in byCanonical.sorted(by: { $0.key < $1.key }) where same.count > 1 {
            let names = same.map(\.resource.folder).joined(separator: " and ")
            findings.append(
                ScanFinding(
                    .warning, .duplicateLocale,
                    "\(names) are one locale, \(canonical), for Apple: the first in the bundle's list wins every tie",
                    path: same[0].paths.first))
        }
        if !hasReference, locales.contains(where: { $0.paths.contains { $0.hasSuffix(".lproj") } }) {
            findings.append(
                ScanFinding(
                    .warning, .noDevelopmentResources,
                    "no .strings or .stringsdict of the development language \(development.tag) (nor Base.lproj): "
                        + "the .lproj tables' missing keys are not counted", path: nil))
        }
        return findings
    }
}
