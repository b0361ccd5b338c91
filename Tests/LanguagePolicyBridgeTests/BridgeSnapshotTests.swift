import LanguagePolicyBridge
import TestSupport
import Testing
import WireDocuments

/// The bridge's answers to a fixed set of requests, good and bad, checked against reviewed
/// snapshots (`Snapshots/*.txt`; `RECORD_SNAPSHOTS=1` re-records them): every key and every
/// error message is seen as a reader of the wire sees it.
@Suite struct BridgeSnapshotTests {
    /// The calls whose answers are not of their transcript's schema.
    static let schemas = [
        "help for Japanese on an English keyboard": "input-mode-advice",
        "no help with a hardware keyboard": "input-mode-advice",
        "a malformed content language": "input-mode-advice", "the hint before focus": "android-hint-lifecycle",
        "an event the lifecycle does not have": "android-hint-lifecycle",
        "a policy loaded": "bridge-load-policy", "a policy that cannot load": "bridge-load-policy",
        "first launch": "bridge-launch", "launch with a corrupt state": "bridge-launch",
        "launch with a newer state": "bridge-launch", "the payload to upload": "bridge-sync-payload",
        "the legacy choice moves": "bridge-migration", "the legacy move confirmed": "bridge-migration",
        "a bad state": "bridge-migration",
    ]

    static let example =
        #"{"supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"], "productDefault": "en", "aliases": {"en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn"}, "languageDefaults": {"pt": "pt-BR"}, "policyVersion": 3}"#

