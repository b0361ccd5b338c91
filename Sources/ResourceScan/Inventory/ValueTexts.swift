internal import InputLanguage
internal import LanguageTags
internal import TranslationText

/// What a locale's values say, against the development language's: whether each is
/// translated (not empty, not the default value as written, not named by the language
/// identifier as another language than the folder's), and which categories each plural gives
/// against those the runtime selects (``PluralRules``). The format checks are
/// `TranslationText`'s; this records what they find as ``TextNote``s.
///
/// ```swift
/// var texts = ValueTexts(developmentLanguage: try LanguageTag(parsing: "en"))
/// let lithuanian = try LanguageTag(parsing: "lt")
/// texts.untranslated("Download finished", default: "Download finished", language: lithuanian)   // .sameAsDefault
/// texts.untranslated("Atsisiuntimas baigtas", default: "Download finished", language: lithuanian)  // nil
/// texts.untranslated("Video", default: "Video", language: lithuanian)   // nil: too short to tell
/// ```
struct ValueTexts {
    /// The development language (the default values').
    let developmentLanguage: LanguageTag
    /// The identifier that names a value's language (its usual margin).
    private let identifier = StatisticalLanguageIdentifier()
    /// Per language: its plural rules.
    private var rules: [String: PluralRules] = [:]
    /// Per language and category: whether one integer only selects it.
    private var single: [String: Bool] = [:]
    /// Per folder language: whether it is the development language's.
    private var isDevelopmentLanguage: [String: Bool] = [:]
    /// Per default value: its words (``words(_:)``), computed once.
    private var defaultWords: [String: Set<UInt64>] = [:]

    init(developmentLanguage: LanguageTag) {
        self.developmentLanguage = developmentLanguage
    }

    /// Why `text` (a value of a folder in `language`, whose default value is `base`) is not
    /// translated: empty (where the default is not), or, in a folder of another language than
    /// the development language's, the default's text or a text that shares most of its words
    /// with the default and that the language identifier names as the development language
    /// (with its margin). Nil when it is translated.
    ///
    /// A text of fewer than ``StatisticalLanguageIdentifier/minimumLetters`` letters outside
    /// its format specifiers is translated as it is, even when it is the default's: short texts
    /// are often the same in both languages (`OK`, `Video`, `Radio`, `Top 50`). Only the
    /// development language is named, not other languages: at its margin the identifier still
    /// confuses neighbours in single strings (on NewPipe's values it named over a thousand
    /// values as a third language, mostly the folder's neighbour: az read as tr, ar as fa).
    mutating func untranslated(_ text: String, default base: String?, language: LanguageTag?) -> TextNote.Kind? {
        if Self.isBlank(text) {
            return base.map(Self.isBlank) == true ? nil : .empty
        }
        guard let language, !isDevelopment(language),
            Self.letters(text, upTo: StatisticalLanguageIdentifier.minimumLetters)
                >= StatisticalLanguageIdentifier.minimumLetters
        else { return nil }
        if text == base { return .sameAsDefault }
        // The identifier is asked only about a text that shares most of its words with the
        // default (a value left in the development language as the default changed): it costs
        // about 20 µs a text, which every value of an app would make the scan's main cost.
        guard let base, sharesMostWords(text, with: base),
            let named = identifier.identify(text).language, Self.sameLanguage(named, developmentLanguage),
            !Self.sameLanguage(named, language)
        else { return nil }
        return .otherLanguage(named.description)
    }

    /// Whether a folder's language is the development language's (``sameLanguage(_:_:)``), once
    /// per language.
    private mutating func isDevelopment(_ language: LanguageTag) -> Bool {
        let key = language.description
        if let known = isDevelopmentLanguage[key] { return known }
        let answer = Self.sameLanguage(language, developmentLanguage)
        isDevelopmentLanguage[key] = answer
        return answer
    }

    /// Whether at least half the words of `text` (of three letters or more, ASCII case aside)
    /// are words of `base`. A word is a run of ASCII letters and of scalars outside ASCII but
    /// for a few spaces and punctuation (``isSeparator(_:)``): a rough cut, without Unicode's
    /// tables, as the scan asks this of every value.
    mutating func sharesMostWords(_ text: String, with base: String) -> Bool {
        let known = defaultWords[base] ?? Set(Self.words(base))
        defaultWords[base] = known
        var count = 0
        var shared = 0
        for word in Self.words(text) {
            count += 1
            if known.contains(word) { shared += 1 }
        }
        return count > 0 && shared * 2 >= count
    }

