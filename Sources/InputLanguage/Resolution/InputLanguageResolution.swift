/// What ``resolveInputLanguage(field:record:session:)`` decided: the hint, and the evidence
/// it had to skip on the way.
///
/// JSON: `{"tags": ["ja-JP"], "source": "record", "skipped": [ … ]}`.
///
/// ```swift
/// let resolution = resolveInputLanguage(field: field, record: record, session: session)
/// for problem in resolution.skippedEvidence { log(problem.description) }
/// apply(resolution.hint)
/// ```
public struct InputLanguageResolution: Hashable, Sendable, Encodable {
    /// The hint to send, possibly ``InputLanguageHint/noHint``.
    public let hint: InputLanguageHint
    /// Evidence that was declared but could not be used, in the order it was consulted.
    public let skippedEvidence: [SkippedEvidence]

    /// A resolution to `hint`, with the evidence skipped on the way.
    public init(hint: InputLanguageHint, skippedEvidence: [SkippedEvidence] = []) {
        self.hint = hint
        self.skippedEvidence = skippedEvidence
    }

    enum CodingKeys: String, CodingKey { case tags, source, skipped }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hint.tags, forKey: .tags)
        try container.encode(hint.source, forKey: .source)
        try container.encode(skippedEvidence, forKey: .skipped)
    }
}
