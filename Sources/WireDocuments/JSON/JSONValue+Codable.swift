internal import LanguageTags

/// Any JSON value through Swift's coders, so that a public type can be `Codable` with the
/// package's one reader and writer: its `init(from:)` decodes a ``JSONValue`` and reads it,
/// its `encode(to:)` encodes the value its writer writes.
extension JSONValue: Codable {
    package init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                object.append(key.stringValue, try keyed.decode(JSONValue.self, forKey: key))
            }
            self = .object(object)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int.self) {
            self = .number(JSONNumber(integer))
        } else if let number = try? single.decode(Double.self) {
            self = .number(JSONNumber(text: number.description))
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = number.integer {
                try single.encode(integer)
            } else {
                try single.encode(number.double ?? 0)
            }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in object { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
