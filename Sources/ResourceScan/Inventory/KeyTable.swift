internal import LanguageTags

/// The keys of some resources and the plural forms each has, by table: the development
/// language's (the reference that `missing` counts against) or one locale's. A key is a
/// string resource name within its table (the file name without extension: `.strings` and
/// `.stringsdict` of one name share a table; on Android the resource type, as aapt2 keeps
/// `string`, `plurals` and `string-array` of one name apart); keys marked not to be
/// translated are left out of every count.
///
/// ```swift
/// var reference = KeyTable()
/// reference.add("Localizable", "title")
/// reference.add("Localizable", "files", forms: ["count:one", "count:other"])
/// var french = KeyTable()
/// french.add("Localizable", "files", forms: ["count:other"])
/// french.counts(against: reference, language: try LanguageTag(parsing: "ja")).missing   // 1: no title
/// french.counts(against: reference, language: try LanguageTag(parsing: "fr")).missing   // 2: files lacks one
/// ```
struct KeyTable {
    /// Key (table and name) → the plural forms present.
    private var forms: [String: Set<String>] = [:]
    /// Keys not to be counted (`translatable="false"`).
    private var excluded: Set<String> = []
    /// Keys whose value is not translated (empty, the default's, another language's).
    private var untranslated: Set<String> = []

    /// The number of keys.
    var count: Int { forms.count }

    /// Adds a key with the plural forms it has (none for a plain value); a key added twice
    /// has the forms of both.
    mutating func add(_ table: String, _ name: String, forms: some Sequence<String> = []) {
        self.forms[Self.key(table, name), default: []].formUnion(forms)
    }

    /// Marks a key as not to be translated: it is counted nowhere.
    mutating func exclude(_ table: String, _ name: String) {
        excluded.insert(Self.key(table, name))
    }

    /// Marks a key's value as not translated: it has a value, which counts as missing in
    /// ``KeyCounts/complete``.
    mutating func markUntranslated(_ table: String, _ name: String) {
        untranslated.insert(Self.key(table, name))
    }

    /// Leaves out the excluded keys (call once all files are read).
    mutating func removeExcluded() {
        for key in excluded { forms[key] = nil }
    }

    /// This locale's counts against `reference` (nil: no reference to count against). A
    /// reference key is present when this table has it, with the plural categories `language`
    /// needs where the reference has plural forms (``PluralCategories``).
    func counts(against reference: KeyTable?, language: LanguageTag? = nil) -> KeyCounts {
        guard let reference else {
            return KeyCounts(keys: forms.keys.filter { !excluded.contains($0) }.count, reference: nil, missing: nil)
        }
        var keys = 0
        var extra = 0
        var untranslated = 0
        let needs = language.map(PluralCategories.Needs.init)
        for (key, present) in forms where !reference.excluded.contains(key) && !excluded.contains(key) {
            guard let required = reference.forms[key] else {
                extra += 1
                keys += 1
                continue
            }
            if PluralCategories.satisfies(present, reference: required, needs: needs) {
                keys += 1
                if self.untranslated.contains(key) { untranslated += 1 }
            }
        }
        return KeyCounts(
            keys: keys, reference: reference.count, missing: reference.count - (keys - extra), extra: extra,
            untranslated: untranslated)
    }

    /// The number of keys with a value, counted or not (excluded keys aside): whether the
    /// locale has any strings at all.
    var entries: Int { forms.keys.count { !excluded.contains($0) } }

    private static func key(_ table: String, _ name: String) -> String { "\(table)\u{1F}\(name)" }
}
