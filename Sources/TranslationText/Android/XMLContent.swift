internal import LanguagePolicyInternals

/// The content of one XML element, read into ``AndroidStringValue/Node``s the way an XML
/// parser reports it to aapt2 (expat, through `xml::XmlPullParser`): character data with the
/// five predefined entities and character references decoded, CDATA sections as text,
/// comments and processing instructions dropped, `<a/>` as a start and an end.
///
/// ```swift
/// try XMLContent.nodes("a &amp; <b>b</b><![CDATA[<c>]]>")
/// // [.text("a & "), .start("b"), .text("b"), .end("b"), .text("<c>")]
/// ```
enum XMLContent {
    static func nodes(_ xml: String) throws(AndroidStringValue.ReadError) -> [AndroidStringValue.Node] {
        var nodes: [AndroidStringValue.Node] = []
        var text = ""
        var rest = Substring(xml)
        func flush() {
            if !text.isEmpty { nodes.append(.text(text)) }
            text = ""
        }
        while let character = rest.first {
            if character == "&" {
                guard let end = rest.firstIndex(of: ";") else { throw .malformedMarkup("unterminated entity") }
                let name = rest[rest.index(after: rest.startIndex)..<end]
                guard let scalar = entity(name) else { throw .malformedMarkup("unknown entity &\(name);") }
                text.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: end)...]
            } else if character == "<" {
                if rest.hasPrefix("<![CDATA[") {
                    guard let end = rest.firstRange(of: "]]>") else { throw .malformedMarkup("unterminated CDATA") }
                    text += rest[rest.index(rest.startIndex, offsetBy: 9)..<end.lowerBound]
                    rest = rest[end.upperBound...]
                } else if rest.hasPrefix("<!--") || rest.hasPrefix("<?") {
                    let terminator = rest.hasPrefix("<?") ? "?>" : "-->"
                    guard let end = rest.firstRange(of: terminator) else {
                        throw .malformedMarkup("unterminated comment")
                    }
                    rest = rest[end.upperBound...]
                } else {
                    guard let end = tagEnd(rest) else { throw .malformedMarkup("unterminated tag") }
                    let tag = rest[rest.index(after: rest.startIndex)..<end]
                    rest = rest[rest.index(after: end)...]
                    flush()
                    try nodes += self.tag(tag)
                }
            } else {
                text.append(character)
                rest = rest.dropFirst()
            }
        }
        flush()
        return nodes
    }

    /// The end (`>`) of a tag, skipping quoted attribute values.
    private static func tagEnd(_ text: Substring) -> Substring.Index? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            }
        }
        return nil
    }

    private static func tag(_ tag: Substring) throws(AndroidStringValue.ReadError) -> [AndroidStringValue.Node] {
        let isEnd = tag.hasPrefix("/")
        let isEmpty = !isEnd && tag.hasSuffix("/")
        let body = tag.dropFirst(isEnd ? 1 : 0).dropLast(isEmpty ? 1 : 0)
        let name = String(body.prefix { !($0.isWhitespace || $0 == "/") })
        guard !name.isEmpty, name.first?.isLetter == true || name.first == "_" else {
            throw .malformedMarkup("<\(tag)> is no tag")
        }
        if isEnd { return [.end(name)] }
        return isEmpty ? [.start(name), .end(name)] : [.start(name)]
    }

    /// The five predefined entities and character references (`&#65;`, `&#x41;`).
    private static func entity(_ name: Substring) -> Unicode.Scalar? { XMLEntity.scalar(named: name) }
}
