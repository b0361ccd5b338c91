internal import LanguagePolicyInternals

extension JSONValue {
    /// How deep arrays and objects may nest: far beyond any document of the package, and
    /// shallow enough that the recursive reader never exhausts the stack.
    package static let maximumDepth = 512

    /// Parses `text` as one JSON value (RFC 8259, strictly: a repeated key in an object is an
    /// error, and so is nesting deeper than ``maximumDepth``). Linear in the text.
    package static func parse(_ text: String) throws(DocumentError) -> JSONValue {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(DocumentError) in try parse(bytes) } }.get()
    }

    /// Parses UTF-8 bytes as one JSON value; invalid UTF-8 in a string is an error.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(DocumentError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.syntaxError("unexpected text after the value") }
        return value
    }

    /// Parses a sequence of UTF-8 bytes as one JSON value.
    package static func parse(bytes: some Sequence<UInt8>) throws(DocumentError) -> JSONValue {
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer in Result { () throws(DocumentError) in try parse(buffer) } }
            .get()
    }
}

/// The strict recursive-descent reader behind ``JSONValue/parse(_:)-(String)``. Errors deep in
/// the document get their path as they pass back up through each enclosing array and object.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// A syntax error at the current position, with its line and column (counted in characters).
    func syntaxError(_ message: String) -> DocumentError {
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
        return DocumentError(path: .root, .notJSON(message, line: line, column: column))
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    mutating func value(depth: Int) throws(DocumentError) -> JSONValue {
        guard position < bytes.count else { throw syntaxError("unexpected end of text") }
        switch bytes[position] {
        case 0x7B:
            guard depth < JSONValue.maximumDepth else {
                throw DocumentError(path: .root, .tooDeep(limit: JSONValue.maximumDepth))
            }
            return try object(depth: depth)
        case 0x5B:
            guard depth < JSONValue.maximumDepth else {
                throw DocumentError(path: .root, .tooDeep(limit: JSONValue.maximumDepth))
            }
            return try array(depth: depth)
        case 0x22: return .string(try string())
        case 0x74: return try literal("true", .bool(true))
        case 0x66: return try literal("false", .bool(false))
        case 0x6E: return try literal("null", .null)
        case 0x2D, 0x30...0x39: return try number()
        default: throw syntaxError("unexpected character")
        }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(DocumentError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] })
        else { throw syntaxError("unexpected character") }
        position += count
        return value
    }

    mutating func object(depth: Int) throws(DocumentError) -> JSONValue {
        position += 1
        var object = JSONObject()
        // The keys read so far, once there are many: a search of the members would make an
        // object of n keys cost n² (most objects have a few keys, which a search finds fastest).
        var keys: Set<String>?
        skipWhitespace()
        if position < bytes.count, bytes[position] == 0x7D {
            position += 1
            return .object(object)
        }
        object.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == 0x22 else { throw syntaxError("expected a string key") }
            let key = try string()
            let repeated: Bool
            if object.count < 16 {
                repeated = object.members.contains { $0.key.isSameKey(as: key) }
            } else {
                if keys == nil { keys = Set(object.keys) }
                repeated = !keys!.insert(key).inserted
            }
            if repeated { throw DocumentError(path: .root, .repeatedKey(key)) }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == 0x3A else { throw syntaxError("expected ':'") }
            position += 1
            skipWhitespace()
            do {
                object.append(key, try value(depth: depth + 1))
            } catch {
                throw error.inside(.key(key))
            }
            skipWhitespace()
            guard position < bytes.count else { throw syntaxError("unexpected end of text") }
            if bytes[position] == 0x2C {
                position += 1
            } else if bytes[position] == 0x7D {
                position += 1
                return .object(object)
            } else {
                throw syntaxError("expected ',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(DocumentError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == 0x5D {
            position += 1
            return .array(elements)
        }
        elements.reserveCapacity(4)
        while true {
            skipWhitespace()
            do {
                elements.append(try value(depth: depth + 1))
            } catch {
                throw error.inside(.index(elements.count))
            }
            skipWhitespace()
            guard position < bytes.count else { throw syntaxError("unexpected end of text") }
            if bytes[position] == 0x2C {
                position += 1
            } else if bytes[position] == 0x5D {
                position += 1
                return .array(elements)
            } else {
                throw syntaxError("expected ',' or ']'")
            }
        }
    }

    mutating func string() throws(DocumentError) -> String {
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
            guard position < bytes.count else { throw syntaxError("unterminated string") }
            let byte = bytes[position]
            if byte == 0x22 {
                position += 1
                return try scalars.withUnsafeBufferPointer { buffer in
                    Result { () throws(DocumentError) in try validated(buffer) }
                }.get()
            }
            guard byte >= 0x20 else { throw syntaxError("control character in a string") }
            if byte != 0x5C {
                scalars.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { throw syntaxError("unterminated string") }
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
                        throw syntaxError("unpaired surrogate")
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("unpaired surrogate") }
                    code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw syntaxError("unpaired surrogate")
                }
                scalars.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
            default: throw syntaxError("invalid escape")
            }
        }
    }

    mutating func hex4() throws(DocumentError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw syntaxError("invalid \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x37
            case 0x61...0x66: digit = byte - 0x57
            default: throw syntaxError("invalid \\u escape")
            }
            code = code << 4 | UInt32(digit)
            position += 1
        }
        return code
    }

    func validated(_ buffer: UnsafeBufferPointer<UInt8>) throws(DocumentError) -> String {
        guard let text = String(validUTF8: buffer) else { throw syntaxError("invalid UTF-8") }
        return text
    }

    /// A number, kept as written once its syntax is checked.
    mutating func number() throws(DocumentError) -> JSONValue {
        let start = position
        if bytes[position] == 0x2D { position += 1 }
        func digits() -> Int {
            let first = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - first
        }
        guard position < bytes.count else { throw syntaxError("invalid number") }
        if bytes[position] == 0x30 {
            position += 1
        } else if digits() == 0 {
            throw syntaxError("invalid number")
        }
        if position < bytes.count, bytes[position] == 0x2E {
            position += 1
            guard digits() > 0 else { throw syntaxError("invalid number") }
        }
        if position < bytes.count, bytes[position] | 0x20 == 0x65 {
            position += 1
            if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
            guard digits() > 0 else { throw syntaxError("invalid number") }
        }
        return .number(
            JSONNumber(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)))
    }
}

extension DocumentError {
    /// This error, for a value one step further inside the document: syntax errors keep their
    /// line and column and no path.
    fileprivate func inside(_ component: DocumentPath.Component) -> DocumentError {
        if case .notJSON = reason { return self }
        return DocumentError(path: DocumentPath(components: [component] + path.components), reason)
    }
}
