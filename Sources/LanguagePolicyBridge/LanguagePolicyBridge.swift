import AppLanguage
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
