internal import ArtifactFormats

/// A value of an XML property list (`<plist>`), as `.stringsdict` files hold them: read with
/// the package's own XML reader, the same on every platform (no PropertyListSerialization).
/// Numbers, dates and data keep their text.
///
/// ```swift
/// let plist = try PropertyList(bytes: Array("<plist><dict><key>a</key><string>b</string></dict></plist>".utf8))
/// plist.value   // .dictionary([("a", .string("b"))])
/// ```
struct PropertyList {
    typealias Value = PropertyListValue
    typealias Member = PropertyListValue.Member

    /// The root value.
    let value: Value

    /// How deep arrays and dictionaries may nest.
    static let maximumDepth = PropertyListValue.maximumDepth

    init(bytes: [UInt8]) throws(ResourceFileError) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw .syntax(
                line: 1, message: "a binary property list, as a build writes it: not read (the source is text)")
        }
        value = try XMLText.utf8(bytes).withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var reader = Reader(scanner: XMLScanner(buffer), buffer: buffer)
            guard case .start("plist", _)? = try reader.nextElement() else {
                throw reader.error("the root element is not <plist>")
            }
            guard let value = try reader.value(depth: 0) else { throw reader.error("an empty <plist>") }
            return value
        }
    }

    private struct Reader {
        var scanner: XMLScanner
        let buffer: UnsafeBufferPointer<UInt8>

        func error(_ message: String) -> ResourceFileError { .at(scanner.position, in: buffer, message) }

        /// The next start or end tag, text between them skipped.
        mutating func nextElement() throws(ResourceFileError) -> XMLScanner.Event? {
            while let event = try scanner.next() {
                if case .text = event { continue }
                return event
            }
            return nil
        }

        /// The next value; nil at the end of the enclosing array, dictionary or plist.
        mutating func value(depth: Int) throws(ResourceFileError) -> Value? {
            guard let event = try nextElement() else { return nil }
            guard case .start(let element, _) = event else { return nil }
            guard depth < PropertyList.maximumDepth else {
                throw error("values nested deeper than \(PropertyList.maximumDepth) levels")
            }
            switch element {
            case "string": return .string(try text())
            case "integer", "real", "date", "data": return .scalar(try text())
            case "true", "false":
                try scanner.skipElement()
                return .bool(element == "true")
            case "array":
                var elements: [Value] = []
                while let element = try value(depth: depth + 1) { elements.append(element) }
                return .array(elements)
            case "dict":
                var members: [Member] = []
                while let event = try nextElement() {
                    guard case .start(let element, _) = event else { break }
                    guard element == "key" else { throw error("<\(element)> where a <key> belongs") }
                    let key = try text()
                    guard let member = try value(depth: depth + 1) else {
                        throw error("<key>\(key)</key> without a value")
                    }
                    members.append(Member(key: key, value: member))
                }
                return .dictionary(members)
            default: throw error("<\(element)> is no property list value")
            }
        }

        /// The text of the element just started, up to its end.
        mutating func text() throws(ResourceFileError) -> String {
            var text = ""
            while let event = try scanner.next() {
                switch event {
                case .text(let part): text += try scanner.text(part)
                case .end: return text
                case .start(let element, _): throw error("<\(element)> inside a text value")
                }
            }
            return text
        }
    }
}
