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
public struct BuiltAppleApp: Hashable, Sendable {
    /// The bundles, the app first, then by path.
    public let bundles: [BuiltAppleBundle]
    /// What reading found that a scan should report: unsafe entry names, unreadable files.
    public let problems: [String]
}

/// One bundle of a built app.
public struct BuiltAppleBundle: Hashable, Sendable {
    /// What kind of bundle, by its extension.
    public enum Kind: String, Hashable, Sendable {
        case application
        case appExtension = "app-extension"
        case framework
        /// `Settings.bundle`: the Settings app's pane.
        case settings
        /// Another `.bundle`: a resource bundle (SwiftPM's `Package_Target.bundle`).
        case resourceBundle = "resource-bundle"
    }

    /// A strings table (`Localizable`: its `.strings` and `.stringsdict` files together).
    public struct Table: Hashable, Sendable {
        /// The table name (the file name without extension).
        public let name: String
        /// The files, by path in the artifact, with the form each was in.
        public let files: [String]
        /// The forms the files were in (`strings text`, `binary plist`, `XML plist`).
        public let formats: [String]
        /// The keys of all its files, sorted.
        public let keys: [String]
        /// The plural forms of each `.stringsdict` key (`count:one`), as the source scan counts them.
        public let pluralForms: [String: [String]]
    }

    /// One `.lproj` folder.
    public struct Localization: Hashable, Sendable {
        /// The folder name without `.lproj` (`en`, `pt-BR`, `Base`).
        public let name: String
        /// The name as Apple's bundle matching reads it.
        public let resource: ResourceLocale
        /// Its strings tables, by name.
        public let tables: [Table]
    }

    /// The bundle folder's path in the artifact (`Payload/App.app/PlugIns/Share.appex`; empty
    /// for the `.app` folder read itself).
    public let path: String
    public let kind: Kind
    /// `CFBundleIdentifier`.
    public let identifier: String?
    /// `CFBundleDevelopmentRegion`.
    public let developmentRegion: String?
    /// `CFBundleLocalizations`, if the Info.plist lists any.
    public let declaredLocalizations: [String]?
    /// `CFBundleAllowMixedLocalizations` (a bool, `YES`/`true`, or a number), if set.
    public let allowsMixedLocalizations: Bool?
    /// The `.lproj` folders, by name.
    public let localizations: [Localization]
    /// Tables outside any `.lproj`, at the resources' root: they shadow every localization.
    public let unlocalizedTables: [Table]
    /// Raw String Catalogs (`.xcstrings`) left in the bundle: never compiled, their
    /// translations never load (as a plain `swift build` leaves them).
    public let stringCatalogs: [String]
}
