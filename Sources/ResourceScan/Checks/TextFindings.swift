internal import TranslationText

extension ScanFinding {
    /// What a value's text does, as a finding with its file, line, key, locale and what a user
    /// gets: a crash or a value the build refuses is an error; wrong text, an empty value and a
    /// plural without a category integers select are warnings; an untranslated value, a
    /// non-positional format and a category only fractions or millions select are notes.
    ///
    /// ```swift
    /// ScanFinding(note).description
    /// // "error: res/values-kmr/strings.xml:12: views (values-kmr): String.format throws
    /// //  java.util.FormatFlagsConversionMismatchException: the app crashes where this text shows"
    /// ```
    init(_ note: TextNote) {
        let place = "\(note.path)\(note.line.map { ":\($0)" } ?? ""): \(note.key) (\(note.locale)): "
        let (severity, code, userGets, text): (Severity, Code, UserGets, String)
        switch note.kind {
        case .format(let finding):
            switch finding.verdict {
            case .crash: (severity, code, userGets) = (.error, .formatCrash, .crash)
            case .wrongText: (severity, code, userGets) = (.warning, .formatWrongText, .wrongText)
            case .buildFails: (severity, code, userGets) = (.error, .unbuildableValue, .buildFails)
            case .risk: (severity, code, userGets) = (.note, .nonPositionalFormat, .risk)
            }
            text = finding.userGets
        case .empty:
            (severity, code, userGets) = (.warning, .emptyValue, .untranslated)
            text = "the value is empty: the user sees no text"
        case .sameAsDefault:
            (severity, code, userGets) = (.note, .untranslatedValue, .untranslated)
            text = "the value is the default value as written: the user sees the development language"
        case .otherLanguage(let language):
            (severity, code, userGets) = (.note, .untranslatedValue, .untranslated)
            text = "the language identifier reads the value as \(language), not the folder's language"
        case .pluralCategoriesMissing(let missing, let crashes, let noText):
            let names = missing.map(\.rawValue).joined(separator: ", ")
            if crashes {
                (severity, code, userGets) = (.error, .pluralCategoryMissing, .crash)
                text =
                    "the plural has neither \(names) nor other: getQuantityString throws Resources.NotFoundException "
                    + "for those numbers"
            } else if noText {
                (severity, code, userGets) = (.warning, .pluralCategoryMissing, .wrongText)
                text = "the plural has neither \(names) nor other: those numbers show no text"
            } else {
                (severity, code, userGets) = (.warning, .pluralCategoryMissing, .wrongText)
                text = "the plural lacks \(names), which integers select: those numbers show the other text"
            }
        case .pluralCategoriesUnreached(let fractions, let large):
            (severity, code, userGets) = (.note, .pluralCategoryUnreached, .wrongText)
            text = [
                fractions.isEmpty
                    ? nil
                    : "lacks \(fractions.map(\.rawValue).joined(separator: ", ")), which only fractions select",
                large.isEmpty
                    ? nil
                    : "lacks \(large.map(\.rawValue).joined(separator: ", ")), which only numbers from 1,000,000 "
                        + "select (those show the other text)",
            ].compactMap { $0 }.joined(separator: " and ").prefixed("the plural ")
        }
        self.init(
            severity, code, place + text, path: note.path, line: note.line, key: note.key, locale: note.locale,
            userGets: userGets)
    }

    /// The text findings of a section's locales, in folder and file order.
    static func texts(of locales: [ScannedLocale]) -> [ScanFinding] {
        locales.flatMap { $0.textNotes.map(ScanFinding.init) }
    }
}

extension String {
    fileprivate func prefixed(_ prefix: String) -> String { prefix + self }
}
