extension StringCatalog {
    /// The keys counted: all but those with `shouldTranslate: false`.
    var referenceCount: Int { entries.count(where: \.shouldTranslate) }

    /// The languages the catalog has values for, the source language first, then sorted.
    var languages: [String] {
        var languages: Set<String> = [sourceLanguage]
        for entry in entries { languages.formUnion(entry.localizations.keys) }
        return [sourceLanguage] + languages.subtracting([sourceLanguage]).sorted()
    }

    /// One language's counts against the source language (see <doc:Counting>): the source
    /// language has every key; another language has a key when all its values for it are
    /// `translated` and its plural variations give every category that language needs
    /// (``PluralCategories``) for each plural the source language has.
    func counts(for language: String) -> KeyCounts {
        let tag = ResourceLocale(appleLocalization: language).locale
        var counts = KeyCounts(keys: 0, reference: referenceCount, missing: 0)
        for entry in entries where entry.shouldTranslate {
            let localization = entry.localizations[language]
            if let states = localization?.states {
                if states.contains(.needsReview) { counts.needsReview += 1 }
                if states.contains(.new) { counts.new += 1 }
                if states.contains(.stale) { counts.stale += 1 }
            }
            let has: Bool
            if language == sourceLanguage {
                has = true
            } else if let localization, localization.states == [.translated] {
                let required = entry.localizations[sourceLanguage]?.pluralForms ?? []
                has = PluralCategories.satisfies(localization.pluralForms, reference: required, language: tag)
            } else {
                has = false
            }
            if has { counts.keys += 1 } else { counts.missing! += 1 }
        }
        return counts
    }
}
