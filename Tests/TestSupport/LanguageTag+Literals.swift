import LanguageTags

/// Tags written as string literals in the tests (`let tag: LanguageTag = "zh-Hant"`). The package
/// itself has no literal conformance — a literal that is not a tag would compile into a crash
/// behind `LanguageTag("…")`, which reads as failable — so only test code, where a typo should
/// stop the run, gets one.
extension LanguageTag: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        guard let tag = LanguageTag(text) else { fatalError("not a language tag: \(text)") }
        self = tag
    }
}
