internal import InputLanguage
internal import LanguageTags

/// The identifier target: arbitrary bytes, as UTF-8 text (invalid sequences become U+FFFD)
/// and, when the first byte is 0xFE, read as UTF-16 code units (lone surrogates replaced), through
/// ``StatisticalLanguageIdentifier`` and a ``ConversationLanguageTracker`` of messages cut
/// from the input. An input starting with 0xFF is also repeated past 4 KB, beyond the 2 KB the
/// identifier reads (huge inputs are a unit test: `hugeAndUnusualInputsAreReadInBoundedTime`).
///
/// Invariants checked:
/// - Identification is deterministic: `identify` gives the report's identification.
/// - A named language is one of ``StatisticalLanguageIdentifier/languages``, and a text the
///   script identifier names gets exactly its answer.
/// - A named language from the model cleared its margin (`margin >= required`); below-margin
///   reports name nothing; candidates are at most five, best first, the first at score 0.
/// - A text without letters is never named.
/// - The tracker (over the input's lines, at most 8, when it has several) reports at most two
///   languages, without repeats, each named by a message's evidence.
///
/// Wiring (by the main session): a `FuzzTarget` case `identifier = "Identifier"` whose
/// `check` calls `IdentifierFuzzCheck.check(input)`, a `Sources/Fuzz/Identifier` executable
/// like the others, and seeds in `Fuzz/Corpus/Identifier`.
package enum IdentifierFuzzCheck {
    package static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        try checkIdentification(text)
        if input.first == 0xFE {
            let units = stride(from: 0, to: input.count - 1, by: 2).map {
                UInt16(input[$0]) << 8 | UInt16(input[$0 + 1])
            }
            try checkIdentification(String(decoding: units, as: UTF16.self))
        }
        if input.first == 0xFF && input.count > 1 {
            try checkIdentification(String(repeating: text, count: 4096 / input.count + 1))
        }
        if input.contains(0x0A) { try checkTracker(text) }
    }

    static func checkIdentification(_ text: String) throws(InvariantViolation) {
        let identifier = StatisticalLanguageIdentifier()
        let report = identifier.report(text)
        let shown = String(text.unicodeScalars.prefix(80).map(Character.init))
        try require(identifier.identify(text) == report.identification, "\(shown): identify differs from report")
        let script = UnicodeScriptIdentifier().identify(text)
        if script.language != nil {
            try require(report.identification == script, "\(shown): not the script identifier's answer")
        }
        if script.scripts.isEmpty {
            try require(report.identification.language == nil, "\(shown): named without letters")
        }
        if let language = report.identification.language {
            try require(
                StatisticalLanguageIdentifier.languages.contains(language), "\(shown): \(language) is not listed")
        }
        switch report.decision {
        case .margin(_, let margin?, let required?):
            try require(margin >= required && report.identification.language != nil, "\(shown): \(report.decision)")
        case .belowMargin(_, let margin, let required):
            try require(margin < required && report.identification.language == nil, "\(shown): \(report.decision)")
        case .script, .hanVariant, .margin:
            try require(report.identification.language != nil, "\(shown): \(report.decision) without a language")
        default:
            try require(report.identification.language == nil, "\(shown): \(report.decision) with a language")
        }
        try require(report.candidates.count <= 5, "\(shown): \(report.candidates.count) candidates")
        try require(report.candidates.first.map { $0.score.fixedPoint == 0 } ?? true, "\(shown): the best is not at 0")
        try require(
            zip(report.candidates, report.candidates.dropFirst()).allSatisfy { $0.score >= $1.score },
            "\(shown): candidates out of order")
    }

    /// Messages cut from the text at newlines, through a tracker.
    static func checkTracker(_ text: String) throws(InvariantViolation) {
        let messages = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
        func run() -> ([ContentLocale], Set<String>) {
            var tracker = ConversationLanguageTracker()
            var named: Set<String> = []
            for message in messages {
                if let language = tracker.record(CommittedMessage(text: message)).language {
                    named.insert(language.description)
                }
            }
            return (tracker.recentStableLanguages, named)
        }
        let (languages, named) = run()
        try require(languages.count <= ConversationStabilityRule.maximumLanguages, "\(languages): too many")
        try require(Set(languages).count == languages.count, "\(languages) repeats a language")
        try require(languages.allSatisfy { named.contains($0.description) }, "\(languages) not from the messages")
    }
}
