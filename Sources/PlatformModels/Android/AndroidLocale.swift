/// A locale as Android's resource system holds it: the locale fields of a `ResTable_config`
/// (language, region, script, variant, numbering system), for a resource folder or for the
/// device locale that resources are resolved with.
///
/// A folder's locale comes from ``AndroidResourceFolder``; it has a script only when the folder
/// names one (`values-b+sr+Latn`). A device locale comes from `init(deviceLocale:data:)`,
/// which does what Android does with the locale it picked: Java writes it as a BCP 47 tag,
/// `ResourcesImpl` turns `he`, `id` and `yi` into the legacy `iw`, `in` and `ji`, and
/// `ResTable_config::setBcp47Locale` reads the tag and computes the script it does not name.
///
/// ```swift
/// let device = AndroidLocale(deviceLocale: try LanguageTag(parsing: "zh-HK"))
/// device.script              // "Hant" (computed)
/// device.scriptIsExplicit    // false
/// AndroidLocale(deviceLocale: try LanguageTag(parsing: "he-IL")).description   // "iw-IL"
/// try AndroidResourceFolder(parsing: "values-zh-rTW").locale?.qualifier         // "zh-rTW"
/// ```
package struct AndroidLocale: Hashable, Sendable {
    /// The language, packed as Android packs it (``AndroidPacking``); 0 for none.
    let packedLanguage: UInt16
    /// The region, packed as Android packs it; 0 for none.
    let packedRegion: UInt16
    /// The script's four bytes; 0 for none (a folder that names none, or a device locale whose
    /// script Android cannot compute).
    let packedScript: UInt32
    /// Whether ``packedScript`` was computed rather than named (`localeScriptWasComputed`).
    let scriptWasComputed: Bool
    /// The variant's bytes (up to eight); 0 for none.
    let packedVariant: UInt64
    /// The numbering system's bytes (`-u-nu-`, up to eight); 0 for none.
    let packedNumberingSystem: UInt64

    init(
        language: UInt16, region: UInt16, script: UInt32 = 0, scriptWasComputed: Bool = false,
        variant: UInt64 = 0, numberingSystem: UInt64 = 0
    ) {
        packedLanguage = language
        packedRegion = region
        packedScript = script
        self.scriptWasComputed = scriptWasComputed
        packedVariant = variant
        packedNumberingSystem = numberingSystem
    }

    /// The locale of `values/`: no language, no region.
    ///
    /// ```swift
    /// AndroidLocale.unspecified.isUnspecified   // true
    /// ```
    package static let unspecified = AndroidLocale(language: 0, region: 0)

    /// Whether this is the locale of `values/`, which Android treats as no locale at all (no
    /// language and no region).
    package var isUnspecified: Bool { packedLanguage == 0 && packedRegion == 0 }

    /// The language as Android stores it (`iw`, not `he`; `fil` or `tl` as written), or nil.
    ///
    /// ```swift
    /// try AndroidResourceFolder(parsing: "values-in").locale?.language   // "in"
    /// ```
    package var language: String? { packedLanguage == 0 ? nil : AndroidPacking.languageText(packedLanguage) }

    /// The region (`TW`, `419`), or nil.
    package var region: String? { packedRegion == 0 ? nil : AndroidPacking.regionText(packedRegion) }

    /// The script: the one named, or for a device locale the one Android computed; nil when
    /// there is neither. Android's pseudo-locales have made-up scripts (`~~~A` for en-XA,
    /// `~~~B` for ar-XB) that match no real English or Arabic.
    ///
    /// ```swift
    /// AndroidLocale(deviceLocale: try LanguageTag(parsing: "en-XA")).script   // "~~~A"
    /// ```
    package var script: String? {
        packedScript == 0 ? nil : AndroidPacking.text(UInt64(packedScript), width: 4)
    }

    /// Whether ``script`` was named in the tag or folder rather than computed.
    package var scriptIsExplicit: Bool { packedScript != 0 && !scriptWasComputed }

    /// The variant (`1901`), or nil.
    package var variant: String? { packedVariant == 0 ? nil : AndroidPacking.text(packedVariant, width: 8) }

    /// The numbering system of a `-u-nu-` extension (`latn`), or nil.
    package var numberingSystem: String? {
        packedNumberingSystem == 0 ? nil : AndroidPacking.text(packedNumberingSystem, width: 8)
    }

    /// The table key of the language and region.
    var key: UInt32 { AndroidPacking.key(language: packedLanguage, region: packedRegion) }
}

extension AndroidLocale: CustomStringConvertible {
    /// The locale as a BCP 47 tag, as Android writes it (`getBcp47Locale`): the script only when
    /// named, `-u-nu-` for a numbering system; empty for ``unspecified``.
    ///
    /// ```swift
    /// try AndroidResourceFolder(parsing: "values-b+sr+Latn").locale?.description   // "sr-Latn"
    /// ```
    package var description: String {
        var parts: [String] = []
        if let language { parts.append(language) }
        if scriptIsExplicit, let script { parts.append(script) }
        if let region { parts.append(region) }
        if let variant { parts.append(variant) }
        if !parts.isEmpty, let numberingSystem { parts += ["u", "nu", numberingSystem] }
        return parts.joined(separator: "-")
    }

    /// The locale as a folder qualifier, as Android writes it (`appendDirLocale`): `zh-rTW`
    /// when a language and region say it all, the `b+` form otherwise (`b+sr+Latn`,
    /// `b+de+1901`); empty for ``unspecified``. A numeric region comes out as `es-r419`, which aapt2
    /// cannot read back (a folder needs `b+es+419`).
    ///
    /// ```swift
    /// try AndroidResourceFolder(parsing: "values-b+es+419").locale?.qualifier   // "es-r419"
    /// ```
    package var qualifier: String {
        guard let language else { return "" }
        guard scriptIsExplicit || packedVariant != 0 || packedNumberingSystem != 0 else {
            return region.map { "\(language)-r\($0)" } ?? language
        }
        var parts = ["b", language]
        if scriptIsExplicit, let script { parts.append(script) }
        if let region { parts.append(region) }
        if let variant { parts.append(variant) }
        if let numberingSystem { parts += ["u", "nu", numberingSystem] }
        return parts.joined(separator: "+")
    }
}
