/// A resource configuration: the fields of Android's `ResTable_config` (ResourceTypes.h),
/// read from `resources.arsc` (honouring the size the configuration declares: fewer bytes
/// are zeros, more are ignored) or converted from `resources.pb`'s `Configuration`.
///
/// Its locale is ``language``, ``region``, ``script``, ``variant`` and ``numberingSystem``;
/// every other field is a device qualifier (density, night mode, smallest width…), which
/// ``hasDeviceQualifiers`` flags so that a scan keeps only locale rows.
///
/// ```swift
/// let configuration = ResourceConfiguration(language: "fr", region: "CA")
/// configuration.qualifier   // "fr-rCA", as `aapt2 dump configurations` writes it
/// configuration.folder      // "values-fr-rCA"
/// configuration.locale      // "fr-CA"
/// ```
package struct ResourceConfiguration: Hashable, Sendable {
    package var mcc: UInt16 = 0
    package var mnc: UInt16 = 0
    /// The language (2–3 lower-case letters), empty for none.
    package var language = ""
    /// The region (2 letters or 3 digits), empty for none.
    package var region = ""
    package var orientation: UInt8 = 0
    package var touchscreen: UInt8 = 0
    package var density: UInt16 = 0
    package var keyboard: UInt8 = 0
    package var navigation: UInt8 = 0
    package var inputFlags: UInt8 = 0
    package var screenWidth: UInt16 = 0
    package var screenHeight: UInt16 = 0
    package var sdkVersion: UInt16 = 0
    package var minorVersion: UInt16 = 0
    package var screenLayout: UInt8 = 0
    package var uiMode: UInt8 = 0
    package var smallestScreenWidthDp: UInt16 = 0
    package var screenWidthDp: UInt16 = 0
    package var screenHeightDp: UInt16 = 0
    /// The script (4 letters), empty for none.
    package var script = ""
    /// Whether ``script`` was computed by the platform rather than named in the folder.
    package var scriptWasComputed = false
    /// The variant (up to 8 characters), empty for none.
    package var variant = ""
    package var screenLayout2: UInt8 = 0
    package var colorMode: UInt8 = 0
    /// The numbering system of a `-u-nu-` locale (up to 8 characters), empty for none.
    package var numberingSystem = ""
    /// A build-time product (`resources.pb` only), empty for none.
    package var product = ""
    /// Bytes the reader does not know (padding, fields newer than Android 10) that are not zero.
    package var hasUnknownFields = false

    /// The default configuration (`values/`).
    package init() {}

    /// A locale configuration.
    package init(language: String, region: String = "", script: String = "", variant: String = "") {
        self.language = language
        self.region = region
        self.script = script
        self.variant = variant
    }

    /// Whether the script was named (`b+sr+Latn`), not computed.
    package var scriptIsExplicit: Bool { !script.isEmpty && !scriptWasComputed }

    /// Whether the configuration has no locale (it may have device qualifiers).
    package var hasLocale: Bool { !language.isEmpty }

    /// Whether any qualifier other than the locale is set: such a configuration holds
    /// alternatives for a device configuration, not a locale of its own.
    package var hasDeviceQualifiers: Bool {
        var copy = self
        copy.language = ""
        copy.region = ""
        copy.script = ""
        copy.scriptWasComputed = false
        copy.variant = ""
        copy.numberingSystem = ""
        return copy != ResourceConfiguration()
    }

    /// The locale only, device qualifiers cleared.
    package var localeOnly: ResourceConfiguration {
        var locale = ResourceConfiguration(language: language, region: region, script: script, variant: variant)
        locale.scriptWasComputed = scriptWasComputed
        locale.numberingSystem = numberingSystem
        return locale
    }

    /// The locale as a BCP 47 tag, as Android writes it (`getBcp47Locale`): `fr-CA`,
    /// `sr-Latn`, `es-419`; the script only when named; empty for none.
    package var locale: String {
        guard hasLocale else { return "" }
        var parts = [language]
        if scriptIsExplicit { parts.append(script) }
        if !region.isEmpty { parts.append(region) }
        if !variant.isEmpty { parts.append(variant) }
        if !numberingSystem.isEmpty { parts += ["u", "nu", numberingSystem] }
        return parts.joined(separator: "-")
    }
}
