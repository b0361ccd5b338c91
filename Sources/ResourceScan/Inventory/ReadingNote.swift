package import LanguageTags

/// Something reading an app's resources met that a check may judge: a fact, never a verdict.
/// The inventory records notes in the order it meets them; `ScanFinding(_:)` (in `Checks/`)
/// says how serious each is and what it means for a user.
///
/// ```swift
/// var notes: [ReadingNote] = []
/// notes.append(.unreadableFile(path: "res/values-de/strings.xml", reason: "line 3: unclosed <string>"))
/// ScanFinding(notes[0]).code   // .unreadableFile
/// ```
package enum ReadingNote: Hashable, Sendable {
    /// A file that cannot be read: not there, not readable, or refused by its reader (`reason`
    /// is the reader's error; nil when the file could not be opened).
    case unreadableFile(path: String, reason: String?)
    /// A built artifact's part that could not be read: the rest of the artifact was.
    case unreadableArtifactPart(artifact: String, problem: String)
    /// A second Xcode project in the scanned directories: the first one's settings are read.
    case anotherXcodeProject(path: String, read: String)
    /// Nothing declares the development language (no Xcode project or String Catalog): assumed.
    case appleDevelopmentLanguageAssumed(LanguageTag)
    /// A String Catalog whose source language is not the app's development language.
    case catalogSourceLanguage(path: String, sourceLanguage: String, development: LanguageTag)
    /// A built bundle whose `CFBundleDevelopmentRegion` is missing (nil) or no language Apple
    /// reads: `assumed` is taken.
    case bundleDevelopmentRegion(place: String, region: String?, assumed: LanguageTag)
    /// Localizations no target of the Xcode project copies, counted with the app.
    case outsideTargets(paths: [String], project: String?, app: String)
    /// No `resources.properties` declares the language of `values/`: `assumed` is taken;
    /// `generatesLocaleConfig` when the build needs it declared.
    case androidDefaultLanguageAssumed(LanguageTag, generatesLocaleConfig: Bool)
    /// A built Android app does not say which language `values/` is in: `assumed` is taken.
    case builtDefaultLanguageAssumed(place: String, assumed: LanguageTag)
    /// `unqualifiedResLocale` is no BCP 47 tag.
    case unqualifiedResLocaleNotATag(path: String, value: String)
    /// Two `resources.properties` files give `values/` different languages.
    case unqualifiedResLocaleConflict(path: String, tag: LanguageTag, firstPath: String, firstTag: LanguageTag)
    /// No `values/` folder (`place`: the first res directory), or a built app without strings in
    /// its default configuration (`built`): missing keys are not counted.
    case noDefaultValues(place: String?, built: Bool)
    /// No manifest was scanned: the conventional `res/xml/locales_config.xml` is taken to be the
    /// locale config.
    case localeConfigAssumed(path: String)
    /// A `locales_config.xml` the manifest does not name: Android never reads it.
    case localeConfigNotNamed(path: String, manifest: String)
    /// The manifest names a locale config no `res/xml` folder has: the build fails.
    case localeConfigMissing(manifest: String, line: Int, name: String)
    /// A conventionally named locale config that is not the one the manifest names.
    case localeConfigNotTheNamedOne(path: String, manifest: String, name: String, named: String)
    /// A Gradle value only Gradle can compute, at `line` of `path`.
    case unresolvedGradleValue(path: String, line: Int, text: String)
    /// `apply from` a file the scan cannot read: a path only Gradle computes (`computed`), or
    /// one outside the scanned directories.
    case unreadAppliedFile(path: String, line: Int, text: String, computed: Bool)
    /// Source sets of no release build (tests, debug), left out of every count.
    case skippedSourceSets([String])
    /// `res` directories Gradle never reads, left out of every count.
    case outsideTheBuild([String], OutsideTheBuild)

    /// Why Gradle never reads a `res` directory.
    package enum OutsideTheBuild: Hashable, Sendable {
        /// `src/<name>` names no source set: no build type, flavor or `sourceSets` entry.
        case undeclaredSourceSet
        /// A `sourceSets` entry replaces the source set's directories (`res.srcDirs = […]`).
        case replaced(path: String, line: Int)
        /// A folder with no build file that the settings file does not include.
        case notIncluded(settings: String)
    }
}
