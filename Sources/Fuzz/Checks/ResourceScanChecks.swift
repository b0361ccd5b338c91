import PlatformSelection
import ResourceScan

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
    package static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let selector = input.first else { return }
        let bytes = Array(input.dropFirst())
        let text = String(decoding: bytes, as: UTF8.self)
        switch selector % 10 {
        case 7: return try checkGradle(text)
        case 8:
            _ = VersionCatalog(text: text)
            return
        case 9: return try checkSplitLanguage(text)
        default: break
        }
        do throws(ResourceFileError) {
            switch selector % 10 {
            case 0: try checkValues(bytes)
            case 1: _ = try LocaleConfigFile(bytes: bytes)
            case 2: _ = try AndroidManifestFile(bytes: bytes)
            case 3: _ = try StringsFile(bytes: bytes)
            case 4: _ = try StringsDictFile(bytes: bytes)
            case 5: _ = try StringCatalog(bytes: bytes)
            default:
                _ = try XcodeProjectFile(bytes: bytes)
                _ = try XcodeProjectTargets(bytes: bytes, projectDirectory: "p")
            }
        } catch {
            try require(!error.description.isEmpty, "reader \(selector % 10): an error without a message")
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
