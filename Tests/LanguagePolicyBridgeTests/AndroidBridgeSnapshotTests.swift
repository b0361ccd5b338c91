import LanguagePolicyBridge
import TestSupport
import Testing

/// The selector and the Android locale plan through the bridge, good and bad requests,
/// checked against reviewed snapshots (`RECORD_SNAPSHOTS=1` re-records them); each answer is a
/// sample of its schema.
@Suite struct AndroidBridgeSnapshotTests {
    /// A policy whose en-AU users Android sends to values-en-rGB while the policy keeps en.
    static let withoutAlias =
        #"{"supportedLocales": ["en", "en-GB", "fr", "pt-BR", "zh-Hant"], "productDefault": "en", "policyVersion": 2}"#
    static let chosenFrench =
        #"{"schemaVersion": 1, "userChoice": {"chosenAt": "2026-02-01T10:00:00Z", "effectiveLocale": "fr", "policyVersion": 2, "requestedLocale": "fr", "schemaVersion": 1, "source": "saved_user_choice"}}"#

    @Test func languageSelector() {
        let policy = #""policy": \#(Self.withoutAlias)"#
        let names =
            #""names": {"en": {"endonym": "English", "localized": "anglais"}, "en-GB": {"endonym": "English (United Kingdom)", "localized": "anglais (Royaume-Uni)"}, "fr": {"endonym": "français", "localized": "français"}, "pt_br": {"endonym": "português (Brasil)"}, "zh-Hant": {"endonym": "中文（繁體）", "localized": null}}"#
        Snapshot.expect(
            BridgeSnapshotTests.transcript(
                "bridge-language-selector",
                [
                    (
                        "names in French, French chosen", Bridge.languageSelector,
                        #"{\#(policy), "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench), \#(names)}"#
                    ),
                    ("no names: the tags", Bridge.languageSelector, #"{\#(policy), "deviceLanguages": ["zh-HK"]}"#),
                    (
                        "a saved choice the policy dropped", Bridge.languageSelector,
                        #"{\#(policy), "savedUserChoice": "es", "deviceLanguages": ["fr-CA"]}"#
                    ),
                    (
                        "savedUserChoice and state", Bridge.languageSelector,
                        #"{\#(policy), "savedUserChoice": "fr", "state": \#(Self.chosenFrench)}"#
                    ),
                    (
                        "two names for one locale", Bridge.languageSelector,
                        #"{\#(policy), "names": {"pt-BR": {"endonym": "a"}, "pt_br": {"endonym": "b"}}}"#
                    ),
                    ("a malformed name key", Bridge.languageSelector, #"{\#(policy), "names": {"pt--BR": {}}}"#),
                    (
                        "a name that is not a string", Bridge.languageSelector,
                        #"{\#(policy), "names": {"fr": {"endonym": 3}}}"#
                    ),
                ]), named: "language-selector.txt")
    }

    @Test func androidLocalePlan() {
        let policy = #""policy": \#(Self.withoutAlias)"#
        Snapshot.expect(
            BridgeSnapshotTests.transcript(
                "bridge-android-locale-plan",
                [
                    (
                        "Android loads en-GB for en-AU: the decision goes to the context",
                        Bridge.androidLocalePlan, #"{\#(policy), "deviceLanguages": ["en-AU"], "state": null}"#
                    ),
                    (
                        "the user's choice goes to the per-app setting", Bridge.androidLocalePlan,
                        #"{\#(policy), "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench)}"#
                    ),
                    (
                        "once written, nothing", Bridge.androidLocalePlan,
                        #"{\#(policy), "systemAppPreference": ["fr"], "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench)}"#
                    ),
                    (
                        "a per-app setting from the system settings is not rewritten", Bridge.androidLocalePlan,
                        #"{\#(policy), "systemAppPreference": ["en-AU"], "deviceLanguages": ["fr"]}"#
                    ),
                    (
                        "folders without Brazilian Portuguese", Bridge.androidLocalePlan,
                        #"{\#(policy), "deviceLanguages": ["pt-BR"], "folders": ["", "fr", "en-rGB"], "defaultLanguage": "en"}"#
                    ),
                    (
                        "a folder Android does not read", Bridge.androidLocalePlan,
                        #"{\#(policy), "folders": ["", "es-r419"]}"#
                    ),
                    (
                        "a folder with other qualifiers", Bridge.androidLocalePlan,
                        #"{\#(policy), "folders": ["night"]}"#
                    ),
                    (
                        "a malformed default language", Bridge.androidLocalePlan,
                        #"{\#(policy), "defaultLanguage": "e"}"#
                    ),
                ]), named: "android-locale-plan.txt")
    }

    @Test func androidLaunch() {
        let policy = #""policy": \#(Self.withoutAlias)"#
        Snapshot.expect(
            BridgeSnapshotTests.transcript(
                "bridge-android-launch",
                [
                    (
                        "a first launch: the automatic decision goes to the context", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "deviceLanguages": ["en-AU"], "state": null, "writesPerAppSetting": true}"#
                    ),
                    (
                        "a stored choice is written to the per-app setting, and planned after", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench), "writesPerAppSetting": true}"#
                    ),
                    (
                        "not written in a process that does not write", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench)}"#
                    ),
                    (
                        "a per-app setting changed in the system settings becomes the choice", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "systemAppPreference": ["zh-Hant"], "deviceLanguages": ["fr"], "state": \#(Self.chosenFrench), "adoptPerAppSetting": true, "writesPerAppSetting": true}"#
                    ),
                    (
                        "cleared in the system settings: the device language", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "deviceLanguages": ["en-US"], "state": \#(Self.chosenFrench), "adoptPerAppSetting": true, "writesPerAppSetting": true}"#
                    ),
                    (
                        "a stored state that cannot be read", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "deviceLanguages": ["fr-CA"], "state": "not a state", "installedLanguages": ["en"], "formatting": "fr-CA"}"#
                    ),
                    (
                        "a folder Android does not read", Bridge.androidLaunch,
                        #"{\#(policy), "at": "2026-03-01T10:00:00Z", "folders": ["", "es-r419"]}"#
                    ),
                ]), named: "android-launch.txt")
    }
}
