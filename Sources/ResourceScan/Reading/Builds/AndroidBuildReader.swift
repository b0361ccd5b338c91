package import ArtifactFormats

/// Reads built Android apps into ``BuiltAndroidApp``: from bytes (an APK, split APKs) or
/// from `ArtifactFiles` (an app bundle, zipped or unpacked). A split set is the union of
/// its APKs, each configuration naming the APKs it came from; a bundle is the union of its
/// modules (`<module>/resources.pb`), with `BundleConfig.pb`'s language split setting.
package enum AndroidBuildReader {
    /// Reads one APK.
    ///
    /// - Throws: `ArtifactError` for an archive or resource table that cannot be read.
    package static func read(apk bytes: [UInt8], path: String = "app.apk") throws(ArtifactError) -> BuiltAndroidApp {
        var collector = Collector()
        try collector.addAPK(try ZipArchive(bytes: bytes), path: path, name: nil)
        return collector.app(kind: .apk, bundleConfig: nil)
    }

    /// Reads a split set: `files` maps each APK's file name (`base.apk`, `config.fr.apk`) to its bytes.
    ///
    /// - Throws: `ArtifactError` for an APK that cannot be read (named in the error).
    package static func read(splitAPKs files: [String: [UInt8]]) throws(ArtifactError) -> BuiltAndroidApp {
        var collector = Collector()
        let names = files.keys.sorted { ($0 == "base.apk" ? "" : $0) < ($1 == "base.apk" ? "" : $1) }
        for name in names {
            guard let bytes = files[name] else { continue }
            do {
                try collector.addAPK(try ZipArchive(bytes: bytes), path: name, name: nil)
            } catch {
                throw error.inFile(name)
            }
        }
        return collector.app(kind: .splitAPKs, bundleConfig: nil)
    }

    /// Reads an app bundle: `BundleConfig.pb` at the root, `<module>/resources.pb` per module.
    ///
    /// - Throws: `ArtifactError` for a table or config that cannot be read, or
    ///   `.notFound` when no module has a `resources.pb`.
    package static func read(bundle files: some ArtifactFiles) throws(ArtifactError) -> BuiltAndroidApp {
        var collector = Collector()
        collector.problems += files.unsafeNames.map { "unsafe entry name: \($0)" }
        let modules = files.paths.filter { $0.hasSuffix("/resources.pb") && $0.split(separator: "/").count == 2 }
        guard !modules.isEmpty else {
            throw ArtifactError(.notFound, .artifact, "no <module>/resources.pb: not an app bundle")
        }
        let sorted = modules.sorted { ($0.hasPrefix("base/") ? "" : $0) < ($1.hasPrefix("base/") ? "" : $1) }
        for path in sorted {
            let module = String(path.prefix { $0 != "/" })
            do {
                let table = try ResourceTable(proto: try files.contents(path))
                collector.add(table, part: module, path: module, targetConfig: nil, localeConfig: nil)
            } catch {
                throw error.inFile(path)
            }
        }
        var config: BundleConfig?
        if files.paths.contains("BundleConfig.pb") {
            do { config = try BundleConfig(bytes: try files.contents("BundleConfig.pb")) } catch {
                throw error.inFile("BundleConfig.pb")
            }
        } else {
            collector.problems.append("no BundleConfig.pb: bundletool's default language split is assumed")
        }
        return collector.app(kind: .appBundle, bundleConfig: config)
    }
}
