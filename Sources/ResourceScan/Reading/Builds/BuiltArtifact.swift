package import ArtifactFormats
internal import Foundation

/// A built app read from disk: an APK, a folder of split APKs, an app bundle (`.aab`, or
/// its unpacked folder), an Apple `.app` folder or an `.ipa`, told apart by its name and
/// content. Foundation is used here only, to read the files.
///
/// ```swift
/// switch try BuiltArtifact(contentsOf: "build/outputs/apk/release/app-release.apk") {
/// case .android(let app): print(app.locales.map(\.folder))
/// case .apple(let app): print(app.bundles.map(\.path))
/// }
/// ```
package enum BuiltArtifact: Hashable, Sendable {
    case android(BuiltAndroidApp)
    case apple(BuiltAppleApp)

    /// The largest archive file read: 2 GiB.
    package static let maximumArchiveSize = 2 << 30

    /// Reads the artifact at `path`.
    ///
    /// - Throws: `ArtifactError` for a path that is none of the artifacts, or one that
    ///   cannot be read.
    package init(contentsOf path: String) throws(ArtifactError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ArtifactError(.notFound, .artifact, "no file or folder at \(path)")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if isDirectory.boolValue {
            let files = try FolderFiles(root: path)
            if name.hasSuffix(".app") || files.paths.contains(where: { $0.hasSuffix(".app/Info.plist") }) {
                self = .apple(try AppleBuildReader.read(files, root: name.hasSuffix(".app") ? "" : nil))
            } else if files.paths.contains("base.apk") {
                var apks: [String: [UInt8]] = [:]
                for apk in files.paths where !apk.contains("/") && apk.hasSuffix(".apk") {
                    apks[apk] = try files.contents(apk)
                }
                self = .android(try AndroidBuildReader.read(splitAPKs: apks))
            } else {
                self = .android(try AndroidBuildReader.read(bundle: files))
            }
            return
        }
        let bytes = try Self.bytes(path)
        let kind = Self.kind(named: name)
        guard !bytes.isEmpty else {
            throw ArtifactError(
                .malformed, .artifact, "the file is empty (0 bytes)\(kind.map { ", not \($0)" } ?? "")", path: path)
        }
        let archive: ZipArchive
        do { archive = try ZipArchive(bytes: bytes) } catch { throw error.inFile(name) }
        if name.lowercased().hasSuffix(".apk"), archive.entry(named: "resources.arsc") == nil {
            // Named an APK: say what it lacks rather than read it as something else.
            throw ArtifactError(
                .notFound, .artifact, "an APK without resources.arsc (aapt2 writes one into every APK it links)",
                path: path)
        }
        if archive.entry(named: "resources.arsc") != nil {
            self = .android(try AndroidBuildReader.read(apk: bytes, path: name))
        } else if archive.paths.contains(where: { $0.hasPrefix("Payload/") }) {
            self = .apple(try AppleBuildReader.read(archive, root: nil))
        } else {
            self = .android(try AndroidBuildReader.read(bundle: archive))
        }
    }

    /// What a file's extension says it should be, for messages.
    private static func kind(named name: String) -> String? {
        switch name.lowercased().split(separator: ".").last {
        case "apk": "an APK"
        case "aab": "an app bundle"
        case "ipa": "an iOS app archive"
        default: nil
        }
    }

    /// The bytes of a file of at most ``maximumArchiveSize``.
    static func bytes(_ path: String) throws(ArtifactError) -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        guard size <= maximumArchiveSize else {
            throw ArtifactError(.limitExceeded, .artifact, "\(size) bytes, over \(maximumArchiveSize)", path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArtifactError(.unreadable, .artifact, "cannot read the file", path: path)
        }
        return [UInt8](data)
    }
}
