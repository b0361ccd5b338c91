package import LanguageTags

/// The device locale Android resolves an app's resources with (the first stage), and why.
///
/// ```swift
/// let matcher = AndroidLocaleListMatcher(supportedLocales: [try LanguageTag(parsing: "zh-CN")])
/// let choice = matcher.firstMatch(in: try ["ko-KR", "zh-TW"].map { try LanguageTag(parsing: $0) })!
/// choice.description
/// // "no device locale shares language and likely script with an app locale: the first device locale, ko-KR, is used"
/// ```
package struct AndroidDeviceLocaleChoice: Hashable, Sendable, CustomStringConvertible {
    /// The position of `locale` in the device's list (0 is the first).
    package let index: Int
    /// The device locale chosen.
    package let locale: LanguageTag
    /// Why Android chose it.
    package let reason: AndroidDeviceLocaleReason

    /// The choice in words: which device locale, its position, and the rule.
    ///
    /// ```swift
    /// // "zh-Hans-HK, device locale 2, is used: it has the language and likely script (Hans) of the app's zh-CN; …"
    /// ```
    package var description: String {
        let position = index == 0 ? "the first device locale" : "device locale \(index + 1)"
        let noEarlier = index == 0 ? "" : "; no earlier device locale matches an app locale"
        switch reason {
        case .onlyDeviceLocale: return "\(locale), the only device locale, is used without matching"
        case .systemLocales:
            return "the app has no locale folders, so Android compares the device's locales with the system's (not "
                + "modeled): \(position), \(locale), is assumed"
        case .noMatch:
            return "no device locale shares language and likely script with an app locale: the first device locale, "
                + "\(locale), is used"
        case .englishAssumedSupported:
            return "\(locale), \(position), is used: Android counts English as supported even without an English folder"
                + noEarlier
        case .matchesAppLocale(let supported, .sameLocale):
            return "\(locale), \(position), is used: it is the app's \(supported) itself\(noEarlier)"
        case .matchesAppLocale(let supported, .sameScript(let script)):
            return "\(locale), \(position), is used: it has the language and likely script (\(script)) of the app's "
                + "\(supported)\(noEarlier)"
        case .matchesAppLocale(let supported, .sameRegionUnknownScript):
            return
                "\(locale), \(position), is used: it has the language of the app's \(supported), whose script Android "
                + "does not know and whose region is none or the same\(noEarlier)"
        }
    }
}

/// Why Android resolves resources with a device locale (Java's `LocaleList` first match, as
/// `ResourcesImpl` uses it).
///
/// ```swift
/// AndroidDeviceLocaleReason.noMatch   // none matched: the first device locale is used
/// ```
package enum AndroidDeviceLocaleReason: Hashable, Sendable {
    /// The device has one locale: Android uses it without looking at the app's locales.
    case onlyDeviceLocale
    /// The device locale is the first that matches an app locale (`supported`), `match` says how.
    case matchesAppLocale(LanguageTag, by: AndroidLocaleListMatch)
    /// The device locale is English in Latin script, which Android counts as supported even
    /// when the app has no English folder (`values/` usually is English), and no earlier one
    /// matches an app locale.
    case englishAssumedSupported
    /// No device locale matches an app locale (nor English): Android uses the first.
    case noMatch
    /// The app has no locale folders, or only pseudo-locales: Android compares the device's
    /// locales with the system's (not modeled; the first device locale is assumed). Every
    /// string then comes from `values/`.
    case systemLocales
}
