/// Why a folder's locale does not match the device locale, by `ResTable_config::match`. A
/// folder without a locale (`values/`) always matches.
///
/// ```swift
/// let data = AndroidLocaleData.cldr46
/// let device = AndroidLocale(deviceLocale: try LanguageTag(parsing: "zh-HK"))
/// let folder = try AndroidResourceFolder(parsing: "values-zh").locale!
/// data.mismatch(of: folder, for: device)   // .otherScript: zh-HK is Hant, values-zh is Hans
/// ```
package enum AndroidMismatch: Hashable, Sendable, CustomStringConvertible {
    /// Another language (Android treats `tl` and `fil` as one language, nothing else: `he` is
    /// not `iw`).
    case otherLanguage
    /// Both scripts are known (named or computed) and differ: Android compares likely scripts,
    /// so `values-zh` (Hans) does not serve zh-HK (Hant), nor `values-sr` (Cyrl) sr-ME (Latn).
    case otherScript
    /// Android cannot compute a script for the device locale or for the folder, and then asks
    /// for the same region: a folder with another region does not match.
    case otherRegion

    /// The reason in a few words; ``AndroidFolderChoice`` says it with the locales' scripts.
    ///
    /// ```swift
    /// AndroidMismatch.otherScript.description   // "another script"
    /// ```
    package var description: String {
        switch self {
        case .otherLanguage: "another language"
        case .otherScript: "another script"
        case .otherRegion: "no known script, and another region"
        }
    }
}
