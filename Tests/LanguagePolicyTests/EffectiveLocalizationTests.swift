import Foundation
import LanguagePolicy
import PlatformModels
import TestSupport
import Testing

/// The policy-resolved mode's strings, read by Foundation's `Bundle` from a fixture bundle of
/// `.lproj` folders (`Tests/Fixtures/LocalizedBundle`: Base, en, en-GB, fr, pt-BR, zh-Hant,
/// zh-HK, sr-Latn; `Localizable` everywhere but with no `farewell` in French, `Onboarding` in
/// Base and fr only, `Settings` in en only, `Legal` outside any `.lproj`; development region en).
@Suite("Strings in the effective locale")
struct EffectiveLocalizationTests {
    static let fixture = Bundle(
        url: PinnedData.repository.appendingPathComponent("Tests/Fixtures/LocalizedBundle"))!

    /// A policy that supports every effective locale of the rows, so each row's device language
    /// is its decision.
    static let policy = try! AppLanguagePolicy(
        supportedLocales: [
            "en", "en-AU", "en-GB", "fr", "fr-CA", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "zh-HK", "zh-MO", "sr",
            "sr-Latn", "ja",
        ],
        productDefault: "en", policyVersion: 1)

    struct Row: Sendable, CustomTestStringConvertible {
        /// The effective locale.
        let locale: LanguageTag
        /// The `.lproj` Apple's rules pick for it alone.
        let localization: String
        /// `Localizable`'s `color` and `farewell`, `Onboarding`'s `welcome`, `Settings`' `title`.
        let color: String
        let farewell: String
        let welcome: String
        let settings: String
        var testDescription: String { "\(locale) → \(localization).lproj" }
    }

    static let rows = [
        Row(
            locale: "en", localization: "en", color: "Color", farewell: "Goodbye", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "en-GB", localization: "en-GB", color: "Colour", farewell: "Cheerio", welcome: "Welcome (Base)",
            settings: "Settings"),
        // A lookup by the locale or its language would load en; Apple's parent map sends en-AU to en-GB.
        Row(
            locale: "en-AU", localization: "en-GB", color: "Colour", farewell: "Cheerio", welcome: "Welcome (Base)",
            settings: "Settings"),
        // French has no `farewell` (the key comes back) and its own Onboarding; Settings comes
        // from en, the development region at the end of the search list.
        Row(
            locale: "fr", localization: "fr", color: "Couleur", farewell: "farewell", welcome: "Bienvenue",
            settings: "Settings"),
        Row(
            locale: "fr-CA", localization: "fr", color: "Couleur", farewell: "farewell", welcome: "Bienvenue",
            settings: "Settings"),
        // No pt or pt-PT: Apple's Portuguese rule lets pt-PT take pt-BR when nothing else matches.
        Row(
            locale: "pt-PT", localization: "pt-BR", color: "Cor", farewell: "Tchau", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "zh-Hant", localization: "zh-Hant", color: "顏色", farewell: "再見", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "zh-HK", localization: "zh-HK", color: "顏色", farewell: "拜拜", welcome: "Welcome (Base)",
            settings: "Settings"),
        // A lookup by the language would load nothing (there is no zh); CLDR's parent of
        // zh-Hant-MO is zh-Hant-HK.
        Row(
            locale: "zh-MO", localization: "zh-HK", color: "顏色", farewell: "拜拜", welcome: "Welcome (Base)",
            settings: "Settings"),
        // Simplified Chinese never gets Traditional, nor Serbian (Cyrillic) Latin: no localization
        // matches, so CFBundle falls back to the development region, as for Japanese.
        Row(
            locale: "zh-Hans", localization: "en", color: "Color", farewell: "Goodbye", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "sr", localization: "en", color: "Color", farewell: "Goodbye", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "sr-Latn", localization: "sr-Latn", color: "Boja", farewell: "Doviđenja", welcome: "Welcome (Base)",
            settings: "Settings"),
        Row(
            locale: "ja", localization: "en", color: "Color", farewell: "Goodbye", welcome: "Welcome (Base)",
            settings: "Settings"),
    ]

