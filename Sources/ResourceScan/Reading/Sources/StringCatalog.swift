internal import LanguageTags
internal import WireDocuments

/// An Xcode String Catalog (`.xcstrings`), read through the package's JSON reader: the source
/// language, and for each key whether to translate it and what each language has: its values'
/// states (`translated`, `needs_review`, `new`, `stale`) and the plural categories its plural
/// variations give (in `substitutions` as `name:category`); device variations are alternatives
/// of one value. The source language's value is the key itself where it has none.
///
/// ```swift
/// let catalog = try StringCatalog(bytes: Array("""
///     {"sourceLanguage": "en", "version": "1.0", "strings": {
///       "Hello": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
///       "Internal": {"shouldTranslate": false}
///     }}
///     """.utf8))
/// catalog.sourceLanguage                                 // "en"
/// catalog.entries[0].localizations["fr"]?.states        // [.translated]
/// catalog.entries[1].shouldTranslate                     // false
/// ```
package struct StringCatalog: Hashable, Sendable {
    /// A value's state in the catalog.
    package enum State: String, Hashable, Sendable, CaseIterable, Comparable {
        case translated
        case needsReview = "needs_review"
        case new
        case stale

        /// In the order of the cases.
        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What one language has for a key.
    package struct Localization: Hashable, Sendable {
        /// The states of its values (a value without one counts as `new`).
        package let states: Set<State>
        /// The plural categories its plural variations give: `one`, or `name:one` in a
        /// substitution; empty without plural variations.
        package let pluralForms: Set<String>
        /// Its values by where they are: `` for the string unit, `plural.one`,
        /// `device.iphone`, `name:plural.one` in a substitution.
        package var values: [String: String] = [:]
    }

    /// One key of the catalog.
    package struct Entry: Hashable, Sendable {
        /// The key (the source language's value where it has none).
        package let key: String
        /// False for `"shouldTranslate": false`.
        package let shouldTranslate: Bool
        /// What each language has, by the catalog's language key (`pt-BR`, `zh-Hans`).
        package let localizations: [String: Localization]
    }

    /// The catalog's `sourceLanguage`.
    package let sourceLanguage: String
    /// The keys, in file order.
    package let entries: [Entry]

    /// Reads a catalog's bytes (UTF-8 JSON).
    ///
    /// - Throws: `ResourceFileError.document(_:)` with the JSON path of what is wrong.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        do {
            let root = try JSONElement.parse(bytes: bytes).object(allowing: nil)
            sourceLanguage = try root.required("sourceLanguage").string()
            var entries: [Entry] = []
            let strings = try root.required("strings").object(allowing: nil)
            for (key, value) in strings.object {
                let fields = try JSONElement(value, at: strings.path.appending(key)).object(allowing: nil)
                let shouldTranslate = try fields.optional("shouldTranslate")?.bool() ?? true
                var localizations: [String: Localization] = [:]
                if let languages = try fields.optional("localizations")?.object(allowing: nil) {
                    for (language, content) in languages.object {
                        var reading = LocalizationReading()
                        try reading.read(JSONElement(content, at: languages.path.appending(language)), prefix: "")
                        localizations[language] = Localization(
                            states: reading.states, pluralForms: reading.forms, values: reading.values)
                    }
                }
                entries.append(Entry(key: key, shouldTranslate: shouldTranslate, localizations: localizations))
            }
            self.entries = entries
        } catch {
            throw .document(error)
        }
    }

    /// The states and plural forms of one localization, gathered through its variations.
    private struct LocalizationReading {
        var states: Set<State> = []
        var forms: Set<String> = []
        var values: [String: String] = [:]

        /// Reads a localization or a variation; `place` is where it is (`plural.one`).
        mutating func read(_ element: JSONElement, prefix: String, place: String = "") throws(DocumentError) {
            let fields = try element.object(allowing: nil)
            if let unit = try fields.optional("stringUnit")?.object(allowing: nil) {
                let state = try unit.optional("state")?.string()
                guard let parsed = state.map(State.init(rawValue:)) ?? .new else {
                    throw try unit.required("state").invalid("\(state ?? "") is not a String Catalog state")
                }
                states.insert(parsed)
                if let value = try unit.optional("value")?.string() { values[prefix + place] = value }
            }
            if let variations = try fields.optional("variations")?.object(allowing: nil) {
                for (kind, options) in variations.object {
                    let cases = try JSONElement(options, at: variations.path.appending(kind)).object(allowing: nil)
                    for (name, content) in cases.object {
                        if kind == "plural" { forms.insert(prefix + name) }
                        try read(
                            JSONElement(content, at: cases.path.appending(name)), prefix: prefix,
                            place: (place.isEmpty ? "" : place + ".") + "\(kind).\(name)")
                    }
                }
            }
            if let substitutions = try fields.optional("substitutions")?.object(allowing: nil) {
                for (name, content) in substitutions.object {
                    try read(JSONElement(content, at: substitutions.path.appending(name)), prefix: "\(name):")
                }
            }
        }
    }
}
