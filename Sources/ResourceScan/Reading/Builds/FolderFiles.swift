package import ArtifactFormats
internal import Foundation

/// The files of a folder on disk (an `.app`, an unpacked `.aab`), the one place the artifact
/// readers touch the file system. Symbolic links are not followed, so nothing outside the
/// folder is read; at most ``maximumFileCount`` files are listed, and a file larger than
/// ``maximumFileSize`` is refused.
package struct FolderFiles: ArtifactFiles, Sendable {
    /// The most files listed: 200,000.
    package static let maximumFileCount = 200_000
    /// The largest file read: 256 MiB (`ZipLimits.maximumEntrySize`).
    package static let maximumFileSize = ZipLimits().maximumEntrySize

    package let root: String
    package let paths: [String]
    package var unsafeNames: [String] { [] }

    /// Lists the regular files under `root`.
    ///
    /// - Throws: `ArtifactError` `.notFound` when `root` is no folder, `.limitExceeded` past
    ///   ``maximumFileCount`` files.
    package init(root: String) throws(ArtifactError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ArtifactError(.notFound, .artifact, "\(root) is not a folder")
        }
        self.root = root
        let base = URL(fileURLWithPath: root).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: keys)
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: Set(keys))
            guard values?.isSymbolicLink != true, values?.isRegularFile == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(base.path + "/") else { continue }
            paths.append(String(full.dropFirst(base.path.count + 1)))
            guard paths.count <= Self.maximumFileCount else {
                throw ArtifactError(.limitExceeded, .artifact, "more than \(Self.maximumFileCount) files in \(root)")
            }
        }
        self.paths = paths.sorted()
    }

    package func contents(_ path: String) throws(ArtifactError) -> [UInt8] {
        guard ZipEntry.unsafety(of: path) == nil else { throw ArtifactError(.unsafeName, .artifact, "\(path)") }
        let full = root + "/" + path
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        if let size = attributes?[.size] as? Int, size > Self.maximumFileSize {
            throw ArtifactError(.limitExceeded, .artifact, "\(size) bytes, over \(Self.maximumFileSize)", path: path)
        }
        guard let data = FileManager.default.contents(atPath: full) else {
            throw ArtifactError(.unreadable, .artifact, "cannot read the file", path: path)
        }
        return [UInt8](data)
    }
}
