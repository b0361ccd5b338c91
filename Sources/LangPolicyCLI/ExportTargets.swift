internal import AppLanguage
internal import LanguageTags
internal import ResourceScan

/// What `langpolicy export … --app DIR` learns from the app: which locale config file its
/// manifest names, and which localizations it ships already (so that an export keeps them).
enum ExportTargets {
    /// The Apple localizations the app bundle ships (folders and catalog languages with
    /// strings, by their names) that the policy lacks, canonical tags compared.
    static func shippedLocalizations(_ inventory: ResourceInventory, policy: AppLanguagePolicy) -> [ScannedLocale] {
        let supported = Set(policy.supportedLocales.map { $0.canonicalized() })
        return (inventory.apple?.locales ?? []).filter { locale in
            guard locale.resource.kind == .locale, locale.entries > 0, let canonical = locale.resource.canonical else {
                return false
            }
            return !supported.contains(canonical)
        }
    }

    /// Where the Android locale config is to go, in words: one line per app module the scan
    /// found (a repository with a phone and a wear app has two), by module name, each into the
    /// app module's own `res/`, never a library's.
    ///
    /// ```swift
    /// ExportTargets.localeConfigDestinations(inventory)
    /// // [":phone: write it to phone/src/main/res/xml/locales_config.xml and name it in …", ":wear: …"]
    /// ```
    static func localeConfigDestinations(_ inventory: ResourceInventory) -> [String] {
        let apps = inventory.androidApps.filter { $0.module.kind == .application }
        let modules = apps.isEmpty ? Array(inventory.androidApps.prefix(1)) : apps
        guard !modules.isEmpty else { return ["no Android app module in the scanned directories"] }
        return modules.sorted { $0.module.name < $1.module.name }.map { android in
            (modules.count > 1 ? "\(android.module.name): " : "") + destination(android)
        }
    }

    private static func destination(_ android: AndroidResources) -> String {
        if android.generatesLocaleConfig {
            return "\(android.module.name) generates its locale config (generateLocaleConfig = true in "
                + "\(android.gradleFiles.first { $0.settings.generateLocaleConfig == true }?.path ?? "its build")): "
                + "write no file; set the build's localeFilters instead"
        }
        if let path = android.localeConfigPath {
            return "write it to \(path)"
                + (android.manifestPath.map { ", the file \($0) names (android:localeConfig)" } ?? "")
        }
        let own = android.resourceDirectories.first { $0.hasPrefix(android.module.path + "/src/main/") }
        let resources = own ?? "\(android.module.path)/src/main/res"
        let manifest = android.manifestPath ?? "\(android.module.path)/src/main/AndroidManifest.xml"
        return "write it to \(resources)/xml/locales_config.xml and name it in \(manifest): "
            + "<application android:localeConfig=\"@xml/locales_config\">"
    }
}
