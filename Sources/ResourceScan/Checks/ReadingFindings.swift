extension ScanFinding {
    /// What a reading note means for the app: how serious, its code, and the message.
    ///
    /// ```swift
    /// ScanFinding(.unreadableFile(path: "fr.lproj/Localizable.strings", reason: nil)).description
    /// // "error: fr.lproj/Localizable.strings: cannot read the file"
    /// ```
    init(_ note: ReadingNote) {
        switch note {
        case .unreadableFile(let path, let reason):
            self.init(.error, .unreadableFile, "\(path): \(reason ?? "cannot read the file")", path: path)
        case .unreadableArtifactPart(let artifact, let problem):
            self.init(.warning, .unreadableFile, problem, path: artifact)
        case .anotherXcodeProject(let path, let read):
            self.init(.note, .developmentLanguage, "\(path): another Xcode project; \(read)'s is read", path: path)
        case .appleDevelopmentLanguageAssumed(let assumed):
            self.init(
                .note, .developmentLanguage,
                "no Xcode project or String Catalog declares the development language: taken to be \(assumed)",
                path: nil)
        case .catalogSourceLanguage(let path, let source, let development):
            self.init(
                .warning, .developmentLanguage,
                "\(path): the catalog's source language is \(source), the app's development language \(development)",
                path: path)
        case .bundleDevelopmentRegion(let place, let region, let assumed):
            self.init(
                .warning, .developmentLanguage,
                "\(place): "
                    + (region.map { "CFBundleDevelopmentRegion \($0) is no language Apple reads" }
                        ?? "no CFBundleDevelopmentRegion in Info.plist")
                    + ": CFBundle then falls back to en_US and the first localization; taken to be \(assumed)",
                path: place)
        case .outsideTargets(let paths, let project, let app):
            self.init(
                .note, .outsideTargets,
                "\(paths.prefix(3).joined(separator: ", "))\(paths.count > 3 ? " and \(paths.count - 3) more" : ""): "
                    + "no target of \(project ?? "the project") copies \(paths.count == 1 ? "it" : "them"); "
                    + "counted with \(app)", path: paths.first)
        case .androidDefaultLanguageAssumed(let assumed, let generates):
            self.init(
                generates ? .error : .note, .developmentLanguage,
                "no resources.properties declares the language of values/ (unqualifiedResLocale): taken to be \(assumed)"
                    + (generates ? "; generateLocaleConfig needs it" : ""),
                path: nil)
        case .builtDefaultLanguageAssumed(let place, let assumed):
            self.init(
                .note, .developmentLanguage,
                "\(place) does not say which language values/ is in (resources.properties is not built in): taken "
                    + "to be \(assumed)", path: nil)
        case .unqualifiedResLocaleNotATag(let path, let value):
            self.init(
                .error, .developmentLanguage, "\(path): unqualifiedResLocale \(value) is not a BCP 47 tag", path: path)
        case .unqualifiedResLocaleConflict(let path, let tag, let firstPath, let firstTag):
            self.init(
                .error, .developmentLanguage,
                "\(path) says values/ is \(tag), \(firstPath) \(firstTag): the Android Gradle plugin refuses "
                    + "different unqualifiedResLocale values", path: path)
        case .noDefaultValues(let place, let built):
            self.init(
                .warning, .noDevelopmentResources,
                built
                    ? "\(place ?? "the artifact") has no string in its default configuration (values/): the missing keys "
                        + "are not counted"
                    : "no values/ folder: the folders' missing keys are not counted", path: place)
        case .localeConfigAssumed(let path):
            self.init(
                .note, .localeConfigFile,
                "no AndroidManifest.xml in the scanned directories: \(path) is taken to be the locale config "
                    + "its android:localeConfig names", path: path)
        case .localeConfigNotNamed(let path, let manifest):
            self.init(
                .warning, .localeConfigFile,
                "\(path) is no locale config: \(manifest) names none (android:localeConfig), so Android "
                    + "never reads it; add android:localeConfig=\"@xml/locales_config\" to <application>", path: path)
        case .localeConfigMissing(let manifest, let line, let name):
            self.init(
                .error, .localeConfigFile,
                "\(manifest):\(line): android:localeConfig names @xml/\(name), which no res/xml folder has: the build "
                    + "fails", path: manifest)
        case .localeConfigNotTheNamedOne(let path, let manifest, let name, let named):
            self.init(
                .warning, .localeConfigFile,
                "\(path) is not the locale config: \(manifest) names @xml/\(name) (\(named)), the file Android reads",
                path: path)
        case .unresolvedGradleValue(let path, let line, let text):
            self.init(
                .warning, .unresolvedGradleValue,
                "\(path):\(line): \(text): the scan cannot read this value (Gradle computes it), so it does not know "
                    + "every locale the build keeps", path: path, line: line)
        case .unreadAppliedFile(let path, let line, let text, let computed):
            let why = computed ? "names a path only Gradle can compute" : "is not in the scanned directories"
            self.init(
                .warning, .unresolvedGradleValue,
                "\(path):\(line): apply from \(text) \(why): its locale settings are not read", path: path, line: line)
        case .skippedSourceSets(let paths):
            self.init(
                .note, .skippedSourceSet,
                "not counted: \(paths.joined(separator: ", ")), source sets of no release build (tests, debug)",
                path: paths.first)
        case .outsideTheBuild(let paths, let why):
            let reason =
                switch why {
                case .undeclaredSourceSet:
                    "no build type, product flavor or sourceSets entry of the module names \(paths.count == 1 ? "its" : "their") "
                        + "source set, so Gradle never reads \(paths.count == 1 ? "it" : "them"); to ship "
                        + "\(paths.count == 1 ? "it" : "them"), add sourceSets { main { res.srcDirs += … } }"
                case .replaced(let path, let line):
                    "\(path):\(line) replaces the source set's res directories (res.srcDirs = …), so Gradle never reads "
                        + "\(paths.count == 1 ? "it" : "them")"
                case .notIncluded(let settings):
                    "no build file, and \(settings) includes no such module, so Gradle never reads "
                        + "\(paths.count == 1 ? "it" : "them")"
                }
            self.init(
                .note, .skippedSourceSet, "not counted: \(paths.joined(separator: ", ")): \(reason)", path: paths.first)
        }
    }
}

