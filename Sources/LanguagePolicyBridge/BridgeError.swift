import AppLanguage

/// What the bridge answers instead of a result: `{"error": {"kind": …, "message": …}}`. The
/// bridge never crashes on bad input.
public struct BridgeError: Error, Hashable, Sendable, JSONRepresentable {
    /// A machine-readable kind.
    public enum Kind: String, Sendable {
        /// The request is not UTF-8 text or not JSON.
        case invalidJSON = "invalid_json"
        /// The request is JSON but not of the expected shape (the message names the path).
        case invalidRequest = "invalid_request"
        /// The request's policy is invalid (the message names the key and the value).
        case invalidPolicy = "invalid_policy"
        /// A tag the request needs is malformed.
        case malformedTag = "malformed_tag"
        /// The request names a `policyId` this process has not loaded: load the policy again.
        case policyNotLoaded = "policy_not_loaded"
    }

    /// The machine-readable kind.
    public let kind: Kind
    /// What is wrong, for people and logs; it names the JSON path where it can.
    public let message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var jsonValue: JSONValue {
        .object(["error": .object(["kind": .string(kind.rawValue), "message": .string(message)])])
    }

    /// The error as the bridge's JSON answer.
    public var json: String { BridgeJSON.string(self) }
}
