/// Which evidence a hint came from, so that debugging can answer why a hint was sent.
///
/// Its JSON form is the raw value (`"record"`, `"no_admissible_evidence"`).
///
/// ```swift
/// let resolution = resolveInputLanguage(field: field, record: record, session: session)
/// if resolution.hint.source == .noAdmissibleEvidence {
///     log("no hint: no admissible evidence for \(field.contract)")
/// }
/// ```
public enum HintSource: Hashable, Sendable, CaseIterable {
    /// The language selected for the field itself.
    case explicit
    /// The language stored on the record being edited.
    case record
    /// The conversation's recent stable languages.
    case conversation
    /// The app's effective interface locale.
    case interface
    /// No admissible evidence (or a field kind that takes no hint): no hint is sent. Not
    /// `none`, which `Optional<HintSource>.none` would shadow.
    case noAdmissibleEvidence
}
