package import TranslationText

/// What one translated value's text does, met while reading it: a fact about the value as the
/// platform's runtime reads it (`TranslationText` judges the format), never a verdict of the
/// scan. `ScanFinding(_:)` (in `Checks/`) says how serious each is.
///
/// ```swift
/// let note = TextNote(
///     path: "res/values-kmr/strings.xml", line: 12, key: "views", locale: "values-kmr",
///     kind: .format(FormatCheck.android(default: base, translation: translation)[0]))
/// ScanFinding(note).code   // .formatCrash
/// ```
package struct TextNote: Hashable, Sendable {
    /// What the text does.
    package enum Kind: Hashable, Sendable {
        /// A defect of its format specifiers against the default value's, with what a user gets.
        case format(TextFinding)
        /// The value is empty: the user sees nothing.
        case empty
        /// The value is the default value as written: the user sees the development language.
        case sameAsDefault
        /// The language identifier names another language than the folder's for the value
        /// (`language`, with the identifier's margin): the user sees that language.
        case otherLanguage(String)
        /// A plural lacks categories some integer below 1,000,000 selects (`missing`): those
        /// numbers show its `other` text, or, without `other`, `crashes` (Android's
        /// `Resources.NotFoundException`) or show nothing (Apple).
        case pluralCategoriesMissing(missing: [PluralCategory], crashes: Bool, noText: Bool)
        /// A plural lacks categories only fractions (`fractionsOnly`) or only integers from
        /// 1,000,000 (`largeIntegersOnly`) select: counted as translated, reported apart.
        case pluralCategoriesUnreached(fractionsOnly: [PluralCategory], largeIntegersOnly: [PluralCategory])
    }

    /// The file of the value.
    package let path: String
    /// The line of the value in ``path``, from 1, where the reader knows it.
    package let line: Int?
    /// The value's key (`views`; a plural item's key is its plural's).
    package let key: String
    /// The folder or catalog language (`values-kmr`, `fr.lproj`).
    package let locale: String
    /// What it does.
    package let kind: Kind

    package init(path: String, line: Int?, key: String, locale: String, kind: Kind) {
        self.path = path
        self.line = line
        self.key = key
        self.locale = locale
        self.kind = kind
    }

    /// Whether the value counts as untranslated (empty, the default's, another language's).
    package var isUntranslated: Bool {
        switch kind {
        case .empty, .sameAsDefault, .otherLanguage: true
        default: false
        }
    }

    /// Whether the value is broken: it crashes, shows wrong text, or fails the build.
    package var isBroken: Bool {
        switch kind {
        case .format(let finding): finding.verdict != .risk
        case .pluralCategoriesMissing: true
        default: false
        }
    }
}
