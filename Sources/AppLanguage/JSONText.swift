/// JSON text to ``JSONValue`` without Foundation's coders: a strict RFC 8259 parser, linear in
/// the text, allocating only what the value holds (``JSONWriter`` writes).
enum JSONText {
    /// Parses `bytes` as one JSON value (surrounding whitespace allowed).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        static let maximumDepth = 512

        func error(_ message: String) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(position, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return JSONSyntaxError(description: "not valid JSON: \(message) at line \(line), column \(column)")
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                let byte = bytes[position]
                guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
                position += 1
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
            guard position < bytes.count else { throw error("unexpected end of text") }
            switch bytes[position] {
            case 0x7B: return try object(depth: depth)
            case 0x5B: return try array(depth: depth)
            case 0x22: return .string(try string())
            case 0x74: return try literal("true", .bool(true))
            case 0x66: return try literal("false", .bool(false))
            case 0x6E: return try literal("null", .null)
            case 0x2D, 0x30...0x39: return try number()
            default: throw error("unexpected character")
            }
        }

        mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count,
                (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] })
            else { throw error("unexpected character") }
            position += count
            return value
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            position += 1
            var members: [(key: String, value: JSONValue)] = []
            // The keys read so far, once there are many: a search of `members` would make an
            // object of n keys cost n² (most objects have a few keys, which a search finds fastest).
            var keys: Set<String>?
            skipWhitespace()
            if position < bytes.count, bytes[position] == 0x7D {
                position += 1
                return .object(JSONObject(members))
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x22 else { throw error("expected a string key") }
                let keyPosition = position
                let key = try string()
                let repeated: Bool
                if members.count < 16 {
                    repeated = members.contains { $0.key == key }
                } else {
                    if keys == nil { keys = Set(members.map(\.key)) }
                    repeated = !keys!.insert(key).inserted
                }
                if repeated {
                    position = keyPosition
                    throw error("duplicate key \"\(key)\"")
                }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x3A else { throw error("expected ':'") }
                position += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard position < bytes.count else { throw error("unexpected end of text") }
                if bytes[position] == 0x2C {
                    position += 1
                } else if bytes[position] == 0x7D {
                    position += 1
                    return .object(JSONObject(members))
                } else {
                    throw error("expected ',' or '}'")
                }
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == 0x5D {
                position += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("unexpected end of text") }
                if bytes[position] == 0x2C {
                    position += 1
                } else if bytes[position] == 0x5D {
                    position += 1
                    return .array(elements)
                } else {
                    throw error("expected ',' or ']'")
                }
            }
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            position += 1
            let start = position
            // The common case: no escapes, so the text is the bytes themselves.
            var ascii = true
            while position < bytes.count, bytes[position] != 0x22, bytes[position] != 0x5C, bytes[position] >= 0x20 {
                ascii = ascii && bytes[position] < 0x80
                position += 1
            }
            if position < bytes.count, bytes[position] == 0x22 {
                defer { position += 1 }
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                // ASCII is valid UTF-8: no validation needed.
                return ascii ? String(decoding: text, as: UTF8.self) : try validated(text)
            }
            var scalars = Array(bytes[start..<position])
            while true {
                guard position < bytes.count else { throw error("unterminated string") }
                let byte = bytes[position]
                if byte == 0x22 {
                    position += 1
                    return try scalars.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try validated(buffer)
                    }
                }
                guard byte >= 0x20 else { throw error("control character in a string") }
                if byte != 0x5C {
                    scalars.append(byte)
                    position += 1
                    continue
                }
                position += 1
                guard position < bytes.count else { throw error("unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case 0x22, 0x5C, 0x2F: scalars.append(escape)
                case 0x62: scalars.append(0x08)
                case 0x66: scalars.append(0x0C)
                case 0x6E: scalars.append(0x0A)
                case 0x72: scalars.append(0x0D)
                case 0x74: scalars.append(0x09)
                case 0x75:
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard position + 1 < bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else {
                            throw error("unpaired surrogate")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                        code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error("unpaired surrogate")
                    }
                    scalars.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
                default: throw error("invalid escape")
                }
            }
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw error("invalid \\u escape") }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x37
                case 0x61...0x66: digit = byte - 0x57
                default: throw error("invalid \\u escape")
                }
                code = code << 4 | UInt32(digit)
                position += 1
            }
            return code
        }

        func validated(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
            guard let text = String(validating: buffer, as: UTF8.self) else { throw error("invalid UTF-8") }
            return text
        }

        mutating func number() throws(JSONSyntaxError) -> JSONValue {
            let start = position
            if bytes[position] == 0x2D { position += 1 }
            func digits() -> Int {
                let first = position
                while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
                return position - first
            }
            guard position < bytes.count else { throw error("invalid number") }
            if bytes[position] == 0x30 {
                position += 1
            } else if digits() == 0 {
                throw error("invalid number")
            }
            if position < bytes.count, bytes[position] == 0x2E {
                position += 1
                guard digits() > 0 else { throw error("invalid number") }
            }
            if position < bytes.count, bytes[position] | 0x20 == 0x65 {
                position += 1
                if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
                guard digits() > 0 else { throw error("invalid number") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let number = Double(text), number.isFinite else { throw error("number out of range") }
            return .number(number)
        }
    }
}
