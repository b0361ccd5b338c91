internal import PlatformModels

/// The iOS per-app language (Settings › App › Language), read as the adapter reads it: only the
/// first element of `AppleLanguages` in the app's own defaults domain, and only when the
/// localization the bundle shows (`Bundle.main.preferredLocalizations`) is the one Apple's
/// matching picks for that value.
///
/// `AppleLanguages` is where iOS keeps the setting, an implementation detail rather than an
/// API: some libraries write it to switch an app's language (taking effect at the next
/// launch). A value written while the app runs is not what the bundle shows, and is not the
/// user's setting: it reads as ``disagrees(written:shown:)``. The package never writes it.
///
/// ```swift
/// PerAppLanguageReading(
///     appleLanguages: ["de-US", "en-US"], preferredLocalizations: ["de"],
///     localizations: ["en", "de", "fr"], developmentRegion: "en")      // .language("de-US")
/// PerAppLanguageReading(
///     appleLanguages: ["fr"], preferredLocalizations: ["de"],
///     localizations: ["en", "de", "fr"], developmentRegion: "en")      // .disagrees(written: "fr", shown: "de")
/// ```
public enum PerAppLanguageReading: Sendable, Hashable {
    /// The user has not set a per-app language.
    case notSet
    /// The per-app language: `AppleLanguages`' first element, which the bundle shows.
    case language(String)
    /// `AppleLanguages`' first element is not what the bundle shows (`shown`): it was written
    /// after the bundle chose its localization, by code in the app, not by the user in Settings.
    case disagrees(written: String, shown: String?)

    /// Reads the setting from `appleLanguages` (the app domain's `AppleLanguages`, nil or empty
    /// when unset) against `preferredLocalizations` (what the bundle shows) and the bundle's
    /// `localizations` and `developmentRegion`, matched by the model of Apple's bundle matching.
    public init(
        appleLanguages: [String]?, preferredLocalizations: [String], localizations: [String],
        developmentRegion: String?
    ) {
        guard let appleLanguages, let first = appleLanguages.first, !first.isEmpty else {
            self = .notSet
            return
        }
        let shown = preferredLocalizations.first { $0 != "Base" }
        let expected = AppleBundleLocalizations(localizations: localizations, developmentRegion: developmentRegion)
            .resolve(preferences: appleLanguages).shownLocalization
        self = expected == shown ? .language(first) : .disagrees(written: first, shown: shown)
    }

    /// The per-app language when it can be taken as the user's setting; nil otherwise.
    public var language: String? {
        guard case .language(let language) = self else { return nil }
        return language
    }
}
