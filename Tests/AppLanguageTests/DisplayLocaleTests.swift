import AppLanguage
import LanguageTags
import TestSupport
import Testing

/// The display locale (`FormattingPreferences.displayLocale(for:)`) is the effective locale with
/// the device's region as the `-u-rg-` region override (UTS #35's `rg` key; Foundation's
/// `Locale.Components.region`) and the device's keywords.
@Suite struct DisplayLocaleTests {
    @Test(arguments: [
        // effective, device locale, display locale
        ("en-GB", "en-US", "en-GB-u-rg-uszzzz"),
        ("en-GB", "en-US-u-hc-h23", "en-GB-u-hc-h23-rg-uszzzz"),
        ("en-GB", "en-GB", "en-GB"),
        ("fr", "en-US", "fr-u-rg-uszzzz"),
        ("zh-Hant", "en-HK-u-fw-mon", "zh-Hant-u-fw-mon-rg-hkzzzz"),
        ("es-419", "es-MX", "es-419-u-rg-mxzzzz"),
        ("es-MX", "es-419", "es-MX"),
        ("en-GB", "und", "en-GB"),
        // A region override the device carried gives way to the device's region.
        ("en-GB", "en-US-u-rg-cazzzz-sd-usca", "en-GB-u-rg-uszzzz"),
    ])
    func isTheEffectiveLocaleWithTheDevicesRegionOverride(effective: String, device: String, display: String) throws {
        let preferences = FormattingPreferences(deviceLocale: try LanguageTag(parsing: device))
        #expect(preferences.displayLocale(for: try LanguageTag(parsing: effective)).description == display)
    }

    /// The display locale keeps the effective locale's language, script and region, whatever the
    /// device: what a lookup by its language finds is the effective locale's.
    @Test func keepsTheEffectiveLocale() throws {
        for effective in AppLanguagePolicy.example.supportedLocales {
            for device in ["en-US", "ar-EG-u-nu-latn", "ja-JP-u-ca-japanese", "de-DE"] {
                let display = FormattingPreferences(deviceLocale: try LanguageTag(parsing: device))
                    .displayLocale(for: effective)
                #expect(display.withoutExtensions == effective, "\(effective) on \(device)")
            }
        }
    }
}
