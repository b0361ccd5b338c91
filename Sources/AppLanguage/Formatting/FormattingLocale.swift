public import LanguageTags

extension FormattingPreferences {
    /// The locale formatters use for an app speaking `effective`: its language and script, the
    /// device's region (or `effective`'s when the device has none) and the device's `-u-`
    /// keywords. A French interface on a US device formats as `fr-US`: the units, currency and
    /// week are the device's, the words French.
    ///
    /// The script never changes: when putting the device's region in would make CLDR's likely
    /// subtags read another script (`zh` and `US` give `zh-US`, which maximizes to Traditional
    /// `zh-Hant-US`; `pa` and `PK` give Arabic-script Punjabi), the effective locale's maximized
    /// script is written out (`zh-Hans-US`, `pa-Guru-PK`). Where even that cannot keep it (a
    /// language alias keyed by region), the device's region is left out.
    ///
    /// ```swift
    /// let device = FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US-u-hc-h23"))
    /// device.formattingLocale(for: try LanguageTag(parsing: "fr")).description   // "fr-US-u-hc-h23"
    /// device.formattingLocale(for: try LanguageTag(parsing: "zh")).description   // "zh-Hans-US-u-hc-h23"
    /// ```
    public func formattingLocale(for effective: LanguageTag) -> LanguageTag {
        let script = effective.maximized()?.script
        let region = self.region ?? effective.region
        var candidates = [LanguageTag(language: effective.language, script: effective.script, region: region)]
        if effective.script == nil, let script {
            candidates.append(LanguageTag(language: effective.language, script: script, region: region))
        }
        candidates.append(LanguageTag(language: effective.language, script: effective.script, region: effective.region))
        for base in candidates {
            let tag = withKeywords(base)
            if script == nil || tag.maximized()?.script == script { return tag }
        }
        return withKeywords(effective.withoutExtensions)
    }

    /// `base` with the device's `-u-` keywords, canonical; `base` alone when they do not form a tag.
    func withKeywords(_ base: LanguageTag) -> LanguageTag {
        guard !unicodeExtension.isEmpty,
            let tag = try? LanguageTag(parsing: "\(base)-u-\(unicodeExtension.joined(separator: "-"))")
        else { return base }
        return tag.canonicalized()
    }
}
