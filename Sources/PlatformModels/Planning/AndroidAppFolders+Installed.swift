internal import LanguageTags

extension AndroidAppFolders {
    /// The folders on a device that has the language splits of `languages`: `values/` (in the
    /// base) and each folder whose language is one of them. Languages compare as bundletool keys
    /// its splits, by language subtag alone, canonical on both sides (`iw` and `he` are one
    /// split, as on bundletool's JDK 17; `sr-Latn` and `sr` too).
    func installed(_ languages: [LanguageTag]) -> AndroidAppFolders {
        let installed = Set(languages.map { $0.canonicalized().language })
        let kept = qualifiers.filter { qualifier in
            guard let locale = (try? AndroidResourceFolder(qualifiers: qualifier))?.locale, !locale.isUnspecified,
                let tag = locale.languageTag
            else { return true }
            return installed.contains(tag.canonicalized().language)
        }
        // The qualifiers were read once already: a subset reads again.
        return (try? AndroidAppFolders(qualifiers: kept, defaultLanguage: defaultLanguage)) ?? self
    }
}
