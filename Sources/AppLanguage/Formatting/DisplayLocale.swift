public import LanguageTags

extension FormattingPreferences {
    /// The locale for APIs that both choose the localization and format with one locale
    /// (SwiftUI's `\.locale`, which `Text` looks its string up with; Foundation's
    /// `LocalizedStringResource`): the effective locale itself, so that an `en-GB` decision
    /// loads `en-GB` strings, with the device's region as the `-u-rg-` region override and the
    /// device's other `-u-` keywords, so that dates, numbers, units and the week follow the
    /// device as ``formattingLocale(for:)`` does.
    ///
    /// The `rg` keyword (UTS #35: "Region Override"; Foundation's `Locale.Components.region`)
    /// replaces the region for region-related preferences only: `Locale.region` reads it,
    /// `Locale.language.region` keeps the effective locale's. It is left out when the device
    /// has no region, when it is the effective locale's own, and for a numeric region (`419`),
    /// which names no country to take preferences from. A region override the device's
    /// keywords carried (`rg`, and `sd`, a subdivision of it) is replaced by the device's region.
    ///
    /// ```swift
    /// let device = FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US-u-hc-h23"))
    /// device.displayLocale(for: try LanguageTag(parsing: "en-GB")).description   // "en-GB-u-hc-h23-rg-uszzzz"
    /// device.displayLocale(for: try LanguageTag(parsing: "en-US")).description   // "en-US-u-hc-h23"
    /// ```
    public func displayLocale(for effective: LanguageTag) -> LanguageTag {
        let base = effective.withoutExtensions
        var keywords = Self.removingRegionOverride(from: unicodeExtension)
        if let region, !region.isNumeric, region != effective.region {
            keywords += ["rg", "\(region.description.lowercased())zzzz"]
        }
        return FormattingPreferences(region: region, unicodeExtension: keywords).withKeywords(base)
    }

    /// `subtags` without the `rg` and `sd` keywords and their values.
    private static func removingRegionOverride(from subtags: [String]) -> [String] {
        var kept: [String] = []
        var skipping = false
        for subtag in subtags {
            // A key is two characters; a value (and an attribute before the first key) is 3 to 8.
            if subtag.count == 2 { skipping = ["rg", "sd"].contains(subtag.lowercased()) }
            if !skipping { kept.append(subtag) }
        }
        return kept
    }
}
