package import AppLanguage
package import LanguageTags

/// What an app ships on each platform: its Apple localizations (the `.lproj` names) and
/// development region, and its Android `values` folders and the language of `values/`.
///
/// Left out, each comes from the policy, named as Xcode and Android Studio name them:
/// - Apple: one localization per supported locale (`pt-BR.lproj`, `zh-Hant.lproj`; see
///   `LanguageTag.xcodeLocalizationName`), in the policy's order; the development region is
///   the product default.
/// - Android: `values/` in the product default's language, and a folder for every other
///   supported locale (`values-pt-rBR`, `values-b+zh+Hant`; see `LanguageTag.androidQualifier`).
///   A supported locale in the default language with nothing more (`en` when `values/` is
///   English) has no folder of its own: `values/` serves it.
///
/// ```swift
/// let setup = try PlatformSetup(policy: .example)
/// setup.appleLocalizations   // ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"]
/// setup.androidFolders       // ["", "en-rGB", "fr", "es", "b+zh+Hans", "b+zh+Hant", "pt-rBR", "b+sr+Latn"]
/// ```
package struct PlatformSetup: Sendable {
    /// The bundle's localizations, in order, as `.lproj` names without the suffix.
    package let appleLocalizations: [String]
    /// Info.plist's `CFBundleDevelopmentRegion`: the bundle's backstop localization.
    package let appleDevelopmentRegion: String
    /// The `values` folders and the language of `values/`.
    package let android: AndroidAppFolders
    /// The `values` folders, as the qualifiers after `values-` (`""` for `values/`).
    package var androidFolders: [String] { android.qualifiers }
    /// The language of `values/`.
    package var androidDefaultLanguage: LanguageTag { android.defaultLanguage }
    /// The locale each Apple localization stands for (nil for a name Apple cannot read).
    let appleLocales: [String: LanguageTag?]

    /// The setup of an app that ships `policy`'s locales, with each of the others given
    /// explicitly or from the policy (see above).
    ///
    /// - Throws: `AndroidLocaleFolderError` for a folder Android would not read as a locale folder.
    package init(
        policy: AppLanguagePolicy, appleLocalizations: [String]? = nil, appleDevelopmentRegion: String? = nil,
        androidFolders: [String]? = nil, androidDefaultLanguage: LanguageTag? = nil
    ) throws(AndroidLocaleFolderError) {
        let defaultLanguage = androidDefaultLanguage ?? policy.productDefault
        var locales: [String: LanguageTag?] = [:]
        if let appleLocalizations {
            for name in appleLocalizations { locales[name] = Self.locale(ofAppleLocalization: name) }
        } else {
            for tag in policy.supportedLocales { locales[tag.xcodeLocalizationName] = tag }
        }
        self.init(
            appleLocalizations: appleLocalizations ?? policy.supportedLocales.map(\.xcodeLocalizationName),
            appleLocales: locales,
            appleDevelopmentRegion: appleDevelopmentRegion ?? policy.productDefault.xcodeLocalizationName,
            android: try AndroidAppFolders(
                qualifiers: androidFolders
                    ?? AndroidAppFolders.qualifiers(
                        namedAfter: policy.supportedLocales, defaultLanguage: defaultLanguage),
                defaultLanguage: defaultLanguage))
    }

    private init(
        appleLocalizations: [String], appleLocales: [String: LanguageTag?], appleDevelopmentRegion: String,
        android: AndroidAppFolders
    ) {
        self.appleLocalizations = appleLocalizations
        self.appleLocales = appleLocales
        self.appleDevelopmentRegion = appleDevelopmentRegion
        self.android = android
    }

    /// The locale Apple's matcher reads a localization name as (`zh_TW` → zh-Hant-TW,
    /// `English` → en), or nil when it cannot read it.
    static func locale(ofAppleLocalization name: String) -> LanguageTag? {
        let read = AppleLocalizationName(name)
        guard read.isReadable else { return nil }
        return (try? LanguageTag(parsing: read.normalized))?.canonicalized()
    }

    /// This setup with other Apple localizations.
    func replacing(appleLocalizations: [String]) -> PlatformSetup {
        var locales = appleLocales
        for name in appleLocalizations where locales[name] == nil {
            locales[name] = Self.locale(ofAppleLocalization: name)
        }
        return PlatformSetup(
            appleLocalizations: appleLocalizations, appleLocales: locales,
            appleDevelopmentRegion: appleDevelopmentRegion, android: android)
    }

    /// This setup with other Android folders.
    func replacing(androidFolders: [String]) throws(AndroidLocaleFolderError) -> PlatformSetup {
        PlatformSetup(
            appleLocalizations: appleLocalizations, appleLocales: appleLocales,
            appleDevelopmentRegion: appleDevelopmentRegion,
            android: try AndroidAppFolders(qualifiers: androidFolders, defaultLanguage: androidDefaultLanguage))
    }
}
