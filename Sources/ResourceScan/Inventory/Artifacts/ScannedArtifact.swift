package import ArtifactFormats
internal import Foundation

/// A built app given to a scan, as read from the paths given: an APK, a split set (several
/// APK files, or a folder holding `base.apk`), an App Bundle (`.aab`, or its unpacked folder),
/// an Apple `.app` folder or an `.ipa`.
///
/// ```swift
/// let artifact = try ScannedArtifact(reading: ["build/app-release.apk"])
/// artifact.kind   // .apk
/// let splits = try ScannedArtifact(reading: ["base.apk", "config.fr.apk"])
/// splits.kind     // .splitAPKs
/// ```
package struct ScannedArtifact: Hashable, Sendable {
    /// What was read.
    package enum Kind: Hashable, Sendable, CaseIterable {
        /// One APK: everything a device installs.
        case apk
        /// A split set: `base.apk` and `config.*.apk`, as a device has them installed.
        case splitAPKs
        /// An Android App Bundle: every language, which Play splits per device.
        case appBundle
        /// An Apple `.app` folder.
        case app
        /// An Apple `.ipa` (`Payload/X.app`).
        case ipa
    }

    /// The paths, as given.
    package let paths: [String]
    /// What was read.
    package let kind: Kind
    /// The app read from them.
    package let contents: BuiltArtifact

    /// The artifact at `paths`: one path, or several `.apk` files of one split set.
    ///
    /// - Throws: `ArtifactError` for a path that is no artifact or cannot be read (named in
    ///   the error).
    package init(reading paths: [String]) throws(ArtifactError) {
        guard let first = paths.first else { throw ArtifactError(.notFound, .artifact, "no path given") }
        let contents: BuiltArtifact
        if paths.count == 1 {
            contents = try BuiltArtifact(contentsOf: first)
        } else {
            var files: [String: [UInt8]] = [:]
            for path in paths {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard name.hasSuffix(".apk") else {
                    throw ArtifactError(
                        .notFound, .artifact, "several paths make one split set of .apk files; \(name) is none",
                        path: path)
                }
                guard files[name] == nil else {
                    throw ArtifactError(.malformed, .artifact, "two APKs named \(name) in one split set", path: path)
                }
                files[name] = try BuiltArtifact.bytes(path)
            }
            contents = .android(try AndroidBuildReader.read(splitAPKs: files))
        }
        self.init(paths: paths, contents: contents)
    }

    /// An artifact already read (tests, fuzzing): its kind from what it is and, for Apple,
    /// from the first path's extension.
    package init(paths: [String], contents: BuiltArtifact) {
        self.paths = paths
        self.contents = contents
        switch contents {
        case .android(let app):
            kind =
                switch app.kind {
                case .apk: .apk
                case .splitAPKs: .splitAPKs
                case .appBundle: .appBundle
                }
        case .apple: kind = (paths.first ?? "").hasSuffix(".ipa") ? .ipa : .app
        }
    }

    /// Whether `path` is to be read as a built artifact rather than as source folders: a file
    /// named `*.apk`, `*.aab`, `*.ipa` or `*.zip`, a folder named `*.app`, `*.aab` or `*.apks`,
    /// and a folder holding `base.apk` (a split set), `BundleConfig.pb` or `base/resources.pb`
    /// (an unpacked App Bundle).
    package static func isArtifact(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard isDirectory.boolValue else { return [".apk", ".aab", ".ipa", ".zip"].contains(where: name.hasSuffix) }
        if [".app", ".aab", ".apks"].contains(where: name.hasSuffix) { return true }
        return ["base.apk", "BundleConfig.pb", "base/resources.pb"].contains {
            FileManager.default.fileExists(atPath: path + "/" + $0)
        }
    }

    /// The name a report gives the artifact: the first path's last component.
    package var name: String {
        let first = paths.first ?? ""
        let trimmed = first.hasSuffix("/") ? String(first.dropLast()) : first
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
