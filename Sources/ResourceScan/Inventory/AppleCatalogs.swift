internal import LanguageTags

/// The String Catalogs of a scan, each read once and kept as counts only (a catalog several
/// targets copy is read once), and the development language of a bundle.
struct AppleCatalogs {
    /// A catalog reduced to its counts (the catalog itself is not kept).
    struct Counts {
        let path: String
        let sourceLanguage: String
        let reference: Int
        let languages: [String: KeyCounts]
        /// What each language's values do (``TextNote``).
        let notes: [String: [TextNote]]
    }

    private var read: [String: Counts?] = [:]

    /// The counts of the catalog at `path`; nil (with a note, once) when it cannot be read.
    mutating func counts(_ path: String, notes: inout [ReadingNote]) -> Counts? {
        if let known = read[path] { return known }
        let counts = ResourceFiles.read(path, notes: &notes, StringCatalog.init(bytes:)).map { catalog in
            let read = catalog.languages.map { ($0, catalog.counts(for: $0, path: path)) }
            return Counts(
                path: path, sourceLanguage: catalog.sourceLanguage, reference: catalog.referenceCount,
                languages: Dictionary(uniqueKeysWithValues: read.map { ($0.0, $0.1.0) }),
                notes: Dictionary(uniqueKeysWithValues: read.map { ($0.0, $0.1.1) }))
        }
        read[path] = .some(counts)
        return counts
    }

    /// `developmentRegion`, else a Swift package's `defaultLocalization`, else a catalog's
    /// `sourceLanguage`, else `assumed`.
    static func developmentLanguage(
        project: (path: String, file: XcodeProjectFile)?, package: String?, catalogs: [Counts], assumed: LanguageTag,
        notes: inout [ReadingNote]
    ) -> DevelopmentLanguage {
        let region = project?.file.developmentRegion.flatMap { ResourceLocale(appleLocalization: $0).locale }
        let packageLanguage = package.flatMap { ResourceLocale(appleLocalization: $0).locale }
        let source = catalogs.lazy.compactMap { ResourceLocale(appleLocalization: $0.sourceLanguage).locale }.first
        let language: DevelopmentLanguage
        if let packageLanguage {
            language = DevelopmentLanguage(tag: packageLanguage, source: .defaultLocalization)
        } else if let region {
            language = DevelopmentLanguage(tag: region, source: .developmentRegion)
        } else if let source {
            language = DevelopmentLanguage(tag: source, source: .catalogSourceLanguage)
        } else {
            language = DevelopmentLanguage(tag: assumed, source: .assumed)
            notes.append(.appleDevelopmentLanguageAssumed(assumed))
        }
        for catalog in catalogs {
            let tag = ResourceLocale(appleLocalization: catalog.sourceLanguage).canonical
            if tag != language.tag.canonicalized() {
                notes.append(
                    .catalogSourceLanguage(
                        path: catalog.path, sourceLanguage: catalog.sourceLanguage, development: language.tag))
            }
        }
        return language
    }
}
