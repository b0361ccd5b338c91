package import ArtifactFormats

/// Reads built Apple apps into ``BuiltAppleApp``: an `.ipa` from its bytes, or any
/// `ArtifactFiles` (a `.app` folder, an unpacked `.ipa`). Bundles are the folders named
/// `*.app`, `*.appex`, `*.framework` and `*.bundle`; a file belongs to the innermost one. A
/// bundle's resources are in `Contents/Resources/` when it has `Contents/Info.plist` (macOS),
/// in `Versions/*/Resources/` for a macOS framework, else at its root (iOS).
package enum AppleBuildReader {
    /// Reads an `.ipa`.
    ///
    /// - Throws: `ArtifactError` for an archive that cannot be read or has no `Payload/*.app`.
    package static func read(ipa bytes: [UInt8]) throws(ArtifactError) -> BuiltAppleApp {
        try read(try ZipArchive(bytes: bytes), root: nil)
    }

    /// Reads the bundles of `files`; `root` is the app's folder within them (`""` when the
    /// files are the `.app` folder's own), or nil to find `Payload/X.app` or `X.app`.
    package static func read(_ files: some ArtifactFiles, root: String?) throws(ArtifactError) -> BuiltAppleApp {
        let paths = files.paths
        let prefix: String
        if let root {
            prefix = root.isEmpty ? "" : root.hasSuffix("/") ? root : root + "/"
        } else {
            guard let app = paths.lazy.compactMap(Self.appFolder).first else {
                throw ArtifactError(.notFound, .artifact, "no Payload/*.app or *.app folder")
            }
            prefix = app
        }
        var owned: [String: [String]] = [:]
        for path in paths where path.hasPrefix(prefix) {
            owned[Self.bundle(of: path, appPrefix: prefix), default: []].append(path)
        }
        var problems = files.unsafeNames.map { "unsafe entry name: \($0)" }
        var bundles: [BuiltAppleBundle] = []
        for bundlePath in owned.keys.sorted() {
            bundles.append(
                BundleReader(files: files, path: bundlePath, paths: owned[bundlePath] ?? []).read(problems: &problems))
        }
        return BuiltAppleApp(bundles: bundles, problems: problems)
    }

    /// `Payload/X.app/` or `X.app/` when `path` lies in such a folder.
    static func appFolder(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2, parts[0] == "Payload", parts[1].hasSuffix(".app") { return "Payload/\(parts[1])/" }
        if parts.count > 1, parts[0].hasSuffix(".app") { return "\(parts[0])/" }
        return nil
    }

    static let bundleExtensions = [".app", ".appex", ".framework", ".bundle"]

    /// The innermost bundle folder holding `path` (without the trailing `/`).
    static func bundle(of path: String, appPrefix: String) -> String {
        let parts = path.dropFirst(appPrefix.count).split(separator: "/").dropLast()
        var bundle = String(appPrefix.dropLast())
        var current = bundle
        for part in parts {
            current += current.isEmpty ? String(part) : "/\(part)"
            if bundleExtensions.contains(where: { part.hasSuffix($0) }) { bundle = current }
        }
        return bundle
    }
}
