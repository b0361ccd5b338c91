#if canImport(NaturalLanguage)
    internal import InputLanguage
    internal import LanguageTags
    internal import NaturalLanguage

    /// A `LanguageIdentifier` backed by Apple's NaturalLanguage framework: it can name
    /// Latin-script languages the portable `UnicodeScriptIdentifier` cannot.
    ///
    /// Scripts come from `UnicodeScriptIdentifier`; the language is NaturalLanguage's top
    /// hypothesis when its probability reaches ``minimumConfidence``, and unknown otherwise.
    ///
    /// ```swift
    /// var tracker = ConversationLanguageTracker(identifier: NaturalLanguageIdentifier())
    /// ```
    public struct NaturalLanguageIdentifier: LanguageIdentifier {
        /// The probability the top hypothesis needs before it is reported.
        public let minimumConfidence: Double

        /// An identifier reporting a language only at `minimumConfidence` or above.
        public init(minimumConfidence: Double = 0.8) {
            self.minimumConfidence = minimumConfidence
        }

        /// The scripts of `text` and NaturalLanguage's language, when it is confident enough.
        public func identify(_ text: String) -> TextIdentification {
            let scripts = UnicodeScriptIdentifier().identify(text).scripts
            let recognizer = NLLanguageRecognizer()
            recognizer.processString(text)
            guard let top = recognizer.languageHypotheses(withMaximum: 1).first, top.value >= minimumConfidence,
                let tag = LanguageTag(top.key.rawValue), tag.namesLanguage
            else { return TextIdentification(scripts: scripts, language: nil) }
            return TextIdentification(scripts: scripts, language: tag)
        }
    }
#endif
