package import LanguageTags

/// A value of a document being read, with its path: the one way every reader of the package
/// takes a document apart, so that each error names where the bad value is.
///
/// ```swift
/// let document = try JSONElement.parse(#"{"supportedLocales": ["en", 3]}"#)
/// let fields = try document.object(allowing: ["supportedLocales"])
/// try fields.required("supportedLocales").strings()
/// // throws: $.supportedLocales[1]: expected a string, found 3
/// ```
package struct JSONElement: Sendable {
    /// The value.
    package let value: JSONValue
    /// The path of the value's container, and the step from it to the value: the path is put
    /// together only when asked for (an error), so that reading a member costs no allocation.
    private let container: DocumentPath
    private let step: DocumentPath.Component?

    /// The element of `value` at `path`.
    package init(_ value: JSONValue, at path: DocumentPath = .root) {
        self.value = value
        container = path
        step = nil
    }

    /// The element of `value` one `step` inside the value at `container`.
    init(_ value: JSONValue, in container: DocumentPath, step: DocumentPath.Component) {
        self.value = value
        self.container = container
        self.step = step
    }

    /// Where it is in its document.
    package var path: DocumentPath {
        switch step {
        case nil: container
        case .key(let key): container.appending(key)
        case .index(let index): container.appending(index)
        }
    }

    /// The document of JSON `text`.
    package static func parse(_ text: String) throws(DocumentError) -> JSONElement {
        JSONElement(try JSONValue.parse(text))
    }

    /// The document of UTF-8 `bytes`.
    package static func parse(bytes: some Sequence<UInt8>) throws(DocumentError) -> JSONElement {
        JSONElement(try JSONValue.parse(bytes: bytes))
    }

    /// Whether the value is `null`.
    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// An error at this element's path, saying why its value is not acceptable.
    package func invalid(_ message: String) -> DocumentError { DocumentError(path: path, .invalidValue(message)) }

    /// An error at this element's path: it is not the `expected` kind of value.
    package func wrongType(_ expected: String) -> DocumentError {
        DocumentError(path: path, .wrongType(expected: expected, found: value.excerpt))
    }

    /// The value as a string.
    package func string() throws(DocumentError) -> String {
        guard case .string(let text) = value else { throw wrongType("a string") }
        return text
    }

    /// The value as a string, or nil for `null`.
    package func optionalString() throws(DocumentError) -> String? {
        isNull ? nil : try string()
    }

    /// The value as a well-formed language tag (any case, `_` or `-`).
    package func languageTag() throws(DocumentError) -> LanguageTag {
        let text = try string()
        do {
            return try LanguageTag(parsing: text)
        } catch {
            throw DocumentError(path: path, .malformedTag(text, error))
        }
    }

    /// The value as a Boolean.
    package func bool() throws(DocumentError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType("a boolean") }
        return flag
    }

    /// The value as a whole number in `range`, read exactly as written (`1.0` and `1e3` are not
    /// whole numbers here).
    package func integer(in range: ClosedRange<Int>) throws(DocumentError) -> Int {
        let expected = "an integer from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let number) = value else { throw wrongType(expected) }
        guard let integer = number.integer, range.contains(integer) else { throw wrongType(expected) }
        return integer
    }

    /// The value as an array: its elements, each with its path.
    package func array() throws(DocumentError) -> [JSONElement] {
        guard case .array(let elements) = value else { throw wrongType("an array") }
        let path = path
        return elements.enumerated().map { JSONElement($1, in: path, step: .index($0)) }
    }

    /// The value as an array of strings.
    package func strings() throws(DocumentError) -> [String] {
        guard case .array(let elements) = value else { throw wrongType("an array of strings") }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw JSONElement(element, at: path.appending(index)).wrongType("a string")
            }
            strings.append(text)
        }
        return strings
    }

    /// The value as one of `Name`'s raw values, with an error that lists them.
    package func name<Name: RawRepresentable & CaseIterable>(_ type: Name.Type) throws(DocumentError) -> Name
    where Name.RawValue == String {
        let text = try string()
        guard let name = Name(rawValue: text) else {
            throw invalid(
                "\(JSONQuoting.quoted(text)) is not one of: \(Name.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return name
    }

    /// The value as an object whose keys are all in `allowed` (nil: any key); the first other
    /// key, in document order, is an error naming the keys allowed.
    package func object(allowing allowed: [String]?) throws(DocumentError) -> JSONFields {
        guard case .object(let object) = value else { throw wrongType("an object") }
        if let allowed,
            let unknown = object.members.first(where: { member in !allowed.contains { $0.isSameKey(as: member.key) } })
        {
            throw DocumentError(path: path.appending(unknown.key), .unknownKey(allowed: allowed.sorted()))
        }
        return JSONFields(object: object, path: path)
    }
}

/// What a reader does with a key its document does not have: refuse it (a hand-written file, a
/// request: a typo must not pass silently) or ignore it (stored data, read as far as this
/// version knows it).
package enum UnknownKeys: Sendable {
    case refused
    case ignored
}

extension JSONElement {
    /// The value as an object whose keys are all in `allowed`, or any keys when `unknownKeys` is
    /// ``UnknownKeys/ignored``.
    package func object(allowing allowed: [String], unknownKeys: UnknownKeys) throws(DocumentError) -> JSONFields {
        try object(allowing: unknownKeys == .refused ? allowed : nil)
    }
}

/// The members of an object being read, each found with its path.
package struct JSONFields: Sendable {
    /// The object.
    package let object: JSONObject
    /// Where it is in its document.
    package let path: DocumentPath

    /// The member `key` (it may be `null`), or nil when the object does not have it.
    package subscript(key: String) -> JSONElement? {
        object[key].map { JSONElement($0, in: path, step: .key(key)) }
    }

    /// The member `key`, which must be present (it may be `null`).
    package func required(_ key: String) throws(DocumentError) -> JSONElement {
        guard let element = self[key] else { throw DocumentError(path: path.appending(key), .missingKey) }
        return element
    }

    /// The member `key`, or nil when it is absent or `null`.
    package func optional(_ key: String) -> JSONElement? {
        guard let element = self[key], !element.isNull else { return nil }
        return element
    }

    /// The keys present, in document order.
    package var keys: [String] { object.keys }
}
