/// Android's binary XML (`ResXMLTree`, the compiled `AndroidManifest.xml` of an APK): a
/// string pool, a resource map, and start-element chunks with their attributes, read far
/// enough to give each element's name and attributes (namespace, name, value as text or as
/// a typed `Res_value`).
///
/// ```swift
/// let manifest = try BinaryXML(bytes: manifestBytes)
/// manifest.elements.first?.attribute("split")   // "config.fr"
/// ```
package struct BinaryXML: Hashable, Sendable {
    /// An attribute: its namespace URI (empty for none), name, and value.
    package struct Attribute: Hashable, Sendable {
        package let namespace: String
        package let name: String
        /// The raw string value, if the attribute has one.
        package let text: String?
        /// The typed value's `Res_value` type and data (a reference is type 1, its data a resource id).
        package let dataType: UInt8
        package let data: UInt32
    }

    /// A start element: its name, depth (the root is 0) and attributes.
    package struct Element: Hashable, Sendable {
        package let name: String
        package let depth: Int
        package let attributes: [Attribute]

        /// The value of the attribute `name` (in any namespace, or in `namespace`) as text.
        package func attribute(_ name: String, namespace: String? = nil) -> String? {
            attributes.first { $0.name == name && (namespace == nil || $0.namespace == namespace) }?.text
        }
    }

    /// The elements, in document order.
    package let elements: [Element]

    static let xmlType: UInt16 = 0x0003
    static let startElementType: UInt16 = 0x0102
    static let endElementType: UInt16 = 0x0103
    /// The most elements read.
    static let maximumElements = 100_000

    /// Reads a binary XML document.
    ///
    /// - Throws: ``ArtifactError`` (format `.binaryXML`) for chunks out of bounds, a missing
    ///   string pool, string indices outside it.
    package init(bytes: [UInt8]) throws(ArtifactError) {
        let reader = ByteReader(bytes, format: .binaryXML)
        let root = try ResourceChunk(reader, at: 0, within: 0..<bytes.count)
        guard root.type == Self.xmlType else { throw reader.error("no XML chunk at the start", at: 0) }
        var strings: BinaryStrings?
        var elements: [Element] = []
        var depth = 0
        for chunk in try ResourceChunk.children(reader, in: root.body, limit: Self.maximumElements * 2 + 16) {
            switch chunk.type {
            case StringPool.chunkType where strings == nil:
                strings = BinaryStrings(try StringPool(reader, chunk: chunk))
            case Self.startElementType:
                guard var pool = strings else {
                    throw reader.error("an element before the string pool", at: chunk.start)
                }
                elements.append(try Self.element(reader, chunk, depth: depth, strings: &pool))
                strings = pool
                depth += 1
            case Self.endElementType: depth = max(0, depth - 1)
            default: continue
            }
        }
        self.elements = elements
    }

    private static func element(_ reader: ByteReader, _ chunk: ResourceChunk, depth: Int, strings: inout BinaryStrings)
        throws(ArtifactError) -> Element
    {
        func string(_ index: UInt32) throws(ArtifactError) -> String? {
            index == 0xFFFF_FFFF ? nil : try strings.string(Int(index))
        }
        let body = chunk.start + chunk.headerSize
        try reader.require(body, 20, within: chunk.range, "an element")
        let name = try string(try reader.u32(body + 4)) ?? ""
        let start = try reader.int16(body + 8)
        let size = try reader.int16(body + 10)
        let count = try reader.int16(body + 12)
        guard size >= 20 else { throw reader.error("attributes of \(size) bytes", at: body) }
        try reader.require(body + start, count * size, within: chunk.range, "an element's attributes")
        var attributes: [Attribute] = []
        for index in 0..<count {
            let offset = body + start + index * size
            attributes.append(
                Attribute(
                    namespace: try string(try reader.u32(offset)) ?? "",
                    name: try string(try reader.u32(offset + 4)) ?? "",
                    text: try string(try reader.u32(offset + 8)), dataType: try reader.u8(offset + 15),
                    data: try reader.u32(offset + 16)))
        }
        return Element(name: name, depth: depth, attributes: attributes)
    }
}
