public import LanguageTags

/// One candidate the resolver looked at, and why it did or did not match.
public struct TraceStep: Sendable, Hashable {
    /// What happened to the candidate.
    public enum Outcome: Sendable, Hashable {
        /// It matched a supported locale (the match says which, at which step, through which rule).
        case matched(LocaleMatch)
        /// No supported locale matched at any step.
        case noMatch
        /// It is not a well-formed tag; it was skipped.
        case malformed(LanguageTagError)
        /// It names no language (`und-TW`, `mul`): a region or a script alone is not a
        /// language preference, so it was skipped, never matched by geography.
        case namesNoLanguage
        /// A saved record whose source is not `saved_user_choice`; automatic results are never
        /// treated as the user's choice.
        case notAnExplicitChoice(SelectionSource)
        /// The saved choice no longer matches any supported locale (when it matches one by a
        /// step other than exact, the outcome is ``matched(_:)`` and the decision asks the user
        /// to confirm).
        case savedChoiceUnsupported
    }

    /// The source the candidate came from.
    public let source: SelectionSource
    /// The candidate as given.
    public var requested: String { given.text }
    /// Its canonical form; nil when it is malformed.
    public let canonical: LanguageTag?
    /// What happened to it.
    public let outcome: Outcome

    let given: GivenLocale

    /// A step of the candidate `requested` from `source` (for tests that build expected traces).
    package init(source: SelectionSource, requested: String, canonical: LanguageTag?, outcome: Outcome) {
        self.init(source: source, given: .text(requested), canonical: canonical, outcome: outcome)
    }

    init(source: SelectionSource, given: GivenLocale, canonical: LanguageTag?, outcome: Outcome) {
        self.source = source
        self.given = given
        self.canonical = canonical
        self.outcome = outcome
    }

    public static func == (lhs: TraceStep, rhs: TraceStep) -> Bool {
        lhs.source == rhs.source && lhs.requested == rhs.requested && lhs.canonical == rhs.canonical
            && lhs.outcome == rhs.outcome
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(requested)
        hasher.combine(canonical)
        hasher.combine(outcome)
    }

    /// The outcome in words.
    public var explanation: String {
        let canonicalNote = canonical.map { $0.description == requested ? "" : " (canonical \($0.description))" } ?? ""
        let maximal = canonical.flatMap { $0.maximized() }.map { " = \($0.withoutExtensions.description)" } ?? ""
        switch outcome {
        case .matched(let match):
            let (step, effective, rule, scriptFallback) = (
                match.step, match.effective, match.rule, match.scriptFallback
            )
            let how =
                switch step {
                case .exact: "is the same language, script and region as supported \(effective.description)"
                case .alias:
                    "is covered by the approved alias \(rule.map(\.description) ?? "?") → \(effective.description)"
                        + (scriptFallback ? " (a script fallback)" : "")
                case .languageAndScript:
                    "has the language and script of supported \(effective.description), which has no region"
                case .languageDefault:
                    "has no closer match; the language default \(rule.map(\.description) ?? "?") → \(effective.description) applies"
                case .noMatch: "matched nothing"
                }
            let replaced =
                source == .savedUserChoice && step != .exact
                ? "; the saved choice is no longer supported exactly, so the user is asked to confirm" : ""
            return "matched\(canonicalNote)\(maximal): \(how)\(replaced)"
        case .noMatch:
            return "no match\(canonicalNote)\(maximal): no supported locale has its language, script and region, "
                + "no alias or language default covers it, and no supported locale without a region has its language and script"
        case .malformed(let error): return "skipped: not a language tag (\(error))"
        case .namesNoLanguage:
            return "skipped\(canonicalNote): names no language; a region or script alone is not a language preference"
        case .notAnExplicitChoice(let source):
            return "ignored: the saved record's source is \(source.rawValue), not an explicit choice"
        case .savedChoiceUnsupported:
            return "no longer supported\(canonicalNote)\(maximal): no supported locale matches it at any step; "
                + "the choice is kept and the user is asked to pick again"
        }
    }
}

/// A requested locale as given: text, or a parsed tag whose text is written only when read
/// (so that resolving parsed tags allocates no strings).
enum GivenLocale: Sendable {
    case text(String)
    case tag(LanguageTag)

    var text: String {
        switch self {
        case .text(let text): text
        case .tag(let tag): tag.description
        }
    }
}
