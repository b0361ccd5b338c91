package import ArtifactFormats

/// The localized strings an Android app ships, read from what was built: an APK, a set of
/// split APKs (`base.apk` and `config.*.apk`), or an app bundle (`.aab`), as
/// ``AndroidBuildReader`` reads them.
///
/// Each ``Configuration`` is a configuration of the resource tables with its string
/// resources (`string`, `plurals`, `array`), written as the folder it came from
/// (`values-fr-rCA`, `values-b+sr+Latn`, `values`). Configurations with device qualifiers
/// (`values-night`, `values-sw600dp`) are flagged, so that a scan keeps the locale rows
/// (``locales``).
///
/// ```swift
/// let app = try AndroidBuildReader.read(apk: apkBytes)
/// app.locales.map(\.folder)                 // ["values", "values-fr", "values-fr-rCA", …]
/// app.locales[1].resources.map(\.name)      // ["app_name", "greeting"]
/// ```
package struct BuiltAndroidApp: Hashable, Sendable {
    /// What was read.
    package enum Kind: String, Hashable, Sendable {
        case apk
        case splitAPKs = "split-apks"
        case appBundle = "app-bundle"
    }

    /// One APK of a split set, or one module of a bundle (or the lone APK).
    package struct Part: Hashable, Sendable {
        /// The file (`config.fr.apk`) or the module folder (`base`).
        package let path: String
        /// The split's name: the manifest's `split` (`config.fr_fr_rCA`), else the file name
        /// without `.apk` (`config.fr`), `base` for the base APK, the module name in a bundle.
        package let name: String
        /// The manifest's `targetConfig` of a config split (`fr,fr-rCA`), if it says.
        package let targetConfig: String?
        /// The manifest's `android:localeConfig` (`@xml/locales_config`), if set.
        package let localeConfig: String?
        /// The configurations of this part's resource table, as aapt2 writes them.
        package let configurations: [String]
        /// The file `localeConfig` names (`res/xml/locales_config.xml`), resolved through the
        /// resource table, if it is there.
        package var localeConfigFile: String? = nil
        /// The `android:name` of each `<locale>` of that file, in order.
        package var localeConfigLocales: [String]? = nil
        /// The manifest's `<uses-sdk android:minSdkVersion>`, if it says.
        package var minSdk: Int? = nil
    }

    /// A string resource with a value in a configuration.
    package struct StringResource: Hashable, Sendable {
        /// The resource name (`app_name`).
        package let name: String
        /// `string`, `plurals` or `string-array` (an `array` resource: integer arrays too).
        package let kind: AndroidValuesFile.Resource.Kind
        /// The quantities of a plural (`one`, `other`), in order; empty otherwise.
        package let quantities: [String]
        /// The text of a string; nil for plurals, arrays and references.
        package let text: String?
    }

    /// One configuration of the built resources.
    package struct Configuration: Hashable, Sendable {
        /// The folder it stands for (`values-fr-rCA`, `values-b+es+419`, `values`), as
        /// `ResourceLocale/init(androidFolder:defaultLanguage:)` reads folder names; with
        /// device qualifiers, `values-` and the qualifier.
        package let folder: String
        /// The configuration as `aapt2 dump configurations` writes it (`fr-rCA`, `es-r419`, ``).
        package let qualifier: String
        /// The locale as a BCP 47 tag (`fr-CA`), empty for the default.
        package let locale: String
        /// Whether it has qualifiers other than a locale (density, night, sw600dp…).
        package let hasDeviceQualifiers: Bool
        /// The string resources with a value here, sorted by name.
        package let resources: [StringResource]
        /// The parts (``Part/name``) whose tables hold it.
        package let parts: [String]
    }

    /// What was read.
    package let kind: Kind
    /// The package name of the resource table (`org.example.app`).
    package let packageName: String
    /// The APKs or modules, base first.
    package let parts: [Part]
    /// Every configuration holding a string resource, sorted by folder.
    package let configurations: [Configuration]
    /// `BundleConfig.pb` of an app bundle.
    package let bundleConfig: BundleConfig?
    /// What reading found that a scan should report: unsafe entry names, unreadable parts.
    package let problems: [String]

    /// The configurations without device qualifiers: the default (`values`) and the locales.
    package var locales: [Configuration] { configurations.filter { !$0.hasDeviceQualifiers } }
}
