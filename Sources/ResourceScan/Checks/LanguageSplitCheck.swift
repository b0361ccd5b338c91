internal import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// The per-app language problem of App Bundles, reported on the app module where it happens:
/// with language splits on (the default), Play installs the language APKs of a device's
/// **system** languages only (``LanguageSplitMatcher``), so an app that offers several
/// locales in its own language selector (a policy of more than one) leaves a user who picks
/// another with no strings installed for it: Android then shows `values/`. Either fix works:
/// `bundle { language { enableSplit = false } }` (every language in the base APK), or an
/// on-demand install of the language through Play's `SplitInstallManager` before applying
/// the choice.
///
/// ```swift
/// // error: :app: with language splits on, a [fr-CA, en-US] device installs config.en and
/// // config.fr only: a choice of de, es in the app's language selector finds no strings
/// // installed (values-de in config.de, …) and shows values/ (en); …
/// ```
struct LanguageSplitCheck {
    let android: AndroidResources
    let options: ScanOptions

    func findings(for policy: AppLanguagePolicy) -> [ScanFinding] {
        guard android.splitsLanguages, policy.supportedLocales.count > 1,
            android.module.kind == .application || (android.module.kind == .unknown && !android.gradleFiles.isEmpty)
        else { return [] }
        let selection = AndroidSelection(android)
        let device = options.exampleDevice.isEmpty ? [policy.productDefault] : options.exampleDevice
        let matcher = LanguageSplitMatcher(deviceLocales: device.map(\.description))
        var missing: [(locale: LanguageTag, folder: String, split: String)] = []
        var installed: Set<String> = []
        for locale in policy.supportedLocales {
            guard let loaded = selection.loaded(for: locale).locale, loaded.resource.kind == .locale,
                let folder = try? AndroidResourceFolder(parsing: loaded.resource.folder),
                let folderLocale = folder.locale
            else { continue }
            let language = SplitLanguage.of(folderLocale.description)
            guard !language.isEmpty else { continue }
            if matcher.matches(LanguageTargeting(values: [language])) {
                installed.insert("config.\(language)")
            } else {
                missing.append((locale, loaded.resource.folder, "config.\(language)"))
            }
        }
        guard !missing.isEmpty else { return [] }
        let build =
            android.origin.isArtifact
            ? "the app module's build file"
            : android.buildFile ?? "the app module's build file"
        let locales = missing.map(\.locale.description).joined(separator: ", ")
        let folders = missing.prefix(3).map { "\($0.folder) in \($0.split)" }.joined(separator: ", ")
        let first = missing[0].locale.description
        return [
            ScanFinding(
                .error, .languageSplit,
                "\(android.module.name): with language splits on (the default), an App Bundle installs the languages of "
                    + "a device's system languages only: a [\(device.map(\.description).joined(separator: ", "))] device "
                    + "gets \(installed.isEmpty ? "no language split" : installed.sorted().joined(separator: " and ")), "
                    + "so a choice of \(locales) in the app's language selector finds no strings installed (\(folders)"
                    + "\(missing.count > 3 ? ", …" : "")) and shows values/ (\(android.defaultLanguage.tag)). Fix: "
                    + "bundle { language { enableSplit = false } } in \(build) (every language in the base APK), or "
                    + "install the language before applying the choice: SplitInstallManager.startInstall("
                    + "SplitInstallRequest.newBuilder().addLanguage(Locale.forLanguageTag(\"\(first)\")).build())",
                path: android.origin.isArtifact ? android.module.path : android.buildFile ?? android.module.path)
        ]
    }
}
