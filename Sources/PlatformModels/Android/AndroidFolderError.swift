/// Why a resource folder name cannot be used: aapt2 (Android 10's `ConfigDescription::Parse`)
/// rejects it, or reads its locale as something other than it says.
///
/// ```swift
/// do { _ = try AndroidResourceFolder(parsing: "values-es-r419") } catch {
///     error.description   // "values-es-r419: aapt2 rejects r419, … the b+ form: values-b+es+419"
/// }
/// ```
package enum AndroidFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name does not start with a resource type (`values`, `drawable`…).
    case noResourceType(folder: String)
    /// aapt2 knows no qualifier `qualifier` (at least not at this place: qualifiers must come
    /// in Android's order, each once). `hint` suggests a fix when the mistake is a known one.
    case unrecognizedQualifier(folder: String, qualifier: String, hint: String?)
    /// aapt2 rejects the `b+` locale `qualifier` (too many subtags, or one of a length it
    /// does not expect).
    case malformedLocale(folder: String, qualifier: String)
    /// aapt2 accepts `qualifier` but stores something else than it says (a one-letter or
    /// long language, a three-letter region, a numbering system, which Android 10's aapt2
    /// reads as script, region and variant): resources there would never serve the locale meant.
    case misreadLocale(folder: String, qualifier: String, reason: String)

    /// The error in words, with the folder name and, where known, the fix.
    ///
    /// ```swift
    /// AndroidFolderError.noResourceType(folder: "-fr").description   // "-fr: not a resource folder name (…)"
    /// ```
    package var description: String {
        switch self {
        case .noResourceType(let folder): "\(folder): not a resource folder name (values, values-fr, drawable-night…)"
        case .unrecognizedQualifier(let folder, let qualifier, let hint):
            "\(folder): aapt2 rejects \(qualifier), which is no qualifier it knows at that place"
                + (hint.map { "; \($0)" } ?? "")
        case .malformedLocale(let folder, let qualifier): "\(folder): aapt2 rejects the locale \(qualifier)"
        case .misreadLocale(let folder, let qualifier, let reason):
            "\(folder): aapt2 misreads the locale \(qualifier): \(reason)"
        }
    }
}
