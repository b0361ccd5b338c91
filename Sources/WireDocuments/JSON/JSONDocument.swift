internal import LanguageTags

/// A document the package writes, through the one writer: `schemaVersion` first among its
/// keys' sorted order is the writer's concern, not the caller's.
///
/// ```swift
/// extension TagReport: JSONWritable {
///     func write(to writer: inout JSONWriter) { writer.object { … } }
/// }
/// report.jsonText()   // {"canonical":"zh-Hant-HK",…}
/// ```
package protocol JSONWritable {
    /// Writes the value's JSON.
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The value's JSON text: compact, or indented by two spaces when `pretty`.
    package func jsonText(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.text
    }

    /// The value's JSON as a tree, built by the same writer calls that write its text (nothing
    /// is parsed again): for `Encodable` conformances, which hand values to other encoders.
    package var jsonValue: JSONValue {
        var writer = JSONWriter(buildingTree: ())
        write(to: &writer)
        return writer.builtTree
    }
}

/// A document the package reads, through the one reader: every error names its path.
package protocol JSONReadable {
    /// Reads the value from `json`.
    init(json: JSONElement) throws(DocumentError)
}

extension JSONReadable {
    /// Reads the value from JSON text.
    package init(jsonText text: String) throws(DocumentError) {
        try self.init(json: JSONElement.parse(text))
    }
}
