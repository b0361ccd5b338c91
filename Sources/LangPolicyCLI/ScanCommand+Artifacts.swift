internal import AppLanguage
internal import ResourceScan

extension ScanCommand {
    /// The help's part on built artifacts.
    static let artifactHelp = """
        Built artifacts: a PATH that is a file named *.apk, *.aab, *.ipa or *.zip, a folder
        named *.app, *.aab or *.apks, or a folder holding base.apk (a split set) or
        BundleConfig.pb (an unpacked App Bundle) is read as what the build made, not as
        sources; several .apk files are one split set (base.apk and config.*.apk). Its rows
        are read from the file: for Android one per locale configuration of resources.arsc or
        resources.pb (values for the default), with the string, plurals and string-array
        resources that have a value there; for Apple one per localization CFBundle lists
        (CFBundleLocalizations, each .lproj, and CFBundleDevelopmentRegion when Base.lproj is
        there), with the keys of its tables. Every check runs on them as on sources. A String
        Catalog left in a bundle uncompiled is an error (its translations never load).

        Drift: with sources and an artifact together (scan SOURCES --artifact FILE, or both as
        PATHs), each locale of the sources the artifact lacks is a finding saying why:
          drift-filtered                 the locale filters (their entries and files)
          drift-removed-without-default  aapt2 removed all its strings (no default value)
          drift-empty                    it has no strings
          drift-split-not-installed      its config split is not among the APKs given
          drift-uncompiled-catalog       its String Catalog is in the bundle uncompiled
          drift-missing                  no reason the sources show
        A missing locale the policy supports is an error. A locale of the artifact the sources
        lack is drift-extra; one the sources' filters leave out that the artifact holds anyway,
        drift-unfiltered; a CFBundleDevelopmentRegion other than the sources' development
        language, drift-development-language.
        """

    /// The sources and artifacts of `paths` and `artifacts` (`--artifact`), read: a file given
    /// as sources, or an artifact that cannot be read, is an ``InputFileError`` (exit status 2);
    /// a directory with nothing to scan, the scan's own error (exit status 1).
    static func inventory(
        _ paths: [String], artifacts artifactPaths: [String], policy: AppLanguagePolicy,
        developmentOnlyTables: [String]
    ) throws -> ResourceInventory {
        let given = paths.filter(ScannedArtifact.isArtifact) + artifactPaths
        guard !given.isEmpty else {
            return try inventory(paths, policy: policy, developmentOnlyTables: developmentOnlyTables)
        }
        let directories = paths.filter { !ScannedArtifact.isArtifact($0) }
        // Several .apk files are one split set; every other path is an artifact of its own.
        let apks = given.filter { $0.hasSuffix(".apk") }
        var groups = given.filter { !$0.hasSuffix(".apk") }.map { [$0] }
        if !apks.isEmpty { groups.append(apks) }
        var artifacts: [ScannedArtifact] = []
        for group in groups {
            do {
                artifacts.append(try ScannedArtifact(reading: group))
            } catch {
                throw InputFileError(description: "\(group.joined(separator: ", ")): \(error)")
            }
        }
        let android = artifacts.filter { if case .android = $0.contents { true } else { false } }
        guard android.count <= 1, artifacts.count - android.count <= 1 else {
            throw UsageError(description: "give at most one Android and one Apple artifact")
        }
        let read = Result { () throws(ResourceScanError) in
            try ResourceInventory(
                scanning: directories, artifacts: artifacts, assumingDevelopmentLanguage: policy.productDefault,
                developmentOnlyTables: developmentOnlyTables)
        }
        if case .failure(.notADirectory(let path)) = read {
            throw InputFileError(description: ResourceScanError.notADirectory(path).description)
        }
        return try read.get()
    }
}
