#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Any JSON value, decoded without a schema so that hand-written files (policies, decision
/// tables) can be checked key by key with errors that name the key and the value.
public enum JSONValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(JSONObject(try container.decode([String: JSONValue].self)))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if let integer = Int(exactly: value) { try container.encode(integer) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value):
            try container.encode(Dictionary(uniqueKeysWithValues: zip(value.keys, value.values)))
        }
    }

    /// Parses JSON text (RFC 8259, strictly); the error names the line and column.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) in try JSONText.parse(raw.bindMemory(to: UInt8.self)) }
        }
        return try result.get()
    }

    /// Parses JSON text held in a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(JSONSyntaxError) in try JSONText.parse(bytes) } }.get()
    }

    /// The value `write` writes: one source for a type's JSON tree and its streamed text.
    package init(written write: (inout JSONWriter) -> Void) {
        var writer = JSONWriter()
        write(&writer)
        do {
            self = try writer.bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in try JSONText.parse(bytes)
            }
        } catch {
            preconditionFailure("JSONWriter wrote invalid JSON: \(error)")
        }
    }

    /// The value as JSON text: keys sorted, compact or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.text
    }

    /// A decoding error in words: what is wrong and, for `DecodingError`, where.
    public static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        switch decodingError {
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            return "not valid JSON: \(context.debugDescription)\(underlying)"
        default:
            return "\(decodingError)"
        }
    }

    /// The value as compact JSON text, for messages: `"en-XX"`, `42`, `["en"]`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): Int(exactly: value).map(String.init) ?? "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
        }
    }

    /// The JSON type's name, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Text that is not JSON.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, and where (line and column).
    public let description: String
}

/// A value with a JSON form: what the bridge, the CLI and the `Codable` conformances write.
public protocol JSONRepresentable {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
}

extension JSONValue: JSONRepresentable {
    public var jsonValue: JSONValue { self }
}
