import PlatformModels
import Testing

/// The cases where Apple and Android disagree (PLATFORM-MATCHING.md §4), each with the result
/// Apple's own code gives and the explanation the model offers.
@Suite struct AppleReasonTests {
    func match(_ preferences: [String], _ available: [String]) -> AppleLocalizationMatch {
        AppleLocalizationMatcher(available: available).localizationsToUse(for: preferences)
    }

    @Test func australianEnglishTakesBritishEnglish() {
        let match = match(["en-AU"], ["en", "en-GB"])
        #expect(match.localizations == ["en-GB", "en"])
        #expect(match.preferenceIndex == 0)
        #expect(match.reason.description == "Apple's parent map sends en-AU to en-GB")
    }

    @Test func europeanPortugueseNeverTakesBrazilianWhileAnotherPreferenceMatches() {
        let match = match(["pt-PT", "en"], ["pt-BR", "en"])
        #expect(match.localizations == ["en"])
        #expect(match.preferenceIndex == 1)
        #expect(
            match.reason.description
                == "pt-PT never takes pt-BR while another preference matches (Apple's Portuguese rule); "
                + "en is one of the app's localizations")
    }

    @Test func europeanPortugueseTakesBrazilianAsALastResort() {
        let match = match(["pt-PT"], ["pt-BR", "fr"])
        #expect(match.localizations == ["pt-BR"])
        #expect(match.reason == .portugueseRule(preference: "pt-PT", localization: "pt-BR"))
    }

    @Test func serbianInMontenegroStaysCyrillic() {
        let match = match(["sr-ME"], ["sr", "sr-Latn"])
        #expect(match.localizations == ["sr"])
        #expect(match.reason.description == "sr-ME falls back to sr (dropping the last subtag)")
    }

    @Test func aLaterPreferenceOfTheSameLanguageWinsOverARegionalFallback() {
        let match = match(["fr-CH", "fr-CA"], ["fr-FR", "fr-CA"])
        #expect(match.localizations == ["fr-CA"])
        #expect(match.preferenceIndex == 1)
        #expect(
            match.reason
                == .laterPreferenceOfSameLanguage(
                    firstPreference: "fr-CH", firstMatch: "fr-FR", preference: "fr-CA", localization: "fr-CA"))
        #expect(match.reason.description.contains("the later preference fr-CA of the same language"))
    }

    @Test func argentineSpanishTiesAndTheEarlierLocalizationWins() {
        let match = match(["es-AR"], ["es", "es-MX"])
        #expect(match.localizations == ["es"])
        #expect(
            match.reason.description
                == "es-AR falls back to es-419 (CLDR's parent locales), then es (dropping the last subtag); "
                + "es-MX is as close but later in the app's list")
        #expect(self.match(["es-AR"], ["es-MX", "es"]).localizations == ["es-MX", "es"])
    }

    @Test func aliasesAndLegacyNames() {
        #expect(
            match(["iw"], ["he", "en"]).reason.description == "iw and he both stand for he (Apple's and CLDR's aliases)"
        )
        #expect(match(["zh-TW"], ["zh_TW"]).reason == .sameLocalization(preference: "zh-TW", localization: "zh_TW"))
        #expect(match(["nb"], ["no", "en"]).localizations == ["no"])
    }

    @Test func nothingMatches() {
        #expect(match(["ja"], ["en", "fr"]).reason == .noMatch)
        #expect(match(["ja"], ["en", "zxx"]).localizations == ["zxx"])
        #expect(match(["ja"], ["en", "zxx"]).reason == .noLinguisticContent)
    }
}
