internal import LanguageTags
internal import TranslationText

/// The cardinal plural categories of a language (CLDR 46 through ICU 76.1, TranslationText's
/// ``PluralRules``), and whether a plural gives the ones the runtime selects: a plural is
/// translated into a language when it has every category some integer below 1,000,000 selects
/// in **that** language, whatever the development language has (a Japanese plural needs
/// `other` only; an English `zero` asks nothing of German). Categories only fractions select
/// (Czech `many`, Russian `other`) or only integers from 1,000,000 (French `many`) are not
/// required: ``TextNote`` reports them apart.
///
/// ```swift
/// PluralCategories.cardinal(for: try LanguageTag(parsing: "pt-PT"))    // ["one", "many", "other"]
/// PluralCategories.required(for: try LanguageTag(parsing: "pt-PT"))    // ["one", "other"]
/// PluralCategories.required(for: try LanguageTag(parsing: "ru"))       // ["one", "few", "many"]
/// PluralCategories.cardinal(for: try LanguageTag(parsing: "iw"))       // ["one", "two", "other"]
/// ```
enum PluralCategories {
    /// The rules of `tag`: the first of it and its canonical form CLDR has rules for (`mo` →
    /// `ro`); root's (`other` alone) for a language CLDR has no rules for.
    static func rules(for tag: LanguageTag) -> PluralRules {
        let rules = PluralRules(locale: tag.description)
        return rules.rulesLocale == "root" ? PluralRules(locale: tag.canonicalized().description) : rules
    }

    /// Every category of `tag`'s language.
    static func cardinal(for tag: LanguageTag) -> Set<String> { Set(rules(for: tag).categories.map(\.rawValue)) }

    /// The categories of `tag`'s language some integer below 1,000,000 selects.
    static func required(for tag: LanguageTag) -> Set<String> {
        Set(rules(for: tag).integerCategories.map(\.rawValue))
    }

    /// Whether `present` (a key's forms in one locale, `category` or `variable:category`)
    /// gives every plural variable of `reference` (the development language's forms of the key)
    /// the categories `language` requires. A variable with no form at all is a plain value,
    /// which serves a language that needs `other` alone. Without a language, the reference's
    /// own categories are required.
    static func satisfies(_ present: Set<String>, reference: Set<String>, language: LanguageTag?) -> Bool {
        satisfies(present, reference: reference, needs: language.map(Needs.init))
    }

    /// What a language requires of a plural, computed once for many keys.
    struct Needs {
        /// The categories integers select.
        let required: Set<String>
        /// Whether the language has `other` alone.
        let otherAlone: Bool

        init(_ language: LanguageTag) {
            let rules = PluralCategories.rules(for: language)
            required = Set(rules.integerCategories.map(\.rawValue))
            otherAlone = rules.categories == [.other]
        }
    }

    /// ``satisfies(_:reference:language:)`` with the language's needs computed already.
    static func satisfies(_ present: Set<String>, reference: Set<String>, needs: Needs?) -> Bool {
        guard !reference.isEmpty else { return true }
        guard let needs else { return reference.isSubset(of: present) }
        let needed = needs.required
        let alone = needs.otherAlone
        for variable in Set(reference.map(Self.variable)) {
            let given = Set(present.filter { Self.variable($0) == variable }.map { String(Self.category($0)) })
            if given.isEmpty, alone { continue }
            if !needed.isSubset(of: given) { return false }
        }
        return true
    }

    /// The variable of a form (`count` of `count:one`; empty for `one`).
    private static func variable(_ form: String) -> Substring {
        form.lastIndex(of: ":").map { form[..<$0] } ?? ""
    }

    /// The category of a form (`one` of `count:one`).
    private static func category(_ form: String) -> Substring {
        form.lastIndex(of: ":").map { form[form.index(after: $0)...] } ?? form[...]
    }
}
