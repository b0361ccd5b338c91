public import LanguagePolicyInternals

extension ScanReport: JSONWritable {
    /// The scan report document (`Schemas/scan-report.schema.json`): `schemaVersion`, `apple`
    /// and `android` (null when the directories have none), each with its development
    /// language, `locales` and `findings`, and the totals in `summary`.
    ///
    /// ```swift
    /// report.json   // {"android":null,"apple":{"developmentLanguage":"en",…},"schemaVersion":1,…}
    /// ```
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("android")
            if let android = inventory.android {
                writer.object { writer in
                    writer.key("defaultLanguage")
                    writer.string(android.defaultLanguage.tag.description)
                    writer.key("defaultLanguageSource")
                    writer.string(android.defaultLanguage.source.rawValue)
                    writer.key("findings")
                    Self.write(androidFindings, to: &writer)
                    writer.key("generatesLocaleConfig")
                    writer.bool(android.generatesLocaleConfig)
                    writer.key("localeConfig")
                    if let config = android.localeConfig {
                        writer.array { writer in for entry in config.locales { writer.string(entry.name) } }
                    } else {
                        writer.null()
                    }
                    writer.key("localeFilters")
                    writer.array { writer in for filter in android.localeFilters { writer.string(filter) } }
                    writer.key("locales")
                    Self.write(android.locales, to: &writer)
                }
            } else {
                writer.null()
            }
            writer.key("apple")
            if let apple = inventory.apple {
                writer.object { writer in
                    writer.key("developmentLanguage")
                    writer.string(apple.developmentLanguage.tag.description)
                    writer.key("developmentLanguageSource")
                    writer.string(apple.developmentLanguage.source.rawValue)
                    writer.key("findings")
                    Self.write(appleFindings, to: &writer)
                    writer.key("knownRegions")
                    if let regions = apple.knownRegions {
                        writer.array { writer in for region in regions { writer.string(region) } }
                    } else {
                        writer.null()
                    }
                    writer.key("locales")
                    Self.write(apple.locales, to: &writer)
                }
            } else {
                writer.null()
            }
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
    public var json: String { jsonText(pretty: true) }

    private static func write(_ locales: [ScannedLocale], to writer: inout JSONWriter) {
        writer.array { writer in
            for locale in locales {
                let (resource, counts) = (locale.resource, locale.counts)
                writer.object { writer in
                    writer.key("canonical")
                    writer.string(resource.canonical?.description)
                    writer.key("complete")
                    if let complete = counts.complete { writer.double(complete) } else { writer.null() }
                    writer.key("extra")
                    writer.int(counts.extra)
                    writer.key("folder")
                    writer.string(resource.folder)
                    writer.key("keys")
                    writer.int(counts.keys)
                    writer.key("kind")
                    writer.string(resource.kind.rawValue)
                    writer.key("locale")
                    writer.string(resource.locale?.description)
                    writer.key("missing")
                    if let missing = counts.missing { writer.int(missing) } else { writer.null() }
                    writer.key("needsReview")
                    writer.int(counts.needsReview)
                    writer.key("new")
                    writer.int(counts.new)
                    writer.key("note")
                    writer.string(resource.note)
                    writer.key("paths")
                    writer.array { writer in for path in locale.paths { writer.string(path) } }
                    writer.key("stale")
                    writer.int(counts.stale)
                }
            }
        }
    }

    private static func write(_ findings: [ScanFinding], to writer: inout JSONWriter) {
        writer.array { writer in
            for finding in findings {
                writer.object { writer in
                    writer.key("code")
                    writer.string(finding.code.rawValue)
                    writer.key("message")
                    writer.string(finding.message)
                    writer.key("path")
                    writer.string(finding.path)
                    writer.key("severity")
                    writer.string(finding.severity.rawValue)
                }
            }
        }
    }
}
