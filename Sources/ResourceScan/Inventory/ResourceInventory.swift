public import LanguageTags

/// An app's localization resources, read from one or more directories (one app: every
/// directory's resources are the app's, as a build merges them): the Apple side (`.lproj`
/// folders, String Catalogs, the Xcode project's languages) and the Android side (`res`
/// directories' `values*` folders, `locales_config.xml`, `resources.properties`, Gradle
/// settings), each with its locales counted as <doc:Counting> defines.
///
/// Files are read one at a time: memory holds the development language's keys and one
/// file, not the tree.
///
/// ```swift
/// let inventory = try ResourceInventory(scanning: ["ios/MyApp", "android/app"])
/// inventory.apple?.developmentLanguage.tag   // en
/// inventory.android?.locales.count           // 12
/// let report = inventory.check(against: .example)
/// report.hasErrors                           // true: see report.findings
/// ```
public struct ResourceInventory: Sendable {
    /// The directories scanned, as given.
    public let directories: [String]
    /// The Apple resources; nil when the directories have none.
    public let apple: AppleResources?
    /// The Android resources; nil when the directories have none.
    public let android: AndroidResources?

    /// Scans `directories`. Where nothing declares the development language (no Xcode
    /// project or String Catalog, no `resources.properties`), it is taken to be
    /// `assumedDevelopmentLanguage` (for a check, the policy's product default).
    ///
    /// - Throws: ``ResourceScanError`` for a path that is not a directory. Unreadable files
    ///   inside are findings, not errors.
    public init(scanning directories: [String], assumingDevelopmentLanguage assumedDevelopmentLanguage: LanguageTag)
        throws(ResourceScanError)
    {
        let tree = try ResourceTree(walking: directories)
        self.directories = directories
        apple = AppleResources(tree: tree, assumedDevelopmentLanguage: assumedDevelopmentLanguage)
        android = AndroidResources(tree: tree, assumedDefaultLanguage: assumedDevelopmentLanguage)
    }
}

/// Why a scan cannot start.
///
/// ```swift
/// ResourceScanError.notADirectory("nope").description   // "nope: not a directory"
/// ```
public enum ResourceScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path given is not a directory (or does not exist).
    case notADirectory(String)

    /// The error in words, with the path.
    public var description: String {
        switch self {
        case .notADirectory(let path): "\(path): not a directory"
        }
    }
}
