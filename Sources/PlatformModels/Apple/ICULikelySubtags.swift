internal import LanguageTags

/// ICU's likely-subtags lookup (`LikelySubtags::maximize` with "return the input if nothing
/// matches", as `uloc_minimizeSubtags` calls it) on CLDR's likely subtags, and the one question
/// ualoc asks of it: does `uloc_minimizeSubtags` keep an available localization's region, that
/// is, is the region not the language's (and script's) default?
///
/// ```swift
/// ICULikelySubtags.keepsRegion(Array("it_CH".utf8))   // true: Italian's default region is IT
/// ICULikelySubtags.keepsRegion(Array("pt_BR".utf8))   // false
/// ```
enum ICULikelySubtags {
    typealias Subtags = (language: [UInt8], script: [UInt8], region: [UInt8])

    /// Whether `uloc_minimizeSubtags(id)` into ualoc's 16-byte buffer gives an ID with a region.
    static func keepsRegion(_ id: [UInt8]) -> Bool {
        // uloc_minimizeSubtags canonicalizes first: legacy IDs replaced, a charset dropped, a
        // POSIX `@variant` made a variant.
        let id = AppleTableData.legacyCanonicalIDs[id] ?? id
        guard let parsed = ICULocaleID.subtags(id), !parsed.region.isEmpty, parsed.language.count <= 8 else {
            return false
        }
        var posix = 0
        if let at = id[parsed.end...].firstIndex(of: ICULocaleID.at), !id[at...].contains(ICULocaleID.equals) {
            posix = id[(at + 1)...].prefix { !ICULocaleID.isTerminator($0) }.count
        }
        let minimized: Subtags
        if let max = maximize(parsed.language, parsed.script, parsed.region) {
            if equal(maximize(max.language, [], []), max) {
                return false
            } else if equal(maximize(max.language, [], max.region), max) {
                minimized = (max.language, [], max.region)
            } else if equal(maximize(max.language, max.script, []), max) {
                return false
            } else {
                minimized = max
            }
        } else {
            minimized = (parsed.language, parsed.script, parsed.region)
        }
        guard !minimized.region.isEmpty else { return false }
        // The minimized ID must fit the buffer with its terminating zero.
        let language = minimized.language == und ? 0 : minimized.language.count
        var length = language + 1 + minimized.region.count
        if !minimized.script.isEmpty { length += 1 + minimized.script.count }
        if !parsed.variant.isEmpty || posix > 0 {
            length += 1 + parsed.variant.count + posix + (parsed.variant.isEmpty || posix == 0 ? 0 : 1)
        }
        return length < 16
    }

    /// The likely language, script and region for the given ones (empty = none), or nil when
    /// the language is one the data does not know.
    static func maximize(_ language: [UInt8], _ script: [UInt8], _ region: [UInt8]) -> Subtags? {
        let language = language == und ? [] : language
        let script = script == Array("Zzzz".utf8) ? [] : script
        let region = region == Array("ZZ".utf8) ? [] : region
        if !language.isEmpty, !script.isEmpty, !region.isEmpty { return (language, script, region) }
        let data = Data.shared
        if !language.isEmpty, !data.languages.contains(language) { return nil }
        let languageKey = language.isEmpty ? any : language
        let scriptKey = !script.isEmpty && data.table[Data.key(languageKey, script, any)] != nil ? script : any
        var value = data.table[Data.key(languageKey, scriptKey, region.isEmpty ? any : region)]
        if value == nil { value = data.table[Data.key(languageKey, scriptKey, any)] }
        guard let value else { preconditionFailure("likely subtags lack a default") }
        return (
            language.isEmpty ? value.language : language, script.isEmpty ? value.script : script,
            region.isEmpty ? value.region : region
        )
    }

    private static func equal(_ lhs: Subtags?, _ rhs: Subtags) -> Bool {
        guard let lhs else { return false }
        return lhs.language == rhs.language && lhs.script == rhs.script && lhs.region == rhs.region
    }

    private static let und = Array("und".utf8)
    private static let any = Array("*".utf8)

    /// CLDR's likely subtags as ICU's lookup trie holds them: keyed by language, script and
    /// region, each `*` when absent; every language-and-script prefix has a `*` region.
    private struct Data: Sendable {
        static let shared = Data()

        let languages: Set<[UInt8]>
        let table: [[UInt8]: (language: [UInt8], script: [UInt8], region: [UInt8])]

        private init() {
            var languages: Set<[UInt8]> = []
            var table: [[UInt8]: Subtags] = [:]
            forEachLikelySubtagsRecord { from, to in
                let language = Array(from.language.utf8)
                if language != und { languages.insert(language) }
                table[Self.key(language == und ? any : language, Array(from.script.utf8), Array(from.region.utf8))] = (
                    Array(to.language.utf8), Array(to.script.utf8), Array(to.region.utf8)
                )
            }
            // ICU's builder gives `und` with a script the regions whose likely script it is
            // (und-GH is ak-Latn-GH, so und-Latn-GH is too), and every script a default.
            let undScripts = Set(
                table.keys.filter { $0.starts(with: Array("*_".utf8)) }.map {
                    $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)[1]
                }.map(Array.init))
            for (key, value) in table where key.starts(with: Array("*_*_".utf8)) && key != Self.key(any, any, any) {
                let region = Array(key.dropFirst(4))
                if undScripts.contains(value.script), table[Self.key(any, value.script, region)] == nil {
                    table[Self.key(any, value.script, region)] = value
                }
            }
            for key in table.keys {
                let parts = key.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
                let prefix = Self.key(Array(parts[0]), Array(parts[1]), any)
                if table[prefix] == nil {
                    table[prefix] = table[Self.key(Array(parts[0]), any, any)]
                }
            }
            self.languages = languages
            self.table = table
        }

        static func key(_ language: [UInt8], _ script: [UInt8], _ region: [UInt8]) -> [UInt8] {
            (language.isEmpty ? any : language) + [UInt8(ascii: "_")] + (script.isEmpty ? any : script)
                + [UInt8(ascii: "_")] + (region.isEmpty ? any : region)
        }
    }
}
