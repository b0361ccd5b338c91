import AppLanguage
import Dispatch
import Foundation
import InputLanguage
import LanguagePolicyBridge
internal import LanguagePolicyInternals
import TestSupport
import Testing
import WireDocuments

@Suite struct BridgeTests {
    func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theCInterfaceCopiesAndFrees() throws {
        let answer = langPolicyCanonicalizeTag(#"{"tag": "iw"}"#)
        #expect(String(cString: answer).contains(#""canonical":"he""#))
        langPolicyFree(answer)
        let null = langPolicyResolveAppLanguage(nil)
        #expect(String(cString: null).contains(#""schemaVersion":1"#))
        #expect(String(cString: null).contains("invalid_json"))
        langPolicyFree(null)
        let invalid: [CChar] = [CChar(bitPattern: 0xFF), CChar(bitPattern: 0xFE), 0]
        let notUTF8 = invalid.withUnsafeBufferPointer { langPolicyResolveAppLanguage($0.baseAddress) }
        #expect(String(cString: notUTF8).contains("not UTF-8"))
        langPolicyFree(notUTF8)
        langPolicyFree(nil)
    }

    /// An error the bridge has no kind for (a defect, never the request's) is an error answer
    /// of kind `internal_error` naming it: the C and Java callers are promised an answer, and
    /// the bridge once ended the process here (`preconditionFailure`).
    @Test func anErrorOfNoKnownKindIsAnAnswerNotACrash() throws {
        struct Unforeseen: Error {}
        let answer = try object(Bridge.answer("{}", keys: nil) { _ in throw Unforeseen() })
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["kind"] as? String == "internal_error")
        #expect((error["message"] as? String)?.contains("Unforeseen") == true)
        #expect(answer["schemaVersion"] as? Int == 1)
    }
}