    static func snapshot(_ locale: LanguageTag, device: LanguageTag = "en-US") -> EffectiveLocaleContext.Snapshot {
        EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: [locale.description])),
            formatting: FormattingPreferences(deviceLocale: device)
        ).current
    }

    @Test(arguments: rows)
    func eachDecisionReadsTheLocalizationApplePicksForIt(_ row: Row) {
        let snapshot = Self.snapshot(row.locale)
        #expect(snapshot.language == row.locale)
        let strings = snapshot.strings(in: Self.fixture)
        #expect(strings.localization == row.localization)
        #expect(strings.resolution.shownLocalization == row.localization)
        #expect(strings.bundle.bundleURL.lastPathComponent == "\(row.localization).lproj")
        #expect(strings.localizedString(forKey: "color", value: nil, table: nil) == row.color)
        #expect(strings.localizedString(forKey: "farewell", value: nil, table: nil) == row.farewell)
        #expect(strings.localizedString(forKey: "welcome", value: nil, table: "Onboarding") == row.welcome)
        #expect(strings.localizedString(forKey: "title", value: nil, table: "Settings") == row.settings)
        #expect(strings.localizedString(forKey: "copyright", value: nil, table: "Legal") == "© Example Ltd")
        // The bundle handed to other APIs holds the same localization's own table.
        #expect(strings.bundle.localizedString(forKey: "color", value: nil, table: nil) == row.color)
    }

    /// Where the pinned data's oracle runs: Apple ICU's own `ualoc_localizationsToUse` orders the
    /// fixture's localizations for each effective locale as the model does (one run for all rows).
    @Test(.requires(PlatformOracles.apple.isAvailable, PlatformOracles.apple.unavailable))
    func appleOwnMatcherAgrees() throws {
        let available = Self.fixture.localizations.joined(separator: ",")
        let inputs = Self.rows.map { "\($0.locale)\t\(available)" }
        let expected = Self.rows.map { row in
            let match = Self.snapshot(row.locale).strings(in: Self.fixture).resolution.preferencesMatch
            return "\(row.locale)\t\(available)\t\(match.localizations.joined(separator: ","))"
        }
        #expect(try PlatformOracles.apple.run(inputs) == expected)
    }

    @Test func reasonsNameAppleRules() {
        let reasons = ["en-AU", "pt-PT", "zh-MO", "ja"].map {
            Self.snapshot(LanguageTag($0)!).strings(in: Self.fixture).resolution.reason.description
        }
        #expect(
            reasons == [
                "Apple's parent map sends en-AU to en-GB",
                "pt-PT never takes pt-BR while another preference matches (Apple's Portuguese rule); none did",
                "zh-MO falls back to zh-Hant-HK (CLDR's parent locales)",
                "no preference matched: CFBundle falls back to the development region en",
            ])
    }

    /// `Bundle.localizedString(forKey:value:table:)`'s answers for what is missing.
    @Test func missingKeysAndTablesGiveTheValueElseTheKey() {
        let french = Self.snapshot("fr").strings(in: Self.fixture)
        let cases: [(key: String, value: String?, table: String?, expected: String)] = [
            ("farewell", "Au revoir", nil, "Au revoir"),
            ("farewell", "", nil, "farewell"),
            ("farewell", nil, nil, "farewell"),
            ("color", "unused", "", "Couleur"),
            ("color", "unused", "Localizable", "Couleur"),
            ("color", nil, "NoSuchTable", "color"),
            ("color", "Colour?", "NoSuchTable", "Colour?"),
            ("title", nil, "Settings", "Settings"),
        ]
        for (key, value, table, expected) in cases {
            #expect(
                french.localizedString(forKey: key, value: value, table: table) == expected,
                "\(key), value \(value ?? "nil"), table \(table ?? "nil")")
        }
    }

    /// A bundle with no `.lproj` folder is read as CFBundle reads it: its own folder.
    @Test func aBundleWithoutLocalizationsIsItsOwnFolder() throws {
        let flat = try #require(
            Bundle(url: Self.fixture.bundleURL.appendingPathComponent("fr.lproj")))
        let strings = Self.snapshot("ja").strings(in: flat)
        #expect(strings.localization == nil)
        #expect(strings.bundle.bundleURL == flat.bundleURL)
        #expect(strings.localizedString(forKey: "color", value: nil, table: nil) == "Couleur")
        #expect(strings.localizedString(forKey: "welcome", value: nil, table: "Onboarding") == "Bienvenue")
    }

    /// Formatters take the snapshot's formatting locale: the effective language with the
    /// device's region.
    @Test func formattersGetTheSnapshotsLocale() {
        let cases: [(locale: LanguageTag, device: LanguageTag, formatting: String, price: String, number: String)] = [
            ("fr", "en-CA", "fr-CA", "Prix : 3,5", "3,5"),
            ("en-AU", "en-US", "en-US", "Price: 3.5", "3.5"),
            ("pt-PT", "de-DE", "pt-DE", "Preço: 3,5", "3,5"),
        ]
        for (locale, device, formatting, price, number) in cases {
            let snapshot = Self.snapshot(locale, device: device)
            let strings = snapshot.strings(in: Self.fixture)
            #expect(strings.locale == snapshot.locale)
            #expect(strings.formattingLocale == snapshot.formattingLocale)
            #expect(strings.formattingLocale.identifier(.bcp47) == formatting)
            #expect(strings.localizedString(forKey: "price", formatting: [3.5]) == price)
            #expect(3.5.formatted(.number.locale(strings.formattingLocale)) == number)
        }
    }

    /// Each snapshot of a context gives the strings of its own decision.
    @Test func stringsFollowTheContext() async {
        let context = EffectiveLocaleContext(
            decision: Self.policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        var colors: [String] = []
        for await snapshot in context.snapshots() {
            colors.append(snapshot.strings(in: Self.fixture).localizedString(forKey: "color", value: nil, table: nil))
            guard colors.count < 3 else { break }
            context.apply(
                Self.policy.resolve(ResolutionContext(deviceLanguages: [colors.count == 1 ? "en-AU" : "zh-MO"])))
        }
        #expect(colors == ["Couleur", "Colour", "顏色"])
    }

    /// The context and the observable model give the strings of the snapshot in effect.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test @MainActor func theContextAndTheModelGiveTheCurrentStrings() async {
        let context = EffectiveLocaleContext(
            decision: Self.policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let model = EffectiveLocaleModel(following: context)
        #expect(context.strings(in: Self.fixture).localization == "fr")
        #expect(model.strings(in: Self.fixture).localization == "fr")
        context.apply(Self.policy.resolve(ResolutionContext(deviceLanguages: ["en-AU"])))
        let color = context.strings(in: Self.fixture).localizedString(forKey: "color", value: nil, table: nil)
        #expect(color == "Colour")
        // The model follows on the main actor; give its task turns until it has caught up.
        for _ in 0..<10_000 where model.snapshot != context.current { await Task.yield() }
        #expect(model.strings(in: Self.fixture).localization == "en-GB")
    }
}