    /// Spaces and punctuation outside ASCII that end a word: the no-break spaces, `«` `»`,
    /// general punctuation (quotes, dashes, `…`), CJK punctuation, full-width punctuation.
    private static func isSeparator(_ value: UInt32) -> Bool {
        value == 0xA0 || value == 0xAB || value == 0xBB || (0x2000...0x206F).contains(value)
            || (0x3000...0x303F).contains(value) || (0xFF01...0xFF0F).contains(value)
    }

    /// The words of a text as hashes of their scalars, ASCII case folded (FNV-1a).
    private static func words(_ text: String) -> [UInt64] {
        var words: [UInt64] = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var length = 0
        func end() {
            if length >= 3 { words.append(hash) }
            hash = 0xcbf2_9ce4_8422_2325
            length = 0
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let folded = (0x41...0x5A).contains(value) ? value | 0x20 : value
            guard (0x61...0x7A).contains(folded) || (value >= 0x80 && !Self.isSeparator(value)) else {
                end()
                continue
            }
            hash = (hash ^ UInt64(folded)) &* 0x100_0000_01b3
            length += 1
        }
        end()
        return words
    }

    /// The plural's categories against `language`'s rules: the integer categories it lacks
    /// (what the user gets then), else the fraction-only and large-integer-only ones it lacks.
    mutating func plural(
        providing provided: Set<PluralCategory>, language: LanguageTag?, platform: PluralOutcome.Platform
    )
        -> TextNote.Kind?
    {
        guard let language else { return nil }
        let rules = self.rules(language)
        let outcomes = rules.outcomes(providing: provided, on: platform)
        let defects = outcomes.filter(\.isDefect)
        if !defects.isEmpty {
            return .pluralCategoriesMissing(
                missing: defects.map(\.category), crashes: defects.contains { $0.result == .crash },
                noText: defects.contains { $0.result == .noText })
        }
        let absent = outcomes.filter { $0.result != .own }
        let fractions = absent.filter { $0.reach == .fractionsOnly }.map(\.category)
        let large = absent.filter { if case .largeIntegers = $0.reach { true } else { false } }.map(\.category)
        guard !fractions.isEmpty || !large.isEmpty else { return nil }
        return .pluralCategoriesUnreached(fractionsOnly: fractions, largeIntegersOnly: large)
    }

    /// Whether a plural item of `category` may leave the number out: one integer alone
    /// selects it in `language` ("one song").
    mutating func mayOmitNumber(_ category: String, language: LanguageTag?) -> Bool {
        guard let language, let category = PluralCategory(rawValue: category) else { return false }
        let key = "\(language) \(category)"
        if let known = single[key] { return known }
        let answer = rules(language).selectsOneInteger(category)
        single[key] = answer
        return answer
    }

    /// The cardinal rules of a language (its canonical form where CLDR has none for it as written).
    mutating func rules(_ language: LanguageTag) -> PluralRules {
        let key = language.description
        if let known = rules[key] { return known }
        let found = PluralCategories.rules(for: language)
        rules[key] = found
        return found
    }

    /// Same canonical language and likely script (`en-GB` and `en`; `zh-TW` and `zh-Hant`;
    /// `sr-Latn` and `sr` are not).
    static func sameLanguage(_ one: LanguageTag, _ other: LanguageTag) -> Bool {
        func subtags(_ tag: LanguageTag) -> (LanguageTag.Language, LanguageTag.Script?) {
            let canonical = tag.canonicalized()
            let maximal = canonical.maximized() ?? canonical
            return (maximal.language, maximal.script)
        }
        return subtags(one) == subtags(other)
    }

    /// Whether a text is empty or white space only (Unicode's White_Space; ASCII is answered
    /// without Unicode's tables).
    static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar.isASCII
                ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if !isSpace {
                return false
            }
        }
        return true
    }

    /// The letters of a text outside its format specifiers, counted up to `limit` (a rough cut:
    /// what follows `%` up to the first letter is dropped; an ASCII letter is known without
    /// Unicode's tables).
    static func letters(_ text: String, upTo limit: Int = .max) -> Int {
        var count = 0
        var afterPercent = false
        for scalar in text.unicodeScalars {
            let isLetter =
                scalar.isASCII
                ? (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
                : scalar.properties.isAlphabetic
            if afterPercent {
                if isLetter { afterPercent = false }
                continue
            }
            if scalar == "%" {
                afterPercent = true
            } else if isLetter {
                count += 1
                if count >= limit { return count }
            }
        }
        return count
    }
}

extension ResourceLocale {
    /// The language whose text a folder holds: its locale's, for a locale folder; nil for
    /// `Base.lproj`, `values/`, pseudo-locales, `und` and private use (`qqq`), whose text is
    /// not checked for being translated.
    var language: LanguageTag? { kind == .locale ? locale : nil }
}
