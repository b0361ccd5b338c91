/// The Android module a report section is about: an application module (`com.android.application`)
/// with the library modules it depends on (`implementation(project(":core"))`), whose
/// resources the build merges into the app's; or a module no application depends on.
///
/// ```swift
/// let android = inventory.androidApps[0]
/// android.module.name        // ":app"
/// android.module.kind        // .application
/// android.module.libraries   // [":core", ":ui"]
/// ```
package struct AndroidModule: Hashable, Sendable {
    /// What the module's build applies.
    package enum Kind: Hashable, Sendable, CaseIterable {
        /// `com.android.application`: an app, built into an APK or an App Bundle.
        case application
        /// `com.android.library`: merged into the apps that depend on it.
        case library
        /// `com.android.dynamic-feature`: a feature module of an App Bundle.
        case dynamicFeature
        /// No build file, or one whose Android plugin the scan cannot see.
        case unknown
    }

    /// The Gradle project path (`:app`, `:feature:settings`), or the folder's name without a
    /// settings file.
    package let name: String
    /// The module's directory, as found under the scanned directory.
    package let path: String
    /// What its build applies.
    package let kind: Kind
    /// The library modules whose resources the build merges into it, by name.
    package let libraries: [String]
}
