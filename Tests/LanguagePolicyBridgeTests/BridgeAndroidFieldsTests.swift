import Foundation
import LanguagePolicyBridge
import TestSupport
import Testing

/// The optional members of the Android calls: `formatting` (the decision's `formattingLocale`)
/// and `installedLanguages` (the plan's `notInstalled`); absent, the answers are as before.
@Suite struct BridgeAndroidFieldsTests {
    static let policy =
        #""policy": {"supportedLocales": ["en", "fr", "zh-Hans", "de"], "productDefault": "en", "policyVersion": 1}"#

    /// The answer as an object, kept as a sample of its schema (CI checks every property of a
    /// schema is in some sample: these are the documents with the optional members).
    func object(_ json: String, as schema: String? = nil) throws -> [String: Any] {
        if let schema { SchemaSamples.record(json, as: schema) }
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theDecisionCarriesTheFormattingLocaleWhenAsked() throws {
        let asked = try object(
            Bridge.resolveAppLanguage(
                #"{\#(Self.policy), "deviceLanguages": ["zh-CN"], "formatting": "en-US-u-hc-h23"}"#),
            as: "bridge-decision")
        #expect(asked["formattingLocale"] as? String == "zh-Hans-US-u-hc-h23")
        let plan = try object(
            Bridge.androidLocalePlan(#"{\#(Self.policy), "deviceLanguages": ["fr-CA"], "formatting": "en-US"}"#))
        #expect((plan["decision"] as? [String: Any])?["formattingLocale"] as? String == "fr-US")
        let unasked = try object(Bridge.resolveAppLanguage(#"{\#(Self.policy), "deviceLanguages": ["zh-CN"]}"#))
        #expect(unasked["formattingLocale"] == nil)
        let bad = try object(Bridge.resolveAppLanguage(#"{\#(Self.policy), "formatting": "--"}"#))
        #expect((bad["error"] as? [String: Any])?["path"] as? String == "$.formatting")
    }

    @Test func thePlanSaysWhenTheDecidedLanguageIsNotInstalled() throws {
        let chosen =
            #""state": {"schemaVersion": 1, "userChoice": {"chosenAt": "2026-02-01T10:00:00Z", "effectiveLocale": "de", "policyVersion": 1, "requestedLocale": "de", "schemaVersion": 1, "source": "saved_user_choice"}}"#
        let plan = try object(
            Bridge.androidLocalePlan(
                #"{\#(Self.policy), \#(chosen), "deviceLanguages": ["en-US"], "installedLanguages": ["en", "fr"]}"#),
            as: "bridge-android-locale-plan")
        #expect(plan["notInstalled"] as? Bool == true)
        #expect((plan["applied"] as? [String: Any])?["folder"] as? String == "")
        let everything = try object(
            Bridge.androidLocalePlan(#"{\#(Self.policy), \#(chosen), "deviceLanguages": ["en-US"]}"#))
        #expect(everything["notInstalled"] == nil)
        let bad = try object(Bridge.androidLocalePlan(#"{\#(Self.policy), "installedLanguages": [3]}"#))
        #expect((bad["error"] as? [String: Any])?["path"] as? String == "$.installedLanguages[0]")
    }
}

extension BridgeAndroidFieldsTests {
    @Test func theSelectorMarksTheLanguagesWhoseStringsAreNotInstalled() throws {
        let selector = try object(
            Bridge.languageSelector(
                #"{\#(Self.policy), "deviceLanguages": ["en-US"], "installedLanguages": ["en", "zh"]}"#),
            as: "bridge-language-selector")
        #expect(selector["notInstalled"] as? [String] == ["de", "fr"])
        let unasked = try object(Bridge.languageSelector(#"{\#(Self.policy), "deviceLanguages": ["en-US"]}"#))
        #expect(unasked["notInstalled"] == nil)
    }
}
