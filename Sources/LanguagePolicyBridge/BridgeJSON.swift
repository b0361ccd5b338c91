import AppLanguage

/// JSON as the bridge and `langpolicy --json` write it: keys sorted, compact unless `pretty`.
public enum BridgeJSON {
    /// `value`'s JSON with sorted keys: compact, or indented when `pretty`.
    public static func string(_ value: some JSONRepresentable, pretty: Bool = false) -> String {
        value.jsonValue.serialized(pretty: pretty)
    }

    /// Parses a request: a JSON object, or a ``BridgeError``; with `allowed` keys, any other
    /// key is an `invalid_request` error naming it (the first, in key order) and the allowed.
    static func object(_ text: String, allowing allowed: [String]? = nil) throws(BridgeError) -> JSONObject {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw BridgeError(.invalidJSON, error.description)
        }
        guard case .object(let members) = value else {
            throw BridgeError(.invalidRequest, "the request must be a JSON object, not \(value.typeName)")
        }
        if let allowed, let unknown = members.keys.first(where: { !allowed.contains($0) }) {
            throw BridgeError(
                .invalidRequest, "\(unknown): unknown key (allowed: \(allowed.sorted().joined(separator: ", ")))")
        }
        return members
    }
}
