package import LanguageTags

extension LanguageTag {
    /// The name Xcode gives this locale's localization, which is also its `.lproj` folder's
    /// name without the suffix: the tag as BCP 47 writes it (`en`, `pt-BR`, `zh-Hant`,
    /// `es-419`, `sr-Latn`). Apple's matcher reads it back as the same locale.
    ///
    /// ```swift
    /// let traditional = try LanguageTag(parsing: "zh-Hant")
    /// traditional.xcodeLocalizationName   // "zh-Hant" (zh-Hant.lproj)
    /// ```
    package var xcodeLocalizationName: String { description }

    /// The qualifier Android Studio gives this locale's `values-` folder: `fr` or `pt-rBR` when
    /// a language of two or three letters and a two-letter region say it all, the `b+` form
    /// otherwise (`b+zh+Hant`, `b+es+419`, `b+sr+Latn+ME`); tags that name no language get no
    /// folder (nil), since `values/` is the default resources, not a locale.
    ///
    /// ```swift
    /// let brazilian = try LanguageTag(parsing: "pt-BR"), traditional = try LanguageTag(parsing: "zh-Hant")
    /// brazilian.androidQualifier     // "pt-rBR" (values-pt-rBR)
    /// traditional.androidQualifier   // "b+zh+Hant" (values-b+zh+Hant)
    /// ```
    package var androidQualifier: String? {
        guard namesLanguage, grandfathered == nil, extendedLanguages.isEmpty, extensions.isEmpty, privateUse.isEmpty
        else { return nil }
        let language = language.description
        let legacyRegion = region.map { !$0.isNumeric } ?? true
        if script == nil, variants.isEmpty, legacyRegion {
            return region.map { "\(language)-r\($0)" } ?? language
        }
        var parts = ["b", language]
        if let script { parts.append(script.description) }
        if let region { parts.append(region.description) }
        parts += variants.map(\.description)
        return parts.joined(separator: "+")
    }
}

extension AndroidLocale {
    /// The locale a folder stands for, as a canonical BCP 47 tag (`values-iw` is `he`,
    /// `values-b+sr+Latn` is `sr-Latn`); nil for ``unspecified`` (`values/`).
    ///
    /// ```swift
    /// try AndroidResourceFolder(qualifiers: "zh-rTW").locale?.languageTag   // zh-TW
    /// ```
    package var languageTag: LanguageTag? {
        guard !isUnspecified, let tag = try? LanguageTag(parsing: description) else { return nil }
        return tag.canonicalized()
    }
}
