/// Why a built artifact, or one file inside it, cannot be read: the format, what is wrong
/// (malformed, unsupported, over a limit, an unsafe name, missing), where (the file inside the
/// artifact, the byte offset) and a message.
///
/// Every reader of built apps throws it, so a hostile or broken input always ends in one
/// typed error, never a crash or an unbounded allocation.
///
/// ```swift
/// do { _ = try ZipArchive(bytes: [0x50, 0x4B]) } catch {
///     error.kind          // .malformed
///     error.description   // "ZIP: no end of central directory record"
/// }
/// ```
package struct ArtifactError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem.
    package enum Kind: String, Hashable, Sendable {
        /// The bytes break the format: truncated, out of bounds, overlapping, inconsistent.
        case malformed
        /// Valid perhaps, but a form the readers do not read (ZIP64, encryption, a method
        /// other than stored or deflated, compact resource entries).
        case unsupported
        /// Over one of the documented limits (sizes, counts, ratios, nesting).
        case limitExceeded
        /// An archive entry name that could escape a folder (`..`, `/abs`, `\`).
        case unsafeName
        /// A file the artifact must have is not there, or the path is no artifact.
        case notFound
        /// The file system refused to give the bytes.
        case unreadable
    }

    /// The format being read.
    package enum Format: String, Hashable, Sendable {
        case zip = "ZIP"
        case deflate = "DEFLATE"
        case resourceTable = "resources.arsc"
        case binaryXML = "binary XML"
        case protobuf = "protobuf"
        case resourcesProto = "resources.pb"
        case bundleConfig = "BundleConfig.pb"
        case propertyList = "property list"
        case strings = "strings file"
        case artifact = "artifact"
    }

    /// What kind of problem.
    package let kind: Kind
    /// The format being read.
    package let format: Format
    /// What is wrong, in words.
    package let message: String
    /// The byte offset in the file read, where known.
    package let offset: Int?
    /// The file inside the artifact (`resources.arsc`, `Payload/A.app/Info.plist`), where known.
    package let path: String?

    /// An error of `kind` in `format`.
    package init(_ kind: Kind, _ format: Format, _ message: String, offset: Int? = nil, path: String? = nil) {
        self.kind = kind
        self.format = format
        self.message = message
        self.offset = offset
        self.path = path
    }

    /// The same error, said to be in the file `path` of the artifact.
    package func inFile(_ path: String) -> ArtifactError {
        ArtifactError(kind, format, message, offset: offset, path: self.path ?? path)
    }

    /// The error in words: the file, the format, the offset and the message.
    ///
    /// ```swift
    /// ArtifactError(.limitExceeded, .zip, "too many entries", path: "app.apk").description
    /// // "app.apk: ZIP: too many entries"
    /// ```
    package var description: String {
        let place = path.map { "\($0): " } ?? ""
        let at = offset.map { " (at byte \($0))" } ?? ""
        return "\(place)\(format.rawValue): \(message)\(at)"
    }
}
