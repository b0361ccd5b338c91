import Foundation
import LanguagePolicy
import TestSupport
import Testing

/// `FormattingPreferences(deviceLocale: Locale)` keeps the user's settings: region, hour cycle,
/// first weekday, measurement system, calendar, numbering system and currency, where they differ
/// from what the locale's language and region give by default (checked on Linux Foundation with
/// `Locale(identifier:)` and `Locale.Components`, as Apple's `Locale.autoupdatingCurrent` carries
/// them in its properties).
@Suite struct FormattingPreferencesLocaleTests {
    static func components(_ build: (inout Locale.Components) -> Void) -> Locale {
        var components = Locale.Components(languageCode: "en", languageRegion: "US")
        build(&components)
        return Locale(components: components)
    }

    @Test(arguments: [
        // A locale as it comes, with nothing set: the region alone.
        (Locale(identifier: "en_US"), "US", ""),
        (Locale(identifier: "fr_FR"), "FR", ""),
        (Locale(identifier: "ar_EG"), "EG", ""),
        (Locale(identifier: "th_TH"), "TH", ""),
        // Settings the user made.
        (components { $0.hourCycle = .zeroToTwentyThree }, "US", "hc-h23"),
        (components { $0.firstDayOfWeek = .monday }, "US", "fw-mon"),
        (components { $0.measurementSystem = .metric }, "US", "ms-metric"),
        (components { $0.calendar = .japanese }, "US", "ca-japanese"),
        (components { $0.numberingSystem = "arab" }, "US", "nu-arab"),
        (components { $0.currency = "EUR" }, "US", "cu-eur"),
        (
            components {
                $0.hourCycle = .zeroToTwentyThree
                $0.firstDayOfWeek = .monday
                $0.measurementSystem = .metric
            }, "US", "fw-mon-hc-h23-ms-metric"
        ),
        (Locale(identifier: "en_US@calendar=buddhist;hours=h23"), "US", "ca-buddhist-hc-h23"),
        (Locale(identifier: "ar-EG-u-nu-latn"), "EG", "nu-latn"),
        // What the region gives anyway is not a setting.
        (Locale(identifier: "en_GB@hours=h23"), "GB", ""),
        (Locale(identifier: "fr-FR-u-fw-mon-ms-metric"), "FR", ""),
        // A region override is the region (Locale.region reads it), with its defaults.
        (Locale(identifier: "en_US@rg=gbzzzz"), "GB", ""),
    ])
    func readsTheUsersSettings(locale: Locale, region: String, keywords: String) {
        let preferences = FormattingPreferences(deviceLocale: locale)
        #expect(preferences.region?.description == region, "\(locale.identifier)")
        #expect(preferences.unicodeExtension.joined(separator: "-") == keywords, "\(locale.identifier)")
    }

    /// The settings reach the formatting locale of another language, and Foundation's formatters.
    @Test func theSettingsReachTheFormattingLocale() throws {
        let device = Self.components {
            $0.hourCycle = .zeroToTwentyThree
            $0.firstDayOfWeek = .monday
            $0.measurementSystem = .metric
        }
        let fromLocale = FormattingPreferences(deviceLocale: device)
        let formatting = fromLocale.formattingLocale(for: "fr")
        #expect(formatting.description == "fr-US-u-fw-mon-hc-h23-ms-metric")
        let locale = formatting.locale
        #expect(locale.hourCycle == .zeroToTwentyThree)
        #expect(locale.firstDayOfWeek == .monday)
        #expect(locale.measurementSystem == .metric)
        #expect(locale.region?.identifier == "US")
        // A fixed identifier carries none of it (what Apple's Locale.current.identifier gives).
        let fixed = FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US"))
        #expect(fixed.formattingLocale(for: "fr").description == "fr-US")
    }
}
