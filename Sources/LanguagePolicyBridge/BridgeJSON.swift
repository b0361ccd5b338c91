import AppLanguage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON as the bridge and `langpolicy --json` write it: compact, keys sorted.
public enum BridgeJSON {
    public static func string(_ value: some Encodable, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Parses a request: a JSON object, or a ``BridgeError``.
    static func object(_ text: String) throws(BridgeError) -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(text.utf8))
        } catch {
            throw BridgeError(.invalidJSON, error.description)
        }
        guard case .object(let members) = value else {
            throw BridgeError(.invalidRequest, "the request must be a JSON object, not \(value.typeName)")
        }
        return members
    }
}
