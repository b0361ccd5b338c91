import AppLanguage
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

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
                        #expect(PlatformCheck.sameLikelyScript(from, to), "\(remedy) crosses scripts")
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
        for remedy in spanish.remedies(for: argentina, on: .android) {
            SchemaSamples.record(remedy.jsonText(), as: "platform-remedy")
        }
        #expect(
            spanish.remedies(for: argentina, on: .android) == [
                .allOf([.nameAndroidFolder(from: nil, to: "es"), .applyDecisionAsAppLocale])
            ])
    }

    @Test func everyRemedyReadsAsASentence() {
        #expect(
            PlatformRemedy.nameAppleLocalization(from: "pt-BR", to: "pt").description
                == "rename pt-BR.lproj to pt.lproj")
        #expect(
            PlatformRemedy.nameAppleLocalization(from: nil, to: "pt").description == "add the localization pt.lproj")
        #expect(
            PlatformRemedy.nameAndroidFolder(from: "zh", to: "b+zh+Hant").description
                == "rename values-zh to values-b+zh+Hant")
        #expect(PlatformRemedy.nameAndroidFolder(from: "", to: "en").description == "rename values/ to values-en")
        #expect(PlatformRemedy.nameAndroidFolder(from: nil, to: "es").description == "add the folder values-es")
        #expect(
            PlatformRemedy.allOf([.nameAndroidFolder(from: nil, to: "es"), .applyDecisionAsAppLocale]).description
                == "add the folder values-es and apply the decision as the app's locale (the per-app setting)")
        #expect(
            PlatformRemedy.allOf([
                .approveAlias(from: "en-AU", to: "en-GB"), .approveAlias(from: "en-IN", to: "en-GB"),
                .approveAlias(from: "en-NZ", to: "en-GB"),
            ]).description == "approve the aliases en-AU, en-IN and en-NZ → en-GB in the policy")
        #expect(
            PlatformRemedy.allOf(
                ["en-AU", "en-IN", "en-NZ", "en-SG", "en-ZA", "en-IE"].map { .approveAlias(from: $0, to: "en-GB") }
            )
            .description == "approve the aliases en-AU, en-IN, en-NZ, en-SG, en-ZA and 1 more → en-GB in the policy")
        #expect(
            PlatformRemedy.allOf([.approveAlias(from: "en-AU", to: "en-GB"), .approveAlias(from: "es-AR", to: "es-MX")])
                .description
                == "approve the alias en-AU → en-GB in the policy and approve the alias es-AR → es-MX in the policy")
    }

    /// A Traditional Chinese device is never sent to Simplified Chinese, nor a Latin Serbian
    /// one to Cyrillic Serbian, even where the alias would make the platform agree (Android,
    /// with values/ alone, disagrees either way, so nothing else holds the alias back).
    @Test(arguments: [
        (["en", "zh-Hans", "zh-Hant"], ["zh-Hans", "en"], ["zh-HK", "zh-CN"]),
        (["en", "zh-Hans", "zh-Hant"], ["zh-Hans", "en"], ["zh-MO", "zh-Hans"]),
        (["en", "zh-Hans", "zh-Hant"], ["zh-Hant", "en"], ["zh-SG", "zh-HK"]),
        (["en", "sr", "sr-Latn"], ["sr", "en"], ["sr-Latn-BA", "sr"]),
        (["en", "sr", "sr-Latn"], ["sr", "en"], ["sr-ME", "sr"]),
        (["en", "sr", "sr-Latn"], ["sr-Latn", "en"], ["sr-BA", "sr-Latn"]),
    ])
    func neverSuggestsAnAliasAcrossScripts(supported: [String], localizations: [String], device: [String]) throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: supported.map { try LanguageTag(parsing: $0) }, productDefault: "en", policyVersion: 1)
        let check = PlatformCheck(
            policy: policy,
            setup: try PlatformSetup(policy: policy, appleLocalizations: localizations, androidFolders: [""]))
        let comparison = check.compare(ResolutionContext(deviceLanguages: device))
        #expect(!comparison.agrees(on: .apple), "the case must disagree to test anything")
        let remedies = check.remedies(for: comparison, on: .apple)
        #expect(!remedies.isEmpty)
        #expect(
            !remedies.contains {
                if case .approveAlias = $0 { return true }
                return false
            }, "\(remedies)")
    }

    @Test func comparesLikelyScripts() {
        #expect(!PlatformCheck.sameLikelyScript("zh-HK", "zh-Hans"))
        #expect(!PlatformCheck.sameLikelyScript("sr-Latn-RS", "sr"))
        #expect(!PlatformCheck.sameLikelyScript("sr-ME", "sr"), "CLDR: sr-ME is Latn")
        #expect(PlatformCheck.sameLikelyScript("zh-TW", "zh-Hant"))
        #expect(PlatformCheck.sameLikelyScript("en-AU", "en-GB"))
        #expect(PlatformCheck.sameLikelyScript("sr-RS", "sr"))
    }

    @Test func agreementNeedsNoRemedy() throws {
        let check = try PlatformCheck(policy: .example)
        let comparison = check.compare(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"]))
        #expect(comparison.agrees)
        #expect(check.remedies(for: comparison, on: .apple).isEmpty)
        #expect(check.remedies(for: comparison, on: .android).isEmpty)
    }
}
