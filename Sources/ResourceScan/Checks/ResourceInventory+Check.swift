package import AppLanguage
internal import LanguageTags
internal import PlatformModels

extension ResourceInventory {
    /// The resources checked against `policy`: every supported locale has resources on each
    /// platform scanned and the platform's own selection loads them for a device set to it;
    /// completeness (with ``ScanOptions/minimumCompleteness``); resources for locales the
    /// policy does not support; Xcode's `knownRegions` and Android's locale config against the
    /// policy and the resources.
    ///
    /// ```swift
    /// let report = try ResourceInventory(scanning: ["app"], assumingDevelopmentLanguage: "en")
    ///     .check(against: .example, options: ScanOptions(minimumCompleteness: 95))
    /// report.hasErrors   // true when a check failed
    /// ```
    package func check(against policy: AppLanguagePolicy, options: ScanOptions = ScanOptions()) -> ScanReport {
        var bundles = appleBundles.map { apple in
            var findings = apple.findings
            var checks = SupportedLocaleCheck(platform: AppleLocaleCheck(apple: apple), options: options).findings(
                for: policy)
            checks += Self.unsupported(apple.locales, policy: policy, options: options)
            // A framework, a Settings bundle or a resource bundle follows the app's language:
            // what it lacks shows in the development language, a warning, not an error.
            if apple.bundle.kind != .app, apple.bundle.kind != .appExtension {
                checks = checks.map {
                    $0.severity == .error ? ScanFinding(.warning, $0.code, $0.message, path: $0.path) : $0
                }
            }
            findings += checks + ScanFinding.texts(of: apple.locales)
            if let regions = apple.knownRegions {
                let entries = regions.filter { $0 != "Base" }.map { text in
                    let resource = ResourceLocale(appleLocalization: text)
                    return LocaleListCheck.Entry(
                        text: text, tag: resource.kind == .unreadable ? nil : resource.locale,
                        modern: AppleLocalizationName(text).isLanguageName ? resource.locale?.description : nil)
                }
                findings += LocaleListCheck(
                    name: "knownRegions", missingCost: "Xcode does not count it among the project's localizations",
                    path: apple.projectFile, entries: entries, resources: Self.resources(apple.locales, default: nil),
                    options: options, exactNames: true
                ).findings(for: policy)
            }
            return findings
        }
        var modules = androidApps.map { android in
            android.findings
                + SupportedLocaleCheck(platform: AndroidLocaleCheck(android: android), options: options).findings(
                    for: policy)
                + LanguageSplitCheck(android: android, options: options).findings(for: policy)
                + Self.unsupported(android.locales, policy: policy, options: options)
                + Self.localeConfigFindings(android, policy: policy, options: options)
                + ScanFinding.texts(of: android.locales)
        }
        let drift = ArtifactDrift(inventory: self, policy: policy).findings()
        for (index, findings) in drift.apple { bundles[index] += findings }
        for (index, findings) in drift.android { modules[index] += findings }
        return ScanReport(inventory: self, bundleFindings: bundles, moduleFindings: modules)
    }

    /// The tags' descriptions, each once, in order.
    private static func distinct(_ tags: [LanguageTag]) -> [String] {
        var seen: Set<String> = []
        return tags.map(\.description).filter { seen.insert($0).inserted }
    }

    /// Locales with strings, and the default language (`values/`) where given.
    private static func resources(_ locales: [ScannedLocale], default language: LanguageTag?) -> [(
        folder: String, tag: LanguageTag
    )] {
        locales.compactMap { locale in
            guard locale.resource.kind == .locale, locale.entries > 0, let tag = locale.resource.locale else {
                return nil
            }
            let folder = locale.resource.folder
            let isFolder = folder.hasSuffix(".lproj") || folder.hasPrefix("values")
            return (isFolder ? folder : "\(folder) of a String Catalog", tag)
        } + (language.map { [("values", $0)] } ?? [])
    }

    /// Resources with strings for a locale the policy does not support.
    private static func unsupported(_ locales: [ScannedLocale], policy: AppLanguagePolicy, options: ScanOptions)
        -> [ScanFinding]
    {
        locales.compactMap { locale in
            guard locale.resource.kind == .locale, locale.entries > 0, let tag = locale.resource.locale,
                !policy.supportedLocales.contains(where: { LocaleRelation.isSame(tag, as: $0) })
            else { return nil }
            return ScanFinding(
                options.unsupportedSeverity, .unsupportedLocale,
                "\(locale.resource.folder): resources for \(tag.canonicalized()), which the policy does not support",
                path: locale.paths.first)
        }
    }

    /// `locales_config.xml`, or the config the Gradle plugin generates, against the policy and
    /// the folders; and a checked-in file against the generated one.
    private static func localeConfigFindings(
        _ android: AndroidResources, policy: AppLanguagePolicy, options: ScanOptions
    ) -> [ScanFinding] {
        let resources = resources(android.locales, default: android.defaultLanguage.tag)
        let cost = "Android's language settings do not offer it"
        guard let config = android.localeConfig, let path = android.localeConfigPath else {
            guard android.generatesLocaleConfig else { return [] }
            let entries = android.generatedLocaleConfig.map {
                LocaleListCheck.Entry(text: $0, tag: LanguageTag($0), modern: nil)
            }
            return LocaleListCheck(
                name: "the generated locale config", missingCost: cost,
                path: android.gradleFiles.first { $0.settings.generateLocaleConfig == true }?.path, entries: entries,
                resources: resources, options: options
            ).findings(for: policy)
        }
        let entries = config.locales.map { LocaleListCheck.Entry(androidName: $0.name) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var findings = LocaleListCheck(
            name: name, missingCost: cost, path: path, entries: entries, resources: resources, options: options
        ).findings(for: policy)
        // A built locale config is what the build made: there is no other to compare it with.
        guard !android.origin.isArtifact else { return findings }
        let listed = entries.compactMap(\.tag)
        let generated = android.generatedLocaleConfig.compactMap { LanguageTag($0) }
        let added = generated.filter { tag in !listed.contains { LocaleRelation.isSame($0, as: tag) } }.map(
            \.description)
        let dropped = Self.distinct(listed.filter { tag in !generated.contains { LocaleRelation.isSame($0, as: tag) } })
        if !added.isEmpty || !dropped.isEmpty || android.generatesLocaleConfig {
            let differences = [
                added.isEmpty ? nil : "list \(added.joined(separator: ", "))",
                dropped.isEmpty ? nil : "leave out \(dropped.joined(separator: ", "))",
            ].compactMap { $0 }
            let text =
                android.generatesLocaleConfig
                ? "the build generates its own locale config (generateLocaleConfig), and \(name) is checked in as well"
                : "the Android Gradle plugin would generate another locale config from the folders "
                    + "and unqualifiedResLocale"
            findings.append(
                ScanFinding(
                    android.generatesLocaleConfig ? .warning : .note, .generatedLocaleConfig,
                    text + (differences.isEmpty ? "" : ": it would " + differences.joined(separator: " and "))
                        + (android.defaultLanguage.source == .assumed
                            ? " (and it needs unqualifiedResLocale in resources.properties)" : ""),
                    path: path))
        }
        return findings
    }
}
