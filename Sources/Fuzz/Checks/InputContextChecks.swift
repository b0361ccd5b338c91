internal import InputLanguage
internal import LanguageTags
internal import WireDocuments

/// The field-context target: the input through the context's reader (`InputContext(json:)`),
/// then resolved to a hint and an Android hint list.
///
/// Invariants checked:
/// - A rejected context gets an error whose path names a place in the document.
/// - A context's JSON, as its writer writes it, reads back as the same context.
/// - A language-neutral field, or a kind that takes no language hint, never gets tags.
/// - A hint has tags exactly when its source is not `noAdmissibleEvidence`; each names a language; the
///   conversation gives at most two, without repeats; other sources give one.
/// - The Android hint list is nil exactly when the hint has no tags, and otherwise holds
///   canonical, well-formed tags without duplicates, joined by commas.
enum InputContextChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let context: InputContext
        do {
            context = try InputContext(json: JSONElement(JSONValue.parse(input)))
        } catch {
            try DocumentErrorChecks.check(error, reading: input)
            return
        }
        let text = context.jsonText()
        try require((try? InputContext(jsonText: text)) == context, "the context reads back differently from \(text)")
        try checkResolution(of: context)
    }

    /// The invariants of a context's resolution (also used on input decision-table cases).
    static func checkResolution(of context: InputContext) throws(InvariantViolation) {
        let resolution = context.resolve()
        let hint = resolution.hint
        try require(context.resolve() == resolution, "two resolutions differ")
        if context.field.contract == .languageNeutral || !context.field.kind.acceptsLanguageHint {
            try require(
                hint.tags.isEmpty && hint.source == .noAdmissibleEvidence,
                "a \(context.field.contract) \(context.field.kind) field gets \(hint.tags) from \(hint.source)")
        }
        try require(
            hint.tags.isEmpty == (hint.source == .noAdmissibleEvidence), "hint \(hint.tags) from \(hint.source)")
        try require(hint.tags.allSatisfy(\.namesLanguage), "hint \(hint.tags) has a tag that names no language")
        try require(
            hint.tags.count <= (hint.source == .conversation ? 2 : 1), "\(hint.tags.count) tags from \(hint.source)")
        try require(Set(hint.tags).count == hint.tags.count, "hint \(hint.tags) repeats a tag")
        try checkAndroidList(hint)
    }

    private static func checkAndroidList(_ hint: InputLanguageHint) throws(InvariantViolation) {
        guard let list = AndroidHintList(hint) else {
            try require(hint.tags.isEmpty, "no Android hint list for \(hint.tags)")
            return
        }
        try require(!list.tags.isEmpty, "an empty Android hint list")
        try require(Set(list.tags).count == list.tags.count, "Android hint list \(list.tags) has duplicates")
        for tag in list.tags {
            try require(tag.canonicalized() == tag, "Android hint \(tag) is not canonical")
            try require(LanguageTag(tag.description) == tag, "Android hint \(tag) is not well-formed")
            try require(tag.namesLanguage, "Android hint \(tag) names no language")
        }
        let joined = list.languageTags.split(separator: ",", omittingEmptySubsequences: false)
        try require(
            joined.map({ LanguageTag(String($0)) }) == list.tags, "languageTags \(list.languageTags) lost a tag")
    }
}
