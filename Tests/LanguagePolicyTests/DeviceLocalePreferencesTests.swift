import Foundation
import Testing

@testable import LanguagePolicy

/// A `Locale` made from an identifier has no user preferences: swift-foundation's
/// `Locale_Preferences.swift` (`LocalePreferences`: "it is only used when creating the `current`
/// Locale. Fixed-identifier locales never have preferences"), so the temperature unit, the number
/// separators and the date formats chosen in Settings live in `Locale.current` only, and
/// `Locale.==` (swift-foundation `Locale.swift`) compares them beside the identifier. The
/// snapshot's `Locale`s are therefore the device's own `Locale` whenever it is the one the
/// snapshot means, and `.effectiveLocale(_:mode:)` leaves SwiftUI's `Locale.current` in place in
/// the platform-resolved mode.
@Suite struct DeviceLocalePreferencesTests {
    static let policy = try! AppLanguagePolicy(
        supportedLocales: ["en", "en-GB", "fr", "ar"], productDefault: "en", policyVersion: 1)

    /// A US-region English device whose user set metric units and 24-hour time (what an identifier
    /// can carry; the rest, such as °C, is what `Locale.current` alone carries).
    static let device = Locale(identifier: "en_US@hours=h23;measure=metric")

    static func snapshot(_ language: String, device: Locale = device) -> EffectiveLocaleContext.Snapshot {
        EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: [language])),
            formatting: FormattingPreferences(deviceLocale: device)
        ).current
    }

    /// English on an English device: the device's own `Locale`, preferences and all, for
    /// formatters and for SwiftUI.
    @Test func theDevicesOwnLanguageKeepsTheDevicesLocale() {
        let english = Self.snapshot("en-US")
        #expect(english.formattingLocale(device: Self.device) == Self.device)
        #expect(english.displayLocale(device: Self.device) == Self.device)
        #expect(english.environmentLocale(in: .policyResolved, device: Self.device) == nil, "SwiftUI's own stands")
        // An en-GB decision on the same device formats as the device (en, US region): the
        // device's Locale; its strings are en-GB's, so SwiftUI gets the display locale.
        let british = Self.snapshot("en-GB")
        #expect(british.formattingLocale(device: Self.device) == Self.device)
        #expect(british.displayLocale(device: Self.device) != Self.device)
        #expect(british.environmentLocale(in: .policyResolved, device: Self.device) == british.display.locale)
    }

    /// Another language: the locale is built from the tag, with the region and keywords an
    /// identifier carries, and without what it cannot.
    @Test func anotherLanguageIsBuiltFromItsTag() {
        let french = Self.snapshot("fr")
        #expect(french.formatting.description == "fr-US-u-hc-h23-ms-metric")
        #expect(french.formattingLocale(device: Self.device) == french.formatting.locale)
        #expect(french.environmentLocale(in: .policyResolved, device: Self.device) == french.display.locale)
    }

    /// Preferences the app set itself (not the device's) are never replaced by the device's
    /// locale.
    @Test func preferencesTheAppSetAreKept() {
        let context = EffectiveLocaleContext(
            decision: Self.policy.resolve(ResolutionContext(deviceLanguages: ["en-US"])),
            formatting: FormattingPreferences(region: LanguageTag.Region("GB")!))
        #expect(context.current.formattingLocale(device: Self.device) == context.current.formatting.locale)
    }

    /// In the platform-resolved mode the views keep SwiftUI's own locale, whatever the decision.
    @Test func thePlatformResolvedModeNeverReplacesSwiftUIsLocale() {
        for language in ["en-US", "en-GB", "fr", "ar"] {
            #expect(Self.snapshot(language).environmentLocale(in: .platformResolved, device: Self.device) == nil)
        }
    }

    /// The public properties read `Locale.current`: for a decision in its own language with its
    /// own preferences, they are `Locale.current` itself.
    @Test func thePublicLocalesAreLocaleCurrentInItsOwnLanguage() throws {
        let current = Locale.current
        let tag = try LanguageTag(current).withoutExtensions
        let policy = try AppLanguagePolicy(supportedLocales: [tag], productDefault: tag, policyVersion: 1)
        let snapshot = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: [tag.description])),
            formatting: FormattingPreferences(deviceLocale: current)
        ).current
        #expect(snapshot.formattingLocale == current, "\(snapshot.formatting) on \(current.identifier)")
    }
}
