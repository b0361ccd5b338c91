internal import LanguageTags

extension ScanFinding {
    /// A localization or folder whose language code no registry assigns (`values-xx`,
    /// `zz.lproj`): well-formed, and no language anyone speaks; with the registered codes one
    /// typing slip away. Nil for a registered or private-use code.
    ///
    /// ```swift
    /// // "values-xx: xx is no language code (the IANA language subtag registry assigns none); did you mean xh?"
    /// ```
    init?(unknownLanguageOf locale: ScannedLocale) {
        guard locale.resource.kind == .locale, let language = locale.resource.locale?.language,
            language.namesLanguage, !language.isRegistered
        else { return nil }
        let nearest = language.nearestRegistered.map(\.description)
        self.init(
            .warning, .notAnAppLanguage,
            "\(locale.resource.folder): \(language) is no language code (the IANA language subtag registry assigns "
                + "none)" + (nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", or "))?"),
            path: locale.paths.first)
    }
}
