internal import PlatformModels

/// Which APKs of a built Android app a device gets, and the locale folders they bring: for an
/// App Bundle, bundletool's model (`LanguageSplitter`: a `config.<language>` split per
/// language of the string resources, unless `BundleConfig.pb` turns language splits off; and
/// `LanguageSplitMatcher`: a device gets the splits of its **system** languages); for a split
/// set, the base and the config splits of the device's languages among those given; for an
/// APK, everything.
///
/// Not modelled: resources the base manifest references (bundletool pins those without a
/// default value to the base; the proto manifest is not read), and feature modules' own splits
/// (every module's strings are split as the base's).
///
/// ```swift
/// let installed = InstalledSplits(app, systemLocales: ["fr-CA", "en-US"])
/// installed.splits      // ["base", "config.ar", …, "config.fr", …]
/// installed.installed   // ["base", "config.en", "config.fr"]
/// installed.folders     // ["values", "values-en-rGB", "values-fr", …]
/// ```
package struct InstalledSplits: Hashable, Sendable {
    /// Every APK of the app a device could get (`base`, `config.fr`…), in order.
    package let splits: [String]
    /// The ones a device with the system languages gets.
    package let installed: [String]
    /// The locale configurations (folder names, `values` for the default) those hold.
    package let folders: [String]

    /// What a device whose system languages are `systemLocales` (BCP 47, in order) gets of `app`.
    package init(_ app: BuiltAndroidApp, systemLocales: [String]) {
        let matcher = LanguageSplitMatcher(deviceLocales: systemLocales)
        switch app.kind {
        case .apk:
            splits = app.parts.map(\.name)
            installed = splits
            folders = app.locales.map(\.folder)
        case .splitAPKs:
            splits = app.parts.map(\.name)
            let kept = app.parts.filter { part in
                part.splitLanguage.map { matcher.matches(LanguageTargeting(values: [$0])) } ?? true
            }.map(\.name)
            installed = kept
            folders = app.locales.filter { !Set($0.parts).isDisjoint(with: kept) }.map(\.folder)
        case .appBundle:
            var locales: [String: [String]] = [:]
            for configuration in app.configurations {
                for resource in configuration.resources {
                    locales["\(resource.kind.rawValue)/\(resource.name)", default: []].append(configuration.locale)
                }
            }
            let pinned = Set(app.bundleConfig?.masterResourceNames ?? [])
            let resources = locales.keys.sorted().map { name in
                LanguageSplitter.Resource(
                    name: name, locales: locales[name] ?? [],
                    pinnedByConfig: pinned.contains(String(name.drop { $0 != "/" }.dropFirst())))
            }
            let splitter = LanguageSplitter(enableSplit: app.bundleConfig?.languageSplit != .disabled)
            let made = splitter.split(resources)
            splits = made.map(\.id)
            let kept = made.filter { matcher.matches($0.targeting) }
            installed = kept.map(\.id)
            let languages = Set(Set(kept.flatMap { $0.resources.values.flatMap { $0 } }).map(SplitLanguage.of))
            folders = app.locales.filter { languages.contains(SplitLanguage.of($0.locale)) }.map(\.folder)
        }
    }
}
