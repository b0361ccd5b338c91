internal import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// The drift between an app's sources and an artifact built from them: each locale of the
/// sources the artifact lacks, with the reason the sources show (the build's locale filters,
/// aapt2's removal of strings without a default, a folder or catalog language without
/// strings, a split APK not among those given, a String Catalog copied uncompiled), and each
/// locale of the artifact the sources lack. A locale the policy supports that the artifact
/// lacks is an error; an explained one it does not support a note, an unexplained one a
/// warning; one the sources lack, a note; one the sources' filters leave out that the artifact
/// holds anyway, a warning (the artifact was built with other filters).
///
/// ```swift
/// // warning: values-de (de) is in the sources (app/src/main/res/values-de) but not in app.apk: …
/// ```
struct ArtifactDrift {
    let inventory: ResourceInventory
    let policy: AppLanguagePolicy

    /// The drift findings of each artifact section, by its index in ``ResourceInventory/appleBundles``
    /// and ``ResourceInventory/androidApps``.
    func findings() -> (apple: [Int: [ScanFinding]], android: [Int: [ScanFinding]]) {
        var android: [Int: [ScanFinding]] = [:]
        let sources = inventory.androidApps.filter { !$0.origin.isArtifact }
        if let source = sources.first(where: { $0.module.kind == .application }) ?? sources.first {
            for (index, built) in inventory.androidApps.enumerated() where built.origin.isArtifact {
                let artifact = inventory.artifacts.first { $0.paths.first == built.module.path }
                android[index] = self.android(source, built, artifact: artifact)
            }
        }
        var apple: [Int: [ScanFinding]] = [:]
        let bundles = inventory.appleBundles.filter { !$0.origin.isArtifact }
        for (index, built) in inventory.appleBundles.enumerated() where built.origin.isArtifact {
            let named = bundles.first {
                $0.bundle.kind == built.bundle.kind && $0.bundle.name.lowercased() == built.bundle.name.lowercased()
            }
            let source = named ?? (built.bundle.kind == .app ? bundles.first { $0.bundle.kind == .app } : nil)
            guard let source else { continue }
            apple[index] = self.apple(source, built)
        }
        return (apple, android)
    }

    private func severity(_ tag: LanguageTag?, explained: Bool) -> ScanFinding.Severity {
        let supported = tag.map { tag in policy.supportedLocales.contains { LocaleRelation.isSame(tag, as: $0) } }
        if supported == true { return .error }
        return explained ? .note : .warning
    }

    /// The locale of a `values*` folder as a key (`""` for `values`); nil for other qualifiers
    /// and names aapt2 cannot read.
    private static func key(_ folder: String) -> String? {
        guard let parsed = try? AndroidResourceFolder(parsing: folder), parsed.otherQualifiers.isEmpty else {
            return nil
        }
        return parsed.locale?.qualifier ?? ""
    }

