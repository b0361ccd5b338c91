import Foundation
import LanguagePolicy
import TestSupport
import Testing

/// The decisions the Apple adapters apply, pure and run here: the layout direction (policy-resolved
/// mode only) and the per-app language read from `AppleLanguages`.
@Suite struct AppleLogicTests {
    static let policy = try! AppLanguagePolicy(
        supportedLocales: ["en", "en-GB", "ar", "he", "fr"], productDefault: "en", policyVersion: 1)

    static func snapshot(_ device: String) -> EffectiveLocaleContext.Snapshot {
        EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: [device])),
            formatting: FormattingPreferences(region: nil)
        ).current
    }

    /// A bundle with Arabic, Hebrew and English strings, and one with English only.
    static let rightToLeftBundle = try! TemporaryBundle.make(
        developmentRegion: "en", strings: ["en": ["hello": "Hello"], "ar": ["hello": "مرحبا"], "he": ["hello": "שלום"]])
    static let englishOnlyBundle = try! TemporaryBundle.make(
        developmentRegion: "en", strings: ["en": ["hello": "Hello"]])

    @Test func theDirectionIsAppliedInThePolicyResolvedModeOnly() {
        let bundle = Self.rightToLeftBundle
        #expect(Self.snapshot("ar").layoutDirection(in: .policyResolved, bundle: bundle) == .rightToLeft)
        #expect(Self.snapshot("he-IL").layoutDirection(in: .policyResolved, bundle: bundle) == .rightToLeft)
        #expect(Self.snapshot("en").layoutDirection(in: .policyResolved, bundle: bundle) == .leftToRight)
        for device in ["ar", "he-IL", "en"] {
            #expect(Self.snapshot(device).layoutDirection(in: .platformResolved, bundle: bundle) == nil, "\(device)")
        }
    }

    /// The direction is the loaded strings', not the decision's: a policy deciding Arabic for a
    /// bundle without `ar.lproj` shows the development region's English (CFBundle's backstop, as
    /// `Bundle.preferredLocalizations(from:forPreferences:)` documents: the development
    /// localization when nothing matches), which UIKit lays out left to right.
    @Test func anArabicDecisionWithoutArabicStringsIsLaidOutLeftToRight() {
        let arabic = Self.snapshot("ar")
        #expect(arabic.isRightToLeft, "the decision is Arabic")
        let strings = arabic.strings(in: Self.englishOnlyBundle)
        #expect(strings.localization == "en")
        #expect(strings.localizedString(forKey: "hello", value: nil, table: nil) == "Hello")
        #expect(strings.layoutDirection == .leftToRight)
        #expect(arabic.layoutDirection(in: .policyResolved, bundle: Self.englishOnlyBundle) == .leftToRight)
        #expect(arabic.strings(in: Self.rightToLeftBundle).layoutDirection == .rightToLeft)
        var follower = LayoutDirectionFollower(mode: .policyResolved, bundle: Self.englishOnlyBundle)
        #expect(follower.update(for: arabic) == .init(direction: .leftToRight, rebuildsRootView: false))
    }

    /// UIKit: views take the direction when made; once made, the root view is made again.
    @Test func uikitRebuildsTheRootViewOnlyWhenTheDirectionChangesAfterLaunch() {
        var follower = LayoutDirectionFollower(mode: .policyResolved, bundle: Self.rightToLeftBundle)
        let steps: [(String, LayoutDirectionFollower.Update?)] = [
            ("en", .init(direction: .leftToRight, rebuildsRootView: false)),
            ("fr", nil),
            ("ar", .init(direction: .rightToLeft, rebuildsRootView: true)),
            ("he-IL", nil),
            ("en-GB", .init(direction: .leftToRight, rebuildsRootView: true)),
        ]
        for (device, update) in steps {
            #expect(follower.update(for: Self.snapshot(device)) == update, "\(device)")
        }
        var platform = LayoutDirectionFollower(mode: .platformResolved, bundle: Self.rightToLeftBundle)
        for device in ["en", "ar", "en"] { #expect(platform.update(for: Self.snapshot(device)) == nil) }
        #expect(platform.applied == nil)
    }

    /// Only the first element of `AppleLanguages`, and only when the bundle shows what Apple's
    /// matching picks for it (the model of `ualoc_localizationsToUse` and CFBundle's backstops).
    @Test(
        arguments: [
            (nil, ["en"], PerAppLanguageReading.notSet),
            ([], ["en"], .notSet),
            (["de-US", "en-US"], ["de"], .language("de-US")),
            (["en-AU"], ["en-GB"], .language("en-AU")),
            (["ja"], ["en"], .language("ja")),  // nothing for ja: the development region, as iOS shows
            (["fr"], ["de"], .disagrees(written: "fr", shown: "de")),  // written after the bundle chose
            (["de"], ["Base", "de"], .language("de")),
        ] as [([String]?, [String], PerAppLanguageReading)])
    func thePerAppLanguageIsTheFirstElementTheBundleShows(
        appleLanguages: [String]?, preferred: [String], reading: PerAppLanguageReading
    ) {
        let read = PerAppLanguageReading(
            appleLanguages: appleLanguages, preferredLocalizations: preferred,
            localizations: ["Base", "en", "en-GB", "de", "fr"], developmentRegion: "en")
        #expect(read == reading)
        if case .language(let language) = reading {
            #expect(read.language == language)
        } else {
            #expect(read.language == nil)
        }
    }
}
