#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why input-language JSON (a decision table, a field context) cannot be read: where (the
/// JSON path of the bad value) and what.
///
/// ```swift
/// do {
///     _ = try InputDecisionTable(json: data)
/// } catch {
///     print(error)   // inputCases[2].field.contract: "content-bound" is not one of: content_bound, …
/// }
/// ```
public struct InputDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the bad value (`inputCases[2].field.contract`), `(root)` for the whole
    /// document.
    public let path: String
    /// What is wrong with it.
    public let message: String

    /// An error at the JSON `path` saying `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }

    /// The error for a `DecodingError`, with its coding path rendered as a JSON path.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), message: "required key is missing")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(type), found null")
        case .typeMismatch(_, let context):
            self.init(path: Self.path(context.codingPath), message: context.debugDescription)
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            self.init(path: Self.path(context.codingPath), message: context.debugDescription + underlying)
        @unknown default:
            self.init(path: "(root)", message: "\(error)")
        }
    }

    /// Decodes `Value` from JSON, turning every failure into an error with a JSON path. A key
    /// repeated in an object is an error too (`JSONDecoder` alone keeps its first value and
    /// drops the others silently).
    static func decode<Value: Decodable>(_ type: Value.Type, from json: Data) throws(InputDecodingError) -> Value {
        let value: Value
        do {
            value = try JSONDecoder().decode(type, from: json)
        } catch let error as DecodingError {
            throw InputDecodingError(error)
        } catch {
            throw InputDecodingError(path: "(root)", message: "\(error)")
        }
        if let path = RepeatedKeys.firstPath(in: json) {
            throw InputDecodingError(path: path, message: "repeated key: a key may appear once in an object")
        }
        return value
    }

    /// `inputCases[2].field.contract` for a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "(root)" }
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return path
    }
}
