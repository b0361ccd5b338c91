import AppLanguage
import LanguageTags
import Testing

@testable import PlatformModels

/// The plan on an App Bundle install: the device has the language splits of its system
/// languages only (bundletool's `LanguageMatcher`, PACKAGING.md §1, vector 17), so a decided
/// locale whose split is missing loads `values/` and the plan says so.
@Suite("Android: the locale plan with language splits")
struct AndroidLocalePlanInstalledTests {
    static let policy = try! AppLanguagePolicy(
        supportedLocales: ["en", "en-GB", "fr", "fr-CA", "de", "ar", "zh-Hant"], productDefault: "en", policyVersion: 1)
    static let planner = try! AndroidLocalePlanner(policy: policy)

    static func chose(_ locale: LanguageTag) -> AppLanguageRecord {
        .userChoice(locale, policyVersion: 1, at: Timestamp(secondsSince1970: 1_767_225_600))
    }

    static func languages(_ tags: String...) -> [LanguageTag] { tags.map { try! LanguageTag(parsing: $0) } }

    @Test func aChoiceWhoseSplitIsMissingSaysSoAndLoadsValues() {
        // Vector 17: device [fr-CA, en-US] gets config.fr and config.en, no config.de.
        let context = ResolutionContext(savedUserChoice: Self.chose("de"), deviceLanguages: ["fr-CA", "en-US"])
        let plan = Self.planner.plan(context, installedLanguages: Self.languages("fr", "en"))
        #expect(plan.decision.effectiveLocale == "de")
        #expect(plan.notInstalled == true)
        #expect(plan.action == .perAppSetting("de"))
        #expect(plan.applied.folder == "fr-rCA", "Android skips to an installed language of the list")
        #expect(!plan.applied.agrees)
        let complete = Self.planner.plan(context)
        #expect(complete.notInstalled == nil, "no installed languages given: not said")
        #expect(complete.applied.folder == "de")
    }

    @Test func anInstalledSplitServesEveryRegionAndScriptOfItsLanguage() {
        let regional = ResolutionContext(savedUserChoice: Self.chose("fr-CA"), deviceLanguages: ["en-US"])
        let plan = Self.planner.plan(regional, installedLanguages: Self.languages("en", "fr"))
        #expect(plan.notInstalled == false)
        #expect(plan.applied.folder == "fr-rCA")
        let chinese = ResolutionContext(savedUserChoice: Self.chose("zh-Hant"), deviceLanguages: ["en-US"])
        #expect(Self.planner.plan(chinese, installedLanguages: Self.languages("en", "zh-TW")).notInstalled == false)
    }

    @Test func aMissingSplitLeavesValuesInTheBase() {
        // The decision is the product default: values/ is in the base, always installed.
        let plan = Self.planner.plan(
            ResolutionContext(deviceLanguages: ["ja-JP"]), installedLanguages: Self.languages("ja"))
        #expect(plan.decision.effectiveLocale == "en")
        #expect(plan.notInstalled == false)
        #expect(plan.applied.folder == "")
    }

    @Test func legacyCodesNameTheSameSplit() throws {
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "he"], productDefault: "en", policyVersion: 1)
        let planner = try AndroidLocalePlanner(policy: policy, folders: ["", "iw"])
        let plan = planner.plan(
            ResolutionContext(savedUserChoice: Self.chose("he"), deviceLanguages: ["en-US"]),
            installedLanguages: Self.languages("en", "iw"))
        #expect(plan.notInstalled == false, "values-iw is in config.he, and iw is he")
        #expect(plan.applied.folder == "iw")
    }
}
