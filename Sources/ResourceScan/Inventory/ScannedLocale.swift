public import LanguageTags

/// One locale of an app's resources on one platform: what its name stands for, its key
/// counts, and where its resources are.
///
/// ```swift
/// let french = inventory.apple?.locales.first { $0.resource.folder == "fr.lproj" }
/// french?.counts.missing    // 3
/// french?.paths             // ["App/fr.lproj", "App/Settings.xcstrings"]
/// ```
public struct ScannedLocale: Hashable, Sendable {
    /// The folder or catalog language and what it stands for.
    public let resource: ResourceLocale
    /// Its keys against the development language's.
    public let counts: KeyCounts
    /// The folders and catalogs it comes from.
    public let paths: [String]
}

/// The development language of an app's resources on one platform, and where the scan found
/// it.
///
/// ```swift
/// inventory.apple?.developmentLanguage.source   // .developmentRegion
/// ```
public struct DevelopmentLanguage: Hashable, Sendable {
    /// Where the language comes from.
    public enum Source: String, Hashable, Sendable {
        /// `developmentRegion` of the Xcode project.
        case developmentRegion
        /// The `sourceLanguage` of a String Catalog (no project file was found).
        case catalogSourceLanguage
        /// `unqualifiedResLocale` of Android's `resources.properties`.
        case unqualifiedResLocale
        /// Nothing declares it: assumed (the policy's product default).
        case assumed
    }

    /// The language.
    public let tag: LanguageTag
    /// Where it comes from.
    public let source: Source
}
