import LanguageTags

extension LanguageTag {
    /// Whether the tag names a language a keyboard could serve: a two- or three-letter
    /// language subtag other than `und` (undetermined), `mul` (multiple languages), `zxx` (no
    /// linguistic content) and `mis` (uncoded). A region or a script alone (`und-JP`,
    /// `und-Hant`) names none, and neither does a five-to-eight-letter subtag, which no
    /// registry assigns (iOS reports `"emoji"`, which has that shape).
    var namesLanguage: Bool {
        language.description.utf8.count <= 3 && !LanguageTag.codesNamingNoLanguage.contains(language)
    }

    private static let codesNamingNoLanguage = ["und", "mul", "zxx", "mis"].compactMap(Language.init)
}
