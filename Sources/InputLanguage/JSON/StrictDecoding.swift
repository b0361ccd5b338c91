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
        let known = Set(Keys.allCases.map(\.stringValue))
        let container = try container(keyedBy: JSONKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) {
            let expected = Keys.allCases.map(\.stringValue).joined(separator: ", ")
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
