internal import LanguageTags

/// The languages the user is expected to type in `field`, from the evidence its contract admits.
///
/// Walks ``FieldContract/admittedEvidence`` in order (explicit field language, the record's
/// content language, the conversation's recent stable languages, the effective interface
/// locale) and returns the first admissible value; with nothing admissible, the hint is
/// ``InputLanguageHint/noHint``. Rules:
///
/// - Number, date, phone, password, email and URL fields never get a hint
///   (``FieldKind/acceptsLanguageHint``), whatever their contract.
/// - A malformed tag, or one that names no language (`und-JP`: no language is inferred from
///   a region alone), is skipped, reported in ``InputLanguageResolution/skippedEvidence``, and
///   the walk goes on.
/// - Conversation evidence gives at most 2 tags, in the session's order (most recent first),
///   exact repeats removed; entries after the second usable one are not consulted.
/// - Tags are returned as declared: `zh-Hant` stays `zh-Hant`.
///
/// A field with no record behind it (a search box, a new message) passes `record: nil`, the
/// common case; a record without a content language is the same.
///
/// ```swift
/// let resolution = resolveInputLanguage(
///     field: EditableField(contract: .conversationInformed),
///     record: nil,
///     session: InputSession(recentStableLanguages: ["ar", "en", "fr"], effectiveAppLocale: "fr"))
/// resolution.hint.tags.map(\.description)   // ["ar", "en"]
/// resolution.hint.source                    // .conversation
/// ```
public func resolveInputLanguage(
    field: EditableField, record: EditedRecord?, session: InputSession
) -> InputLanguageResolution {
    guard field.kind.acceptsLanguageHint else { return InputLanguageResolution(hint: .noHint) }
    var skipped: [SkippedEvidence] = []
    for source in field.contract.admittedEvidence {
        var tags: [LanguageTag] = []
        switch source {
        case .explicit:
            if let declared = field.explicitLanguage, let tag = admissibleTag(declared, from: source, skipped: &skipped)
            {
                tags = [tag]
            }
        case .record:
            if let declared = record?.contentLanguage,
                let tag = admissibleTag(declared, from: source, skipped: &skipped)
            {
                tags = [tag]
            }
        case .conversation:
            for declared in session.recentStableLanguages where tags.count < 2 {
                if let tag = admissibleTag(declared, from: source, skipped: &skipped), !tags.contains(tag) {
                    tags.append(tag)
                }
            }
        case .interface:
            if let declared = session.effectiveAppLocale,
                let tag = admissibleTag(declared, from: source, skipped: &skipped)
            {
                tags = [tag]
            }
        case .noAdmissibleEvidence:
            break
        }
        if !tags.isEmpty {  // `source` is never `.noAdmissibleEvidence` here: no contract admits it
            return InputLanguageResolution(
                hint: InputLanguageHint(checkedTags: tags, source: source), skippedEvidence: skipped)
        }
    }
    return InputLanguageResolution(hint: .noHint, skippedEvidence: skipped)
}

/// The declared tag when it names a language; otherwise nil, and the reason goes to `skipped`.
private func admissibleTag<Value>(
    _ declared: Declared<Value>, from source: HintSource, skipped: inout [SkippedEvidence]
) -> LanguageTag? {
    switch declared {
    case .malformed(let text, let error):
        skipped.append(SkippedEvidence(source: source, value: text, reason: .malformed(error)))
        return nil
    case .wellFormed(let value):
        guard value.tag.namesLanguage else {
            skipped.append(SkippedEvidence(source: source, value: value.description, reason: .namesNoLanguage))
            return nil
        }
        return value.tag
    }
}
