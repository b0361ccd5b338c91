import AppLanguage

/// JSON as the bridge and `langpolicy --json` write it: keys sorted, compact unless `pretty`.
public enum BridgeJSON {
    /// `value`'s JSON with sorted keys: compact, or indented when `pretty`.
    public static func string(_ value: some JSONRepresentable, pretty: Bool = false) -> String {
        value.jsonValue.serialized(pretty: pretty)
    }

    /// Parses a request: a JSON object, or a ``BridgeError``.
    static func object(_ text: String) throws(BridgeError) -> JSONObject {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw BridgeError(.invalidJSON, error.description)
        }
        guard case .object(let members) = value else {
            throw BridgeError(.invalidRequest, "the request must be a JSON object, not \(value.typeName)")
        }
        return members
    }
}
