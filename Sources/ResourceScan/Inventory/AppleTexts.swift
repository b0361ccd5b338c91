package import LanguageTags
internal import TranslationText

/// The texts of an Apple bundle's `.strings` and `.stringsdict` values, checked as
/// `String(format:)` and `String.localizedStringWithFormat` use them (`FormatCheck.apple`,
/// CoreFoundation's format parse; `PluralRules` for a `.stringsdict` plural): the
/// development language's tables (and `Base.lproj`'s) first, kept as the defaults, then each
/// localization against them.
///
/// ```swift
/// var texts = AppleTexts(developmentLanguage: try LanguageTag(parsing: "en"))
/// texts.addDefault(table: "Localizable", key: "posts", value: "%lld new posts")
/// texts.check(table: "Localizable", key: "posts", value: "%@ nouveaux messages", …).first?.kind
/// // .format(crash: "%@ reads argument 1, an integer, as an object: a bad pointer, the app crashes")
/// ```
package struct AppleTexts {
    private var texts: ValueTexts
    /// `table\u{1F}key` → the default value (a `.strings` value, a `.stringsdict` format).
    private var defaults: [String: String] = [:]
    /// `table\u{1F}key\u{1F}variable:category` → the default variant of a `.stringsdict`.
    private var variants: [String: String] = [:]

    package init(developmentLanguage: LanguageTag) {
        texts = ValueTexts(developmentLanguage: developmentLanguage)
    }

    /// Keeps a development-language `.strings` value.
    package mutating func addDefault(table: String, entry: StringsFile.Entry) {
        defaults[table + "\u{1F}" + entry.key] = entry.value
    }

    /// Keeps a development-language `.stringsdict` entry.
    package mutating func addDefault(table: String, entry: StringsDictFile.Entry) {
        let key = table + "\u{1F}" + entry.key
        if let format = entry.format { defaults[key] = format }
        for (form, text) in entry.variants { variants[key + "\u{1F}" + form] = text }
    }

    /// What a localization's `.strings` value does, and whether it is untranslated.
    package mutating func check(
        table: String, entry: StringsFile.Entry, path: String, folder: String, language: LanguageTag?
    )
        -> (notes: [TextNote], untranslated: Bool)
    {
        let base = defaults[table + "\u{1F}" + entry.key]
        var notes: [TextNote] = []
        let note = { (kind: TextNote.Kind) in
            TextNote(path: path, line: entry.line, key: entry.key, locale: folder, kind: kind)
        }
        let untranslated = texts.untranslated(entry.value, default: base, language: language)
        if let untranslated { notes.append(note(untranslated)) }
        if let base {
            notes += FormatCheck.apple(default: base, translation: entry.value).map { note(.format($0)) }
        }
        return (notes, untranslated != nil)
    }

    /// What a localization's `.stringsdict` entry does: its format and each variant against
    /// the development language's (a variant formatted from its variable's position), and its
    /// plurals against the categories the language's rules select.
    package mutating func check(
        table: String, entry: StringsDictFile.Entry, path: String, folder: String, language: LanguageTag?
    ) -> (notes: [TextNote], untranslated: Bool) {
        let key = table + "\u{1F}" + entry.key
        var notes: [TextNote] = []
        let note = { (kind: TextNote.Kind) in
            TextNote(path: path, line: nil, key: entry.key, locale: folder, kind: kind)
        }
        let baseFormat = defaults[key]
        if let format = entry.format, let baseFormat {
            notes += FormatCheck.apple(default: baseFormat, translation: format).map { note(.format($0)) }
        }
        let positions = baseFormat.map { format in
            Dictionary(
                AppleFormat(parsing: format).specifiers.compactMap { specifier in
                    specifier.variable.flatMap { variable in specifier.position.map { (variable, $0) } }
                }, uniquingKeysWith: { first, _ in first })
        }
        var untranslated: [TextNote.Kind] = []
        var categories: [String: Set<PluralCategory>] = [:]
        for (form, text) in entry.variants.sorted(by: { $0.key < $1.key }) {
            let variable = String(form.prefix { $0 != ":" })
            let category = String(form.drop { $0 != ":" }.dropFirst())
            if let parsed = PluralCategory(rawValue: category) { categories[variable, default: []].insert(parsed) }
            let base = variants[key + "\u{1F}" + form] ?? variants[key + "\u{1F}" + variable + ":other"]
            if let kind = texts.untranslated(text, default: base, language: language) { untranslated.append(kind) }
            guard let base else { continue }
            let omits = texts.mayOmitNumber(category, language: language)
            notes += FormatCheck.apple(
                default: base, translation: text, variablePosition: positions?[variable], mayOmitArguments: omits
            ).map { note(.format($0)) }
        }
        for (_, provided) in categories.sorted(by: { $0.key < $1.key }) {
            if let kind = texts.plural(providing: provided, language: language, platform: .apple) {
                notes.append(note(kind))
            }
        }
        let reported =
            untranslated.first { $0 == .empty }.map { [$0] }
            ?? (untranslated.count == entry.variants.count ? Array(untranslated.prefix(1)) : [])
        notes += reported.map(note)
        return (notes, !reported.isEmpty)
    }
}
