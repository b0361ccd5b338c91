/// The general entities a document declares in its internal DTD subset
/// (`<!DOCTYPE resources [ <!ENTITY app "Recipes"> ]>`), which aapt2's parser expands in text
/// and attributes (`&app;`). Replacement text may name other entities; expansion is bounded:
/// past ``limit`` bytes in all (a "billion laughs" document grows a few bytes into
/// gigabytes) or `maximumDepth` levels, reading stops with a typed error. Parameter
/// entities (`%name;`) and external ones (`SYSTEM`, `PUBLIC`) are never read: a reference to
/// an external entity is an error, as a resource compiler loads no file.
///
/// ```swift
/// var entities = XMLEntities()
/// entities.declare(subset: Array(#"<!ENTITY app "Recipes"><!ENTITY title "&app; app">"#.utf8)[...])
/// var budget = XMLEntities.limit
/// try entities.expand("title", budget: &budget, line: 1)   // "Recipes app"
/// ```
package struct XMLEntities {
    /// Name → replacement text as declared (nil for an external entity).
    private var declared: [String: [UInt8]?] = [:]

    /// The most bytes all expansions of one document may produce.
    package static let limit = 1 << 20
    /// The deepest nesting of entities within entities.
    static let maximumDepth = 16

    /// Reads the `<!ENTITY …>` declarations of an internal subset (the first of a name wins).
    mutating func declare(subset: some Collection<UInt8>) {
        let bytes = Array(subset)
        let pattern = Array("<!ENTITY".utf8)
        var index = 0
        while index + pattern.count < bytes.count {
            guard bytes[index..<(index + pattern.count)].elementsEqual(pattern) else {
                index += 1
                continue
            }
            index += pattern.count
            skipSpace(bytes, &index)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "%") else { continue }
            let nameStart = index
            while index < bytes.count, !XMLScanner.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            skipSpace(bytes, &index)
            guard index < bytes.count else { return }
            let quote = bytes[index]
            if quote == 0x22 || quote == 0x27 {
                let start = index + 1
                guard let end = bytes[start...].firstIndex(of: quote) else { return }
                if declared[name] == nil { declared[name] = .some(Array(bytes[start..<end])) }
                index = end + 1
            } else if declared[name] == nil {
                declared[name] = .some(nil)
            }
        }
    }

    /// Whether `name` is declared.
    func isDeclared(_ name: String) -> Bool { declared[name] != nil }

    /// The replacement text of `&name;`, its own references expanded, counted against `budget`.
    ///
    /// - Throws: `ResourceFileError.entityExpansion(line:limit:)` past the budget or the
    ///   depth; `ResourceFileError.syntax(line:message:)` for an external or undeclared one.
    func expand(_ name: String, budget: inout Int, line: Int, depth: Int = 0) throws(ResourceFileError) -> [UInt8] {
        guard depth < Self.maximumDepth else { throw .entityExpansion(line: line, limit: Self.limit) }
        guard let entry = declared[name] else { throw .syntax(line: line, message: "unknown entity &\(name);") }
        guard let text = entry else {
            throw .syntax(line: line, message: "&\(name); is an external entity, which resource compilers never read")
        }
        var result: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "&"), let semicolon = text[index...].firstIndex(of: 0x3B),
                text[index + 1] != UInt8(ascii: "#")
            {
                let inner = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
                if isDeclared(inner) {
                    result += try expand(inner, budget: &budget, line: line, depth: depth + 1)
                    index = semicolon + 1
                    continue
                }
            }
            result.append(text[index])
            index += 1
        }
        budget -= result.count
        guard budget >= 0 else { throw .entityExpansion(line: line, limit: Self.limit) }
        return result
    }

    /// An entity's replacement text with its predefined entities and character references
    /// decoded.
    static func references(
        _ text: [UInt8], line: Int, entity: (String) -> Unicode.Scalar?
    ) throws(ResourceFileError) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "&"), let semicolon = text[index...].firstIndex(of: 0x3B) {
                let name = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
                guard let scalar = entity(name) else { throw .syntax(line: line, message: "unknown entity &\(name);") }
                result += String(scalar).utf8
                index = semicolon + 1
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// Text with markup tags dropped (an entity's replacement may hold `<b>…</b>`).
    static func withoutMarkup(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var inTag = false
        for byte in text {
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">"), inTag {
                inTag = false
            } else if !inTag {
                result.append(byte)
            }
        }
        return result
    }

    private func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, XMLScanner.isSpace(bytes[index]) { index += 1 }
    }
}
