public import LanguageTags

/// Formatting preferences that come from the device, not from the app language: the region
/// (units, currency, first day of the week) and the user's `-u-` keywords (calendar,
/// numbering system, hour cycle, …).
public struct FormattingPreferences: Sendable, Hashable {
    /// The device's region, if it has one.
    public var region: LanguageTag.Region?
    /// The device locale's `-u-` subtags (`["ca", "buddhist", "hc", "h23"]`).
    public var unicodeExtension: [String]

    /// Preferences of a region and `-u-` subtags.
    public init(region: LanguageTag.Region?, unicodeExtension: [String] = []) {
        self.region = region
        self.unicodeExtension = unicodeExtension
    }

    /// The preferences of the device's locale (iOS `Locale.current`, Android
    /// `LocaleList.getDefault()[0]`): its region and its `-u-` keywords.
    public init(deviceLocale: LanguageTag) {
        region = deviceLocale.region
        unicodeExtension = deviceLocale.unicodeExtension
    }
}
