package import LanguageTags

/// How the locale of a resource relates to a locale of the policy, by likely subtags (UTS #35
/// on CLDR 46), variants and extensions aside.
///
/// - `isSame(_:as:)`: the same locale once maximized (`zh-TW` and `zh-Hant`, both
///   zh-Hant-TW; `pt` and `pt-BR`): resources *for* that policy locale.
/// - `serves(_:_:)`: the same language and likely script, and the same region when the
///   policy locale names one: `zh-HK` serves `zh-Hant` (Traditional Chinese), `en` does not
///   serve `en-GB`, `sr` (Cyrillic) does not serve `sr-Latn`.
///
/// ```swift
/// LocaleRelation.isSame(try LanguageTag(parsing: "zh-TW"), as: try LanguageTag(parsing: "zh-Hant"))   // true
/// LocaleRelation.serves(try LanguageTag(parsing: "zh-HK"), try LanguageTag(parsing: "zh-Hant"))       // true
/// LocaleRelation.serves(try LanguageTag(parsing: "zh"), try LanguageTag(parsing: "zh-Hant"))          // false
/// ```
package enum LocaleRelation {
    /// Whether `resource` and `policy` are the same locale once maximized.
    package static func isSame(_ resource: LanguageTag, as policy: LanguageTag) -> Bool {
        let (left, right) = (Subtags(resource), Subtags(policy))
        return left.language == right.language && left.script == right.script && left.region == right.region
    }

    /// Whether resources in `resource` serve a device set to `policy`: same language and likely
    /// script, and the region if `policy` names one.
    package static func serves(_ resource: LanguageTag, _ policy: LanguageTag) -> Bool {
        let (left, right) = (Subtags(resource), Subtags(policy))
        guard left.language == right.language, left.script == right.script else { return false }
        return policy.region == nil || left.region == right.region
    }

    /// A tag's canonical language, and its script and region, maximized where CLDR knows them
    /// (a tag that names no language, `und`, is taken as it is: CLDR would make it English).
    private struct Subtags {
        let language: LanguageTag.Language
        let script: LanguageTag.Script?
        let region: LanguageTag.Region?

        init(_ tag: LanguageTag) {
            let canonical = tag.canonicalized()
            let maximal = canonical.namesLanguage ? canonical.maximized() ?? canonical : canonical
            language = maximal.language
            script = maximal.script
            region = maximal.region
        }
    }
}
