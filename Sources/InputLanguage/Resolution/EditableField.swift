internal import LanguageTags

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