    /// The request and the answer (indented) of each call, one after another; each answer is
    /// also a sample of the call's schema (`Schemas/SCHEMA.schema.json`).
    static func transcript(_ schema: String, _ calls: [(name: String, call: (String) -> String, request: String)])
        -> String
    {
        calls.map { name, call, request in
            let answer = call(request)
            SchemaSamples.record(answer, as: Self.schemas[name] ?? schema)
            if answer.hasPrefix(#"{"error":{"#) { SchemaSamples.record(answer, as: "bridge-error") }
            var writer = JSONWriter(pretty: true)
            if let value = try? JSONValue.parse(answer) { writer.value(value) }
            return "## \(name)\n> \(request)\n< \(writer.text.isEmpty ? answer : writer.text)\n"
        }.joined(separator: "\n")
    }

    @Test func appLanguageDecisions() {
        let policy = Self.example
        Snapshot.expect(
            Self.transcript(
                "bridge-decision",
                [
                    (
                        "French Canada", Bridge.resolveAppLanguage,
                        #"{"policy": \#(policy), "deviceLanguages": ["fr-CA", "en-CA", "es"]}"#
                    ),
                    (
                        "Hong Kong, with the trace", Bridge.resolveAppLanguage,
                        #"{"policy": \#(policy), "deviceLanguages": ["zh-HK", "en"], "trace": true}"#
                    ),
                    (
                        "a saved choice the policy dropped", Bridge.resolveAppLanguage,
                        #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 4}, "savedUserChoice": "en-GB", "deviceLanguages": ["fr"]}"#
                    ),
                    (
                        "a saved choice nothing matches", Bridge.resolveAppLanguage,
                        #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 4}, "savedUserChoice": "ja", "deviceLanguages": ["fr"]}"#
                    ),
                    (
                        "malformed device tags are skipped", Bridge.resolveAppLanguage,
                        #"{"policy": \#(policy), "deviceLanguages": ["en--US", "sr-Cyrl"], "trace": true}"#
                    ),
                    ("no policy named", Bridge.resolveAppLanguage, #"{"deviceLanguages": ["fr"]}"#),
                    ("not JSON", Bridge.resolveAppLanguage, "{"),
                    ("not an object", Bridge.resolveAppLanguage, "[]"),
                    (
                        "a list that is not a list", Bridge.resolveAppLanguage,
                        #"{"policy": \#(policy), "deviceLanguages": "en"}"#
                    ),
                    ("a misspelt key", Bridge.resolveAppLanguage, #"{"policy": \#(policy), "deviceLanguage": ["fr"]}"#),
                    (
                        "a repeated key", Bridge.resolveAppLanguage,
                        #"{"deviceLanguages": ["fr"], "deviceLanguages": ["de"]}"#
                    ),
                    (
                        "a malformed saved choice", Bridge.resolveAppLanguage,
                        #"{"policy": \#(policy), "savedUserChoice": "en--US"}"#
                    ),
                    (
                        "an invalid policy, every problem", Bridge.resolveAppLanguage,
                        #"{"policy": {"supportedLocales": ["en", "xx-!"], "productDefault": "fr", "policyVersion": -1}}"#
                    ),
                    (
                        "policy and policyId", Bridge.resolveAppLanguage,
                        #"{"policyId": "policy-0000000000000000", "policy": \#(policy)}"#
                    ),
                    ("a policy not loaded", Bridge.resolveAppLanguage, #"{"policyId": "policy-0000000000000000"}"#),
                    ("a policy loaded", Bridge.loadPolicy, #"{"policy": \#(policy)}"#),
                    (
                        "a policy that cannot load", Bridge.loadPolicy,
                        #"{"policy": {"supportedLocales": [], "productDefault": "en", "policyVersion": 1}}"#
                    ),
                ]), named: "app-language-decisions.txt")
    }

    @Test func appLanguageState() {
        let policy = #""policy": \#(Self.example), "deviceLanguages": ["fr-CA", "en"], "at": "2026-03-01T10:00:00Z""#
        let chosen =
            #"{"schemaVersion": 1, "userChoice": {"chosenAt": "2026-02-01T10:00:00Z", "effectiveLocale": "es", "policyVersion": 3, "requestedLocale": "es", "schemaVersion": 1, "source": "saved_user_choice"}}"#
        Snapshot.expect(
            Self.transcript(
                "bridge-state-operation",
                [
                    ("first launch", Bridge.launchAppLanguage, "{\(policy)}"),
                    (
                        "launch with a corrupt state", Bridge.launchAppLanguage,
                        #"{\#(policy), "state": {"schemaVersion": 1, "userChoice": 3}}"#
                    ),
                    (
                        "launch with a newer state", Bridge.launchAppLanguage,
                        #"{\#(policy), "state": {"schemaVersion": 9}}"#
                    ),
                    ("the user picks Spanish", Bridge.chooseAppLanguage, #"{\#(policy), "locale": "es"}"#),
                    (
                        "the user picks an unsupported locale", Bridge.chooseAppLanguage,
                        #"{\#(policy), "locale": "ja"}"#
                    ),
                    ("back to the device language", Bridge.useDeviceLanguage, #"{\#(policy), "state": \#(chosen)}"#),
                    ("a backup restored", Bridge.restoreAppLanguage, #"{\#(policy), "payload": \#(chosen)}"#),
                    (
                        "an account sync merged", Bridge.syncAppLanguage,
                        #"{\#(policy), "state": \#(chosen), "payload": {"schemaVersion": 1, "userChoice": null, "userChoiceClearedAt": "2026-02-15T00:00:00Z"}}"#
                    ),
                    ("the payload to upload", Bridge.syncPayload, #"{"state": \#(chosen)}"#),
                    (
                        "a payload with an automatic choice", Bridge.syncAppLanguage,
                        #"{\#(policy), "payload": {"schemaVersion": 1, "userChoice": {"chosenAt": "2026-02-01T10:00:00Z", "effectiveLocale": "es", "policyVersion": 3, "source": "device_preference"}}}"#
                    ),
                    ("the legacy choice moves", Bridge.migrateLegacyChoice, #"{"legacyChoice": "iw_IL"}"#),
                    (
                        "the legacy move confirmed", Bridge.migrateLegacyChoice,
                        #"{"legacyChoice": "iw_IL", "written": true, "state": {"schemaVersion": 1}}"#
                    ),
                    ("a bad state", Bridge.migrateLegacyChoice, #"{"state": {"schemaVersion": "x"}}"#),
                ]), named: "app-language-state.txt")
    }

    @Test func inputLanguage() {
        let composer = #""state": {"scope": "chat-1"}"#
        Snapshot.expect(
            Self.transcript(
                "input-hint",
                [
                    (
                        "a catalog title in Japanese", Bridge.resolveInputHint,
                        #"{"field": {"contract": "content_bound", "explicitLanguage": "en--US"}, "record": {"contentLanguage": "ja-JP"}, "session": {"effectiveAppLocale": "en"}}"#
                    ),
                    (
                        "a language-neutral field", Bridge.resolveInputHint,
                        #"{"field": {"contract": "language_neutral"}}"#
                    ),
                    ("an unknown contract", Bridge.resolveInputHint, #"{"field": {"contract": "sometimes"}}"#),
                    (
                        "help for Japanese on an English keyboard", Bridge.inputModeAdvice,
                        #"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US"}"#
                    ),
                    (
                        "no help with a hardware keyboard", Bridge.inputModeAdvice,
                        #"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US", "hardwareKeyboardAttached": true}"#
                    ),
                    ("a malformed content language", Bridge.inputModeAdvice, #"{"contentLanguage": "ja--JP"}"#),
                    (
                        "the hint before focus", Bridge.androidHintLifecycle,
                        #"{\#(composer), "event": {"event": "hint_resolved", "editor": "composer", "locales": ["ja-JP"]}}"#
                    ),
                    (
                        "an event the lifecycle does not have", Bridge.androidHintLifecycle,
                        #"{\#(composer), "event": {"event": "blur"}}"#
                    ),
                ]), named: "input-language.txt")
    }

    @Test func tags() {
        Snapshot.expect(
            Self.transcript(
                "tag-report",
                [
                    ("platform spelling", Bridge.canonicalizeTag, #"{"tag": "zh_hant_hk"}"#),
                    ("legacy code", Bridge.canonicalizeTag, #"{"tag": "iw"}"#),
                    ("malformed", Bridge.canonicalizeTag, #"{"tag": "en--US"}"#),
                    ("not a string", Bridge.canonicalizeTag, #"{"tag": 3}"#),
                    ("an unknown key", Bridge.canonicalizeTag, #"{"tag": "iw", "favor": "script"}"#),
                ]), named: "tags.txt")
    }
}
