internal import LanguageTags

/// A JSON value as the readers of the package see it: numbers keep the text they were written
/// with (so that `9007199254740993` is read exactly), objects keep their members in document
/// order (a key appears once: the parser refuses a repeated key).
///
/// ```swift
/// let value = try JSONValue.parse(#"{"policyVersion": 3, "productDefault": "en"}"#)
/// value.typeName   // "an object"
/// ```
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name, for messages: `a string`, `an object`, …
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a message shows it: compact JSON, cut after 60 characters.
    package var excerpt: String {
        var writer = JSONWriter(capacity: 64)
        writer.value(self)
        let text = writer.text
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}

/// A JSON number as written in the text.
package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text (RFC 8259 syntax).
    package let text: String

    /// A number of `text`, which must be in JSON's number syntax.
    package init(text: String) { self.text = text }

    /// A whole number.
    package init(_ value: Int) { text = String(value) }

    /// The number when it is written as a whole number (no fraction or exponent) that `Int`
    /// holds exactly; nil otherwise.
    package var integer: Int? { Int(text) }

    /// The number as a `Double` (rounded, as every `Double` reading of JSON is).
    package var double: Double? { Double(text) }

    package var description: String { text }
}

/// A JSON object's members in document order; each key appears once.
package struct JSONObject: Hashable, Sendable, Sequence {
    /// The members, in document order.
    package private(set) var members: [(key: String, value: JSONValue)]

    /// An object of `members`, whose keys must be unique.
    package init(_ members: [(key: String, value: JSONValue)] = []) { self.members = members }

    /// The keys, in document order.
    package var keys: [String] { members.map(\.key) }

    /// The number of members.
    package var count: Int { members.count }

    /// The value of `key`, if the object has it.
    package subscript(key: String) -> JSONValue? {
        members.first { $0.key.isSameKey(as: key) }?.value
    }

    /// Makes room for `count` members.
    package mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    /// Adds a member (whose key must not be present yet).
    package mutating func append(_ key: String, _ value: JSONValue) { members.append((key, value)) }

    package func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        members.makeIterator()
    }

    /// Objects with the same members are equal, whatever their order.
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Members in the same order (the common case) compare in one pass; others by key,
        // through a dictionary once objects are large (a search per key would cost n²).
        if zip(lhs.members, rhs.members).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) { return true }
        if lhs.count < 16 { return lhs.members.allSatisfy { rhs[$0.key] == $0.value } }
        let values = Dictionary(rhs.members, uniquingKeysWith: { first, _ in first })
        return lhs.members.allSatisfy { values[$0.key] == $0.value }
    }

    package func hash(into hasher: inout Hasher) {
        // Order-independent, as equality is: the members' hashes summed.
        var sum = 0
        for (key, value) in members {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            sum &+= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension String {
    /// Whether two keys are equal, comparing their lengths first: most keys a reader looks
    /// for differ in length from most it passes over, and lengths compare without a look at
    /// the text.
    @inline(__always)
    package func isSameKey(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
