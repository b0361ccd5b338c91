import PlatformModels
import Testing

/// CFBundle's backstops after Apple ICU's matcher (PLATFORM-MATCHING.md §2.1).
@Suite struct AppleBundleTests {
    @Test func aMatchKeepsTheDevelopmentRegionLast() {
        let resolution = AppleBundleLocalizations(localizations: ["en", "fr"], developmentRegion: "en")
            .resolve(preferences: ["fr-CA"])
        #expect(resolution.searchList == ["fr", "en"])
        #expect(resolution.shownLocalization == "fr")
    }

    @Test func noPreferenceMatchedFallsBackToTheDevelopmentRegion() {
        let resolution = AppleBundleLocalizations(localizations: ["en", "fr"], developmentRegion: "en")
            .resolve(preferences: ["ja-JP"])
        #expect(resolution.searchList == ["en"])
        #expect(resolution.shownLocalization == "en")
        #expect(
            resolution.reason.description == "no preference matched: CFBundle falls back to the development region en")
    }

    @Test func thenToUSEnglish() {
        let resolution = AppleBundleLocalizations(localizations: ["en-GB", "fr"], developmentRegion: "de")
            .resolve(preferences: ["ja"])
        #expect(resolution.searchList == ["en-GB", "de"])
        #expect(resolution.shownLocalization == "en-GB")
        #expect(resolution.reason == .englishBackstop)
    }

    @Test func thenToTheFirstLocalization() {
        let resolution = AppleBundleLocalizations(localizations: ["fr", "de"], developmentRegion: "en")
            .resolve(preferences: ["ja"])
        #expect(resolution.searchList == ["fr", "en"])
        #expect(resolution.shownLocalization == "fr")
        #expect(resolution.reason == .firstLocalization("fr"))
    }

    @Test func withoutADevelopmentRegionEnglishIsAppended() {
        let resolution = AppleBundleLocalizations(localizations: ["fr", "English"], developmentRegion: nil)
            .resolve(preferences: ["fr-CH"])
        #expect(resolution.searchList == ["fr", "English"])
        #expect(
            AppleBundleLocalizations(localizations: ["fr", "English"], developmentRegion: nil)
                .resolve(preferences: ["ja"]).searchList == ["English"])
    }

    @Test func anEmptyBundleSearchesEnglish() {
        let resolution = AppleBundleLocalizations(localizations: [], developmentRegion: nil).resolve(preferences: ["ja"]
        )
        #expect(resolution.searchList == ["en"])
        #expect(resolution.shownLocalization == nil)
    }
}
