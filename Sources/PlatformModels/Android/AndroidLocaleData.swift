internal import LanguageTags

/// The locale data Android's resource code decides with (libandroidfw's `LocaleData`): the
/// script of a language or language-region, the parent tree of locales, and the locales that
/// best represent their language. ``cldr46`` is made from CLDR 46 by Android's own rules
/// (`Scripts/tablegen/android.py`); an Android release ships the CLDR of its time, and a copy
/// with entries changed (``settingLikelyScript(_:language:region:)``,
/// ``settingParent(_:of:script:)``, ``settingRepresentative(_:_:)``) models that release where
/// its data differs.
///
/// ```swift
/// let data = AndroidLocaleData.cldr46
/// data.computedScript(language: "zh", region: "HK")   // "Hant"
/// data.computedScript(language: "en", region: "US")   // "Latn" (from en: no en-US entry)
/// data.parent(of: "en-AU", script: "Latn")            // "en-001"
/// data.isRepresentative("en-Latn-US")                 // true
/// ```
package struct AndroidLocaleData: Sendable {
    /// Language-region key → script; a language alone has region 0.
    private var likelyScripts: [UInt32: UInt32]
    /// `key << 32 | script` of the representative locales.
    private var representatives: Set<UInt64>
    /// `script << 32 | child key` → parent key.
    private var parents: [UInt64: UInt32]

    /// CLDR 46 by Android's rules (`Generated/AndroidTables.swift`), decoded at first use.
    package static let cldr46 = AndroidLocaleData(
        likelyScripts: AndroidTables.likelyScripts, representatives: AndroidTables.representativeLocales,
        parents: AndroidTables.parents)

    /// The CLDR release of ``cldr46``.
    package static let cldrVersion = AndroidTables.cldrVersion

    private init(likelyScripts: StaticString, representatives: StaticString, parents: StaticString) {
        var scripts: [UInt32: UInt32] = [:]
        forEachRecord(likelyScripts) { fields in
            scripts[Self.locale(fields[0]).key] = Self.script(fields[1])
        }
        var representativeSet: Set<UInt64> = []
        forEachRecord(representatives) { fields in
            let locale = Self.locale(fields[0])
            representativeSet.insert(UInt64(locale.key) << 32 | UInt64(locale.script))
        }
        var parentMap: [UInt64: UInt32] = [:]
        forEachRecord(parents) { fields in
            parentMap[UInt64(Self.script(fields[0])) << 32 | UInt64(Self.locale(fields[1]).key)] =
                Self.locale(fields[2]).key
        }
        self.likelyScripts = scripts
        self.representatives = representativeSet
        self.parents = parentMap
    }

    // MARK: Lookups, as LocaleData.cpp does them

    /// `localeDataComputeScript`: the script of the language-region entry, else of the language
    /// alone, else 0 (unknown).
    func computedScript(language: UInt16, region: UInt16) -> UInt32 {
        guard language != 0 else { return 0 }
        if let script = likelyScripts[AndroidPacking.key(language: language, region: region)] { return script }
        return region == 0 ? 0 : likelyScripts[AndroidPacking.key(language: language, region: 0)] ?? 0
    }

    /// The script-`script` parent of a language-region key: a table entry, else the language
    /// alone; 0 (root) for a language alone.
    func parent(of key: UInt32, script: UInt32) -> UInt32 {
        guard key & 0xFFFF != 0 else { return 0 }
        return parents[UInt64(script) << 32 | UInt64(key)] ?? key & 0xFFFF_0000
    }

    /// Whether the locale of `key` in `script` represents its language.
    func isRepresentative(_ key: UInt32, script: UInt32) -> Bool {
        representatives.contains(UInt64(key) << 32 | UInt64(script))
    }

    /// The table's own parent row, if any, without falling back to the language: Android's
    /// `findParentLocalePackedKey`, which AOSP's LocaleDataLookup_test checks.
    func parentEntry(of key: UInt32, script: UInt32) -> UInt32? { parents[UInt64(script) << 32 | UInt64(key)] }

    /// The table's own likely-script row, if any, without falling back to the language:
    /// Android's `lookupLikelyScript`, which AOSP's LocaleDataLookup_test checks.
    func likelyScriptEntry(_ key: UInt32) -> UInt32? { likelyScripts[key] }

    // MARK: Public, on text

    /// The script Android computes for a locale that names none (`localeDataComputeScript`):
    /// the entry for the language and region, else for the language; nil when Android knows
    /// neither (it then compares regions instead).
    ///
    /// ```swift
    /// AndroidLocaleData.cldr46.computedScript(language: "sr", region: "ME")   // "Latn"
    /// AndroidLocaleData.cldr46.computedScript(language: "qaa")                // nil
    /// ```
    package func computedScript(language: String, region: String? = nil) -> String? {
        let script = computedScript(
            language: AndroidPacking.language(language.utf8), region: AndroidPacking.region((region ?? "").utf8))
        return script == 0 ? nil : AndroidPacking.text(UInt64(script), width: 4)
    }

    /// The parent of `locale` (`language-REGION`) in the tree for `script`: a table entry, else
    /// the language alone; nil for a language alone (its parent is the root).
    ///
    /// ```swift
    /// AndroidLocaleData.cldr46.parent(of: "zh-MO", script: "Hant")   // "zh-HK"
    /// AndroidLocaleData.cldr46.parent(of: "zh-MO", script: "Hans")   // "zh"
    /// ```
    package func parent(of locale: String, script: String) -> String? {
        let parent = parent(of: Self.locale(locale.utf8).key, script: Self.script(script.utf8))
        return parent == 0 ? nil : Self.text(parent)
    }

    /// Whether `locale` (`language-Script-REGION`) represents its language and script.
    ///
    /// ```swift
    /// AndroidLocaleData.cldr46.isRepresentative("es-Latn-MX")   // true (Android's stand-in for es-419)
    /// ```
    package func isRepresentative(_ locale: String) -> Bool {
        let parsed = Self.locale(locale.utf8)
        return isRepresentative(parsed.key, script: parsed.script)
    }

    // MARK: Changed copies

    /// A copy in which `language` (with `region`) has the likely script `script`, or none.
    ///
    /// ```swift
    /// let older = AndroidLocaleData.cldr46.settingLikelyScript(nil, language: "yue")
    /// older.computedScript(language: "yue")   // nil
    /// ```
    package func settingLikelyScript(_ script: String?, language: String, region: String? = nil) -> Self {
        var copy = self
        let key = Self.locale("\(language)\(region.map { "-\($0)" } ?? "")".utf8).key
        copy.likelyScripts[key] = script.map { Self.script($0.utf8) }
        return copy
    }

    /// A copy in which `locale` (`language-REGION`) has the parent `parent` in the tree for
    /// `script`, or no entry (its parent is then its language).
    ///
    /// ```swift
    /// let older = AndroidLocaleData.cldr46.settingParent(nil, of: "en-ID", script: "Latn")
    /// older.parent(of: "en-ID", script: "Latn")   // "en"
    /// ```
    package func settingParent(_ parent: String?, of locale: String, script: String) -> Self {
        var copy = self
        let key = UInt64(Self.script(script.utf8)) << 32 | UInt64(Self.locale(locale.utf8).key)
        copy.parents[key] = parent.map { Self.locale($0.utf8).key }
        return copy
    }

    /// A copy in which `locale` (`language-Script-REGION`) is, or is not, representative.
    ///
    /// ```swift
    /// AndroidLocaleData.cldr46.settingRepresentative(false, "es-Latn-US").isRepresentative("es-Latn-US")   // false
    /// ```
    package func settingRepresentative(_ isRepresentative: Bool, _ locale: String) -> Self {
        var copy = self
        let parsed = Self.locale(locale.utf8)
        let key = UInt64(parsed.key) << 32 | UInt64(parsed.script)
        if isRepresentative { copy.representatives.insert(key) } else { copy.representatives.remove(key) }
        return copy
    }

    // MARK: Records

    /// A `language[-Script][-REGION]` record: its key and script (0 for none).
    private static func locale(_ text: some Collection<UInt8>) -> (key: UInt32, script: UInt32) {
        var language: UInt16 = 0
        var region: UInt16 = 0
        var script: UInt32 = 0
        for part in text.split(separator: 0x2D) {
            if language == 0 {
                language = AndroidPacking.language(part)
            } else if part.count == 4 {
                script = Self.script(part)
            } else {
                region = AndroidPacking.region(part)
            }
        }
        return (AndroidPacking.key(language: language, region: region), script)
    }

    private static func script(_ text: some Collection<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: AndroidPacking.bytes(text, width: 4))
    }

    /// `language[-REGION]` of a key.
    static func text(_ key: UInt32) -> String {
        let language = AndroidPacking.languageText(UInt16(key >> 16))
        let region = AndroidPacking.regionText(UInt16(truncatingIfNeeded: key))
        return region.isEmpty ? language : "\(language)-\(region)"
    }
}
