import AppLanguage
import LanguageTags
import Testing

@testable import PlatformModels

/// What an Android app applies so that its resources follow the decision: an explicit choice
/// to the per-app setting, anything else to the resources only, and only where Android's own
/// selection loads another folder.
@Suite("Android: the locale plan")
struct AndroidLocalePlannerTests {
    /// en-AU users: Android loads values-en-rGB, the policy keeps en (no alias approved).
    static let policy = try! AppLanguagePolicy(
        supportedLocales: ["en", "en-GB", "fr", "pt-BR", "zh-Hant"], productDefault: "en", policyVersion: 2)
    static let planner = try! AndroidLocalePlanner(policy: policy)

    static func chose(_ locale: LanguageTag) -> AppLanguageRecord {
        .userChoice(locale, policyVersion: 2, at: Timestamp(secondsSince1970: 1_767_225_600))
    }

    @Test func anAutomaticDecisionAndroidWouldNotLoadGoesToTheContextOnly() {
        let plan = Self.planner.plan(ResolutionContext(deviceLanguages: ["en-AU"]))
        #expect(plan.decision.effectiveLocale == "en")
        #expect(plan.android.folder == "en-rGB")
        #expect(!plan.android.agrees)
        #expect(plan.action == .contextLocale("en"))
        #expect(plan.applied.folder == "", "values/ is English")
        #expect(plan.applied.agrees)
    }

    @Test func anAutomaticDecisionAndroidLoadsByItselfNeedsNothing() {
        let plan = Self.planner.plan(ResolutionContext(deviceLanguages: ["zh-HK", "en"]))
        #expect(plan.decision.effectiveLocale == "zh-Hant")
        #expect(plan.android.folder == "b+zh+Hant")
        #expect(plan.action == .nothing)
        #expect(plan.applied == plan.android)
    }

    @Test func theUsersChoiceGoesToThePerAppSettingUntilItHoldsIt() {
        let chosen = ResolutionContext(savedUserChoice: Self.chose("fr"), deviceLanguages: ["en-US"])
        let before = Self.planner.plan(chosen)
        #expect(before.action == .perAppSetting("fr"))
        #expect(before.android.folder == "")
        #expect(before.applied.folder == "fr")
        var written = chosen
        written.systemAppPreference = ["fr"]
        #expect(Self.planner.plan(written).action == .nothing)
        written.systemAppPreference = ["fr-FR"]
        #expect(Self.planner.plan(written).action == .perAppSetting("fr"), "the setting holds another locale")
    }

    @Test func aPerAppSettingFromTheSystemSettingsIsNeverRewritten() {
        let plan = Self.planner.plan(ResolutionContext(systemAppPreference: ["en-AU"], deviceLanguages: ["fr"]))
        #expect(plan.decision.source == .systemAppPreference)
        #expect(plan.action == .contextLocale("en"))
    }

    @Test func aReplacementAwaitingConfirmationIsNotWrittenAsTheChoice() throws {
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 3)
        let plan = try AndroidLocalePlanner(policy: policy).plan(
            ResolutionContext(savedUserChoice: Self.chose("en-GB"), deviceLanguages: ["fr"]))
        #expect(plan.decision.effectiveLocale == "en")
        #expect(plan.decision.needsConfirmation)
        #expect(plan.action == .contextLocale("en"))
    }

    @Test func appliedSaysWhenNoFolderServesTheDecision() throws {
        let plan = try AndroidLocalePlanner(policy: Self.policy, folders: ["", "fr", "en-rGB"]).plan(
            ResolutionContext(deviceLanguages: ["pt-BR"]))
        #expect(plan.action == .contextLocale("pt-BR"))
        #expect(plan.applied.folder == "")
        #expect(!plan.applied.agrees)
    }

    @Test func namesFoldersAsAndroidStudioDoes() throws {
        #expect(Self.planner.folders.qualifiers == ["", "en-rGB", "fr", "pt-rBR", "b+zh+Hant"])
        #expect(try AndroidLocalePlanner(policy: .example, defaultLanguage: "fr").folders.qualifiers.contains("en"))
        #expect(throws: AndroidLocaleFolderError.notALocaleFolder("night")) {
            try AndroidLocalePlanner(policy: .example, folders: ["", "night"])
        }
        #expect {
            try AndroidLocalePlanner(policy: .example, folders: ["es-r419"])
        } throws: { error in
            (error as? AndroidLocaleFolderError)?.folder == "es-r419"
        }
    }

    @Test func theDocumentedExamplesHold() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "fr"], productDefault: "en", policyVersion: 1)
        let automatic = try AndroidLocalePlanner(policy: policy).plan(ResolutionContext(deviceLanguages: ["en-AU"]))
        #expect(automatic.decision.effectiveLocale == "en")
        #expect(automatic.android.folder == "en-rGB")
        #expect(automatic.action == .contextLocale("en"))
        #expect(automatic.applied.folder == "")
        let saved = AppLanguageRecord.userChoice("fr", policyVersion: 3, at: .now)
        let chosen = try AndroidLocalePlanner(policy: .example).plan(
            ResolutionContext(savedUserChoice: saved, deviceLanguages: ["en-US"]))
        #expect(chosen.action == .perAppSetting("fr"))
        #expect(chosen.android.folder == "")
        #expect(chosen.applied.folder == "fr")
    }

    @Test func theContextPutsTheDecisionFirstAndKeepsTheRest() {
        let plan = Self.planner.plan(ResolutionContext(deviceLanguages: ["en-AU", "en-x-bad--", "fr"]))
        #expect(plan.action == .contextLocale("en"))
        #expect(plan.applied.deviceLocale == "en")
    }
}
