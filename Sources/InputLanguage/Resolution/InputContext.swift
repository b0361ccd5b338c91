internal import LanguageTags

/// Everything ``resolveInputLanguage(field:record:session:)`` needs, as one value: the form
/// `langpolicy input` reads and platform bridges send.
///
/// JSON: `{"field": {…}, "record": {…}, "session": {…}}`; `field` is required, `record` and
/// `session` may be absent or null (empty), and any other key, or a key repeated, is an error
/// naming its JSON path (`$.field.contract`).
///
/// ```swift
/// let context = InputContext(
///     field: EditableField(contract: .contentBound), record: EditedRecord(contentLanguage: "ja-JP"))
/// context.resolve().hint.tags   // [ja-JP]
/// ```
public struct InputContext: Hashable, Sendable {
    /// The field being edited.
    public var field: EditableField
    /// The record it belongs to.
    public var record: EditedRecord
    /// The session around it.
    public var session: InputSession

    /// The context of `field` in `record`, during `session`.
    public init(field: EditableField, record: EditedRecord = EditedRecord(), session: InputSession = InputSession()) {
        self.field = field
        self.record = record
        self.session = session
    }

    /// ``resolveInputLanguage(field:record:session:)`` on this context.
    public func resolve() -> InputLanguageResolution {
        resolveInputLanguage(field: field, record: record, session: session)
    }
}
