internal import PlatformModels
internal import ResourceScan

/// The resource-scan target: the first byte picks a reader of the files an app's contributors
/// write, the rest is the file: an Android values file, a locale config, a manifest, a
/// `.strings`, a `.stringsdict`, a String Catalog, a `project.pbxproj` (its languages and its
/// targets), a Gradle file (and its entries as `aapt2 -c` filters), a version catalog, an
/// `am get-config` locale qualifier.
///
/// Invariants checked:
/// - Every reader returns or throws ``ResourceFileError`` with a message, never traps; a
///   document whose entities expand past the bound is the typed `entityExpansion` error.
/// - The text a values file reads is at most the entity bound larger than the input
///   (expansion is bounded).
/// - A Gradle file's filters, as `aapt2 -c` reads them, always keep `values/`, and an entry
///   aapt2 refuses is never one the filter keeps by.
/// - bundletool's language key is lower-case and never a legacy code (`iw`, `in`, `ji`).
package enum ResourceScanChecks {
    /// The readers, by the name of their fuzz target (`Source<Name>`).
    package enum Reader: String, CaseIterable, Sendable {
        case values = "Values"
        case localeConfig = "LocaleConfig"
        case manifest = "Manifest"
        case strings = "Strings"
        case stringsDict = "StringsDict"
        case stringCatalog = "StringCatalog"
        case xcodeProject = "XcodeProject"
        case gradle = "Gradle"
        case versionCatalog = "VersionCatalog"
        case deviceLocale = "DeviceLocale"
    }

    /// The first byte picks a reader (its index modulo the number of readers), the rest is the
    /// file: for replaying one corpus through every reader.
    package static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let selector = input.first else { return }
        let reader = Reader.allCases[Int(selector) % Reader.allCases.count]
        try check(reader, UnsafeBufferPointer(rebasing: input.dropFirst()))
    }

    /// One file through one reader.
    package static func check(_ reader: Reader, _ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let bytes = Array(input)
        switch reader {
        case .gradle: try checkGradle(String(decoding: bytes, as: UTF8.self))
        case .versionCatalog: _ = VersionCatalog(text: String(decoding: bytes, as: UTF8.self))
        case .deviceLocale: try checkSplitLanguage(String(decoding: bytes, as: UTF8.self))
        case .values: try readsOrExplains(reader) { () throws(ResourceFileError) in try checkValues(bytes) }
        case .localeConfig:
            try readsOrExplains(reader) { () throws(ResourceFileError) in _ = try LocaleConfigFile(bytes: bytes) }
        case .manifest:
            try readsOrExplains(reader) { () throws(ResourceFileError) in _ = try AndroidManifestFile(bytes: bytes) }
        case .strings: try readsOrExplains(reader) { () throws(ResourceFileError) in _ = try StringsFile(bytes: bytes) }
        case .stringsDict:
            try readsOrExplains(reader) { () throws(ResourceFileError) in _ = try StringsDictFile(bytes: bytes) }
        case .stringCatalog:
            try readsOrExplains(reader) { () throws(ResourceFileError) in _ = try StringCatalog(bytes: bytes) }
        case .xcodeProject:
            try readsOrExplains(reader) { () throws(ResourceFileError) in
                _ = try XcodeProjectFile(bytes: bytes)
                _ = try XcodeProjectTargets(bytes: bytes, projectDirectory: "p")
            }
        }
    }

    /// A reader returns, or throws a ``ResourceFileError`` with a message.
    private static func readsOrExplains(
        _ reader: Reader, _ read: () throws(ResourceFileError) -> Void
    ) throws(InvariantViolation) {
        do throws(ResourceFileError) {
            try read()
        } catch {
            try require(!error.description.isEmpty, "\(reader.rawValue): an error without a message")
        }
    }

    /// A values file's text is bounded by the input and the entity bound: an expansion past
    /// it surfaces as an error without a message, which the caller reports.
    private static func checkValues(_ bytes: [UInt8]) throws(ResourceFileError) {
        let file = try AndroidValuesFile(bytes: bytes)
        let size = file.resources.reduce(0) { total, resource in
            total + resource.values.reduce(0) { $0 + $1.utf8.count }
        }
        if size > bytes.count * 4 + XMLEntities.limit * 2 { throw .syntax(line: 0, message: "") }
    }

    private static func checkGradle(_ text: String) throws(InvariantViolation) {
        let settings = GradleLocaleSettings(text: text)
        let filters = AndroidLocaleFilters(settings.localeFilters + settings.resourceConfigurations)
        if let values = try? AndroidResourceFolder(parsing: "values") {
            try require(filters.keeps(values), "filters \(settings.localeFilters) strip values/")
        }
        for entry in filters.rejected {
            try require(
                AndroidFilterConfig(filterEntry: entry) == nil, "\(entry) is refused and read at once")
        }
        for unresolved in settings.unresolved {
            try require(unresolved.line >= 1, "an unresolved value at line \(unresolved.line)")
        }
    }

    private static func checkSplitLanguage(_ text: String) throws(InvariantViolation) {
        let language = SplitLanguage.of(text)
        try require(language == language.lowercased(), "\(text): the language key \(language) is not lower-case")
        try require(!["iw", "in", "ji"].contains(language), "\(text): the language key is a legacy code")
        _ = DeviceConfigLocales.locales(text)
    }
}
