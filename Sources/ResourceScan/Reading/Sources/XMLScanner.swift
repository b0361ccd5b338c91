internal import LanguagePolicyInternals

/// A pull reader of the XML that resource files are written in (Android's `values` files,
/// `locales_config.xml`, `.stringsdict` property lists): elements with their attributes, text
/// and CDATA sections, in document order; comments, processing instructions and the DOCTYPE
/// are skipped, but for the general entities a DOCTYPE's internal subset declares, which are
/// expanded (``XMLEntities``, bounded). It checks what a resource compiler would refuse (tags
/// that do not match, text outside the root element, an unknown entity) and nothing more: no
/// namespaces, no external DTDs.
///
/// ```swift
/// try Array("<a x='1'>b &amp; c</a>".utf8).withUnsafeBufferPointer { bytes throws(ResourceFileError) in
///     var scanner = XMLScanner(bytes)
///     while let event = try scanner.next() { print(event) }
///     // start a [x=1], text "b & c", end a
/// }
/// ```
struct XMLScanner {
    /// One step through the document. A self-closing element gives `start` and then `end`.
    enum Event {
        case start(name: String, attributes: [(name: String, value: String)])
        case end(name: String)
        /// Character data (entities not yet decoded) or a CDATA section: ``text(_:)`` reads it.
        case text(Text)
    }

    /// Where character data lies in the document.
    struct Text {
        let range: Range<Int>
        let isCDATA: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0
    private var open: [String] = []
    private var pendingEnd = false
    private var rootClosed = false
    private var entities = XMLEntities()
    /// What entity expansion may still produce (``XMLEntities/limit`` in all).
    private var budget = XMLEntities.limit

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The number of elements open around the next event.
    var depth: Int { open.count }

    /// The next event, or nil at the end of the document.
    mutating func next() throws(ResourceFileError) -> Event? {
        if pendingEnd {
            pendingEnd = false
            return .end(name: close())
        }
        while position < bytes.count {
            guard bytes[position] == Self.lessThan else {
                let start = position
                position = bytes[position...].firstIndex(of: Self.lessThan) ?? bytes.count
                if open.isEmpty {
                    guard bytes[start..<position].allSatisfy(Self.isSpace) else {
                        throw error(at: start, "text outside the root element")
                    }
                    continue
                }
                return .text(Text(range: start..<position, isCDATA: false))
            }
            if starts(with: "<!--") {
                try skip(past: "-->", from: position + 4, "unterminated comment")
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw error(at: position, "CDATA outside the root element") }
                let start = position + 9
                try skip(past: "]]>", from: start, "unterminated CDATA section")
                return .text(Text(range: start..<(position - 3), isCDATA: true))
            } else if starts(with: "<?") {
                try skip(past: "?>", from: position + 2, "unterminated processing instruction")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                return .end(name: try endTag())
            } else {
                return try startTag()
            }
        }
        if let name = open.last { throw error(at: position, "the document ends inside <\(name)>") }
        return nil
    }

    /// The text of character data, entities decoded (CDATA as written).
    mutating func text(_ text: Text) throws(ResourceFileError) -> String {
        text.isCDATA ? Self.string(bytes[text.range]) : try decoded(text.range)
    }

