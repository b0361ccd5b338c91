internal import LanguageTags
internal import WireDocuments

/// The invariants of an error a reader throws for a document: it names the place of the bad
/// value, so that whoever wrote the document can find it.
///
/// - Text that is not JSON (a syntax error, a repeated key, nesting too deep) is refused by
///   the parser, not by a reader.
/// - Otherwise the path leads to a value of the document: the value itself, or, for a missing
///   key, the object that lacks it.
enum DocumentErrorChecks {
    static func check(_ error: DocumentError, reading input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let document = try? JSONValue.parse(input) else {
            switch error.reason {
            case .notJSON, .repeatedKey, .tooDeep: return
            default: throw InvariantViolation("a reader's error for text that is not JSON: \(error)")
            }
        }
        var components = error.path.components
        if case .missingKey = error.reason {
            guard case .key(let key)? = components.popLast(),
                case .object(let object)? = value(at: components, in: document), object[key] == nil
            else { throw InvariantViolation("a missing key's path names no object that lacks it: \(error)") }
            return
        }
        try require(value(at: components, in: document) != nil, "the error's path leads nowhere: \(error)")
    }

    /// The value at `components` from `document`, if there is one.
    private static func value(at components: [DocumentPath.Component], in document: JSONValue) -> JSONValue? {
        var value = document
        for component in components {
            switch (component, value) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return nil }
                value = member
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }
}
