import Foundation
import PlatformModels
import Testing

@testable import LanguagePolicy

/// A Swift package's resources are a bundle of their own (`Bundle.module`), which CFBundle gives
/// the main bundle's localization (CoreFoundation `CFBundle_Locale.c`, CF-1152: unless the main
/// bundle's Info.plist sets `CFBundleAllowMixedLocalizations`, a bundle other than the main one
/// follows the main bundle's localization). The model of Apple's matching stands in for that
/// rule: the package's localization is what it shows for the main bundle's. The package's
/// strings through `strings(in:)` follow the decision instead.
@Suite struct PackageBundleTests {
    static let policy = try! AppLanguagePolicy(
        supportedLocales: ["en", "de", "fr"], productDefault: "en", policyVersion: 1)

    @Test func aPackagesStringsFollowTheDecisionNotTheMainBundle() throws {
        let main = try TemporaryBundle.make(
            developmentRegion: "en",
            strings: ["en": ["title": "Settings"], "de": ["title": "Einstellungen"], "fr": ["title": "Réglages"]])
        let package = try TemporaryBundle.make(
            developmentRegion: "en", strings: ["en": ["done": "Done"], "de": ["done": "Fertig"]])
        // An English (US) device; the user chose German in the app (policy-resolved mode).
        let device = ["en-US"]
        let mainShown = AppleBundleLocalizations(localizations: main.localizations, developmentRegion: "en")
            .resolve(preferences: device).shownLocalization
        let apples = AppleBundleLocalizations(localizations: package.localizations, developmentRegion: "en")
            .resolve(preferences: mainShown.map { [$0] } ?? device).shownLocalization
        #expect(mainShown == "en" && apples == "en", "Bundle.module alone: the package's English")

        let decision = Self.policy.resolve(
            ResolutionContext(savedUserChoice: .userChoice("de", policyVersion: 1, at: .now), deviceLanguages: device))
        let snapshot = EffectiveLocaleContext(decision: decision, formatting: FormattingPreferences(region: nil))
            .current
        let strings = snapshot.strings(in: package)
        #expect(strings.localization == "de")
        #expect(strings.localizedString(forKey: "done", value: nil, table: nil) == "Fertig")
        #expect(snapshot.strings(in: main).localizedString(forKey: "title", value: nil, table: nil) == "Einstellungen")
        // A decision the package has no strings for: its own development region, as CFBundle's backstop.
        let french = EffectiveLocaleContext(
            decision: Self.policy.resolve(ResolutionContext(deviceLanguages: ["fr-FR"])),
            formatting: FormattingPreferences(region: nil)
        ).current.strings(in: package)
        #expect(french.localization == "en" && french.localizedString(forKey: "done", value: nil, table: nil) == "Done")
    }
}
