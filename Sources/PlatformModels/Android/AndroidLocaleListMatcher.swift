package import LanguageTags

/// Which ONE device locale Android resolves an app's resources with: Java's
/// `LocaleList.getFirstMatchWithEnglishSupported`, which `ResourcesImpl` calls with the app's
/// locales when the device has more than one.
///
/// The first device locale that shares language and likely script with any app locale wins
/// (region does not matter); English (`en-Latn`) counts as supported unless
/// `assumingEnglishSupported` is false (`LocaleList.getFirstMatch`). A likely script is the
/// named one, else CLDR's (Java asks ICU4J; here LanguageTags' maximization); when an app
/// locale's script is unknown, its region must be none or the device locale's. The
/// pseudo-locales en-XA and ar-XB match only themselves. Languages compare as Java's `Locale`
/// writes them: `he` and `iw`, `id` and `in`, `yi` and `ji` are the same; `tl` and `fil` are
/// not. No match: the first device locale. One device locale: it, without matching.
///
/// ```swift
/// let matcher = AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "zh-CN")])
/// let device = try ["ko-KR", "zh-TW"].map { try LanguageTag(parsing: $0) }
/// matcher.firstMatch(in: device)?.locale   // ko-KR: zh-TW is Hant, zh-CN Hans; none matches
/// ```
package struct AndroidLocaleListMatcher: Sendable {
    /// The app's locales as Java sees them, by language (a locale matches only its language).
    private let supported: [UInt64: [JavaLocale]]
    /// Whether English counts as supported.
    package let assumesEnglishSupported: Bool

    /// A matcher for an app whose locales are `supportedLocales` (their order does not matter).
    ///
    /// ```swift
    /// AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "fr")], assumingEnglishSupported: false)
    /// ```
    package init(supportedLocales: [LanguageTag], assumingEnglishSupported: Bool = true) {
        supported = Dictionary(grouping: supportedLocales.map(JavaLocale.init), by: \.language)
        assumesEnglishSupported = assumingEnglishSupported
    }

    /// The device locale Android picks from `deviceLocales` (in the user's order), and why;
    /// nil for an empty list.
    ///
    /// ```swift
    /// let matcher = AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "nl")])
    /// matcher.firstMatch(in: try ["fr-BE", "nl-BE"].map { try LanguageTag(parsing: $0) })?.index   // 1
    /// ```
    package func firstMatch(in deviceLocales: [LanguageTag]) -> AndroidDeviceLocaleChoice? {
        guard let first = deviceLocales.first else { return nil }
        guard deviceLocales.count > 1 else {
            return AndroidDeviceLocaleChoice(index: 0, locale: first, reason: .onlyDeviceLocale)
        }
        // Java takes the smallest index any app locale (or assumed English) matches: the first
        // device locale that one matches. An app locale is named over English at the same index.
        for (index, device) in deviceLocales.enumerated() {
            let language = JavaLocale.language(of: device)
            let candidates = supported[language] ?? []
            let mayBeEnglish = assumesEnglishSupported && language == JavaLocale.englishLatin.language
            guard !candidates.isEmpty || mayBeEnglish else { continue }
            let desired = JavaLocale(device)
            for locale in candidates {
                if let match = locale.match(desired) {
                    return AndroidDeviceLocaleChoice(
                        index: index, locale: device, reason: .matchesAppLocale(locale.tag, by: match))
                }
            }
            if mayBeEnglish, JavaLocale.englishLatin.match(desired) != nil {
                return AndroidDeviceLocaleChoice(index: index, locale: device, reason: .englishAssumedSupported)
            }
        }
        return AndroidDeviceLocaleChoice(index: 0, locale: first, reason: .noMatch)
    }

    /// `LocaleList.matchesLanguageAndScript`: whether an app locale `supported` serves a
    /// device locale `desired` in Java's first stage.
    ///
    /// ```swift
    /// AndroidLocaleListMatcher.matchesLanguageAndScript(
    ///     supported: try LanguageTag(parsing: "zh-TW"), desired: try LanguageTag(parsing: "zh"))   // false
    /// ```
    package static func matchesLanguageAndScript(supported: LanguageTag, desired: LanguageTag) -> Bool {
        JavaLocale(supported).match(JavaLocale(desired)) != nil
    }
}

