/// Something a scan found: how serious, a stable code for tools, the message for people, and
/// the file or folder it is about (nil for what is missing altogether).
///
/// ```swift
/// let finding = ScanFinding(
///     .error, .missingLocale,
///     "zh-Hant: Android compares likely scripts: a zh-Hant device (Hant) never loads values-zh (Hans); "
///         + "name it values-b+zh+Hant or values-zh-rTW", path: nil)
/// finding.description   // "error: zh-Hant: Android compares likely scripts: …"
/// ```
package struct ScanFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is: errors fail `langpolicy scan` (exit status 1).
    package enum Severity: Hashable, Sendable, CaseIterable, Comparable {
        /// Something the policy or the platform does not accept: the scan fails.
        case error
        /// Probably a mistake.
        case warning
        /// Worth knowing.
        case note

        /// Errors first.
        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What kind of finding: stable names for tools (`--json`'s `code`).
    package enum Code: Hashable, Sendable, CaseIterable {
        // Reading the resources.
        /// A resource or project file that cannot be read.
        case unreadableFile
        /// A folder name the platform cannot read as a locale (`values-es-r419`).
        case unreadableFolderName
        /// A legacy folder name (`English.lproj`).
        case legacyFolderName
        /// Resources for something that is no app language (`und`, `qqq`, a pseudo-locale).
        case notAnAppLanguage
        /// An Android folder of qualifiers other than a locale (`values-night`).
        case configurationFolder
        /// A locale folder or catalog language without a single key.
        case emptyLocale
        /// Two folders for one locale (`values-tl` and `values-fil`, `English.lproj` and `en.lproj`).
        case duplicateLocale
        /// A folder its own locale never loads (`values-he`: Android hands `iw`).
        case neverLoaded
        /// How the development language was found, or a disagreement about it.
        case developmentLanguage
        /// No resources of the development language to count the others against.
        case noDevelopmentResources
        /// A `localeFilters` or `resourceConfigurations` entry aapt2 refuses (`en-US`): the build fails.
        case unreadableLocaleFilter
        /// A Gradle value the scan cannot read (a variable computed when Gradle runs, a file
        /// applied by a computed path): what the build keeps is not fully known.
        case unresolvedGradleValue
        /// Strings aapt2 removes at link time: no default value, and a value for a locale only.
        case removedWithoutDefault
        /// A folder aapt2 refuses as a resource folder (`value-fr`): the build fails.
        case unknownResourceFolder
        /// A locale config file no manifest names, or a manifest naming one that is not there.
        case localeConfigFile
        /// Source sets that ship in no release build (`src/test`, `src/debug`), left out.
        case skippedSourceSet
        /// A localization no target of the Xcode project includes.
        case outsideTargets

        // The policy's locales.
        /// A supported locale the platform has no resources for, or does not load them for.
        case missingLocale
        /// A supported locale whose resources the build leaves out (`localeFilters`).
        case filteredLocale
        /// A supported locale below the minimum completeness (`ScanOptions.minimumCompleteness`; the
        /// CLI's `--min-complete`).
        case incompleteLocale
        /// Supported locales an App Bundle's language splits leave off a device: a per-app
        /// choice of one finds no strings installed.
        case languageSplit
        /// Resources for a locale the policy does not support.
        case unsupportedLocale

        // locales_config.xml and knownRegions.
        /// An entry listed twice.
        case duplicateEntry
        /// An entry in a legacy code (`iw`, `in`) or name (`English`).
        case legacyEntry
        /// An entry that is no BCP 47 tag.
        case invalidEntry
        /// A supported locale the list lacks.
        case missingEntry
        /// An entry for a locale the policy does not support.
        case unsupportedEntry
        /// An entry without resources.
        case entryWithoutResources
        /// Resources the list does not name.
        case unlistedResources
        /// The locale config differs from the one Android's Gradle plugin would generate, or
        /// cannot be generated.
        case generatedLocaleConfig

        // A built artifact (an APK, a split set, an App Bundle, an .app or .ipa).
        /// A String Catalog left in a built bundle uncompiled (as a plain `swift build` leaves
        /// it): its translations never load.
        case rawStringCatalog
        /// A strings table at a built bundle's root, outside any `.lproj`: CFBundle finds it
        /// before every localization's.
        case unlocalizedTable

        // Drift: the sources against the artifact built from them.
        /// A locale of the sources that the artifact lacks because the build's locale filters
        /// (aapt2's `-c`) leave it out.
        case driftFiltered
        /// A locale of the sources that the artifact lacks because aapt2 removed every one of
        /// its strings for want of a default value.
        case driftRemovedWithoutDefault
        /// A locale of the sources that the artifact lacks because its folder or catalog
        /// language has no strings.
        case driftEmpty
        /// A locale of the sources that is in none of the split APKs given: the split of its
        /// language is not installed.
        case driftSplitNotInstalled
        /// A locale of the sources' String Catalog that the artifact lacks because the catalog
        /// was copied into the bundle uncompiled.
        case driftUncompiledCatalog
        /// A locale of the sources that the artifact lacks for no reason the sources show (an
        /// artifact of other sources, a build step the scan does not model).
        case driftMissing
        /// A locale of the artifact that the sources lack (a library's resources, other sources).
        case driftExtra
        /// A locale the sources' locale filters leave out that the artifact holds: it was built
        /// with other filters (a flavor, a build type, a property on the command line) than the
        /// ones the scan read.
        case driftUnfiltered
        /// The artifact's development language is not the sources'.
        case driftDevelopmentLanguage

        // The text of a value.
        /// A value whose format specifiers crash the app where it shows (Java's `String.format`
        /// throws; CoreFoundation reads a bad pointer).
        case formatCrash
        /// A value whose format specifiers show the wrong text: an argument never shown, shown
        /// as another kind, garbage, or a percent sign Java does not read.
        case formatWrongText
        /// A value the resource compiler refuses (an unescaped apostrophe): the build fails.
        case unbuildableValue
        /// Several non-positional specifiers (`%s %s`): aapt2's warning; a translator who
        /// reorders the text swaps the values.
        case nonPositionalFormat
        /// An empty value: the user sees nothing.
        case emptyValue
        /// A value that is not translated: the default value as written, or in another language.
        case untranslatedValue
        /// A plural without a category some integer selects: those numbers show `other`'s
        /// text, or crash (Android, without `other`).
        case pluralCategoryMissing
        /// A plural without a category only fractions or numbers from 1,000,000 select:
        /// reported apart, not missing.
        case pluralCategoryUnreached
    }

    /// What a user of the app gets from a value's text (a text finding's).
    package enum UserGets: String, Hashable, Sendable, CaseIterable {
        /// The app crashes where the text shows.
        case crash
        /// The text shows, but wrong.
        case wrongText = "wrong-text"
        /// The text is not translated: empty, the development language's, another language's.
        case untranslated
        /// The build fails.
        case buildFails = "build-fails"
        /// Works as written; breaks when a translator reorders it.
        case risk
    }

    /// How serious it is.
    package let severity: Severity
    /// What kind of finding it is.
    package let code: Code
    /// What was found, in words, with the fix where one is known.
    package let message: String
    /// The file or folder, as found under the scanned directory; nil for something missing.
    package let path: String?
    /// The line of ``path`` it is about, from 1, where the reader knows it (a Gradle setting);
    /// nil otherwise.
    package let line: Int?
    /// The key of the value it is about (a text finding's); nil otherwise.
    package let key: String?
    /// The folder or catalog language of the value it is about (`values-fr`, `fr.lproj`); nil
    /// for a finding about no value.
    package let locale: String?
    /// What a user gets from the value (a text finding's); nil otherwise.
    package let userGets: UserGets?

    /// A finding.
    package init(
        _ severity: Severity, _ code: Code, _ message: String, path: String?, line: Int? = nil, key: String? = nil,
        locale: String? = nil, userGets: UserGets? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
        self.line = line
        self.key = key
        self.locale = locale
        self.userGets = userGets
    }

    /// `severity: message`, as the text report prints it.
    package var description: String { "\(severity.rawValue): \(message)" }
}
