/// What ``resolveInputLanguage(field:record:session:)`` decided: the hint, and the evidence
/// it had to skip on the way.
///
/// JSON, as `langpolicy input --json` prints it and the bridge answers: the hint's `tags` and
/// `source`, its `androidHintLocales` for `setImeHintLocales` (null: clear the hint), and
/// `skippedEvidence` (each with its `source`, declared `value` and `reason`):
///
/// ```json
/// {"androidHintLocales": ["ja-JP"], "skippedEvidence": [], "source": "record", "tags": ["ja-JP"]}
/// ```
///
/// ```swift
/// let resolution = resolveInputLanguage(field: field, record: record, session: session)
/// for problem in resolution.skippedEvidence { log(problem.description) }
/// apply(resolution.hint)
/// ```
public struct InputLanguageResolution: Hashable, Sendable {
    /// The hint to send, possibly ``InputLanguageHint/noHint``.
    public let hint: InputLanguageHint
    /// Evidence that was declared but could not be used, in the order it was consulted.
    public let skippedEvidence: [SkippedEvidence]

    /// A resolution to `hint`, with the evidence skipped on the way.
    public init(hint: InputLanguageHint, skippedEvidence: [SkippedEvidence] = []) {
        self.hint = hint
        self.skippedEvidence = skippedEvidence
    }
}
