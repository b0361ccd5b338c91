internal import LanguageTags
internal import WireDocuments

extension JSONElement {
    /// The value as a well-formed BCP 47 tag.
    ///
    /// ```swift
    /// // "ja--JP" at $.expect.tags[0]:
    /// // $.expect.tags[0]: "ja--JP" is not a language tag: empty subtag at offset 3
    /// ```
    func languageTag() throws(DocumentError) -> LanguageTag {
        let text = try string()
        do {
            return try LanguageTag(parsing: text)
        } catch {
            throw invalid("\(JSONQuoting.quoted(text)) is not a language tag: \(error)")
        }
    }

    /// The value as an array of well-formed tags.
    func languageTags() throws(DocumentError) -> [LanguageTag] {
        try array().map { element throws(DocumentError) in try element.languageTag() }
    }

    /// The value read by `read`, or nil for `null`: for keys that must be present but may be
    /// null (so that a forgotten key is not read as "clear" or "no editor").
    func nullable<Value>(_ read: (JSONElement) throws(DocumentError) -> Value) throws(DocumentError) -> Value? {
        isNull ? nil : try read(self)
    }
}

extension JSONWriter {
    /// `value`'s JSON, or `null` when it is nil.
    mutating func nullable(_ value: (some JSONWritable)?) {
        guard let value else { return null() }
        value.write(to: &self)
    }

    /// An array of `values`' JSON.
    mutating func array(of values: some Sequence<some JSONWritable>) {
        array { writer in
            for value in values { value.write(to: &writer) }
        }
    }

    /// An array of tags, as strings.
    mutating func tags(_ tags: [LanguageTag]) {
        array { writer in
            for tag in tags { writer.string(tag.description) }
        }
    }
}
