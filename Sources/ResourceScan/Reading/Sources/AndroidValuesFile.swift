package import TranslationText

/// The string resources of one Android `values*/` XML file (`strings.xml`): `<string>` (and
/// `<item type="string">`), `<plurals>` and `<string-array>` elements of `<resources>`, with
/// `translatable="false"` and `tools:ignore="MissingTranslation"`, and the names `<public>`
/// declares. Other resources (colors, dimensions, styles…) are skipped. UTF-8 or UTF-16; the
/// entities of an internal DTD are expanded (bounded: `ResourceFileError.entityExpansion(line:limit:)`).
///
/// Text is read as XML gives it: entities decoded, CDATA sections as written, the text of
/// inline markup (`<b>`, `<xliff:g>`) kept and its tags dropped; Android's own escapes (`\'`,
/// `\n`, `\u2026`) are left as written. Each value's content is also kept as the XML gives
/// it, markup and escapes intact (`Resource.contents`), for reading it as aapt2 does
/// (`AndroidStringValue`).
///
/// ```swift
/// let file = try AndroidValuesFile(bytes: Array("""
///     <resources>
///         <string name="app_name" translatable="false">Demo</string>
///         <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
///     </resources>
///     """.utf8))
/// file.resources.map(\.name)            // ["app_name", "songs"]
/// file.resources[0].isTranslatable      // false
/// file.resources[1].quantities          // ["one", "other"]
/// file.resources[1].line                // 3
/// ```
package struct AndroidValuesFile: Sendable {
    /// One string resource.
    package struct Resource: Hashable, Sendable {
        /// What kind of string resource.
        package enum Kind: String, Hashable, Sendable {
            case string
            case plurals
            case stringArray = "string-array"
        }

        /// The resource name (`app_name`).
        package let name: String
        /// `<string>`, `<plurals>` or `<string-array>`.
        package let kind: Kind
        /// False for `translatable="false"`: a string the same in every language.
        package let isTranslatable: Bool
        /// True for `tools:ignore="MissingTranslation"`: lint accepts it untranslated.
        package let ignoresMissingTranslation: Bool
        /// The text of a string; the items of a plural or an array, in order.
        package let values: [String]
        /// The `quantity` of each plural item (`one`, `other`), in order; empty otherwise.
        package let quantities: [String]
        /// The content of each value (the string's, each item's), as XML nodes: markup and
        /// Android's escapes as written, entities decoded.
        package let contents: [[AndroidStringValue.Node]]
        /// False for `formatted="false"`: aapt2 does not check it as a format string.
        package let isFormatted: Bool
        /// The line of its start tag, from 1.
        package let line: Int
        /// The line of each item's start tag (the string's own line for a string).
        package let lines: [Int]

        /// Whether it is an array of references and numbers only (`@string/a`, `12`): nothing
        /// in it to translate.
        package var isReferenceArray: Bool {
            kind == .stringArray && !values.isEmpty
                && values.allSatisfy { value in
                    let text = String(value.unicodeScalars.filter { !$0.properties.isWhitespace })
                    return text.hasPrefix("@") || text.hasPrefix("?") || (!text.isEmpty && Double(text) != nil)
                }
        }
    }

    /// The file's string resources, in order (a name may repeat, for `product` variants).
    package let resources: [Resource]
    /// The names of `<public type="string|plurals|array" name="…">`: resources aapt2 never
    /// removes.
    package let publicNames: [String]

    /// Reads the bytes of a values file (UTF-8 or UTF-16).
    ///
    /// - Throws: `ResourceFileError` for XML that aapt2 would refuse, or a root element
    ///   other than `<resources>`.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        (resources, publicNames) = try XMLText.utf8(bytes).withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var reader = Reader(scanner: XMLScanner(buffer))
            return (try reader.read(), reader.publicNames)
        }
    }

    private struct Reader {
        var scanner: XMLScanner
        var resources: [Resource] = []
        var publicNames: [String] = []
        /// The line of byte `counted` (lines are counted once, forward).
        var counted = (position: 0, line: 1)

        /// The line of the tag just read (the scanner stands right after it).
        mutating func line() -> Int {
            let position = scanner.position
            counted = (position, counted.line + scanner.newlines(in: counted.position..<position))
            return counted.line
        }

        mutating func read() throws(ResourceFileError) -> [Resource] {
            guard case .start(let root, _)? = try scanner.next() else { return [] }
            guard root == "resources" else {
                throw .syntax(line: 1, message: "the root element is <\(root)>, not <resources>")
            }
            while let event = try scanner.next() {
                guard case .start(let element, let attributes) = event else { continue }
                func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
                if element == "public", let name = attribute("name"),
                    ["string", "plurals", "array"].contains(attribute("type"))
                {
                    publicNames.append(name)
                }
                let kind = Resource.Kind(rawValue: element == "item" ? attribute("type") ?? "" : element)
                guard let kind, let name = attribute("name") else {
                    try scanner.skipElement()
                    continue
                }
                let translatable = attribute("translatable") != "false"
                let ignored = attribute("tools:ignore")?.contains("MissingTranslation") ?? false
                let line = line()
                let items: Items
                if kind == .string {
                    let (text, nodes) = try content()
                    items = Items(values: [text], contents: [nodes], lines: [line])
                } else {
                    items = try self.items()
                }
                resources.append(
                    Resource(
                        name: name, kind: kind, isTranslatable: translatable, ignoresMissingTranslation: ignored,
                        values: items.values, quantities: items.quantities, contents: items.contents,
                        isFormatted: attribute("formatted") != "false", line: line, lines: items.lines))
            }
            return resources
        }

        /// The text inside the element just started, markup dropped, and its content as
        /// nodes, up to its end.
        mutating func content() throws(ResourceFileError) -> (String, [AndroidStringValue.Node]) {
            let level = scanner.depth
            var text = ""
            var nodes: [AndroidStringValue.Node] = []
            while scanner.depth >= level, let event = try scanner.next() {
                switch event {
                case .text(let part):
                    let decoded = try scanner.text(part)
                    text += decoded
                    if case .text(let previous)? = nodes.last {
                        nodes[nodes.count - 1] = .text(previous + decoded)
                    } else {
                        nodes.append(.text(decoded))
                    }
                case .start(let name, _): nodes.append(.start(name))
                case .end(let name): if scanner.depth >= level { nodes.append(.end(name)) }
                }
            }
            return (text, nodes)
        }

        /// The items of a plural or an array.
        struct Items {
            var values: [String] = []
            var quantities: [String] = []
            var contents: [[AndroidStringValue.Node]] = []
            var lines: [Int] = []
        }

        /// The `<item>` texts of a plural or an array, with their quantities.
        mutating func items() throws(ResourceFileError) -> Items {
            let level = scanner.depth
            var items = Items()
            while scanner.depth >= level, let event = try scanner.next() {
                guard case .start("item", let attributes) = event else { continue }
                if let quantity = attributes.first(where: { $0.name == "quantity" })?.value {
                    items.quantities.append(quantity)
                }
                items.lines.append(line())
                let (text, nodes) = try content()
                items.values.append(text)
                items.contents.append(nodes)
            }
            return items
        }
    }
}
