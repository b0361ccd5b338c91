import AppLanguage
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// The smallest fix first: where the policy has regional variants of a language, none without a
/// region and no language default, the missing default comes before aliases, renames and the
/// platform options; and it is tried like every remedy.
@Suite("Platforms: a missing language default is the first fix")
struct LanguageDefaultRemedyTests {
    @Test(arguments: [
        (["en-GB", "en-US"], "en-US", "en-IN", "en", "en-GB"),
        (["en", "pt-BR", "pt-PT"], "en", "pt-AO", "pt", "pt-PT"),
    ])
    func comesFirst(supported: [String], productDefault: String, device: String, language: String, target: String)
        throws
    {
        let policy = try AppLanguagePolicy(
            supportedLocales: supported.map { try LanguageTag(parsing: $0) },
            productDefault: try LanguageTag(parsing: productDefault), policyVersion: 1)
        let check = try PlatformCheck(policy: policy)
        let comparison = check.compare(ResolutionContext(deviceLanguages: [device]))
        var platforms = 0
        for platform in Platform.allCases where !comparison.agrees(on: platform) {
            platforms += 1
            let remedies = check.remedies(for: comparison, on: platform)
            let expected = PlatformRemedy.addLanguageDefault(
                language: try LanguageTag(parsing: language), to: try LanguageTag(parsing: target))
            #expect(remedies.first == expected, "\(platform): \(remedies)")
            #expect(remedies.count > 1, "the other fixes stay listed after it")
            let fixed = try #require(check.applying(expected))
            #expect(fixed.compare(comparison.context).agrees(on: platform))
            #expect(expected.description == "add the language default \"\(language)\": \"\(target)\" to the policy")
        }
        #expect(platforms > 0, "the case disagrees on some platform")
    }

    /// A policy with the language's regionless locale has no missing default: none is proposed.
    @Test func notWhereTheLanguageHasARegionlessLocale() throws {
        let check = try PlatformCheck(policy: .example)
        for disagreement in check.populationReport(.builtIn).disagreements {
            #expect(
                !disagreement.remedies.contains { if case .addLanguageDefault = $0 { true } else { false } },
                "\(disagreement)")
        }
    }
}
