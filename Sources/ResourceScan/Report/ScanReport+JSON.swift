package import WireDocuments

extension ScanReport: JSONWritable {
    /// The scan report document (`Schemas/scan-report.schema.json`): `schemaVersion`, `apple`
    /// (one section per bundle) and `android` (one per app module), each with its development
    /// language, `locales`, `findings` and `origin` (`sources` or `artifact`), the built
    /// artifacts read in `artifacts`, and the totals in `summary`.
    ///
    /// ```swift
    /// report.json   // {"android":[],"apple":[{"bundle":{"kind":"app",…},…}],"schemaVersion":1,…}
    /// ```
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("android")
            writer.array { writer in
                for (android, findings) in zip(inventory.androidApps, moduleFindings) {
                    Self.write(android, findings: findings, to: &writer)
                }
            }
            writer.key("apple")
            writer.array { writer in
                for (apple, findings) in zip(inventory.appleBundles, bundleFindings) {
                    Self.write(apple, findings: findings, to: &writer)
                }
            }
            writer.key("artifacts")
            ScanReportArtifacts.write(inventory.artifacts, to: &writer)
            writer.key("schemaVersion")
            writer.int(1)
            writer.key("summary")
            writer.object { writer in
                writer.key("errors")
                writer.int(count(.error))
                writer.key("notes")
                writer.int(count(.note))
                writer.key("warnings")
                writer.int(count(.warning))
            }
        }
    }

    /// The report as indented JSON: what `langpolicy scan --json` prints.
    package var json: String { jsonText(pretty: true) }

    private static func write(_ android: AndroidResources, findings: [ScanFinding], to writer: inout JSONWriter) {
        let filters = ScanReportRows.Filters(entries: android.localeFilters, files: android.filterFiles)
        writer.object { writer in
            writer.key("configurations")
            ScanReportRows.write(android.configurations, filters: nil, to: &writer)
            writer.key("defaultLanguage")
            writer.string(android.defaultLanguage.tag.description)
            writer.key("defaultLanguageSource")
            writer.string(android.defaultLanguage.source.rawValue)
            writer.key("filterFiles")
            writer.array { writer in for file in android.filterFiles { writer.string(file) } }
            writer.key("findings")
            ScanReportRows.write(findings, to: &writer)
            writer.key("generatesLocaleConfig")
            writer.bool(android.generatesLocaleConfig)
            writer.key("languageSplits")
            writer.bool(android.splitsLanguages)
            writer.key("localeConfig")
            if let config = android.localeConfig {
                writer.array { writer in for entry in config.locales { writer.string(entry.name) } }
            } else {
                writer.null()
            }
            writer.key("localeConfigPath")
            writer.string(android.localeConfigPath)
            writer.key("localeFilters")
            writer.array { writer in for filter in android.localeFilters { writer.string(filter) } }
            writer.key("locales")
            ScanReportRows.write(android.locales, filters: filters, to: &writer)
            writer.key("manifest")
            writer.string(android.manifestPath)
            writer.key("minSdk")
            writer.int(android.minSdk)
            writer.key("module")
            writer.object { writer in
                writer.key("kind")
                writer.string(android.module.kind.rawValue)
                writer.key("libraries")
                writer.array { writer in for library in android.module.libraries { writer.string(library) } }
                writer.key("name")
                writer.string(android.module.name)
                writer.key("path")
                writer.string(android.module.path)
            }
            writer.key("origin")
            writer.string(android.origin.name)
            writer.key("removedWithoutDefault")
            writer.array { writer in for name in android.removedWithoutDefault { writer.string(name) } }
        }
    }

    private static func write(_ apple: AppleResources, findings: [ScanFinding], to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("bundle")
            writer.object { writer in
                writer.key("kind")
                writer.string(apple.bundle.kind.rawValue)
                writer.key("name")
                writer.string(apple.bundle.name)
                writer.key("path")
                writer.string(apple.bundle.path)
            }
            writer.key("developmentLanguage")
            writer.string(apple.developmentLanguage.tag.description)
            writer.key("developmentLanguageSource")
            writer.string(apple.developmentLanguage.source.rawValue)
            writer.key("findings")
            ScanReportRows.write(findings, to: &writer)
            writer.key("knownRegions")
            if let regions = apple.knownRegions {
                writer.array { writer in for region in regions { writer.string(region) } }
            } else {
                writer.null()
            }
            writer.key("locales")
            ScanReportRows.write(apple.locales, filters: nil, to: &writer)
            writer.key("origin")
            writer.string(apple.origin.name)
        }
    }
}