    /// The number of line feeds among the bytes of `range` (clamped to the document).
    func newlines(in range: Range<Int>) -> Int {
        bytes[min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)].count { $0 == 0x0A }
    }

    /// Reads past the end of the element just started (its content unread).
    mutating func skipElement() throws(ResourceFileError) {
        let level = depth
        while depth >= level, try next() != nil {}
    }

    // MARK: Tags

    private mutating func startTag() throws(ResourceFileError) -> Event {
        let tagStart = position
        position += 1
        let name = try self.name("an element name")
        guard !rootClosed || !open.isEmpty else { throw error(at: tagStart, "a second root element <\(name)>") }
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error(at: tagStart, "unterminated tag <\(name)>") }
            if bytes[position] == Self.greaterThan {
                position += 1
                open.append(name)
                return .start(name: name, attributes: attributes)
            }
            if starts(with: "/>") {
                position += 2
                open.append(name)
                pendingEnd = true
                return .start(name: name, attributes: attributes)
            }
            guard hadSpace else { throw error(at: position, "expected a space before an attribute of <\(name)>") }
            let attribute = try self.name("an attribute name")
            skipSpace()
            guard position < bytes.count, bytes[position] == Self.equals else {
                throw error(at: position, "expected = after \(attribute)")
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else {
                throw error(at: position, "expected a quoted value for \(attribute)")
            }
            let quote = bytes[position]
            let start = position + 1
            guard let end = bytes[start...].firstIndex(of: quote) else {
                throw error(at: position, "unterminated value of \(attribute)")
            }
            if bytes[start..<end].contains(Self.lessThan) { throw error(at: start, "< in the value of \(attribute)") }
            attributes.append((attribute, try decoded(start..<end)))
            position = end + 1
        }
    }

    private mutating func endTag() throws(ResourceFileError) -> String {
        let tagStart = position
        position += 2
        let name = try self.name("an element name")
        skipSpace()
        guard position < bytes.count, bytes[position] == Self.greaterThan else {
            throw error(at: position, "expected > after </\(name)")
        }
        position += 1
        guard open.last == name else {
            throw error(at: tagStart, open.last.map { "</\(name)> closes <\($0)>" } ?? "</\(name)> closes nothing")
        }
        return close()
    }

    private mutating func close() -> String {
        let name = open.removeLast()
        if open.isEmpty { rootClosed = true }
        return name
    }

    private mutating func name(_ what: String) throws(ResourceFileError) -> String {
        let start = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        guard position > start else { throw error(at: start, "expected \(what)") }
        return Self.string(bytes[start..<position])
    }

    // MARK: Skipping

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    /// Moves past the next `terminator` at or after `start`.
    private mutating func skip(past terminator: StaticString, from start: Int, _ message: String)
        throws(ResourceFileError)
    {
        let pattern = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                position = index + pattern.count
                return
            }
            index += 1
        }
        throw error(at: position, message)
    }

    /// `<!DOCTYPE …>`, its internal subset in brackets included (its entities declared).
    private mutating func skipDeclaration() throws(ResourceFileError) {
        let start = position
        var subsetStart: Int?
        var brackets = 0
        var quote: UInt8?
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x5B {
                if brackets == 0 { subsetStart = position }
                brackets += 1
            } else if byte == 0x5D {
                brackets -= 1
                if brackets == 0, let subsetStart { entities.declare(subset: bytes[subsetStart..<(position - 1)]) }
            } else if byte == Self.greaterThan, brackets <= 0 {
                return
            }
        }
        throw error(at: start, "unterminated declaration")
    }

    // MARK: Text

    private func starts(with prefix: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return position + pattern.count <= bytes.count
            && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }

    /// The bytes of `range` with the five predefined entities, character references and the
    /// document's own entities decoded.
    private mutating func decoded(_ range: Range<Int>) throws(ResourceFileError) -> String {
        guard let first = bytes[range].firstIndex(of: Self.ampersand) else { return Self.string(bytes[range]) }
        var result = Array(bytes[range.lowerBound..<first])
        var index = first
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == Self.ampersand else {
                result.append(byte)
                index += 1
                continue
            }
            guard let semicolon = bytes[index..<range.upperBound].firstIndex(of: 0x3B), semicolon - index <= 64 else {
                throw error(at: index, "& starts no entity (write &amp;)")
            }
            let name = Self.string(bytes[(index + 1)..<semicolon])
            if let scalar = Self.entity(name) {
                result.append(contentsOf: String(scalar).utf8)
            } else if entities.isDeclared(name) {
                let line = XMLText.line(of: index, in: bytes)
                let expanded = try entities.expand(name, budget: &budget, line: line)
                result += try XMLEntities.references(
                    XMLEntities.withoutMarkup(expanded), line: line, entity: Self.entity)
            } else {
                throw error(at: index, "unknown entity &\(name);")
            }
            index = semicolon + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func entity(_ name: String) -> Unicode.Scalar? { XMLEntity.scalar(named: name) }

    private func error(at position: Int, _ message: String) -> ResourceFileError {
        .at(position, in: bytes, message)
    }

    private static func string(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == greaterThan || byte == 0x2F || byte == equals || byte == lessThan
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let equals = UInt8(ascii: "=")
    private static let ampersand = UInt8(ascii: "&")
}