@Suite struct InputBridgeTests {
    func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func resolvesInputHintsWithTheAndroidList() throws {
        let answer = try object(
            Bridge.resolveInputHint(
                #"{"field": {"contract": "content_bound"}, "record": {"contentLanguage": "ja-JP"}, "session": {"recentStableLanguages": [], "effectiveAppLocale": "en"}}"#
            ))
        #expect(answer["tags"] as? [String] == ["ja-JP"])
        #expect(answer["source"] as? String == "record")
        #expect(answer["androidHintLocales"] as? [String] == ["ja-JP"])
        let none = try object(Bridge.resolveInputHint(#"{"field": {"contract": "language_neutral"}}"#))
        #expect(none["source"] as? String == "no_admissible_evidence")
        #expect(none["androidHintLocales"] is NSNull, "no tags clears the hint")
    }

    @Test(arguments: [
        (#"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US"}"#, true, "offer_help"),
        (#"{"contentLanguage": "zh-Hant", "activePrimaryLanguage": "zh-Hans"}"#, true, "offer_help"),
        (#"{"contentLanguage": "en-US", "activePrimaryLanguage": "en-GB"}"#, false, "active_mode_matches"),
        (#"{"contentLanguage": "ja", "activePrimaryLanguage": "emoji"}"#, false, "input_mode_unknown"),
        (#"{"contentLanguage": "ja", "activePrimaryLanguage": null}"#, false, "input_mode_unknown"),
        (
            #"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US", "hardwareKeyboardAttached": true}"#, false,
            "hardware_keyboard_attached"
        ),
        (#"{"contentLanguage": null, "activePrimaryLanguage": "en-US"}"#, false, "no_expected_language"),
    ])
    func advisesOnInputModes(_ request: String, _ offerHelp: Bool, _ advice: String) throws {
        let answer = try object(Bridge.inputModeAdvice(request))
        #expect(answer["offerHelp"] as? Bool == offerHelp)
        #expect(answer["advice"] as? String == advice)
    }

    @Test(arguments: [
        (#"{"field": {"contract": "sometimes"}}"#, "invalid_request"),
        ("not json", "invalid_json"),
        (#"{"contentLanguage": "ja--JP", "activePrimaryLanguage": "en"}"#, "malformed_tag"),
        (#"{"contentLanguage": 1}"#, "invalid_request"),
        (#"{"contentLanguage": "ja", "activ": "en"}"#, "invalid_request"),
    ])
    func answersBadInputRequestsWithAnError(_ request: String, _ kind: String) throws {
        let answer =
            request.contains("field") || request == "not json"
            ? Bridge.resolveInputHint(request) : Bridge.inputModeAdvice(request)
        let error = try #require(try object(answer)["error"] as? [String: Any])
        #expect(error["kind"] as? String == kind)
    }
}

@Suite struct AndroidLifecycleBridgeTests {
    /// Sends `event` with `state`; the answer's state and actions.
    func step(_ state: String, _ event: String) throws -> (state: String, actions: JSONValue) {
        let text = Bridge.androidHintLifecycle(#"{"state": \#(state), "event": \#(event)}"#)
        SchemaSamples.record(text, as: "android-hint-lifecycle")
        let answer = try JSONValue.parse(text)
        guard case .object(let members) = answer, let next = members["state"], let actions = members["actions"] else {
            throw BridgeError(.invalidRequest, "no state and actions in \(answer)")
        }
        return (next.serialized(), actions)
    }

    @Test func keepsTheUsersPickOfAnInputModeInTheState() throws {
        let (state, _) = try step(
            #"{"scope": "chat-1"}"#,
            #"{"event": "user_selected", "mode": {"primaryLanguage": "en-US", "hardwareKeyboardAttached": false}}"#)
        #expect(state.contains(#""userOverride":{"hardwareKeyboardAttached":false,"primaryLanguage":"en-US"}"#))
    }

    @Test func setsTheHintBeforeFocusAndRestartsOnlyAfterComposition() throws {
        var (state, actions) = try step(
            #"{"scope": "chat-1"}"#,
            #"{"event": "hint_resolved", "editor": "composer", "locales": ["ja-JP"]}"#)
        #expect(actions.serialized() == #"[{"action":"set_ime_hint_locales","editor":"composer","locales":["ja-JP"]}]"#)
        (state, actions) = try step(state, #"{"event": "focus_will_move", "toEditor": "composer"}"#)
        #expect(actions == .array([]), "already applied before focus")
        (state, actions) = try step(state, #"{"event": "composition_changed", "isComposing": true}"#)
        (state, actions) = try step(
            state, #"{"event": "hint_resolved", "editor": "composer", "locales": ["de-DE"], "requestedByUser": true}"#)
        #expect(
            actions.serialized() == #"[{"action":"set_ime_hint_locales","editor":"composer","locales":["de-DE"]}]"#,
            "no restart while the user composes")
        (_, actions) = try step(state, #"{"event": "composition_changed", "isComposing": false}"#)
        #expect(actions.serialized() == #"[{"action":"restart_input","editor":"composer"}]"#)
    }

    @Test func matchesTheSwiftLifecycle() throws {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        let expected = lifecycle.handle(.hintResolved(AndroidHintList(parsing: ["sr-Latn-RS"]), for: "subject"))
        let (state, actions) = try step(
            #"{"scope": "chat-1"}"#, #"{"event": "hint_resolved", "editor": "subject", "locales": ["sr-Latn-RS"]}"#)
        let (answeredState, answeredActions) = try readLifecycleAnswer(state: state, actions: actions.serialized())
        #expect(answeredActions == expected)
        #expect(answeredState == lifecycle)
    }

    @Test(arguments: [
        (#"{"state": {"scope": "chat-1"}}"#, "invalid_request"),
        (#"{"event": {"event": "composition_changed", "isComposing": true}}"#, "invalid_request"),
        (#"{"state": {}, "event": {"event": "composition_changed", "isComposing": true}}"#, "invalid_request"),
        (#"{"state": {"scope": "a"}, "event": {"event": "blur"}}"#, "invalid_request"),
        (
            #"{"state": {"scope": "a"}, "event": {"event": "composition_changed", "isComposing": true}, "x": 1}"#,
            "invalid_request"
        ),
        ("[", "invalid_json"),
    ])
    func answersBadLifecycleRequestsWithAnError(_ request: String, _ kind: String) throws {
        guard case .object(let answer) = try JSONValue.parse(Bridge.androidHintLifecycle(request)),
            case .object(let error)? = answer["error"]
        else {
            Issue.record("no error for \(request)")
            return
        }
        #expect(error["kind"] == .string(kind))
    }
}

@Suite struct ConcurrentBridgeTests {
    /// Many threads load, name and send policies at once, more distinct inline policies than
    /// the cache keeps: every answer equals the one a single thread gets.
    @Test func answersAreTheSameFromEveryThread() throws {
        let policies = (1...24).map { version in
            #"{"supportedLocales": ["de", "fr", "en-GB"], "productDefault": "de", "policyVersion": \#(version)}"#
        }
        let requests = policies.map { #"{"policy": \#($0), "deviceLanguages": ["fr-CA", "en-AU"]}"# }
        let expected = requests.map(Bridge.resolveAppLanguage)
        let loads = policies.map { Bridge.loadPolicy(#"{"policy": \#($0)}"#) }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<60 {
                let index = (worker * 7 + round) % policies.count
                var same = Bridge.resolveAppLanguage(requests[index]) == expected[index]
                let load = Bridge.loadPolicy(#"{"policy": \#(policies[index])}"#)
                same = same && load == loads[index]
                if case .object(let members)? = try? JSONValue.parse(load), case .string(let id)? = members["policyId"]
                {
                    let named = Bridge.resolveAppLanguage(
                        #"{"policyId": "\#(id)", "deviceLanguages": ["fr-CA", "en-AU"]}"#)
                    same = same && named == expected[index]
                } else {
                    same = false
                }
                if !same { mismatches.withLock { $0 += 1 } }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

extension JSONValue {
    /// Compact text of a value read from an answer, for comparing answers.
    func serialized() -> String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.text
    }
}
