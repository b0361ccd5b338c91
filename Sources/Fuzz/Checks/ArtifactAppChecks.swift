internal import AppLanguage
internal import ArtifactFormats
internal import ResourceScan

/// A built app as `langpolicy scan` reads it: the input as an APK (`AndroidBuildReader`: the
/// ZIP, the manifest's split, `minSdkVersion` and `android:localeConfig`, resolved through the
/// resource table to its `res/xml` file), as an App Bundle and as an `.ipa`; each app read is
/// scanned (``ResourceInventory`` of the artifact), checked against the example policy and
/// written as JSON. A typed error is a correct answer.
///
/// Invariants checked: reading is deterministic; every configuration names parts of the app
/// and a locale config's entries come with its file; a device's installed folders are folders
/// of the app; the scan has one Android section for an Android app and one Apple section per
/// bundle, and its report names every artifact read.
package enum ArtifactAppChecks {
    package static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let bytes = Array(input)
        if let app = try? AndroidBuildReader.read(apk: bytes) {
            try require(app == (try? AndroidBuildReader.read(apk: bytes)), "an APK reads differently twice")
            try checkAndroid(app)
        }
        if let archive = try? ZipArchive(bytes: bytes) {
            if let bundle = try? AndroidBuildReader.read(bundle: archive) { try checkAndroid(bundle) }
            if let apple = try? AppleBuildReader.read(archive, root: nil) {
                try require(
                    apple == (try? AppleBuildReader.read(archive, root: nil)), "an .ipa reads differently twice")
                try checkScan(.apple(apple), path: "app.ipa", sections: apple.bundles.count)
            }
        }
    }

    private static func checkAndroid(_ app: BuiltAndroidApp) throws(InvariantViolation) {
        let names = Set(app.parts.map(\.name))
        for configuration in app.configurations {
            try require(Set(configuration.parts).isSubset(of: names), "\(configuration.folder) names no part")
        }
        for part in app.parts {
            try require(
                (part.localeConfigFile == nil) == (part.localeConfigLocales == nil),
                "\(part.name): a locale config's entries without its file")
        }
        let folders = Set(app.locales.map(\.folder))
        let installed = InstalledSplits(app, systemLocales: ["fr-CA", "en-US"])
        try require(Set(installed.folders).isSubset(of: folders), "installed folders the app does not have")
        try checkScan(.android(app), path: "app.apk", sections: 1)
    }

    private static func checkScan(_ contents: BuiltArtifact, path: String, sections: Int)
        throws(InvariantViolation)
    {
        let artifact = ScannedArtifact(paths: [path], contents: contents)
        guard
            let inventory = try? ResourceInventory(
                scanning: [], artifacts: [artifact],
                assumingDevelopmentLanguage: AppLanguagePolicy.example.productDefault)
        else { throw InvariantViolation("an artifact read is no inventory") }
        try require(
            inventory.androidApps.count + inventory.appleBundles.count == sections,
            "\(inventory.androidApps.count + inventory.appleBundles.count) sections, not \(sections)")
        let report = inventory.check(against: .example)
        try require(report.json.contains("\"\(path)\""), "the report does not name \(path)")
    }
}
