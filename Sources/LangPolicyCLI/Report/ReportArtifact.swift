internal import PlatformModels
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

    /// The artifacts of a scan report: each section `scan` read from a built artifact (an
    /// Android app module or an Apple bundle whose origin is an artifact), with its locales and
    /// its findings. An App Bundle that splits languages installs each language's folders only
    /// on a device with a system language of that language (bundletool's rule); everything
    /// else installs with the app.
    static func from(_ report: ScanReport) -> [ReportArtifact] {
        let inventory = report.inventory
        func kind(_ path: String) -> ScannedArtifact.Kind? {
            inventory.artifacts.first { $0.paths.first == path }?.kind
        }
        var artifacts: [ReportArtifact] = []
        for (index, android) in inventory.androidApps.enumerated() {
            guard case .artifact(let path) = android.origin, let kind = kind(path) else { continue }
            let splits = kind == .appBundle && android.splitsLanguages
            let locales = android.locales.map { scanned in
                let language = scanned.resource.locale.map { SplitLanguage.of($0.description) }
                return Locale(
                    locale: scanned.resource.locale?.description ?? "", folder: scanned.resource.folder,
                    ships: scanned.ships,
                    installs: splits ? language.map { "on a device with a \($0) system language" } : nil)
            }
            let findings = index < report.moduleFindings.count ? report.moduleFindings[index] : []
            artifacts.append(ReportArtifact(name: path, kind: kind.rawValue, locales: locales, findings: findings))
        }
        for (index, apple) in inventory.appleBundles.enumerated() {
            guard case .artifact(let path) = apple.origin, let kind = kind(path) else { continue }
            let locales = apple.locales.map { scanned in
                Locale(
                    locale: scanned.resource.locale?.description ?? "", folder: scanned.resource.folder,
                    ships: scanned.ships, installs: nil)
            }
            let findings = index < report.bundleFindings.count ? report.bundleFindings[index] : []
            artifacts.append(ReportArtifact(name: path, kind: kind.rawValue, locales: locales, findings: findings))
        }
        return artifacts
    }
}
