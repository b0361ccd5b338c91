import LanguageTags

/// One candidate the resolver looked at, and why it did or did not match.
public struct TraceStep: Sendable, Hashable {
    /// What happened to the candidate.
    public enum Outcome: Sendable, Hashable {
        /// It matched `effective` at `step` (through `rule`, the alias or language-default key).
        case matched(step: MatchStep, effective: LanguageTag, rule: LanguageTag?, scriptFallback: Bool)
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
        /// The saved choice no longer matches a supported locale exactly.
        case savedChoiceUnsupported
    }

    /// The source the candidate came from.
    public var source: SelectionSource
    /// The candidate as given.
    public var requested: String {
        get { given.text }
        set { given = .text(newValue) }
    }
    /// Its canonical form; nil when it is malformed.
    public var canonical: LanguageTag?
    /// What happened to it.
    public var outcome: Outcome

    var given: GivenLocale

    /// A step of the candidate `requested` from `source`.
    public init(source: SelectionSource, requested: String, canonical: LanguageTag?, outcome: Outcome) {
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
        case .matched(let step, let effective, let rule, let scriptFallback):
            let how =
                switch step {
                case .exact: "is the same language, script and region as supported \(effective.description)"
                case .alias:
                    "is covered by the approved alias \(rule.map(\.description) ?? "?") → \(effective.description)"
                        + (scriptFallback ? " (a script fallback)" : "")
                case .script: "has the language and script of supported \(effective.description), which has no region"
                case .languageDefault:
                    "has no closer match; the language default \(rule.map(\.description) ?? "?") → \(effective.description) applies"
                case .none: "matched nothing"
                }
            return "matched\(canonicalNote)\(maximal): \(how)"
        case .noMatch:
            return "no match\(canonicalNote)\(maximal): no supported locale has its language, script and region, "
                + "no alias or language default covers it, and no supported locale without a region has its language and script"
        case .malformed(let error): return "skipped: not a language tag (\(error))"
        case .namesNoLanguage:
            return "skipped\(canonicalNote): names no language; a region or script alone is not a language preference"
        case .notAnExplicitChoice(let source):
            return "ignored: the saved record's source is \(source.rawValue), not an explicit choice"
        case .savedChoiceUnsupported:
            return
                "no longer supported\(canonicalNote)\(maximal): the choice is kept and the user is asked to confirm a replacement"
        }
    }
}

extension TraceStep: Codable {
    enum CodingKeys: String, CodingKey {
        case source, requested, canonical, result, step, effective, rule, scriptFallback, error, recordSource,
            explanation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(SelectionSource.self, forKey: .source)
        let requested = try container.decode(String.self, forKey: .requested)
        given = .text(requested)
        canonical = try container.decodeIfPresent(LanguageTag.self, forKey: .canonical)
        switch try container.decode(String.self, forKey: .result) {
        case "matched":
            outcome = .matched(
                step: try container.decode(MatchStep.self, forKey: .step),
                effective: try container.decode(LanguageTag.self, forKey: .effective),
                rule: try container.decodeIfPresent(LanguageTag.self, forKey: .rule),
                scriptFallback: try container.decode(Bool.self, forKey: .scriptFallback))
        case "no_match": outcome = .noMatch
        case "names_no_language": outcome = .namesNoLanguage
        case "malformed":
            do {
                _ = try LanguageTag(parsing: requested)
                throw DecodingError.dataCorruptedError(
                    forKey: .result, in: container, debugDescription: "\"\(requested)\" is well-formed")
            } catch let error as LanguageTagError {
                outcome = .malformed(error)
            }
        case "not_an_explicit_choice":
            outcome = .notAnExplicitChoice(try container.decode(SelectionSource.self, forKey: .recordSource))
        case "saved_choice_unsupported": outcome = .savedChoiceUnsupported
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .result, in: container, debugDescription: "unknown trace result \"\(other)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension TraceStep: JSONRepresentable {
    /// `source`, `requested`, `canonical`, `result` (`matched`, `no_match`, `malformed`,
    /// `names_no_language`, `not_an_explicit_choice`, `saved_choice_unsupported`) with its
    /// details, and `explanation`.
    public var jsonValue: JSONValue { JSONValue(written: { write(to: &$0) }) }

    /// Writes the step's JSON, keys in order.
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("canonical")
            writer.string(canonical?.description)
            switch outcome {
            case .matched(let step, let effective, let rule, let scriptFallback):
                writer.key("effective")
                writer.string(effective.description)
                writeExplanationRequestedResult("matched", to: &writer)
                if let rule {
                    writer.key("rule")
                    writer.string(rule.description)
                }
                writer.key("scriptFallback")
                writer.bool(scriptFallback)
                writer.key("source")
                writer.string(source.rawValue)
                writer.key("step")
                writer.string(step.rawValue)
                return
            case .noMatch: writeExplanationRequestedResult("no_match", to: &writer)
            case .malformed(let error):
                writer.key("error")
                writer.string(error.description)
                writeExplanationRequestedResult("malformed", to: &writer)
            case .notAnExplicitChoice(let recordSource):
                writer.key("explanation")
                writer.string(explanation)
                writer.key("recordSource")
                writer.string(recordSource.rawValue)
                writer.key("requested")
                writer.string(requested)
                writer.key("result")
                writer.string("not_an_explicit_choice")
            case .savedChoiceUnsupported: writeExplanationRequestedResult("saved_choice_unsupported", to: &writer)
            case .namesNoLanguage: writeExplanationRequestedResult("names_no_language", to: &writer)
            }
            writer.key("source")
            writer.string(source.rawValue)
        }
    }

    private func writeExplanationRequestedResult(_ result: String, to writer: inout JSONWriter) {
        writer.key("explanation")
        writer.string(explanation)
        writer.key("requested")
        writer.string(requested)
        writer.key("result")
        writer.string(result)
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
