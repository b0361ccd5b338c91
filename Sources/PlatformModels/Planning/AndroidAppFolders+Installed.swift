internal import LanguageTags

extension AndroidAppFolders {
    /// The folders on a device that has the language splits of `languages`: `values/` (in the
    /// base) and each folder in one of their splits, as bundletool keys them (``SplitLanguage``:
    /// `iw` and `he` are one split, as on bundletool's JDK 17; `sr-Latn` and `sr` too; `tl` and
    /// `fil` are two).
    func installed(_ languages: [LanguageTag]) -> AndroidAppFolders {
        let installed = Set(languages.map { SplitLanguage.of($0.description) })
        let kept = qualifiers.filter { qualifier in
            // The language as the folder writes it (`tl`), as bundletool reads the table's
            // configuration, not Android's matching equivalent (`fil`).
            guard let locale = (try? AndroidResourceFolder(qualifiers: qualifier))?.locale, !locale.isUnspecified,
                let language = locale.language
            else { return true }
            return installed.contains(SplitLanguage.of(language))
        }
        // The qualifiers were read once already: a subset reads again.
        return (try? AndroidAppFolders(qualifiers: kept, defaultLanguage: defaultLanguage)) ?? self
    }
}
