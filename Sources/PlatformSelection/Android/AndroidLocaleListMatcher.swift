import LanguageTags

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
public struct AndroidLocaleListMatcher: Sendable {
    /// The app's locales as Java sees them.
    private let supported: [JavaLocale]
    /// Whether English counts as supported.
    public let assumesEnglishSupported: Bool

    /// A matcher for an app whose locales are `supportedLocales` (their order does not matter).
    ///
    /// ```swift
    /// AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "fr")], assumingEnglishSupported: false)
    /// ```
    public init(supportedLocales: [LanguageTag], assumingEnglishSupported: Bool = true) {
        supported = supportedLocales.map(JavaLocale.init)
        assumesEnglishSupported = assumingEnglishSupported
    }

    /// The device locale Android picks from `deviceLocales` (in the user's order), and why;
    /// nil for an empty list.
    ///
    /// ```swift
    /// let matcher = AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "nl")])
    /// matcher.firstMatch(in: try ["fr-BE", "nl-BE"].map { try LanguageTag(parsing: $0) })?.index   // 1
    /// ```
    public func firstMatch(in deviceLocales: [LanguageTag]) -> AndroidDeviceLocaleChoice? {
        guard let first = deviceLocales.first else { return nil }
        guard deviceLocales.count > 1 else {
            return AndroidDeviceLocaleChoice(index: 0, locale: first, reason: .onlyDeviceLocale)
        }
        let desired = deviceLocales.map(JavaLocale.init)
        // The earliest device locale any app locale matches; English assumed only where no app
        // locale matches as early (the index is Android's either way, the reason more telling).
        var best: (index: Int, reason: AndroidDeviceLocaleReason)?
        for locale in supported where best?.index != 0 {
            guard let index = Self.firstIndex(matching: locale, in: desired), index < best?.index ?? .max else {
                continue
            }
            best = (index, .matchesAppLocale(locale.tag, by: locale.match(desired[index])!))
        }
        if assumesEnglishSupported, let index = Self.firstIndex(matching: .englishLatin, in: desired),
            index < best?.index ?? .max
        {
            best = (index, .englishAssumedSupported)
        }
        let (index, reason) = best ?? (0, .noMatch)
        return AndroidDeviceLocaleChoice(index: index, locale: deviceLocales[index], reason: reason)
    }

    /// `LocaleList.matchesLanguageAndScript`: whether an app locale `supported` serves a
    /// device locale `desired` in Java's first stage.
    ///
    /// ```swift
    /// AndroidLocaleListMatcher.matchesLanguageAndScript(
    ///     supported: try LanguageTag(parsing: "zh-TW"), desired: try LanguageTag(parsing: "zh"))   // false
    /// ```
    public static func matchesLanguageAndScript(supported: LanguageTag, desired: LanguageTag) -> Bool {
        JavaLocale(supported).match(JavaLocale(desired)) != nil
    }

    private static func firstIndex(matching supported: JavaLocale, in desired: [JavaLocale]) -> Int? {
        desired.firstIndex { supported.match($0) != nil }
    }
}

/// How an app locale matched a device locale in Java's first stage.
///
/// ```swift
/// AndroidLocaleListMatch.sameScript(LanguageTag.Script("Hant")!).description
/// // "the same language and likely script (Hant)"
/// ```
public enum AndroidLocaleListMatch: Hashable, Sendable, CustomStringConvertible {
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
    public var description: String {
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
        language = AndroidLocale.legacyCodes[tag.language.packed] ?? tag.language.packed
        script = tag.script ?? tag.maximized()?.script
        region = tag.region
        isPseudoLocale = tag.isSimple && tag.script == nil && Self.pseudoLocales.contains(tag)
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
