internal import ResourceScan

/// A built artifact as the report page shows it: what ships (each locale the artifact holds)
/// and what installs on a device (an App Bundle installs only the language splits of the
/// device's languages), with the artifact's findings. Made from the scan report
/// (``from(_:)``); the page's artifact section renders these, and is left out without any.
///
/// ```swift
/// ReportArtifact(
///     name: "app-release.aab", kind: "app-bundle",
///     locales: [.init(locale: "fr", folder: "values-fr", ships: true, installs: "with a fr device language")],
///     findings: [])
/// ```
struct ReportArtifact {
    /// One locale of the artifact.
    struct Locale {
        /// The locale (BCP 47), empty for the default resources.
        let locale: String
        /// Where it is: `values-fr`, `fr.lproj`, `config.fr.apk`.
        let folder: String
        /// Whether the artifact holds it.
        let ships: Bool
        /// When a device gets it: nil for always (with the app), else in words.
        let installs: String?
    }

    /// The file or folder scanned.
    let name: String
    /// `apk`, `split-apks`, `app-bundle`, `app`, `ipa`.
    let kind: String
    let locales: [Locale]
    let findings: [ScanFinding]

    /// The artifacts of a scan report. The source scan reports none: when `scan` reads built
    /// artifacts, their sections map here (name, kind, each locale with whether it ships and
    /// installs, the findings), and the page's artifact section shows them.
    static func from(_ report: ScanReport) -> [ReportArtifact] { [] }
}