/// How an app locale matched a device locale in Java's first stage.
///
/// ```swift
/// AndroidLocaleListMatch.sameScript(LanguageTag.Script("Hant")!).description
/// // "the same language and likely script (Hant)"
/// ```
package enum AndroidLocaleListMatch: Hashable, Sendable, CustomStringConvertible {
    /// The very same locale.
    case sameLocale
    /// The same language and likely script.
    case sameScript(LanguageTag.Script)
    /// The same language; the app locale's script is unknown and its region is none or the
    /// device locale's.
    case sameRegionUnknownScript

    /// How the locales matched, in words.
    ///
    /// ```swift
    /// AndroidLocaleListMatch.sameLocale.description   // "the very same locale"
    /// ```
    package var description: String {
        switch self {
        case .sameLocale: "the very same locale"
        case .sameScript(let script): "the same language and likely script (\(script))"
        case .sameRegionUnknownScript: "the same language, no known script and no other region"
        }
    }
}

/// A locale as Java's `LocaleList` compares it: the language as `Locale.getLanguage` gives it
/// (legacy `iw`, `in`, `ji`), the likely script, the region.
private struct JavaLocale: Sendable {
    let tag: LanguageTag
    let language: UInt64
    let script: LanguageTag.Script?
    let region: LanguageTag.Region?
    let isPseudoLocale: Bool

    init(_ tag: LanguageTag) {
        self.tag = tag
        language = Self.language(of: tag)
        script = tag.script ?? tag.maximized()?.script
        region = tag.region
        isPseudoLocale = tag.isSimple && tag.script == nil && Self.pseudoLocales.contains(tag)
    }

    /// The language as Java's `Locale.getLanguage` gives it, packed as LanguageTags packs.
    static func language(of tag: LanguageTag) -> UInt64 {
        AndroidLocale.legacyCodes[tag.language.packed] ?? tag.language.packed
    }

    /// `en-Latn`, which `getFirstMatchWithEnglishSupported` assumes supported.
    static let englishLatin = JavaLocale(LanguageTag(language: LanguageTag.Language("en")!, script: .latin))

    private static let pseudoLocales: [LanguageTag] = [
        LanguageTag(language: LanguageTag.Language("en")!, region: LanguageTag.Region("XA")),
        LanguageTag(language: LanguageTag.Language("ar")!, region: LanguageTag.Region("XB")),
    ]

    /// `LocaleList.matchScore(self, desired)`: how this supported locale serves `desired`, or nil.
    func match(_ desired: JavaLocale) -> AndroidLocaleListMatch? {
        if language == desired.language, tag.hasSameSubtagsAfterLanguage(as: desired.tag) { return .sameLocale }
        guard language == desired.language, !isPseudoLocale, !desired.isPseudoLocale else { return nil }
        guard let script else { return region == nil || region == desired.region ? .sameRegionUnknownScript : nil }
        return script == desired.script ? .sameScript(script) : nil
    }
}

extension LanguageTag {
    /// Whether everything but the language is the same (Java's `Locale.equals`, once the
    /// languages compared as Java writes them).
    fileprivate func hasSameSubtagsAfterLanguage(as other: LanguageTag) -> Bool {
        guard script == other.script, region == other.region else { return false }
        if isSimple && other.isSimple { return true }
        return variants == other.variants && extensions == other.extensions && privateUse == other.privateUse
    }
}

extension LanguageTag.Script {
    fileprivate static let latin = LanguageTag.Script("Latn")!
}
