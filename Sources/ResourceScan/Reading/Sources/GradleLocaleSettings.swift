/// The locale settings of an Android Gradle file (`build.gradle.kts`, `build.gradle`, a script
/// it applies, a convention plugin's source): `androidResources.generateLocaleConfig`, the
/// lists that keep only some locales' resources in the APK (`localeFilters` and the older
/// `resourceConfigurations`, `resConfigs`), `bundle { language { enableSplit } }` and
/// `minSdk`. Read from the text, not by running Gradle: each setting's string literals up to
/// the end of its statement, comments skipped, variables of the same file resolved
/// (`val langs = listOf(…)`); a value only Gradle can compute is in ``unresolved``, with its
/// line, never silently dropped.
///
/// ```swift
/// let settings = GradleLocaleSettings(text: """
///     val langs = listOf("en", "fr")
///     android {
///         androidResources { generateLocaleConfig = true; localeFilters += langs }
///         defaultConfig { resourceConfigurations += project.property("more") }
///     }
///     """)
/// settings.generateLocaleConfig   // true
/// settings.localeFilters          // ["en", "fr"]
/// settings.unresolved[0].line     // 4
/// ```
package struct GradleLocaleSettings: Hashable, Sendable {
    /// A setting whose value the scan cannot read (it is computed when Gradle runs).
    package struct Unresolved: Hashable, Sendable {
        /// The setting (`localeFilters`).
        package let setting: String
        /// The statement, as the scan reads it.
        package let text: String
        /// The line of the file, from 1.
        package let line: Int
    }

    /// `generateLocaleConfig`, when the file sets it.
    package let generateLocaleConfig: Bool?
    /// `resourceConfigurations` / `resConfigs` entries, as written (`en`, `zh-rTW`, `b+sr+Latn`).
    package let resourceConfigurations: [String]
    /// `localeFilters` entries, as written.
    package let localeFilters: [String]
    /// `bundle { language { enableSplit = … } }`, when the file sets it: false keeps every
    /// language in the base APK of an App Bundle.
    package let languageSplit: Bool?
    /// `minSdk` (`minSdkVersion`), when the file sets it to a number.
    package let minSdk: Int?
    /// The line of the first filter statement, if any.
    package let filterLine: Int?
    /// Settings whose value cannot be read from the text.
    package let unresolved: [Unresolved]

    /// Reads the text of a Gradle file: every statement, whatever its scope.
    package init(text: String) {
        let script = GradleScript(text: text)
        var builder = Builder()
        for kind in GradleScript.ScopeKind.allCases { builder.merge(script.scope(kind).settings) }
        self = builder.settings
    }

    /// Whether any list keeps only some locales' resources.
    package var filtersLocales: Bool { !resourceConfigurations.isEmpty || !localeFilters.isEmpty }

    /// The settings of one scope of a file, as its statements are read.
    struct Builder {
        var generateLocaleConfig: Bool?
        var resourceConfigurations: [String] = []
        var localeFilters: [String] = []
        var languageSplit: Bool?
        var minSdk: Int?
        var filterLine: Int?
        var unresolved: [Unresolved] = []

        /// A filter statement: its entries, and what cannot be read of it.
        /// Past ``GradleValues/maximumEntries`` entries in one list (a file that repeats a long
        /// list in every statement), a statement's entries are left out and it is unresolved.
        mutating func addFilters(_ setting: String, _ value: GradleValues.Value, text: String, line: Int) {
            let list = setting == "localeFilters" ? \Builder.localeFilters : \Builder.resourceConfigurations
            let fits = self[keyPath: list].count + value.strings.count <= GradleValues.maximumEntries
            if fits { self[keyPath: list] += value.strings }
            if filterLine == nil { filterLine = line }
            if !value.unresolved.isEmpty || !fits {
                unresolved.append(Unresolved(setting: setting, text: text, line: line))
            }
        }

        /// Another scope's settings after these.
        mutating func merge(_ other: Builder) {
            generateLocaleConfig = other.generateLocaleConfig ?? generateLocaleConfig
            resourceConfigurations += other.resourceConfigurations
            localeFilters += other.localeFilters
            languageSplit = other.languageSplit ?? languageSplit
            minSdk = minSdk ?? other.minSdk
            filterLine = filterLine ?? other.filterLine
            unresolved += other.unresolved
        }

        var settings: GradleLocaleSettings {
            GradleLocaleSettings(builder: self)
        }
    }

    private init(builder: Builder) {
        generateLocaleConfig = builder.generateLocaleConfig
        resourceConfigurations = builder.resourceConfigurations
        localeFilters = builder.localeFilters
        languageSplit = builder.languageSplit
        minSdk = builder.minSdk
        filterLine = builder.filterLine
        unresolved = builder.unresolved
    }
}
