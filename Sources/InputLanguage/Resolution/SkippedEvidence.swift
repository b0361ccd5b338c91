public import LanguageTags

/// A piece of evidence the resolver could not use: reported so it can be fixed, never sent.
///
/// JSON: `{"source": "record", "value": "ja--JP", "reason": "empty subtag at offset 3"}`.
///
/// ```swift
/// let resolution = resolveInputLanguage(
///     field: EditableField(contract: .contentBound),
///     record: EditedRecord(contentLanguage: "und-JP"),
///     session: InputSession())
/// resolution.skippedEvidence.first?.description
/// // "record \"und-JP\": names no language (a region or script alone does not name one)"
/// ```
public struct SkippedEvidence: Hashable, Sendable, CustomStringConvertible {
    /// Why a declared tag was not usable.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The text is not a well-formed BCP 47 tag.
        case malformed(LanguageTagError)
        /// The tag is well-formed but names no language: `und`, `mul`, `zxx`, `mis` or a
        /// five-to-eight-letter subtag, with or without a script or region (`und-JP`).
        case namesNoLanguage

        public var description: String {
            switch self {
            case .malformed(let error): error.description
            case .namesNoLanguage: "names no language (a region or script alone does not name one)"
            }
        }
    }

    /// Where the evidence was declared.
    public let source: HintSource
    /// The text as declared.
    public let value: String
    /// Why it was skipped.
    public let reason: Reason

    /// Evidence `value` from `source`, skipped for `reason`.
    public init(source: HintSource, value: String, reason: Reason) {
        self.source = source
        self.value = value
        self.reason = reason
    }

    /// `record "und-JP": names no language …`.
    public var description: String { "\(source.rawValue) \"\(value)\": \(reason)" }
}
