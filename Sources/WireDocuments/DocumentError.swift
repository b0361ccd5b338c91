public import LanguageTags

/// A JSON document that cannot be used, and where: the one error every reader of the package
/// throws for text that is not JSON, a value of the wrong type, a missing, unknown or repeated
/// key, or a value out of its range, with the ``DocumentPath`` of the value.
///
/// ```swift
/// // {"supportedLocales": "en"} read as a policy:
/// // $.supportedLocales: expected an array of strings, found "en"
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The text is not JSON (RFC 8259); `line` and `column` count from 1.
        case notJSON(String, line: Int, column: Int)
        /// An object has this key twice.
        case repeatedKey(String)
        /// Arrays and objects are nested deeper than the reader allows.
        case tooDeep(limit: Int)
        /// A required key is absent (the path names it).
        case missingKey
        /// A key the document does not have (a typo, usually); `allowed` lists the keys it has.
        case unknownKey(allowed: [String])
        /// A value of another JSON type than the one expected.
        case wrongType(expected: String, found: String)
        /// A string that must be a language tag and is not one (`value`), and why.
        case malformedTag(String, LanguageTagError)
        /// A value of the right type that is not acceptable, and why.
        case invalidValue(String)
    }

    /// Where the value is.
    public let path: DocumentPath
    /// What is wrong with it.
    public let reason: Reason

    /// An error at `path` for `reason`.
    public init(path: DocumentPath, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .notJSON(let message, let line, let column): "not valid JSON: \(message) at line \(line), column \(column)"
        case .repeatedKey(let key): "\(path): the key \(JSONQuoting.quoted(key)) appears twice"
        case .tooDeep(let limit): "\(path): nested deeper than \(limit) levels"
        case .missingKey: "\(path): required key is missing"
        case .unknownKey(let allowed): "\(path): unknown key (allowed: \(allowed.joined(separator: ", ")))"
        case .wrongType(let expected, let found): "\(path): expected \(expected), found \(found)"
        case .malformedTag(let value, let error):
            "\(path): \(JSONQuoting.quoted(value)) is not a language tag: \(error)"
        case .invalidValue(let message): "\(path): \(message)"
        }
    }
}
