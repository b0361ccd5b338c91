/// Where a report section's resources were read: the sources (folders of `.lproj`, `res/`,
/// Gradle and Xcode files), or a built artifact (``ScannedArtifact``).
///
/// ```swift
/// inventory.androidApps.map(\.origin)   // [.sources, .artifact("app-release.apk")]
/// ```
package enum ResourceOrigin: Hashable, Sendable {
    /// Source folders.
    case sources
    /// The built artifact at this path (the first path of a split set), as given.
    case artifact(String)

    /// Whether the section was read from a built artifact.
    package var isArtifact: Bool {
        if case .artifact = self { return true }
        return false
    }
}

/// What a built Android artifact says of the build that made it, where the sources would say
/// it in Gradle files.
struct BuiltSettings: Hashable, Sendable {
    /// Whether a device gets only some languages: an App Bundle's `BundleConfig.pb` (split
    /// unless it says otherwise), a split set with language splits; false for an APK.
    var languageSplit: Bool
    /// The base manifest's `minSdkVersion`, if it says.
    var minSdk: Int?
}
