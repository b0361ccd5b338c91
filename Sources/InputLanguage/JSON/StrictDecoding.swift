/// Any JSON object key, for reading the keys an object actually has.
struct JSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws when the JSON object being decoded has a key that `Keys` does not list, so that
    /// a misspelt key in a hand-written file is an error instead of a silently ignored value.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(besides keys: Keys.Type) throws {
        try rejectUnknownKeys(besides: Array(Keys.allCases))
    }

    /// Throws when the JSON object being decoded has a key that `keys` does not list: for
    /// objects whose accepted keys depend on a value in them (an event's name).
    func rejectUnknownKeys<Key: CodingKey>(besides keys: [Key]) throws {
        let known = Set(keys.map(\.stringValue))
        let container = try container(keyedBy: JSONKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) {
            let expected = keys.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "unknown key \"\(key.stringValue)\" (expected one of: \(expected))"))
        }
    }
}

/// A string enumeration whose JSON form is its raw value.
protocol JSONNamedValue: RawRepresentable, CaseIterable where RawValue == String {}

extension JSONNamedValue {
    /// Decodes the raw value, with an error that lists the accepted values.
    static func decodeName(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            let expected = allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not one of: \(expected)")
        }
        return value
    }
}

extension Decoder {
    /// Throws unless the JSON object being decoded has at least one of `Keys`: an expectation
    /// that checks nothing is a mistake in the table, not a passing case.
    func requireSomeKey<Keys: CodingKey & CaseIterable>(of keys: Keys.Type) throws {
        let present = try container(keyedBy: JSONKey.self).allKeys.map(\.stringValue)
        guard Keys.allCases.contains(where: { present.contains($0.stringValue) }) else {
            let expected = Keys.allCases.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "nothing to check: give at least one of \(expected)"))
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes the string at `key` as one of `Name`'s raw values, with an error at `key`'s
    /// path that lists the accepted values.
    func decodeName<Name: JSONNamedValue>(_ type: Name.Type, forKey key: Key) throws -> Name {
        let text = try decode(String.self, forKey: key)
        guard let name = Name(rawValue: text) else {
            let expected = Name.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not one of: \(expected)")
        }
        return name
    }

    /// Decodes a value that may be `null` but must be present: an absent key is an error,
    /// so that a forgotten key is not read as "clear" or "none".
    func decodeRequiredOptional<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return try decodeNil(forKey: key) ? nil : decode(Value.self, forKey: key)
    }

    /// Decodes a JSON object from editor names to hint lists (`null`: clear the hint).
    func decodeHintsByEditor(forKey key: Key) throws -> [EditorID: AndroidHintList?] {
        let hints = try nestedContainer(keyedBy: JSONKey.self, forKey: key)
        var result: [EditorID: AndroidHintList?] = [:]
        for editor in hints.allKeys {
            result[EditorID(editor.stringValue)] =
                try hints.decodeNil(forKey: editor) ? .some(nil) : hints.decode(AndroidHintList.self, forKey: editor)
        }
        return result
    }
}

extension KeyedEncodingContainer {
    /// Encodes `hints` as a JSON object from editor names to hint lists or `null`, in editor order.
    mutating func encodeHintsByEditor(_ hints: [EditorID: AndroidHintList?], forKey key: Key) throws {
        var container = nestedContainer(keyedBy: JSONKey.self, forKey: key)
        for editor in hints.keys.sorted() {
            let jsonKey = JSONKey(stringValue: editor.name)
            if let list = hints[editor] ?? nil {
                try container.encode(list, forKey: jsonKey)
            } else {
                try container.encodeNil(forKey: jsonKey)
            }
        }
    }

    /// Encodes `value`, or an explicit `null` when it is nil (where `encodeIfPresent` would
    /// leave the key out).
    mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
