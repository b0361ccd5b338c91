internal import LanguageTags

extension AppLanguagePolicy: CustomStringConvertible {
    /// The policy in one line, as a person reads it: its version, the supported locales, the
    /// default, then the aliases and language defaults when it has any.
    ///
    /// ```swift
    /// print(AppLanguagePolicy.example)
    /// // AppLanguagePolicy v1: supports en, en-GB, fr, … (default en); aliases en-AU → en-GB, …
    /// ```
    public var description: String {
        func pairs(_ list: [(key: LanguageTag, target: LanguageTag)]) -> String {
            list.map { "\($0.key) → \($0.target)" }.joined(separator: ", ")
        }
        var text =
            "AppLanguagePolicy v\(policyVersion): supports "
            + supportedLocales.map(\.description).joined(separator: ", ") + " (default \(productDefault))"
        if !aliases.isEmpty { text += "; aliases " + pairs(aliases) }
        if !languageDefaults.isEmpty { text += "; language defaults " + pairs(languageDefaults) }
        return text
    }
}
