package import AppLanguage
package import LanguageTags
package import PlatformModels

extension PlatformSetup {
    /// What a device really has of built apps: Android's folders are the locale configurations
    /// with strings of `android` (those a device with `systemLocales` gets, by
    /// ``InstalledSplits``, when given), Apple's localizations those CFBundle lists for the app
    /// bundle of `apple` (`CFBundleLocalizations`, the `.lproj` folders, the development region
    /// with `Base.lproj`) with its `CFBundleDevelopmentRegion`. A platform without an artifact
    /// is named after the policy, as `init(policy:appleLocalizations:appleDevelopmentRegion:androidFolders:androidDefaultLanguage:)`
    /// names it.
    ///
    /// ```swift
    /// let setup = try PlatformSetup(policy: policy, android: apk, apple: nil, systemLocales: ["fr-CA", "en-US"])
    /// setup.androidFolders   // ["", "en-rGB", "fr", …]: what the APK holds
    /// ```
    ///
    /// - Throws: `AndroidLocaleFolderError` for a configuration the Android model cannot read.
    package init(
        policy: AppLanguagePolicy, android: BuiltAndroidApp?, apple: BuiltAppleApp?, systemLocales: [String]? = nil,
        androidDefaultLanguage: LanguageTag? = nil
    ) throws(AndroidLocaleFolderError) {
        var folders: [String]?
        if let android {
            let installed = systemLocales.map { Set(InstalledSplits(android, systemLocales: $0).folders) }
            folders = android.locales.filter { installed?.contains($0.folder) ?? true }.map {
                $0.folder == "values" ? "" : String($0.folder.dropFirst("values-".count))
            }
        }
        let app = apple?.bundles.first { $0.kind == .application } ?? apple?.bundles.first
        try self.init(
            policy: policy, appleLocalizations: app.map { $0.bundleLocalizations.map(\.name) },
            appleDevelopmentRegion: app?.developmentRegion, androidFolders: folders,
            androidDefaultLanguage: androidDefaultLanguage)
    }
}
