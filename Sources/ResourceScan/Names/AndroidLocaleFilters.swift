internal import LanguageTags
package import PlatformModels

/// What `aapt2 link -c` keeps, for a build's `localeFilters` and `resourceConfigurations`
/// (the Android Gradle plugin passes their non-density entries to `-c`), exactly as aapt2's
/// `AxisConfigFilter` (`ConfigFilter.cpp`, applied to each value by `TableSplitter.cpp`) does:
///
/// 1. A folder with no axis in common with the entries is kept: `values/` always is.
/// 2. A locale folder is kept when an entry has its locale exactly (language, region, named
///    script, variant).
/// 3. Otherwise it is kept only when it names a language alone (no region, no variant), an
///    entry has that language, and their scripts match, a script not named being the one
///    Android computes (`AndroidLocaleData.computedScript(language:region:)`).
///
/// So a region entry keeps the bare language (`fr-rCA` keeps `values-fr`), and a bare-language
/// entry keeps **no** regional folder (`nb` strips `values-nb-rNO`). Entries aapt2 cannot
/// read (`en-US`, `zh-Hant`) make the build fail (``rejected``); an entry with a density is
/// ignored (`densities`: the plugin makes one density `--preferred-density`).
///
/// ```swift
/// let filters = AndroidLocaleFilters(["en", "fr-rCA", "xxhdpi"])
/// filters.keeps(try AndroidResourceFolder(parsing: "values-en-rGB"))   // false
/// filters.keeps(try AndroidResourceFolder(parsing: "values-fr"))       // true
/// filters.keeps(try AndroidResourceFolder(parsing: "values"))          // true
/// ```
package struct AndroidLocaleFilters {
    /// The entries that filter, as aapt2 reads them.
    private(set) var entries: [AndroidFilterConfig] = []
    /// The entries aapt2 refuses (`invalid config '…' for -c option`): the link fails. Each
    /// entry is kept once, however often it is named.
    package private(set) var rejected: [String] = []
    /// The entries with a density, which aapt2 ignores (`ignoring density … for -c option`).
    private(set) var densities: [String] = []
    /// The axes any entry filters on (`config_mask_`).
    private var mask: Set<AndroidFilterConfig.Axis> = []
    private let data: AndroidLocaleData

    /// The filter of `entries`, each of which may hold several `,`-separated ones as `-c` does;
    /// scripts computed with `data` (Android's locale data).
    package init(_ entries: [String], data: AndroidLocaleData = .cldr46) {
        self.data = data
        // Each entry read once: a build file can name one long list many times.
        var seen: Set<String> = []
        let texts = entries.filter { seen.insert($0).inserted }.flatMap { $0.split(separator: ",").map(String.init) }
        seen = []
        for text in texts where seen.insert(text).inserted {
            guard let config = AndroidFilterConfig(filterEntry: text) else {
                rejected.append(text)
                continue
            }
            var axes = config.axes
            axes.remove(.version)
            if axes.contains(.density) {
                densities.append(text)
                continue
            }
            self.entries.append(config)
            mask.formUnion(axes)
        }
    }

    /// Whether any entry filters a locale.
    var filtersLocales: Bool { mask.contains(.locale) }

    /// Whether the folder's values stay in the APK (`AxisConfigFilter::Match`).
    package func keeps(_ folder: AndroidResourceFolder) -> Bool {
        let config = AndroidFilterConfig(folder)
        let common = mask.intersection(config.axes)
        guard !common.isEmpty else { return true }
        var matched: Set<AndroidFilterConfig.Axis> = []
        for entry in entries {
            var entryMask = entry.axes
            entryMask.remove(.version)
            let difference = entry.differences(from: config).intersection(entryMask)
            if difference.isEmpty {
                matched.formUnion(entryMask)
            } else if difference == [.locale], keepsLanguageOnly(config, for: entry) {
                matched.insert(.locale)
            } else if difference == [.smallestWidth], let width = config.smallestWidth,
                let limit = entry.smallestWidth, width != 0, width < limit
            {
                matched.insert(.smallestWidth)
            }
        }
        return matched == common
    }

    /// Rule 3: a folder of a language alone, the entry's language, and matching scripts.
    private func keepsLanguageOnly(_ config: AndroidFilterConfig, for entry: AndroidFilterConfig) -> Bool {
        guard let folder = config.locale, let filter = entry.locale, folder.region == nil, folder.variant == nil,
            folder.language == filter.language
        else { return false }
        return scriptsMatch(folder, filter)
    }

    /// `ScriptsMatch`: both unnamed match; one unnamed is computed from its language and
    /// region (a script Android cannot compute matches anything); then they must be equal.
    private func scriptsMatch(_ folder: AndroidFilterConfig.Locale, _ filter: AndroidFilterConfig.Locale) -> Bool {
        switch (folder.script, filter.script) {
        case (nil, nil): return true
        case (let named?, nil):
            guard let computed = data.computedScript(language: filter.language, region: filter.region) else {
                return true
            }
            return named == computed
        case (nil, let named?):
            guard let computed = data.computedScript(language: folder.language, region: folder.region) else {
                return true
            }
            return named == computed
        case (let left?, let right?): return left == right
        }
    }
}

extension AndroidLocaleFilters {
    /// The spelling aapt2 takes for a BCP 47 tag written as a filter: `en-US` → `en-rUS`,
    /// `zh-Hant` → `b+zh+Hant`, `es-419` → `b+es+419`; nil for what is no tag.
    ///
    /// ```swift
    /// AndroidLocaleFilters.qualifierSpelling(of: "es-419")   // "b+es+419"
    /// ```
    static func qualifierSpelling(of entry: String) -> String? {
        guard let tag = LanguageTag(entry), tag.extensions.isEmpty, tag.privateUse.isEmpty else { return nil }
        let language = tag.language.description
        let region = tag.region?.description
        guard tag.script == nil, tag.variants.isEmpty, region.map({ $0.utf8.count == 2 }) ?? true else {
            return "b+"
                + ([language, tag.script?.description, region].compactMap { $0 } + tag.variants.map(\.description))
                .joined(separator: "+")
        }
        return region.map { "\(language)-r\($0)" } ?? language
    }
}
