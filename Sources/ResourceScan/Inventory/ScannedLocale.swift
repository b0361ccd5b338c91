package import LanguageTags

/// One locale of an app's resources on one platform: what its name stands for, its key
/// counts, and where its resources are.
///
/// ```swift
/// let french = inventory.apple?.locales.first { $0.resource.folder == "fr.lproj" }
/// french?.counts.missing    // 3
/// french?.paths             // ["App/fr.lproj", "App/Settings.xcstrings"]
/// ```
package struct ScannedLocale: Hashable, Sendable {
    /// The folder or catalog language and what it stands for.
    package let resource: ResourceLocale
    /// Its keys against the development language's.
    package let counts: KeyCounts
    /// The folders and catalogs it comes from.
    package let paths: [String]
    /// The number of its strings with a value, counted or not (a plural without every form
    /// its language needs is one): zero means the folder gives a device nothing.
    package let entries: Int
    /// Whether the build ships it: false for an Android folder the build's locale filters
    /// leave out of every APK and bundle (aapt2's `-c`); true otherwise.
    package let ships: Bool
    /// What its values' texts do (``TextNote``): format defects, untranslated values, plurals
    /// without the categories the runtime selects, in file order.
    package let textNotes: [TextNote]

    /// The values whose text crashes the app, shows the wrong text or fails the build.
    package var broken: Int {
        var keys: Set<String> = []
        for note in textNotes where note.isBroken { keys.insert("\(note.path)\u{1F}\(note.key)") }
        return keys.count
    }

    init(
        resource: ResourceLocale, counts: KeyCounts, paths: [String], entries: Int, ships: Bool = true,
        textNotes: [TextNote] = []
    ) {
        self.resource = resource
        self.counts = counts
        self.paths = paths
        self.entries = entries
        self.ships = ships
        self.textNotes = textNotes
    }
}

/// Which development-only tables a scan leaves out of every count (`--dev-only-table NAME`):
/// an Apple table (`Untranslated` for `Untranslated.strings`, a String Catalog's name) or an
/// Android values file (`untranslated` for `values/untranslated.xml`).
struct InventoryOptions: Hashable, Sendable {
    var developmentOnlyTables: Set<String> = []

    func isDevelopmentOnly(_ table: String) -> Bool { developmentOnlyTables.contains(table) }
}

/// The development language of an app's resources on one platform, and where the scan found
/// it.
///
/// ```swift
/// inventory.apple?.developmentLanguage.source   // .developmentRegion
/// ```
package struct DevelopmentLanguage: Hashable, Sendable {
    /// Where the language comes from.
    package enum Source: Hashable, Sendable {
        /// `developmentRegion` of the Xcode project.
        case developmentRegion
        /// The `sourceLanguage` of a String Catalog (no project file was found).
        case catalogSourceLanguage
        /// A Swift package's `defaultLocalization` (`Package.swift`).
        case defaultLocalization
        /// `unqualifiedResLocale` of Android's `resources.properties`.
        case unqualifiedResLocale
        /// `CFBundleDevelopmentRegion` of a built bundle's `Info.plist`.
        case bundleDevelopmentRegion
        /// Nothing declares it: assumed (the policy's product default).
        case assumed
    }

    /// The language.
    package let tag: LanguageTag
    /// Where it comes from.
    package let source: Source
}
