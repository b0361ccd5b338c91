/// The string resources of one Android `values*/` XML file (`strings.xml`): `<string>`,
/// `<plurals>` and `<string-array>` elements of `<resources>`, with `translatable="false"`.
/// Other resources (colors, dimensions, styles…) are skipped.
///
/// Text is read as XML gives it: entities decoded, CDATA sections as written, the text of
/// inline markup (`<b>`, `<xliff:g>`) kept and its tags dropped; Android's own escapes (`\'`,
/// `\n`, `\u2026`) are left as written.
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
/// ```
public struct AndroidValuesFile: Sendable {
    /// One string resource.
    public struct Resource: Hashable, Sendable {
        /// What kind of string resource.
        public enum Kind: String, Hashable, Sendable {
            case string
            case plurals
            case stringArray = "string-array"
        }

        /// The resource name (`app_name`).
        public let name: String
        /// `<string>`, `<plurals>` or `<string-array>`.
        public let kind: Kind
        /// False for `translatable="false"`: a string the same in every language.
        public let isTranslatable: Bool
        /// The text of a string; the items of a plural or an array, in order.
        public let values: [String]
        /// The `quantity` of each plural item (`one`, `other`), in order; empty otherwise.
        public let quantities: [String]
    }

    /// The file's string resources, in order (a name may repeat, for `product` variants).
    public let resources: [Resource]

    /// Reads the bytes of a values file (UTF-8).
    ///
    /// - Throws: ``ResourceFileError`` for XML that aapt2 would refuse, or a root element
    ///   other than `<resources>`.
    public init(bytes: [UInt8]) throws(ResourceFileError) {
        resources = try bytes.withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var reader = Reader(scanner: XMLScanner(buffer))
            return try reader.read()
        }
    }

    private struct Reader {
        var scanner: XMLScanner
        var resources: [Resource] = []

        mutating func read() throws(ResourceFileError) -> [Resource] {
            guard case .start(let root, _)? = try scanner.next() else { return [] }
            guard root == "resources" else {
                throw .syntax(line: 1, message: "the root element is <\(root)>, not <resources>")
            }
            while let event = try scanner.next() {
                guard case .start(let element, let attributes) = event else { continue }
                let kind = Resource.Kind(rawValue: element)
                guard let kind, let name = attributes.first(where: { $0.name == "name" })?.value else {
                    try scanner.skipElement()
                    continue
                }
                let translatable = attributes.first { $0.name == "translatable" }?.value != "false"
                let (values, quantities) = kind == .string ? ([try text()], []) : try items()
                resources.append(
                    Resource(
                        name: name, kind: kind, isTranslatable: translatable, values: values, quantities: quantities))
            }
            return resources
        }

        /// The text inside the element just started, markup dropped, up to its end.
        mutating func text() throws(ResourceFileError) -> String {
            let level = scanner.depth
            var text = ""
            while scanner.depth >= level, let event = try scanner.next() {
                if case .text(let part) = event { text += try scanner.text(part) }
            }
            return text
        }

        /// The `<item>` texts of a plural or an array, with their quantities.
        mutating func items() throws(ResourceFileError) -> ([String], [String]) {
            let level = scanner.depth
            var values: [String] = []
            var quantities: [String] = []
            while scanner.depth >= level, let event = try scanner.next() {
                guard case .start("item", let attributes) = event else { continue }
                if let quantity = attributes.first(where: { $0.name == "quantity" })?.value {
                    quantities.append(quantity)
                }
                values.append(try text())
            }
            return (values, quantities)
        }
    }
}
