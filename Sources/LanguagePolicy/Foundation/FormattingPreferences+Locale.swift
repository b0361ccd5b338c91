internal import AppLanguage
public import Foundation
internal import LanguageTags

extension FormattingPreferences {
    /// The formatting preferences of the device's locale as the user set them: its region
    /// (`Locale.region`, which reads a `-u-rg-` region override), and as `-u-` keywords the
    /// hour cycle (`hc`), first weekday (`fw`), measurement system (`ms`), calendar (`ca`),
    /// numbering system (`nu`) and currency (`cu`) where they differ from what the locale's
    /// language and region give by default. Pass `Locale.autoupdatingCurrent`: on Apple
    /// platforms its properties carry the settings (24-hour time, first day of the week, units,
    /// calendar) that its identifier leaves out, so preferences made from an identifier drop them.
    ///
    /// Only the settings that differ are kept, so that the app's own language brings its own
    /// defaults where the user set nothing (a French interface on an Arabic-language device in
    /// Egypt keeps French's Latin digits; a device set to Arabic digits keeps them).
    ///
    /// ```swift
    /// var components = Locale.Components(languageCode: "en", languageRegion: "US")
    /// components.hourCycle = .zeroToTwentyThree
    /// let device = FormattingPreferences(deviceLocale: Locale(components: components))
    /// device.formattingLocale(for: try LanguageTag(parsing: "fr")).description   // "fr-US-u-hc-h23"
    /// FormattingPreferences(deviceLocale: .autoupdatingCurrent)                    // what the user set
    /// ```
    public init(deviceLocale locale: Locale) {
        let region = locale.region.flatMap { LanguageTag.Region($0.identifier) }
        // The same language and region with nothing set: what the user's settings differ from.
        let plain = Locale(
            components: Locale.Components(
                languageCode: locale.language.languageCode, script: locale.language.script,
                languageRegion: locale.region ?? locale.language.region))
        var settings = Locale.Components(languageCode: .unidentified)
        if locale.hourCycle != plain.hourCycle { settings.hourCycle = locale.hourCycle }
        if locale.firstDayOfWeek != plain.firstDayOfWeek { settings.firstDayOfWeek = locale.firstDayOfWeek }
        if locale.measurementSystem != plain.measurementSystem { settings.measurementSystem = locale.measurementSystem }
        if locale.calendar.identifier != plain.calendar.identifier { settings.calendar = locale.calendar.identifier }
        if locale.numberingSystem != plain.numberingSystem { settings.numberingSystem = locale.numberingSystem }
        if let currency = locale.currency, currency != plain.currency { settings.currency = currency }
        // Foundation spells the keywords (`Calendar.Identifier.gregorian` is `ca-gregory`).
        let keywords = LanguageTag(Locale(components: settings).identifier(.bcp47))?.unicodeExtension ?? []
        self.init(region: region, unicodeExtension: keywords)
    }
}
