internal import LanguageTags
internal import PlatformModels

/// The locales a Gradle build keeps in the APK (`localeFilters`, `resourceConfigurations`):
/// entries as folder qualifiers (`en`, `zh-rTW`, `b+sr+Latn`) or BCP 47 tags (`zh-TW`). A
/// folder is kept when it has no locale, or an entry has its language (Android's codes: `iw`,
/// `in`) and, where the entry names them, its script and region, as aapt2's configuration
/// filter compares them. Entries of other qualifiers (`xxhdpi`) filter no locale.
///
/// ```swift
/// let filters = AndroidLocaleFilters(["en", "fr-rCA", "xxhdpi"])
/// filters.keeps(try AndroidResourceFolder(parsing: "values-en-rGB"))   // true
/// filters.keeps(try AndroidResourceFolder(parsing: "values-fr"))       // false
/// ```
struct AndroidLocaleFilters {
    /// The entries naming locales.
    private(set) var locales: [AndroidLocale] = []
    /// The entries that are neither a qualifier nor a tag.
    private(set) var unreadable: [String] = []

    init(_ entries: [String]) {
        for entry in entries {
            if let folder = try? AndroidResourceFolder(qualifiers: entry) {
                if let locale = folder.locale { locales.append(locale) }
            } else if let tag = LanguageTag(entry) {
                locales.append(AndroidLocale(deviceLocale: tag))
            } else {
                unreadable.append(entry)
            }
        }
    }

    /// Whether any entry filters locales.
    var isActive: Bool { !locales.isEmpty }

    /// Whether the folder's resources stay in the APK.
    func keeps(_ folder: AndroidResourceFolder) -> Bool {
        guard isActive, let locale = folder.locale else { return true }
        return locales.contains { filter in
            filter.language == locale.language && (filter.region == nil || filter.region == locale.region)
                && (!filter.scriptIsExplicit || filter.script == locale.script)
        }
    }
}
