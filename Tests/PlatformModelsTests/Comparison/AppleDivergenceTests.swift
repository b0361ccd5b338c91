import AppLanguage
import LanguageTags
import PlatformModels
import Testing

/// The platform-resolved mode's report: what Apple's bundle shows beside what the policy decides
/// for the same preferences, and why each side chose as it did.
@Suite("Platforms: Apple's divergence in the platform-resolved mode")
struct AppleDivergenceTests {
    /// A policy without the en-AU → en-GB alias, with Portuguese defaulting to pt-BR, over a
    /// bundle named after it.
    static let check = AppleDivergenceCheck(
        policy: try! AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "fr", "pt-BR", "zh-Hant", "sr-Latn"], productDefault: "en",
            languageDefaults: ["pt": "pt-BR"], policyVersion: 7),
        localizations: ["Base", "en", "en-GB", "fr", "pt-BR", "zh-Hant", "sr-Latn"], developmentRegion: "en")

    struct Row: Sendable, CustomTestStringConvertible {
        let context: ResolutionContext
        /// What the bundle shows on the device.
        let shown: String?
        /// The policy's effective locale, its source and step, and Apple's reason; nil: they agree.
        let expected: (policy: LanguageTag, source: SelectionSource, match: MatchStep, reason: String)?
        var testDescription: String {
            "\(context.deviceLanguages.joined(separator: ","))"
                + (context.savedUserChoice.map { " saved \($0.effectiveLocale)" } ?? "")
                + (context.systemAppPreference.isEmpty ? "" : " per-app \(context.systemAppPreference[0])")
                + " shows \(shown ?? "nothing")"
        }
    }

    static let rows = [
        // Apple's parent map sends en-AU to en-GB; the policy, without the alias, keeps English.
        Row(
            context: ResolutionContext(deviceLanguages: ["en-AU"]), shown: "en-GB",
            expected: ("en", .devicePreference, .languageAndScript, "Apple's parent map sends en-AU to en-GB")),
        // Apple's Portuguese rule passes pt-BR over for pt-PT; the policy's language default takes it.
        Row(
            context: ResolutionContext(deviceLanguages: ["pt-PT", "en"]), shown: "en",
            expected: (
                "pt-BR", .devicePreference, .languageDefault,
                "pt-PT never takes pt-BR while another preference matches (Apple's Portuguese rule); "
                    + "en is one of the app's localizations"
            )),
        // The saved in-app choice is the policy's alone: Apple never sees it.
        Row(
            context: ResolutionContext(
                savedUserChoice: .userChoice("fr", policyVersion: 7, at: Timestamp(secondsSince1970: 0)),
                deviceLanguages: ["en-US"]),
            shown: "en",
            expected: ("fr", .savedUserChoice, .exact, "en-US falls back to en (dropping the last subtag)")),
        // The device showed something other than the model of Apple's matching expects.
        Row(
            context: ResolutionContext(deviceLanguages: ["fr-CA"]), shown: "en",
            expected: (
                "fr", .devicePreference, .languageAndScript,
                "Apple's bundle shows en where the model of Apple's matching expects fr: "
                    + "fr-CA falls back to fr (dropping the last subtag)"
            )),
        // Agreements: the same locale, compared maximized; the per-app language on both sides.
        Row(context: ResolutionContext(deviceLanguages: ["fr-CA"]), shown: "fr", expected: nil),
        Row(context: ResolutionContext(deviceLanguages: ["zh-HK"]), shown: "zh-Hant", expected: nil),
        Row(context: ResolutionContext(deviceLanguages: ["en-GB"]), shown: "en-GB", expected: nil),
        Row(
            context: ResolutionContext(systemAppPreference: ["fr"], deviceLanguages: ["en"]), shown: "fr", expected: nil
        ),
        // A bundle that shows no localization has nothing to diverge.
        Row(context: ResolutionContext(deviceLanguages: ["ja"]), shown: nil, expected: nil),
    ]

    @Test(arguments: rows)
    func reportsWhereAppleShowsAnotherLocalization(_ row: Row) {
        let event = Self.check.divergence(row.context, shown: row.shown, appVersion: "5.2")
        guard let expected = row.expected else {
            #expect(event == nil)
            return
        }
        #expect(event?.platformLocalization == row.shown)
        #expect(event?.platformReason == expected.reason)
        #expect(event?.policyDecision.effectiveLocale == expected.policy)
        #expect(event?.policyDecision.source == expected.source)
        #expect(event?.policyDecision.match == expected.match)
        #expect(event?.policyDecision.policyVersion == 7)
        #expect(event?.policyDecision.appVersion == "5.2")
    }

    /// With the model's own pick as what the device shows, the check reports exactly where the
    /// platform comparison says Apple disagrees.
    @Test(arguments: [["en-AU"], ["pt-PT", "en"], ["fr-CA"], ["zh-HK"], ["sr-ME"], ["es-AR", "fr"], ["ja"]])
    func agreesWithThePlatformComparison(_ device: [String]) throws {
        let policy = Self.check.policy
        let comparison = PlatformCheck(
            policy: policy,
            setup: try PlatformSetup(
                policy: policy, appleLocalizations: ["Base", "en", "en-GB", "fr", "pt-BR", "zh-Hant", "sr-Latn"],
                appleDevelopmentRegion: "en")
        ).compare(ResolutionContext(deviceLanguages: device))
        let event = Self.check.divergence(
            ResolutionContext(deviceLanguages: device), shown: comparison.apple.shown, appVersion: "5.2")
        #expect((event == nil) == comparison.apple.agrees)
        #expect(
            event.map(\.platformReason)
                == (comparison.apple.agrees ? nil : comparison.apple.resolution.reason.description))
    }
}
