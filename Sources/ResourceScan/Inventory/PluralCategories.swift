internal import LanguageTags

/// The cardinal plural categories a language needs (CLDR 46, through ICU 76.1:
/// `Generated/PluralTables.swift`), and whether a plural gives them: a plural is translated
/// into a language when it has every category of **that** language, whatever the development
/// language has (a Japanese plural needs `other` only; an English `zero` asks nothing of German).
///
/// ```swift
/// PluralCategories.cardinal(for: try LanguageTag(parsing: "ja"))      // ["other"]
/// PluralCategories.cardinal(for: try LanguageTag(parsing: "pt-PT"))   // ["one", "many", "other"]
/// PluralCategories.cardinal(for: try LanguageTag(parsing: "iw"))      // ["one", "two", "other"]
/// ```
enum PluralCategories {
    /// Locale (`ar`, `pt-PT`) → its categories, for the locales with more than `other`.
    private static let table: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        forEachRecord(PluralTables.cardinal) { fields in
            table[String(decoding: fields[0], as: UTF8.self)] = Set(
                fields.dropFirst().map { String(decoding: $0, as: UTF8.self) })
        }
        return table
    }()

    /// The categories of `tag`: its language and region's row (`pt-PT`), else its language's,
    /// else its canonical language's (`mo` → `ro`); `other` alone for a language CLDR has no
    /// rules for.
    static func cardinal(for tag: LanguageTag) -> Set<String> {
        let canonical = tag.canonicalized()
        for candidate in [tag, canonical] {
            let language = candidate.language.description
            if let region = candidate.region, let row = table["\(language)-\(region)"] { return row }
            if let row = table[language] { return row }
        }
        return ["other"]
    }

    /// Whether `present` (a key's forms in one locale, `category` or `variable:category`)
    /// gives every plural variable of `reference` (the development language's forms of the key)
    /// the categories `language` needs. A variable with no form at all is a plain value, which
    /// serves a language that needs `other` alone. Without a language, the reference's own
    /// categories are required.
    static func satisfies(_ present: Set<String>, reference: Set<String>, language: LanguageTag?) -> Bool {
        guard !reference.isEmpty else { return true }
        guard let language else { return reference.isSubset(of: present) }
        let needed = cardinal(for: language)
        for variable in Set(reference.map(Self.variable)) {
            let given = Set(present.filter { Self.variable($0) == variable }.map { String(Self.category($0)) })
            if given.isEmpty, needed == ["other"] { continue }
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