    private func android(_ source: AndroidResources, _ built: AndroidResources, artifact: ScannedArtifact?)
        -> [ScanFinding]
    {
        let name = artifact?.name ?? built.module.path
        let builtKeys = Set(built.locales.compactMap { Self.key($0.resource.folder) })
        let sourceKeys = Set(source.locales.compactMap { Self.key($0.resource.folder) })
        var splitLanguages: Set<String>?
        if case .android(let app)? = artifact?.contents, app.kind == .splitAPKs {
            splitLanguages = Set(app.parts.compactMap(\.splitLanguage))
        }
        var findings: [ScanFinding] = []
        for locale in source.locales {
            guard let key = Self.key(locale.resource.folder), !builtKeys.contains(key) else { continue }
            let folder = locale.resource.folder
            let tag = locale.resource.locale
            let what =
                "\(folder)\(tag.map { " (\($0))" } ?? "") is in the sources (\(locale.paths.first ?? folder)) "
                + "but not in \(name)"
            let language = tag.map { SplitLanguage.of($0.description) } ?? ""
            if !locale.ships {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftFiltered,
                        "\(what): the build's locale filters leave it out (aapt2 -c \(source.localeFilters.joined(separator: ",")), "
                            + "set in \(source.filterFiles.joined(separator: ", ")))", path: source.filterFiles.first))
            } else if source.foldersEmptiedByRemoval.contains(folder) {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftRemovedWithoutDefault,
                        "\(what): aapt2 removes every one of its strings, none having a default value in values/ "
                            + "(\"removing resource … without required default value\")", path: locale.paths.first))
            } else if locale.entries == 0 {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftEmpty,
                        "\(what): it has no strings, so the build has nothing of it to keep", path: locale.paths.first))
            } else if let splitLanguages, !language.isEmpty, !splitLanguages.contains(language) {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftSplitNotInstalled,
                        "\(what): its strings would be in the split config.\(language), which is not among the APKs "
                            + "read (a device gets it only with \(language) among its system languages)", path: name))
            } else {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: false), .driftMissing,
                        "\(what), for no reason the sources show: is \(name) built from these sources?",
                        path: locale.paths.first))
            }
        }
        for locale in source.locales where !locale.ships {
            guard let key = Self.key(locale.resource.folder), builtKeys.contains(key) else { continue }
            findings.append(
                ScanFinding(
                    .warning, .driftUnfiltered,
                    "\(locale.resource.folder) is left out by the sources' locale filters (aapt2 -c "
                        + "\(source.localeFilters.joined(separator: ",")), set in \(source.filterFiles.joined(separator: ", "))) "
                        + "but \(name) holds it: the artifact was built with other filters (a flavor, a build type, a "
                        + "property on the command line), or the filters are not the ones the scan read",
                    path: source.filterFiles.first))
        }
        for locale in built.locales {
            guard let key = Self.key(locale.resource.folder), !sourceKeys.contains(key), locale.entries > 0 else {
                continue
            }
            findings.append(
                ScanFinding(
                    .note, .driftExtra,
                    "\(locale.resource.folder) is in \(name) but in none of the sources' folders: a library's "
                        + "resources merged by the build, or other sources", path: locale.paths.first))
        }
        return findings
    }

    private func apple(_ source: AppleResources, _ built: AppleResources) -> [ScanFinding] {
        let name = built.bundle.path ?? built.bundle.name
        let builtNames = Set(built.locales.map { $0.appleName.lowercased() })
        let sourceNames = Set(source.locales.map { $0.appleName.lowercased() })
        let rawCatalogs = !built.rawStringCatalogs.isEmpty
        var findings: [ScanFinding] = []
        for locale in source.locales where !builtNames.contains(locale.appleName.lowercased()) {
            let tag = locale.resource.locale
            let what =
                "\(locale.resource.folder)\(tag.map { " (\($0))" } ?? "") is in the sources "
                + "(\(locale.paths.first ?? locale.resource.folder)) but not in \(name)"
            let fromCatalogs = !locale.paths.isEmpty && locale.paths.allSatisfy { $0.hasSuffix(".xcstrings") }
            if fromCatalogs, rawCatalogs {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftUncompiledCatalog,
                        "\(what): its strings are in a String Catalog the bundle holds uncompiled, so no .lproj was made",
                        path: locale.paths.first))
            } else if locale.entries == 0 {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: true), .driftEmpty,
                        "\(what): it has no strings, so the build has no table of it to write", path: locale.paths.first
                    ))
            } else {
                findings.append(
                    ScanFinding(
                        severity(tag, explained: false), .driftMissing,
                        "\(what), for no reason the sources show: is the bundle built from these sources?",
                        path: locale.paths.first))
            }
        }
        for locale in built.locales where !sourceNames.contains(locale.appleName.lowercased()) && locale.entries > 0 {
            findings.append(
                ScanFinding(
                    .note, .driftExtra,
                    "\(locale.resource.folder) is in \(name) but not in the sources", path: locale.paths.first))
        }
        let sourceLanguage = source.developmentLanguage
        if sourceLanguage.source != .assumed, built.developmentLanguage.source != .assumed,
            sourceLanguage.tag.canonicalized() != built.developmentLanguage.tag.canonicalized()
        {
            findings.append(
                ScanFinding(
                    .warning, .driftDevelopmentLanguage,
                    "\(name): CFBundleDevelopmentRegion is \(built.developmentLanguage.tag), the sources' development "
                        + "language \(sourceLanguage.tag) (\(sourceLanguage.source.rawValue)): CFBundle falls back to "
                        + "\(built.developmentLanguage.tag)", path: name))
        }
        return findings
    }
}
