public import LanguageTags

/// The languages the user is expected to type in a field, and the evidence they came from.
///
/// Tags keep every subtag they were declared with (`zh-Hant` is never cut to `zh`). Empty
/// ``tags`` always come with ``HintSource/noAdmissibleEvidence``: send no hint rather than a weak guess.
///
/// JSON: `{"tags": ["ja-JP"], "source": "record"}`; reading it, tags without a source or a
/// source without tags is an error.
///
/// ```swift
/// let hint = resolveInputLanguage(
///     field: EditableField(contract: .contentBound),
///     record: EditedRecord(contentLanguage: "ja-JP"),
///     session: InputSession(effectiveAppLocale: "en")
/// ).hint
/// hint.tags.map(\.description)   // ["ja-JP"]
/// hint.source                    // .record
/// ```
public struct InputLanguageHint: Hashable, Sendable, CustomStringConvertible {
    /// The expected languages, most likely first; empty when there is no hint.
    public let tags: [LanguageTag]
    /// The evidence the tags came from.
    public let source: HintSource

    /// The tags and their evidence: `ja-JP (record)`, or `no hint (no_admissible_evidence)`.
    public var description: String {
        "\(tags.isEmpty ? "no hint" : tags.map(\.description).joined(separator: ", ")) (\(source.rawValue))"
    }

    /// A hint of `tags` from `source`, or nil when they do not go together: a hint has tags
    /// exactly when its source is not ``HintSource/noAdmissibleEvidence``. For no hint, use ``noHint``.
    ///
    /// ```swift
    /// InputLanguageHint(tags: [try LanguageTag(parsing: "ja-JP")], source: .record)   // a hint
    /// InputLanguageHint(tags: [], source: .record)                                    // nil
    /// InputLanguageHint(tags: [try LanguageTag(parsing: "ja")], source: .noAdmissibleEvidence)        // nil
    /// ```
    public init?(tags: [LanguageTag], source: HintSource) {
        guard tags.isEmpty == (source == .noAdmissibleEvidence) else { return nil }
        self.init(checkedTags: tags, source: source)
    }

    /// A hint whose tags and source the caller has already matched (tags exactly when the
    /// source is not ``HintSource/noAdmissibleEvidence``).
    init(checkedTags tags: [LanguageTag], source: HintSource) {
        self.tags = tags
        self.source = source
    }

    /// No hint: what a field without admissible evidence gets.
    public static let noHint = InputLanguageHint(checkedTags: [], source: .noAdmissibleEvidence)
}
