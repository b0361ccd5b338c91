/// Which subtag ``LanguageTag/minimized(favoring:)`` keeps when either the script or the
/// region alone would restore the maximal form.
public enum LikelySubtagsPreference: String, Hashable, Sendable, Codable {
    /// Keep the region (`zh-TW`, not `zh-Hant`): UTS #35's default.
    case region
    /// Keep the script (`zh-Hant`, not `zh-TW`).
    case script
}

extension LanguageTag {
    /// UTS #35 Add Likely Subtags: the tag, canonicalized, with the most likely language,
    /// script and region filled in from CLDR data. Variants, extensions and private use are
    /// kept, and the result is canonical: a variant that an undetermined language filled in
    /// makes an alias is replaced (`und-TW-guoyu` → `zh-Hant-TW`, as `zh-guoyu` is `zh`), so
    /// that maximizing twice changes nothing. `Zzzz` and `ZZ` count as absent.
    ///
    /// Returns nil when CLDR has no data for the language, as for the private-use languages
    /// `qaa`–`qtz` or a code CLDR does not know: the spec's "FAIL".
    ///
    /// ```swift
    /// try LanguageTag(parsing: "zh-TW").maximized()?.description   // "zh-Hant-TW"
    /// try LanguageTag(parsing: "und").maximized()?.description     // "en-Latn-US"
    /// try LanguageTag(parsing: "qaa").maximized()                  // nil
    /// ```
    public func maximized() -> LanguageTag? {
        let canonical = canonicalized()
        guard let maximal = canonical.addingLikelySubtags() else { return nil }
        guard canonical.language.isUndetermined, !maximal.variants.isEmpty else { return maximal }
        let again = maximal.canonicalized()
        return again == maximal ? maximal : again.addingLikelySubtags() ?? again
    }

    /// UTS #35 Remove Likely Subtags: the shortest tag that maximizes to the same language,
    /// script and region as this one. Variants, extensions and private use are kept.
    ///
    /// Returns nil when ``maximized()`` does.
    ///
    /// ```swift
    /// try LanguageTag(parsing: "zh-Hant-TW").minimized()?.description                    // "zh-TW"
    /// try LanguageTag(parsing: "zh-Hant-TW").minimized(favoring: .script)?.description   // "zh-Hant"
    /// ```
    public func minimized(favoring preference: LikelySubtagsPreference = .region) -> LanguageTag? {
        guard let maximal = maximized() else { return nil }
        let trials: [(Script?, Region?)] =
            switch preference {
            case .region: [(nil, nil), (nil, maximal.region), (maximal.script, nil)]
            case .script: [(nil, nil), (maximal.script, nil), (nil, maximal.region)]
            }
        for (script, region) in trials {
            let trial = LanguageTag(language: maximal.language, script: script, region: region)
            if let expanded = trial.addingLikelySubtags(), expanded.language == maximal.language,
                expanded.script == maximal.script, expanded.region == maximal.region
            {
                var result = maximal
                result.script = script
                result.region = region
                return result
            }
        }
        return maximal
    }

    /// Add Likely Subtags on a tag that is already canonical (the package's matchers call it
    /// after canonicalizing once).
    package func addingLikelySubtags() -> LanguageTag? {
        let table = CLDRData.likelySubtags
        let script = script == .unknown ? nil : script
        let region = region == .unknown ? nil : region
        var entry = table.lookup(language, script, region)
        if entry == nil, script != nil, region != nil { entry = table.lookup(language, script, nil) }
        if entry == nil, region != nil { entry = table.lookup(language, nil, region) }
        if entry == nil, script != nil || region != nil { entry = table.lookup(language, nil, nil) }
        guard let entry else { return nil }
        var result = self
        if language.isUndetermined { result.language = entry.language }
        result.script = script ?? entry.script
        result.region = region ?? entry.region
        return result
    }
}

/// A likely-subtags record's language, script and region as text, empty where absent.
package typealias SubtagText = (language: String, script: String, region: String)

/// Calls `body` with every record of CLDR's likely subtags (`likelySubtags.xml`), in the
/// generated table's order, as subtag text: `from` with an empty script or region where the
/// record has none (`und` as a language is kept), `to` in full. The platform models build their
/// own lookups on this one copy of the data.
///
/// ```swift
/// forEachLikelySubtagsRecord { from, to in }   // (aa, "", ""), (aa, Latn, ET); …
/// ```
package func forEachLikelySubtagsRecord(_ body: (_ from: SubtagText, _ to: SubtagText) -> Void) {
    CLDRData.likelySubtags.forEachRecord { from, to in
        body(
            (from.language.description, from.script?.description ?? "", from.region?.description ?? ""),
            (to.language.description, to.script.description, to.region.description))
    }
}
