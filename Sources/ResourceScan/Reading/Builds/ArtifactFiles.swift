package import ArtifactFormats

/// The files of a built artifact, wherever they are: a ZIP archive's entries (an APK, an
/// `.aab`, an `.ipa`) or a folder on disk (an `.app`, an unpacked `.aab`), by `/`-separated
/// path relative to the artifact's root. The readers of apps see only this.
package protocol ArtifactFiles {
    /// The regular files' paths, sorted.
    var paths: [String] { get }
    /// The contents of the file at `path`.
    func contents(_ path: String) throws(ArtifactError) -> [UInt8]
    /// Entries that were not listed because their names are unsafe, with the reason.
    var unsafeNames: [String] { get }
}

extension ZipArchive: ArtifactFiles {
    package var paths: [String] { entries.filter { !$0.isDirectory && !$0.isSymbolicLink }.map(\.name).sorted() }

    package func contents(_ path: String) throws(ArtifactError) -> [UInt8] {
        guard let entry = entry(named: path) else {
            throw ArtifactError(.notFound, .zip, "no entry named \(path)")
        }
        return try contents(of: entry)
    }

    package var unsafeNames: [String] { unsafeEntries.map { "\($0.name) (\($0.reason))" } }
}

/// Files given as bytes in memory (tests, fuzzing, the entries of an inner archive).
package struct MemoryFiles: ArtifactFiles, Sendable {
    package let files: [String: [UInt8]]

    package init(_ files: [String: [UInt8]]) { self.files = files }

    package var paths: [String] { files.keys.sorted() }
    package var unsafeNames: [String] { [] }

    package func contents(_ path: String) throws(ArtifactError) -> [UInt8] {
        guard let bytes = files[path] else { throw ArtifactError(.notFound, .artifact, "no file \(path)") }
        return bytes
    }
}
