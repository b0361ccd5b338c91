package import LanguageTags

extension ResourceInventory {
    /// Scans source directories and built artifacts together: the sources' sections (as
    /// `init(scanning:assumingDevelopmentLanguage:developmentOnlyTables:)` reads them), then
    /// each artifact's: an Android artifact is one section (``AndroidResources`` with
    /// ``AndroidResources/origin`` `.artifact`), an Apple one a section per bundle. Each is counted
    /// as sources are; with sources, an Android artifact takes the language of `values/` and the
    /// resources not to be counted from the sources' first app module. Checked, the report adds
    /// the drift between the sources and each artifact (``ScanFinding/Code/driftMissing`` and
    /// the other `drift-` codes).
    ///
    /// ```swift
    /// let apk = try ScannedArtifact(reading: ["app/build/outputs/apk/release/app-release.apk"])
    /// let inventory = try ResourceInventory(scanning: ["app"], artifacts: [apk], assumingDevelopmentLanguage: "en")
    /// inventory.androidApps.map(\.origin)   // [.sources, .artifact("app/build/…/app-release.apk")]
    /// ```
    ///
    /// - Throws: ``ResourceScanError`` as the sources' scan throws it; nothing to scan when
    ///   neither is given.
    package init(
        scanning directories: [String], artifacts: [ScannedArtifact],
        assumingDevelopmentLanguage assumed: LanguageTag, developmentOnlyTables: [String] = []
    ) throws(ResourceScanError) {
        guard !directories.isEmpty || !artifacts.isEmpty else { throw .nothingToScan("") }
        let sources =
            directories.isEmpty
            ? nil
            : try ResourceInventory(
                scanning: directories, assumingDevelopmentLanguage: assumed,
                developmentOnlyTables: developmentOnlyTables)
        var apple = sources?.appleBundles ?? []
        var android = sources?.androidApps ?? []
        for artifact in artifacts {
            switch artifact.contents {
            case .android(let app):
                let source = sources?.androidApps.first { $0.module.kind == .application } ?? sources?.androidApps.first
                android.append(
                    AndroidResources(
                        built: app, artifact: artifact,
                        defaultLanguage: source?.defaultLanguage ?? DevelopmentLanguage(tag: assumed, source: .assumed),
                        uncounted: source?.uncountedNames ?? [], notes: []))
            case .apple(let app):
                for (index, bundle) in app.bundles.enumerated() {
                    apple.append(
                        AppleResources(
                            built: bundle, artifact: artifact, assumed: assumed,
                            problems: index == 0 ? app.problems : []))
                }
            }
        }
        self.directories = directories
        appleBundles = apple
        androidApps = android
        self.artifacts = artifacts
    }
}
