internal import LanguageTags
package import WireDocuments

/// An editable field: its contract, its kind and, optionally, a language set for it.
///
/// JSON: `{"contract": "content_bound", "kind": "text", "explicitLanguage": "ja-JP"}`; `kind`
/// defaults to `text`, `explicitLanguage` may be absent or null, and any other key is an error.
///
/// ```swift
/// let title = EditableField(contract: .contentBound)
/// let notes = EditableField(contract: .languageNeutral)
/// let variant = EditableField(contract: .contentBound, explicitLanguage: "zh-Hant")
/// ```
public struct EditableField: Hashable, Sendable {
    /// Which evidence may name the field's language.
    public var contract: FieldContract
    /// What the field holds; only ``FieldKind/text`` fields get a hint.
    public var kind: FieldKind
    /// A language selected for this field or translation variant, the strongest evidence.
    public var explicitLanguage: Declared<ContentLocale>?

    /// A field with its contract, kind and explicitly selected language.
    public init(contract: FieldContract, kind: FieldKind = .text, explicitLanguage: Declared<ContentLocale>? = nil) {
        self.contract = contract
        self.kind = kind
        self.explicitLanguage = explicitLanguage
    }
}

extension EditableField: JSONReadable, JSONWritable {
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["contract", "kind", "explicitLanguage"])
        self.init(
            contract: try fields.required("contract").name(FieldContract.self),
            kind: try fields.optional("kind")?.name(FieldKind.self) ?? .text,
            explicitLanguage: try fields.optional("explicitLanguage").map(Declared.init(json:)))
    }

    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("contract")
            writer.string(contract.rawValue)
            writer.key("explicitLanguage")
            writer.nullable(explicitLanguage)
            writer.key("kind")
            writer.string(kind.rawValue)
        }
    }
}
