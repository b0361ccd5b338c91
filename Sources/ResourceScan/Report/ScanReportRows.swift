internal import WireDocuments

/// The rows of the scan report document: a locale (or configuration) folder with its counts
/// and whether the build ships it, and a finding.
enum ScanReportRows {
    /// The filters that leave a folder out, and the files that set them.
    struct Filters {
        let entries: [String]
        let files: [String]
    }

    static func write(_ locales: [ScannedLocale], filters: Filters?, to writer: inout JSONWriter) {
        writer.array { writer in
            for locale in locales {
                let (resource, counts) = (locale.resource, locale.counts)
                writer.object { writer in
                    writer.key("canonical")
                    writer.string(resource.canonical?.description)
                    writer.key("complete")
                    if let complete = counts.complete { writer.double(complete) } else { writer.null() }
                    writer.key("entries")
                    writer.int(locale.entries)
                    writer.key("extra")
                    writer.int(counts.extra)
                    writer.key("filteredBy")
                    if !locale.ships, let filters {
                        writer.object { writer in
                            writer.key("entries")
                            writer.array { writer in for entry in filters.entries { writer.string(entry) } }
                            writer.key("files")
                            writer.array { writer in for file in filters.files { writer.string(file) } }
                        }
                    } else {
                        writer.null()
                    }
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
                    writer.key("ships")
                    writer.bool(locale.ships)
                    writer.key("stale")
                    writer.int(counts.stale)
                }
            }
        }
    }

    static func write(_ findings: [ScanFinding], to writer: inout JSONWriter) {
        writer.array { writer in
            for finding in findings {
                writer.object { writer in
                    writer.key("code")
                    writer.string(finding.code.rawValue)
                    writer.key("line")
                    if let line = finding.line { writer.int(line) } else { writer.null() }
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