extension AppleResources {
    /// What the bundle's resources say before any policy: what reading met, then what the
    /// localizations' names say (`AppleNameFindings`), then a built bundle's uncompiled
    /// catalogs and unlocalized tables.
    package var findings: [ScanFinding] {
        notes.map(ScanFinding.init)
            + AppleNameFindings.findings(
                for: locales, development: developmentLanguage, hasReference: hasDevelopmentStrings,
                unreadable: UnreadableFile.all(in: notes))
            + rawStringCatalogs.map { catalog in
                ScanFinding(
                    .error, .rawStringCatalog,
                    "\(catalog) is a String Catalog copied into the bundle uncompiled (as a plain swift build copies "
                        + ".xcstrings resources): its translations never load; build with Xcode, whose xcstringstool "
                        + "compiles it into .lproj tables", path: catalog)
            }
            + unlocalizedTables.map { table in
                ScanFinding(
                    .warning, .unlocalizedTable,
                    "\(table.path) lies outside every .lproj: CFBundle looks in the bundle's own resources first, so "
                        + "its \(table.keys) keys show in every language", path: table.path)
            }
    }
}

extension AndroidResources {
    /// What the module's resources say before any policy: what reading met, then what the
    /// folders' names and the build say (`AndroidNameFindings`).
    package var findings: [ScanFinding] {
        notes.map(ScanFinding.init) + AndroidNameFindings.findings(for: self)
    }
}
