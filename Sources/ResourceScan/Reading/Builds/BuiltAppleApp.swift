/// The localized strings an Apple app ships, read from what was built: a `.app` folder or an
/// `.ipa` (`Payload/X.app/`), as ``AppleBuildReader`` reads it. Each bundle is separate: the
/// app, its extensions (`PlugIns/*.appex`), frameworks (`Frameworks/*.framework`),
/// `Settings.bundle` and resource bundles (`*.bundle`, SwiftPM's among them), each with its
/// `.lproj` folders and their tables, and what its `Info.plist` says of languages.
///
/// ```swift
/// let app = try AppleBuildReader.read(ipa: ipaBytes)
/// app.bundles[0].developmentRegion              // "en"
/// app.bundles[0].localizations.map(\.name)      // ["Base", "en", "fr"]
/// app.bundles.flatMap(\.stringCatalogs)          // raw .xcstrings left in a bundle: never loaded
/// ```
package struct BuiltAppleApp: Hashable, Sendable {
    /// The bundles, the app first, then by path.
    package let bundles: [BuiltAppleBundle]
    /// What reading found that a scan should report: unsafe entry names, unreadable files.
    package let problems: [String]
}

/// One bundle of a built app.
package struct BuiltAppleBundle: Hashable, Sendable {
    /// What kind of bundle, by its extension.
    package enum Kind: String, Hashable, Sendable {
        case application
        case appExtension = "app-extension"
        case framework
        /// `Settings.bundle`: the Settings app's pane.
        case settings
        /// Another `.bundle`: a resource bundle (SwiftPM's `Package_Target.bundle`).
        case resourceBundle = "resource-bundle"
    }

    /// A strings table (`Localizable`: its `.strings` and `.stringsdict` files together).
    package struct Table: Hashable, Sendable {
        /// The table name (the file name without extension).
        package let name: String
        /// The files, by path in the artifact, with the form each was in.
        package let files: [String]
        /// The forms the files were in (`strings text`, `binary plist`, `XML plist`).
        package let formats: [String]
        /// The keys of all its files, sorted.
        package let keys: [String]
        /// The plural forms of each `.stringsdict` key (`count:one`), as the source scan counts them.
        package let pluralForms: [String: [String]]
    }

    /// One `.lproj` folder.
    package struct Localization: Hashable, Sendable {
        /// The folder name without `.lproj` (`en`, `pt-BR`, `Base`).
        package let name: String
        /// The name as Apple's bundle matching reads it.
        package let resource: ResourceLocale
        /// Its strings tables, by name.
        package let tables: [Table]
    }

    /// The bundle folder's path in the artifact (`Payload/App.app/PlugIns/Share.appex`; empty
    /// for the `.app` folder read itself).
    package let path: String
    package let kind: Kind
    /// `CFBundleIdentifier`.
    package let identifier: String?
    /// `CFBundleDevelopmentRegion`.
    package let developmentRegion: String?
    /// `CFBundleLocalizations`, if the Info.plist lists any.
    package let declaredLocalizations: [String]?
    /// `CFBundleAllowMixedLocalizations` (a bool, `YES`/`true`, or a number), if set.
    package let allowsMixedLocalizations: Bool?
    /// The `.lproj` folders, by name.
    package let localizations: [Localization]
    /// Tables outside any `.lproj`, at the resources' root: they shadow every localization.
    package let unlocalizedTables: [Table]
    /// Raw String Catalogs (`.xcstrings`) left in the bundle: never compiled, their
    /// translations never load (as a plain `swift build` leaves them).
    package let stringCatalogs: [String]
}
