package import LanguageTags
package import WireDocuments

/// The locales to pass to Android's `TextView.setImeHintLocales`: never empty, canonical,
/// without duplicates, in the order given.
///
/// A hint with no usable tag has no list: `AndroidHintList(…)` is nil, which the Android
/// adapter passes as `null` to clear the hint, never as an empty `LocaleList`.
///
/// JSON: an array of tags (`["ja-JP", "en"]`); a cleared hint is `null`.
///
/// ```swift
/// AndroidHintList(parsing: ["iw", "he-IL", "en--US", "he"])?.languageTags   // "he,he-IL"
/// AndroidHintList(parsing: ["und-JP"])                                      // nil: clear
/// ```
package struct AndroidHintList: Hashable, Sendable, CustomStringConvertible {
    /// The canonical tags, at least one.
    package let tags: [LanguageTag]

    /// The list for `tags`: each canonicalized (CLDR aliases, canonical case and order), those
    /// that name no language (`und-JP`) dropped, later duplicates of a canonical tag dropped.
    /// Nil when nothing is left.
    package init?(_ tags: some Sequence<LanguageTag>) {
        var canonical: [LanguageTag] = []
        var seen: Set<LanguageTag> = []
        for tag in tags {
            let form = tag.canonicalized()
            if form.namesLanguage && seen.insert(form).inserted { canonical.append(form) }
        }
        guard !canonical.isEmpty else { return nil }
        self.tags = canonical
    }

    /// The list for tags given as text: malformed ones are dropped, the rest treated as by the
    /// initializer that takes tags.
    package init?(parsing texts: some Sequence<String>) {
        self.init(texts.compactMap { LanguageTag($0) })
    }

    /// The list for a resolved hint; nil (clear the hint) when it has no tags.
    package init?(_ hint: InputLanguageHint) {
        self.init(hint.tags)
    }

    /// The tags joined by commas, for `LocaleList.forLanguageTags`.
    package var languageTags: String { tags.map(\.description).joined(separator: ",") }

    /// The list as Android's `LocaleList.toLanguageTags()` writes it: `he,he-IL`.
    package var description: String { languageTags }
}

extension AndroidHintList: JSONReadable {
    /// Reads an array of tags, as ``init(parsing:)`` takes them; a list with no usable tag is an
    /// error (a cleared hint is `null`, never an empty list).
    package init(json: JSONElement) throws(DocumentError) {
        let texts = try json.strings()
        guard let list = AndroidHintList(parsing: texts) else {
            throw json.invalid("no tag in \(json.value.excerpt) names a language; a cleared hint is null")
        }
        self = list
    }
}

extension JSONElement {
    /// The value as a hint list (the `hintList` reader of the hint lifecycle's declaration).
    func hintList() throws(DocumentError) -> AndroidHintList { try AndroidHintList(json: self) }
}
