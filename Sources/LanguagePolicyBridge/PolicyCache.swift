internal import AppLanguage
internal import LanguagePolicyInternals
internal import LanguageTags
internal import WireDocuments

/// Policies already built. Those loaded with ``Bridge/loadPolicy(_:)`` stay for the life of
/// the process (an app holds their ids); policies sent inline are kept in a small cache, since
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
    func load(_ json: JSONElement) throws -> (id: String, policy: AppLanguagePolicy) {
        let policy = try inline(json)
        let id = Self.id(of: policy)
        let kept = entries.withLock { entries in
            if let kept = entries.loaded[id] { return kept }
            entries.loaded[id] = policy
            return policy
        }
        guard kept == policy else {
            throw BridgeError(.invalidPolicy, "its id \(id) is already taken by a different policy", path: json.path)
        }
        return (id, policy)
    }

    /// The policy of `json`, built on first use.
    func inline(_ json: JSONElement) throws -> AppLanguagePolicy {
        if let hit = entries.withLock({ $0.inline[json.value] }) { return hit }
        let policy = try AppLanguagePolicy(json: json)
        entries.withLock { entries in
            if entries.inline.count >= Self.inlineCapacity { entries.inline.removeAll(keepingCapacity: true) }
            entries.inline[json.value] = policy
        }
        return policy
    }

    /// The policy loaded under `id`.
    func policy(id: String) throws -> AppLanguagePolicy {
        guard let policy = entries.withLock({ $0.loaded[id] }) else {
            throw BridgeError(
                .policyNotLoaded,
                "policyId \(JSONQuoting.quoted(id)) is not loaded in this process; call loadPolicy first",
                path: DocumentPath.root.appending("policyId"))
        }
        return policy
    }

    /// `policy-` and the 64-bit FNV-1a hash of the policy's canonical JSON, in hex.
    static func id(of policy: AppLanguagePolicy) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in policy.jsonText().utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        let digits = String(hash, radix: 16)
        return "policy-" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
