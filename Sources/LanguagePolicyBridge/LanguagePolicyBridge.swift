import AppLanguage
import InputLanguage
import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The core behind one string-in, string-out interface, for platforms that reach Swift
/// through C: the Android JNI library and any other foreign caller. Requests and answers are
/// the JSON `langpolicy` reads and prints; a bad request gets an error object, never a crash.
///
/// ```swift
/// let answer = Bridge.resolveAppLanguage(#"{"deviceLanguages": ["zh-HK", "en"]}"#)
/// // {"effectiveLocale":"zh-Hant","match":"script",…}
/// ```
public enum Bridge {
    /// Loads a policy once, for requests to name by `policyId` instead of carrying it: building
    /// a policy (validation, indexing) costs more than a decision. Request: `{"policy": {…}}`.
    /// Answer: `{"policyId": "policy-…", "policyVersion": 3}`. The id is derived from the
    /// policy's content, so loading the same policy again gives the same id; a loaded policy
    /// stays loaded for the life of the process. A request naming an id this process has not
    /// loaded (after the process restarted, say) gets the error kind `policy_not_loaded`.
    public static func loadPolicy(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request)
            guard members.keys == ["policy"], let json = members["policy"] else {
                throw BridgeError(.invalidRequest, "the request must be {\"policy\": {…}} and nothing else")
            }
            let (id, policy) = try PolicyCache.shared.load(json)
            return BridgeJSON.string(
                JSONValue.object(["policyId": .string(id), "policyVersion": .number(Double(policy.policyVersion))]))
        }
    }

    /// An app-language decision. Request: `policy` (a policy object) or `policyId` (from
    /// ``loadPolicy(_:)``), the built-in example when neither is given; `savedUserChoice`
    /// (null, a tag, or a record), `systemAppPreference` and `deviceLanguages` (arrays of
    /// tags). Answer: the decision as `langpolicy resolve --json` prints it.
    public static func resolveAppLanguage(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(
                request, allowing: ["policy", "policyId", "savedUserChoice", "systemAppPreference", "deviceLanguages"])
            let policy: AppLanguagePolicy
            switch (members["policy"], members["policyId"]) {
            case (let json?, nil): policy = try PolicyCache.shared.inline(json)
            case (nil, .string(let id)?): policy = try PolicyCache.shared.policy(id: id)
            case (nil, nil): policy = .example
            case (_?, _?): throw BridgeError(.invalidRequest, "give policy or policyId, not both")
            case (nil, let value?):
                throw BridgeError(.invalidRequest, "policyId: expected a string, found \(value.typeName)")
            }
            let context: ResolutionContext
            do {
                context = try ResolutionContext(jsonValue: .object(members))
            } catch {
                let kind: BridgeError.Kind =
                    "\(error)".contains("is not a language tag") ? .malformedTag : .invalidRequest
                throw BridgeError(kind, "\(error)")
            }
            return policy.resolve(context).jsonText
        }
    }

    /// Android's one-time move of a legacy in-app choice to the platform per-app setting
    /// (`LegacyChoiceMigration`). Request: `legacyChoice` (a string or null), `state` (the
    /// stored `AppLanguageState` JSON, or null for a fresh one) and `written` (true once the
    /// app has written the `platformLocale` of the previous answer). Answer: `migration`
    /// (`write_to_platform`, `nothing_to_migrate`, `malformed_legacy_choice`,
    /// `already_migrated`), `platformLocale` (the tag to write, or null) and `state`, to store.
    /// The state records the migration only after the write is confirmed, so a crash between
    /// the two repeats the (harmless) write instead of losing the pick.
    public static func migrateLegacyChoice(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request, allowing: ["legacyChoice", "state", "written"])
            var state = AppLanguageState()
            if let stored = members["state"], stored != .null {
                do {
                    state = try JSONDecoder().decode(AppLanguageState.self, from: Data(stored.serialized().utf8))
                } catch {
                    throw BridgeError(.invalidRequest, "state: \(JSONValue.describe(error))")
                }
            }
            var legacy: String?
            switch members["legacyChoice"] {
            case nil, .null?: legacy = nil
            case .string(let text)?: legacy = text
            case let value?:
                throw BridgeError(.invalidRequest, "legacyChoice: expected a string or null, found \(value.typeName)")
            }
            var written = false
            switch members["written"] {
            case nil, .null?: break
            case .bool(let value)?: written = value
            case let value?: throw BridgeError(.invalidRequest, "written: expected a boolean, found \(value.typeName)")
            }
            if written { LegacyChoiceMigration.markWritten(&state) }
            let outcome = LegacyChoiceMigration.run(legacyChoice: legacy, state: &state)
            guard case .object(var answer) = outcome.jsonValue else { throw BridgeError(.invalidRequest, "no outcome") }
            answer["state"] = try JSONValue.parse(JSONEncoder().encode(state))
            return BridgeJSON.string(JSONValue.object(answer))
        }
    }

    /// A text field's expected input language. Request: `field`, `record`, `session`, as
    /// `langpolicy input` reads them. Answer: ``InputHintReport``, as `langpolicy input --json`
    /// prints it.
    public static func resolveInputHint(_ request: String) -> String {
        answer {
            _ = try BridgeJSON.object(request)
            let context: InputContext
            do {
                context = try InputContext(json: Data(request.utf8))
            } catch {
                throw BridgeError(.invalidRequest, "\(error)")
            }
            return BridgeJSON.string(InputHintReport(context.resolve()))
        }
    }

    /// One step of an Android screen's IME-hint lifecycle, kept by the caller between calls.
    /// Request: `state` (an `AndroidHintLifecycle` as JSON; `{"scope": "chat-1"}` for a new
    /// screen) and `event` (an `AndroidHintLifecycleEvent` as JSON). Answer: `state`, to
    /// send with the next event, and `actions`, to apply in order
    /// (`set_ime_hint_locales`, `restart_input`).
    ///
    /// ```swift
    /// Bridge.androidHintLifecycle(
    ///     #"{"state": {"scope": "chat-1"}, "event": {"event": "hint_resolved", "editor": "composer", "locales": ["ja-JP"]}}"#)
    /// // {"actions":[{"action":"set_ime_hint_locales","editor":"composer","locales":["ja-JP"]}],"state":{…}}
    /// ```
    public static func androidHintLifecycle(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request, allowing: ["state", "event"])
            guard let stateJSON = members["state"], let eventJSON = members["event"] else {
                throw BridgeError(.invalidRequest, "the request needs both \"state\" and \"event\"")
            }
            var lifecycle: AndroidHintLifecycle
            let event: AndroidHintLifecycleEvent
            do {
                lifecycle = try AndroidHintLifecycle(json: Data(stateJSON.serialized().utf8))
            } catch {
                throw BridgeError(.invalidRequest, "state: \(error)")
            }
            do {
                event = try AndroidHintLifecycleEvent(json: Data(eventJSON.serialized().utf8))
            } catch {
                throw BridgeError(.invalidRequest, "event: \(error)")
            }
            let actions = lifecycle.handle(event)
            // Encoded, then read back as JSON values by the package's parser (JSONValue's
            // Decodable conformance tries each JSON type in turn: 30 times slower per value).
            let state = try JSONValue.parse(JSONEncoder().encode(lifecycle))
            let actionList = try JSONValue.parse(JSONEncoder().encode(actions))
            return BridgeJSON.string(JSONValue.object(["state": state, "actions": actionList]))
        }
    }

    /// Advice on the active input mode. Request: `expected` (the content's tag, or null),
    /// `active` (the input mode's `primaryLanguage` as iOS reports it, or null) and, optionally,
    /// `hardwareKeyboard` (a boolean). Answer: ``InputModeAdviceReport``.
    public static func inputModeAdvice(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request, allowing: ["expected", "active", "hardwareKeyboard"])
            var expected: ContentLocale?
            switch members["expected"] {
            case nil, .null?: expected = nil
            case .string(let text)?:
                do {
                    expected = try ContentLocale(parsing: text)
                } catch {
                    throw BridgeError(.malformedTag, "expected: \"\(text)\" is not a language tag: \(error)")
                }
            case let value?:
                throw BridgeError(.invalidRequest, "expected: expected a tag or null, found \(value.typeName)")
            }
            var primaryLanguage: String?
            switch members["active"] {
            case nil, .null?: primaryLanguage = nil
            case .string(let text)?: primaryLanguage = text
            case let value?:
                throw BridgeError(.invalidRequest, "active: expected a string or null, found \(value.typeName)")
            }
            var hardwareKeyboard = false
            switch members["hardwareKeyboard"] {
            case nil, .null?: break
            case .bool(let value)?: hardwareKeyboard = value
            case let value?:
                throw BridgeError(.invalidRequest, "hardwareKeyboard: expected a boolean, found \(value.typeName)")
            }
            let active = InputMode(primaryLanguage: primaryLanguage, hardwareKeyboardAttached: hardwareKeyboard)
            let advice = adviseOnInputMode(expected: expected, active: active)
            return BridgeJSON.string(InputModeAdviceReport(advice, expected: expected, active: active))
        }
    }

    /// Tag canonicalization. Request: `{"tag": "zh_hant_hk"}` (any other key is an error, as in
    /// every request). Answer: the object `langpolicy tag --json` prints (with `error` for a
    /// malformed tag).
    public static func canonicalizeTag(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request, allowing: ["tag"])
            guard case .string(let tag)? = members["tag"] else {
                throw BridgeError(.invalidRequest, "tag: expected a string")
            }
            return BridgeJSON.string(TagReport(tag))
        }
    }

    /// Policies already built. Those loaded with ``loadPolicy(_:)`` stay for the life of the
    /// process (an app holds their ids); policies sent inline are kept in a small cache, since
    /// an app sends the same one with every request and building one costs more than a decision.
    final class PolicyCache: Sendable {
        static let shared = PolicyCache()
        private static let inlineCapacity = 16
        private struct Entries {
            var loaded: [String: AppLanguagePolicy] = [:]
            var inline: [JSONValue: AppLanguagePolicy] = [:]
        }
        private let entries = Locked(Entries())

        /// Builds the policy of `json` and keeps it under its id.
        func load(_ json: JSONValue) throws(BridgeError) -> (id: String, policy: AppLanguagePolicy) {
            let policy = try inline(json)
            let id = Self.id(of: policy)
            let kept = entries.withLock { entries in
                if let kept = entries.loaded[id] { return kept }
                entries.loaded[id] = policy
                return policy
            }
            guard kept == policy else {
                throw BridgeError(.invalidPolicy, "policy: its id \(id) is already taken by a different policy")
            }
            return (id, policy)
        }

        /// The policy of `json`, built on first use.
        func inline(_ json: JSONValue) throws(BridgeError) -> AppLanguagePolicy {
            if let hit = entries.withLock({ $0.inline[json] }) { return hit }
            let policy: AppLanguagePolicy
            do {
                policy = try AppLanguagePolicy(jsonValue: json)
            } catch {
                throw BridgeError(.invalidPolicy, "policy: \(error)")
            }
            entries.withLock { entries in
                if entries.inline.count >= Self.inlineCapacity { entries.inline.removeAll(keepingCapacity: true) }
                entries.inline[json] = policy
            }
            return policy
        }

        /// The policy loaded under `id`.
        func policy(id: String) throws(BridgeError) -> AppLanguagePolicy {
            guard let policy = entries.withLock({ $0.loaded[id] }) else {
                throw BridgeError(
                    .policyNotLoaded, "policyId: \"\(id)\" is not loaded in this process; call loadPolicy first")
            }
            return policy
        }

        /// `policy-` and the 64-bit FNV-1a hash of the policy's canonical JSON, in hex.
        static func id(of policy: AppLanguagePolicy) -> String {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in policy.jsonValue.serialized().utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
            let digits = String(hash, radix: 16)
            return "policy-" + String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

    /// Runs `body`, turning any failure into the bridge's error answer.
    static func answer(_ body: () throws -> String) -> String {
        do {
            return try body()
        } catch let error as BridgeError {
            return error.json
        } catch {
            return BridgeError(.invalidRequest, "\(error)").json
        }
    }
}
