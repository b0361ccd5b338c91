#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything ``resolveInputLanguage(field:record:session:)`` needs, as one value: the form
/// `langpolicy input` reads and platform bridges send.
///
/// JSON: `{"field": {…}, "record": {…}, "session": {…}}`; `field` is required, `record` and
/// `session` may be absent (empty), and any other key, or a key repeated, is an error.
///
/// ```swift
/// let context = try InputContext(json: Data(#"{"field": {"contract": "interface_bound"}}"#.utf8))
/// let resolution = context.resolve()
/// ```
public struct InputContext: Hashable, Sendable, Codable {
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

    /// Decodes a context from JSON.
    ///
    /// - Throws: ``InputDecodingError`` naming the JSON path of the first bad value.
    public init(json: Data) throws(InputDecodingError) {
        self = try InputDecodingError.decode(InputContext.self, from: json)
    }

    /// ``resolveInputLanguage(field:record:session:)`` on this context.
    public func resolve() -> InputLanguageResolution {
        resolveInputLanguage(field: field, record: record, session: session)
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case field, record, session }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        try self.init(from: decoder.container(keyedBy: CodingKeys.self))
    }

    /// Reads `field`, `record` and `session` from an object that may have other keys too.
    init<Key: CodingKey>(from container: KeyedDecodingContainer<Key>) throws {
        func key(_ name: CodingKeys) -> Key { Key(stringValue: name.stringValue)! }
        field = try container.decode(EditableField.self, forKey: key(.field))
        record = try container.decodeIfPresent(EditedRecord.self, forKey: key(.record)) ?? EditedRecord()
        session = try container.decodeIfPresent(InputSession.self, forKey: key(.session)) ?? InputSession()
    }
}
