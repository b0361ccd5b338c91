extension LanguageTag {
    /// Whether the tag names a language a person reads or types: a two- or three-letter
    /// language subtag other than `und` (undetermined), `mul` (multiple languages), `zxx` (no
    /// linguistic content) and `mis` (uncoded). A region or a script alone (`und-JP`,
    /// `und-Hant`) names none, and neither does a five-to-eight-letter subtag, which no
    /// registry assigns (iOS reports `"emoji"`, which has that shape). An extended language
    /// stands for the language, as canonicalization makes it: `zh-yue` names `yue`, `zh-und`
    /// names none.
    ///
    /// ```swift
    /// try LanguageTag(parsing: "ja-JP").namesLanguage   // true
    /// try LanguageTag(parsing: "und-TW").namesLanguage  // false: a region is not a language
    /// ```
    public var namesLanguage: Bool { (extendedLanguages.first ?? language).namesLanguage }
}

extension LanguageTag.Language {
    /// Whether this subtag names a language: two or three letters, and not `und`, `mul`,
    /// `zxx` or `mis`.
    public var namesLanguage: Bool {
        PackedASCII.count(packed) <= 3 && !Self.namingNoLanguage.contains(packed)
    }

    private static let namingNoLanguage: [UInt64] = ["und", "mul", "zxx", "mis"].map {
        $0.utf8.reduce(into: (value: UInt64(0), shift: UInt64(56))) { state, byte in
            state.value |= UInt64(byte) << state.shift
            state.shift -= 8
        }.value
    }
}
