/// What an Apple app bundle shows for the user's languages: CFBundle's language search list
/// (`_CFBundleCopyLanguageSearchListInBundle`), which runs Apple ICU's matcher
/// (`AppleLocalizationMatcher`, the package's model of Apple ICU's `ualoc_localizationsToUse`) and then CFBundle's backstops: the development region, then
/// `en_US`, then the app's first localization; the development region is appended when absent.
///
/// ```swift
/// let bundle = AppleBundleLocalizations(localizations: ["en", "fr", "pt-BR"], developmentRegion: "en")
/// let shown = bundle.resolve(preferences: ["ja-JP"])
/// shown.searchList                 // ["en"]
/// shown.shownLocalization          // "en"
/// shown.reason.description         // "no preference matched: CFBundle falls back to the development region en"
/// ```
public struct AppleBundleLocalizations: Sendable {
    /// The bundle's localizations (Info.plist `CFBundleLocalizations` and the `.lproj`
    /// folders, in that order).
    public var localizations: [String] { matcher.available }
    /// Info.plist's `CFBundleDevelopmentRegion`, if set.
    public let developmentRegion: String?
    private let matcher: AppleLocalizationMatcher

    /// Prepares the bundle's localizations once for many preference lists.
    ///
    /// ```swift
    /// let bundle = AppleBundleLocalizations(localizations: ["Base", "en", "de"], developmentRegion: "en")
    /// ```
    public init(localizations: [String], developmentRegion: String?) {
        matcher = AppleLocalizationMatcher(available: localizations)
        self.developmentRegion = developmentRegion
    }

    /// The language search list and the localization whose resources the app shows.
    ///
    /// ```swift
    /// AppleBundleLocalizations(localizations: ["en", "en-GB"], developmentRegion: "en")
    ///     .resolve(preferences: ["en-AU"]).searchList   // ["en-GB", "en"]
    /// ```
    public func resolve(preferences: [String]) -> AppleBundleResolution {
        let preferencesMatch = matcher.localizationsToUse(for: preferences)
        var match = preferencesMatch
        var reason = match.reason
        var backstops: [(String, AppleMatchReason)] = []
        if let developmentRegion { backstops.append((developmentRegion, .developmentRegion(developmentRegion))) }
        backstops.append(("en_US", .englishBackstop))
        if let first = localizations.first { backstops.append((first, .firstLocalization(first))) }
        for (preference, backstop) in backstops where match.indices.isEmpty {
            match = matcher.localizationsToUse(for: [preference])
            reason = backstop
        }
        var searchList = match.localizations
        if let developmentRegion {
            if !searchList.contains(developmentRegion) { searchList.append(developmentRegion) }
        } else if let english = ["en", "English", "en_US"].first(where: localizations.contains),
            !searchList.contains(english)
        {
            searchList.append(english)
        }
        if searchList.isEmpty { searchList = ["en"] }
        return AppleBundleResolution(
            searchList: searchList, shownLocalization: searchList.first(where: localizations.contains),
            match: match, preferencesMatch: preferencesMatch, reason: reason)
    }
}

/// The answer of ``AppleBundleLocalizations/resolve(preferences:)``.
///
/// ```swift
/// let resolution = AppleBundleLocalizations(localizations: ["fr"], developmentRegion: "en")
///     .resolve(preferences: ["fr-CA"])
/// resolution.searchList          // ["fr", "en"]
/// resolution.shownLocalization   // "fr"
/// ```
public struct AppleBundleResolution: Hashable, Sendable {
    /// The `.lproj` names CFBundle searches for a resource, in order.
    public let searchList: [String]
    /// The first of `searchList` that the bundle has: whose strings the app shows; nil when
    /// it has none of them.
    public let shownLocalization: String?
    /// The matcher's answer behind the search list (for the preferences, or for the backstop
    /// that matched).
    public let match: AppleLocalizationMatch
    /// The matcher's answer for the preferences themselves, before any backstop: what
    /// `ualoc_localizationsToUse` returns for them (no localizations when none matched).
    public let preferencesMatch: AppleLocalizationMatch
    /// Why: the matcher's reason, or the backstop CFBundle used.
    public let reason: AppleMatchReason
}
