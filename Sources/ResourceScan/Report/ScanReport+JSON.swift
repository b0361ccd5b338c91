internal import WireDocuments

/// The scan report document (`Schemas/scan-report.schema.json`, declared in
/// Schemas/Documents/scan-report.json; its writer is generated): `schemaVersion`, `apple` (one
/// section per bundle) and `android` (one per app module), each with its development language,
/// `locales`, `findings` and `origin` (`sources` or `artifact`), the built artifacts read in
/// `artifacts`, and the totals in `summary`. What follows is what the declaration's sections
/// and rows are made of.
///
/// ```swift
/// report.json   // {"android":[],"apple":[{"bundle":{"kind":"app",…},…}],"schemaVersion":1,…}
/// ```
extension ScanReport {
    /// The report as indented JSON: what `langpolicy scan --json` prints.
    package var json: String { jsonText(pretty: true) }

    /// Each Apple bundle with its findings.
    var appleSections: [AppleSection] {
        zip(inventory.appleBundles, bundleFindings).map { AppleSection(findings: $1, resources: $0) }
    }

    /// Each Android app module with its findings.
    var androidSections: [AndroidSection] {
        zip(inventory.androidApps, moduleFindings).map { AndroidSection(findings: $1, resources: $0) }
    }
}

extension AndroidResources {
    /// The locale rows, each that the build leaves out with the filters and the files that set them.
    var localeRows: [LocaleRow] {
        let filters = LocaleFilters(entries: localeFilters, files: filterFiles)
        return locales.map { LocaleRow(locale: $0, filteredBy: $0.ships ? nil : filters) }
    }
}

extension ScannedArtifact {
    /// The built Android app, if the artifact is one.
    var androidApp: BuiltAndroidApp? {
        if case .android(let app) = contents { return app }
        return nil
    }

    /// The built Apple app, if the artifact is one.
    var appleApp: BuiltAppleApp? {
        if case .apple(let app) = contents { return app }
        return nil
    }
}
