internal import LanguageTags
internal import TranslationText

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
    /// `translated` and its plural variations give every category that language requires
    /// (``PluralCategories``) for each plural the source language has. A key it has is
    /// untranslated when a value is empty, or when every value is the source language's (or
    /// the key, where the source has none) or is named as the source language; what its values
    /// do is in the notes (`path` is the catalog's).
    func counts(for language: String, path: String) -> (KeyCounts, [TextNote]) {
        let resource = ResourceLocale(appleLocalization: language)
        let tag = resource.locale
        var counts = KeyCounts(keys: 0, reference: referenceCount, missing: 0)
        var notes: [TextNote] = []
        // Without a source language to read, the values are counted, not read.
        var texts = ResourceLocale(appleLocalization: sourceLanguage).locale.map(ValueTexts.init(developmentLanguage:))
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
            // Only translated values are read: Xcode marks the others for work.
            guard language != sourceLanguage, let localization, localization.states == [.translated],
                let read = texts?.check(
                    entry, localization: localization, source: entry.localizations[sourceLanguage],
                    language: resource.language)
            else { continue }
            notes += read.notes.map { TextNote(path: path, line: nil, key: entry.key, locale: language, kind: $0) }
            if has && read.untranslated { counts.untranslated += 1 }
        }
        return (counts, notes)
    }
}

extension ValueTexts {
    /// What a catalog localization's values do against the source language's: each value's
    /// format (`FormatCheck.apple`; a substitution's values are not compared, as their
    /// arguments are the substitution's own), whether they are translated, and its plurals
    /// against the categories the language's rules select.
    mutating func check(
        _ entry: StringCatalog.Entry, localization: StringCatalog.Localization, source: StringCatalog.Localization?,
        language: LanguageTag?
    ) -> (notes: [TextNote.Kind], untranslated: Bool) {
        var notes: [TextNote.Kind] = []
        var unread: [TextNote.Kind] = []
        let sourceValues = source?.values ?? [:]
        for (place, value) in localization.values.sorted(by: { $0.key < $1.key }) {
            let category =
                place.hasPrefix("plural.") || place.contains(".plural.") ? place.split(separator: ".").last : nil
            let otherPlace = category.map { String(place.dropLast($0.count)) + "other" }
            let base =
                sourceValues[place] ?? otherPlace.flatMap { sourceValues[$0] }
                ?? (place.contains(":") ? nil : sourceValues[""] ?? entry.key)
            if let kind = untranslated(value, default: base, language: language) { unread.append(kind) }
            guard let base, !place.contains(":") else { continue }
            let omits = category.map { mayOmitNumber(String($0), language: language) } ?? false
            notes += FormatCheck.apple(default: base, translation: value, mayOmitArguments: omits).map { .format($0) }
        }
        var plurals: [String: Set<PluralCategory>] = [:]
        for form in localization.pluralForms {
            let variable = form.lastIndex(of: ":").map { String(form[..<$0]) } ?? ""
            let name = form.lastIndex(of: ":").map { String(form[form.index(after: $0)...]) } ?? form
            if let category = PluralCategory(rawValue: name) { plurals[variable, default: []].insert(category) }
        }
        for (_, provided) in plurals.sorted(by: { $0.key < $1.key }) {
            if let kind = plural(providing: provided, language: language, platform: .apple) { notes.append(kind) }
        }
        let reported =
            unread.first { $0 == .empty }.map { [$0] }
            ?? (!unread.isEmpty && unread.count == localization.values.count ? Array(unread.prefix(1)) : [])
        return (notes + reported, !reported.isEmpty)
    }
}
