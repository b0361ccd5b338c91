import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing
import WireDocuments

@Suite struct ResolverTests {
    let policy = AppLanguagePolicy.example

    @Test func recordsEveryCandidateInTheTrace() {
        let decision = policy.resolve(
            ResolutionContext(systemAppPreference: ["ja"], deviceLanguages: ["en--US", "ko", "es-AR"]))
        #expect(decision.effectiveLocale.description == "es")
        #expect(decision.trace.map(\.requested) == ["ja", "en--US", "ko", "es-AR"])
        #expect(
            decision.trace.map(\.source) == [
                .systemAppPreference, .devicePreference, .devicePreference, .devicePreference,
            ])
        #expect(decision.trace[0].outcome == .noMatch)
        #expect(decision.trace[1].outcome == .malformed(.emptySubtag(offset: 3)))
        #expect(decision.trace[3].explanation.contains("has the language and script of supported es"))
        #expect(
            decision.explanation.hasSuffix(
                "→ es from device_preference for \"es-AR\" (match: language_and_script, policy version 3)"))
    }

    @Test func aRegionAloneIsNeverALanguagePreference() throws {
        let decision = policy.resolve(
            ResolutionContext(systemAppPreference: ["und-FR"], deviceLanguages: ["und-TW", "mul", "es"]))
        #expect(decision.effectiveLocale.description == "es")
        #expect(decision.trace.prefix(3).allSatisfy { $0.outcome == .namesNoLanguage })
        #expect(decision.trace[0].explanation.contains("names no language"))
        #expect(policy.match(try LanguageTag(parsing: "und-TW")) == nil)
        #expect(policy.resolve(ResolutionContext(deviceLanguages: ["und"])).source == .productDefault)
        #expect(
            policy.resolve(ResolutionContext(deviceLanguages: ["i-klingon", "x-private", "fr"])).effectiveLocale
                .description == "fr")
    }

    @Test func decidesTheSameFromStringsAndFromParsedTags() throws {
        let device = ["zh-HK", "sr", "pt-PT", "en-AU", "iw"]
        for start in device.indices {
            let languages = Array(device[start...])
            let fromStrings = policy.resolve(ResolutionContext(deviceLanguages: languages))
            let fromTags = policy.resolve(deviceLanguages: try languages.map { try LanguageTag(parsing: $0) })
            #expect(fromStrings == fromTags)
        }
    }

    @Test func matchesSingleTags() throws {
        let match = try #require(policy.match(try LanguageTag(parsing: "sr-Cyrl-BA")))
        #expect(match.effective.description == "sr-Latn")
        #expect(match.step == .alias)
        #expect(match.scriptFallback)
        #expect(match.rule?.description == "sr-Cyrl")
        #expect(policy.match(try LanguageTag(parsing: "ja")) == nil)
    }

    @Test func decisionIsWrittenAsItsDocument() throws {
        let decision = policy.resolve(
            ResolutionContext(
                savedUserChoice: .userChoice(
                    try LanguageTag(parsing: "de"), policyVersion: 2, at: Timestamp(secondsSince1970: 0)),
                deviceLanguages: ["xx-YY-", "sr-Cyrl"]))
        let json = decision.jsonText()
        #expect(json.contains(#""needsConfirmation":true"#))
        #expect(json.contains(#""source":"device_preference""#))
        #expect(json.contains(#""schemaVersion":1"#))
        #expect(json.contains(#""reason":"saved_choice_unsupported""#))
    }

    /// Invariants over thousands of generated contexts.
    @Test func propertiesHoldForGeneratedContexts() throws {
        var random = SeededRandom(seed: 3)
        let pool = [
            "en", "en-US", "en-AU", "en-IN", "fr-CA", "fr", "zh-HK", "zh-TW", "zh-CN", "zh", "zh-SG", "sr", "sr-Cyrl",
            "sr-Latn-ME", "sh", "pt", "pt-PT", "pt-AO", "es-419", "es", "ja", "ko", "ar", "he", "iw", "de-CH-1996",
            "en--US", "", "x-private", "und", "qaa", "fr-u-ca-gregory", "yue-Hant", "nan", "tlh",
        ]
        let supportedScripts = Dictionary(
            uniqueKeysWithValues: policy.supportedLocales.map { ($0, $0.maximized()?.script) })
        for _ in 0..<3000 {
            let device = (0..<Int.random(in: 0...4, using: &random)).map { _ in pool.randomElement(using: &random)! }
            let system = (0..<Int.random(in: 0...1, using: &random)).map { _ in pool.randomElement(using: &random)! }
            let saved: AppLanguageRecord? =
                Bool.random(using: &random)
                ? nil
                : .userChoice(
                    try LanguageTag(parsing: ["es", "de", "zh-Hant"].randomElement(using: &random)!), policyVersion: 1,
                    at: Timestamp(secondsSince1970: 0))
            let context = ResolutionContext(
                savedUserChoice: saved, systemAppPreference: system, deviceLanguages: device)
            let decision = policy.resolve(context)
            #expect(policy.resolve(context) == decision, "deterministic")
            #expect(policy.supportedLocales.contains(decision.effectiveLocale), "always a supported locale")
            #expect(decision.policyVersion == 3)
            if decision.source == .productDefault {
                #expect(decision.match == .noMatch && decision.requestedLocale == nil)
            }
            if let requested = decision.requestedLocale, decision.source != .savedUserChoice,
                let requestedScript = try? LanguageTag(parsing: requested).maximized()?.script
            {
                let crossed = requestedScript != supportedScripts[decision.effectiveLocale]!
                #expect(crossed == decision.scriptFallback, "only an approved alias crosses scripts: \(requested)")
                #expect(!crossed || decision.match == .alias)
            }
            #expect(decision.needsConfirmation == (saved?.effectiveLocale.description == "de"))
        }
    }
}
