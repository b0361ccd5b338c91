import Foundation
import LanguagePolicy
import PlatformModels
import TestSupport
import Testing

/// What SwiftUI's `\.locale` is given (`.effectiveLocale(_:mode:)` sets the snapshot's display
/// locale): `Text` looks its string up by it, and formats with it, as Foundation reads it.
@Suite struct DisplayLocaleFoundationTests {
    /// An en-GB decision on a US-region phone: the localization Apple's matching picks for the
    /// display locale is en-GB.lproj ("Colour"); the formatting locale, which `\.locale` got
    /// before, picks en.lproj ("Color") beside `EffectiveLocalization`'s "Colour".
    @Test func anEnglishUKDecisionOnAUSPhoneShowsUKStrings() throws {
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "en-GB"], productDefault: "en", policyVersion: 1)
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["en-GB"])),
            formatting: FormattingPreferences(deviceLocale: Locale(identifier: "en_US")))
        let snapshot = context.current
        let fixture = EffectiveLocalizationTests.fixture
        let bundle = AppleBundleLocalizations(localizations: fixture.localizations, developmentRegion: "en")
        func color(for locale: Locale) -> String? {
            let shown = bundle.resolve(preferences: [locale.identifier(.bcp47)]).shownLocalization
            return shown.flatMap { Bundle(url: fixture.resourceURL!.appendingPathComponent("\($0).lproj")) }?
                .localizedString(forKey: "color", value: nil, table: nil)
        }
        #expect(snapshot.displayLocale.identifier(.bcp47) == "en-GB-u-rg-uszzzz")
        #expect(color(for: snapshot.displayLocale) == "Colour")
        #expect(color(for: snapshot.formattingLocale) == "Color", "what SwiftUI was given before")
        #expect(snapshot.strings(in: fixture).localizedString(forKey: "color", value: nil, table: nil) == "Colour")
        // Foundation reads the override for region-related preferences only.
        let display = snapshot.displayLocale
        #expect(display.language.region?.identifier == "GB")
        #expect(display.region?.identifier == "US")
        #expect(display.measurementSystem == .us)
        #expect(display.currency?.identifier == "USD")
        #expect(display.firstDayOfWeek == .sunday)
        #expect(display.hourCycle == snapshot.formattingLocale.hourCycle)
        let date = Date(timeIntervalSince1970: 86_400 * 40)
        #expect(
            date.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits).locale(display))
                == date.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits).locale(snapshot.formattingLocale)),
            "dates come out as the formatting locale's")
    }
}
