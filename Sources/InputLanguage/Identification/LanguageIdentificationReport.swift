public import LanguageTags

/// Why ``StatisticalLanguageIdentifier`` named a language or none, with the evidence: the
/// candidates it scored and the margin the winner had.
///
/// ```swift
/// let report = StatisticalLanguageIdentifier().report("Je pense que nous devrions partir demain matin.")
/// report.identification.language?.description   // "fr"
/// report.decision                                // .margin(over: oc, margin: 30.24 nats, required: 4.00 nats)
/// report.candidates.map(\.language.description)  // ["fr", "oc", "ca", "an", "gl"]
/// ```
public struct LanguageIdentificationReport: Hashable, Sendable {
    /// What the identifier answers (``StatisticalLanguageIdentifier/identify(_:)``).
    public let identification: TextIdentification
    /// Which rule decided.
    public let decision: Decision
    /// The best-scoring languages of the text's script, best first, at most five; empty when
    /// no model scored the text. Unnamed classes (languages the model knows but the identifier
    /// never names) are listed too.
    public let candidates: [Candidate]
    /// The letters of the text's majority script that the model read.
    public let letters: Int

    /// A scored language.
    public struct Candidate: Hashable, Sendable {
        /// The language, with its script where the model has the language in several scripts.
        public let language: LanguageTag
        /// Its log-likelihood relative to the best candidate: 0 for the best, negative for the
        /// others.
        public let score: Nats
        /// Whether the identifier may name it.
        public let isNamed: Bool
    }

    /// Which rule of ``StatisticalLanguageIdentifier`` decided.
    public enum Decision: Hashable, Sendable {
        /// No letters (digits, punctuation, emoji or nothing), or letters in addresses only.
        case noLetters
        /// The script names the language (``UnicodeScriptIdentifier``'s answer).
        case script
        /// No script holds more than half of the letters.
        case noMajorityScript
        /// Han text without kana or Hangul, named Chinese in the script Unihan's variants show.
        case hanVariant(LanguageTag.Script)
        /// Han text whose variant evidence is unclear (`Hani`), or too short.
        case hanUnclear
        /// No language of the model is written in this script.
        case noLanguageForScript(LanguageTag.Script)
        /// Fewer letters than the minimum.
        case tooShort(letters: Int, required: Int)
        /// The best candidate is a language the identifier does not name.
        case unnamedLanguage(LanguageTag)
        /// The best candidate did not clear the margin required over `rival`.
        case belowMargin(rival: LanguageTag, margin: Nats, required: Nats)
        /// The best candidate cleared the margin over every rival; `over` is the rival it was
        /// closest to clearing (nil when it had none).
        case margin(over: LanguageTag?, margin: Nats?, required: Nats?)

        /// The decision's name in reports: `no_letters`, `script`, `no_majority_script`,
        /// `han_variant`, `han_unclear`, `no_language_for_script`, `too_short`,
        /// `unnamed_language`, `below_margin` or `margin` (declared in
        /// Schemas/Documents/detect-report.json).
        public var name: String { wireName }
    }

    /// The margin of the best candidate over the second; nil with fewer than two.
    public var margin: Nats? {
        candidates.count >= 2 ? Nats(fixedPoint: candidates[0].score.fixedPoint - candidates[1].score.fixedPoint) : nil
    }
}
