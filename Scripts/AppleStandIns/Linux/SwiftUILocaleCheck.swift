// CI-only: applies `.effectiveLocale(_:mode:)` on the SwiftUI model (Scripts/AppleStandIns/Linux/SwiftUI.swift,
// whose modifiers run when applied and keep what they write to the environment) and checks what the
// views below it see, compiled with LanguagePolicy by Scripts/typecheck-apple.sh.
//
//     SwiftUILocaleCheck FIXTURE_BUNDLE   (Tests/Fixtures/LocalizedBundle)
//
// SwiftUI's `Text` looks its string up with the environment's `\.locale`; the check models that
// lookup as the localization the package's model of Apple's bundle matching picks for that locale
// alone (the model passes Apple's own test vectors; a device shows whether SwiftUI does the same).
import Foundation
import LanguagePolicy
import SwiftUI

struct Probe: View {
    var body: Never { fatalError("never rendered") }
}

@main
enum SwiftUILocaleCheck {
    @MainActor
    static func main() throws {
        let fixture = Bundle(url: URL(fileURLWithPath: CommandLine.arguments[1]))!
        let policy = try AppLanguagePolicy(
            json: #"{"supportedLocales": ["en", "en-GB", "ar"], "productDefault": "en", "policyVersion": 1}"#)
        let usDevice = FormattingPreferences(deviceLocale: Locale(identifier: "en_US"))
        var checked = 0

        // An en-GB decision on a US-region phone: Text shows en-GB.lproj's "Colour" (the
        // formatting locale, en-US, would show en.lproj's "Color"), and formats for the US. In the
        // platform-resolved mode `\.locale` is left as SwiftUI has it (Locale.current, with the
        // user's preferences), since the localization iOS shows is already the decision's.
        let system = EnvironmentValues()
        for mode in [AppleContextMode.policyResolved, .platformResolved] {
            let context = EffectiveLocaleContext(
                decision: policy.resolve(ResolutionContext(deviceLanguages: ["en-GB"])), formatting: usDevice)
            let seen = render(context, mode: mode, system: system)
            guard mode == .policyResolved else {
                precondition(seen.locale == system.locale, "platform-resolved: \(seen.locale) replaced SwiftUI's own")
                checked += 1
                continue
            }
            let shown = AppleBundleLocalizations(localizations: fixture.localizations, developmentRegion: "en")
                .resolve(preferences: [seen.locale.identifier(.bcp47)]).shownLocalization
            let lproj = Bundle(url: fixture.resourceURL!.appendingPathComponent("\(shown ?? "-").lproj"))
            let color = lproj?.localizedString(forKey: "color", value: nil, table: nil)
            precondition(shown == "en-GB" && color == "Colour", "Text reads \(shown ?? "nothing"): \(color ?? "-")")
            precondition(seen.locale.language.region?.identifier == "GB", "the language's region stays en-GB's")
            precondition(seen.locale.region?.identifier == "US", "region-related formats are the device's")
            precondition(
                seen.locale.measurementSystem == .us && seen.locale.currency?.identifier == "USD", "\(seen.locale)")
            checked += 1
        }

        // `resource(_:)`: a LocalizedStringResource in the display locale (the locale `Text` is
        // given), naming the bundle the strings were asked of.
        let british = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["en-GB"])), formatting: usDevice)
        let resource = british.resource("color", bundle: fixture)
        precondition(resource.locale == british.current.displayLocale, "resource: \(resource.locale)")
        guard case .atURL(let url) = resource.bundle, url == fixture.bundleURL else {
            preconditionFailure("resource: not the fixture's bundle")
        }
        guard case .main = british.resource("color").bundle else { preconditionFailure("resource: not .main") }
        checked += 2

        // `string(_:)`: a LocalizedStringResource key (what String Catalog extraction reads)
        // looked up in the display locale, not Locale.current, so the localization, the numbers
        // and the plural forms are the effective language's: en-GB's "Colour" on a US device,
        // and Russian or Arabic (for their plural rules) on an English one.
        let britishStrings = british.strings(in: fixture)
        precondition(britishStrings.string("color") == "Colour", "string(_:): \(britishStrings.string("color"))")
        let englishDevice = FormattingPreferences(deviceLocale: Locale(identifier: "en_US"))
        let pluralPolicy = try AppLanguagePolicy(
            json: #"{"supportedLocales": ["en", "ru", "ar"], "productDefault": "en", "policyVersion": 1}"#)
        for language in ["ru", "ar"] {
            let strings = EffectiveLocaleContext(
                decision: pluralPolicy.resolve(ResolutionContext(deviceLanguages: [language])),
                formatting: englishDevice
            ).strings(in: fixture)
            let count = 5
            let resolved = strings.localized("\(count) new messages")
            precondition(
                resolved.locale.language.languageCode?.identifier == language, "\(language): \(resolved.locale)")
            guard case .atURL(let url) = resolved.bundle, url == fixture.bundleURL else {
                preconditionFailure("\(language): not the fixture's bundle")
            }
            checked += 1
        }
        checked += 1

        // The direction is set in the policy-resolved mode only, from the `.lproj` that loads:
        // an Arabic decision on an English device (iOS laid out left to right) with ar.lproj, and
        // an English one on an Arabic device; an Arabic decision without ar.lproj (the fixture
        // has none) shows English, left to right.
        let arabicBundle = try makeBundle(localizations: ["en", "ar"])
        for (language, bundle, system, policyResolved) in [
            ("ar", arabicBundle, LayoutDirection.leftToRight, LayoutDirection.rightToLeft),
            ("en", arabicBundle, .rightToLeft, .leftToRight), ("ar", fixture, .rightToLeft, .leftToRight),
        ] {
            let context = EffectiveLocaleContext(
                decision: policy.resolve(ResolutionContext(deviceLanguages: [language])), formatting: usDevice)
            var systemValues = EnvironmentValues()
            systemValues.layoutDirection = system
            let policyMode = render(context, mode: .policyResolved, bundle: bundle, system: systemValues)
            let platformMode = render(context, mode: .platformResolved, bundle: bundle, system: systemValues)
            precondition(policyMode.layoutDirection == policyResolved, "\(language): policy-resolved")
            precondition(platformMode.layoutDirection == system, "\(language): platform-resolved leaves iOS's")
            checked += 2
        }
        print(
            "SwiftUILocaleCheck: \(checked) checks (Text's locale picks en-GB.lproj, the device's region formats, SwiftUI's own locale kept when platform-resolved, resource(_:)'s and string(_:)'s locale and bundle, direction only when policy-resolved and from the .lproj that loads)"
        )
    }

    /// The environment the views below `.effectiveLocale(context, mode:)` see, starting from `system`.
    @MainActor
    static func render(
        _ context: EffectiveLocaleContext, mode: AppleContextMode, bundle: Bundle = .main, system: EnvironmentValues
    ) -> EnvironmentValues {
        StandInEnvironment.written = system
        _ = Probe().effectiveLocale(context, mode: mode, bundle: bundle)
        return StandInEnvironment.written
    }

    /// A bundle in a temporary folder with an empty `Localizable.strings` in each of
    /// `localizations` (development region en).
    static func makeBundle(localizations: [String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-check-\(UUID())")
        for localization in localizations {
            let lproj = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data().write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let info =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>"#
        try Data(info.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        return Bundle(url: folder)!
    }
}
