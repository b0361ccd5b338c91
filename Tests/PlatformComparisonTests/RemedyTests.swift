import AppLanguage
import LanguageTags
import Testing

@testable import PlatformComparison

/// What would remove a disagreement: every remedy listed removes it when applied, and aliases
/// never cross languages.
@Suite("Platforms: remedies")
struct RemedyTests {
    static let policies: [AppLanguagePolicy] = [
        .example,
        try! AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "es", "es-MX", "pt-BR", "zh-Hant"], productDefault: "en", policyVersion: 1
        ),
        try! AppLanguagePolicy(
            supportedLocales: ["de", "fr", "fr-CA", "sr", "sr-Latn", "zh-Hans"], productDefault: "de", policyVersion: 1),
    ]

    @Test(arguments: policies.indices)
    func everyRemedyListedRemovesItsDisagreement(policy index: Int) throws {
        let check = try PlatformCheck(policy: Self.policies[index])
        var tried = 0
        for entry in DevicePopulation.builtIn.entries {
            let comparison = check.compare(entry.context)
            for platform in Platform.allCases where !comparison.agrees(on: platform) {
                let remedies = check.remedies(for: comparison, on: platform)
                #expect(!remedies.isEmpty, "\(platform) \(entry.context.deviceLanguages): no remedy")
                for remedy in remedies {
                    let after = try #require(check.applying(remedy)).compare(entry.context)
                    #expect(after.agrees(on: platform), "\(remedy) on \(entry.context.deviceLanguages)")
                    if case .approveAlias(let from, let to) = remedy {
                        #expect(from.language == to.language, "\(remedy) crosses languages")
                    }
                    tried += 1
                }
            }
        }
        #expect(tried > 0)
    }

    @Test func suggestsTheAliasTheRenameAndTheOption() throws {
        let english = try PlatformCheck(
            policy: AppLanguagePolicy(supportedLocales: ["en", "en-GB"], productDefault: "en", policyVersion: 1))
        let australia = english.compare(ResolutionContext(deviceLanguages: ["en-AU"]))
        #expect(
            english.remedies(for: australia, on: .apple) == [
                .approveAlias(from: "en-AU", to: "en-GB"), .policyResolvedMode,
            ])
        #expect(
            english.remedies(for: australia, on: .android) == [
                .approveAlias(from: "en-AU", to: "en-GB"), .nameAndroidFolder(from: nil, to: "en"),
                .applyDecisionAsAppLocale,
            ])
        let portugal = try PlatformCheck(policy: .example).compare(
            ResolutionContext(deviceLanguages: ["pt-PT", "en-US"]))
        #expect(
            try PlatformCheck(policy: .example).remedies(for: portugal, on: .apple) == [
                .nameAppleLocalization(from: "pt-BR", to: "pt"), .policyResolvedMode,
            ])
        let spanish = try PlatformCheck(
            policy: AppLanguagePolicy(supportedLocales: ["es", "es-MX"], productDefault: "es", policyVersion: 1))
        let argentina = spanish.compare(ResolutionContext(deviceLanguages: ["es-AR"]))
        #expect(argentina.android.folder == "es-rMX", "values/ has no language for Android")
        #expect(
            spanish.remedies(for: argentina, on: .android) == [
                .allOf([.nameAndroidFolder(from: nil, to: "es"), .applyDecisionAsAppLocale])
            ])
    }

    @Test func agreementNeedsNoRemedy() throws {
        let check = try PlatformCheck(policy: .example)
        let comparison = check.compare(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"]))
        #expect(comparison.agrees)
        #expect(check.remedies(for: comparison, on: .apple).isEmpty)
        #expect(check.remedies(for: comparison, on: .android).isEmpty)
    }
}
