/// What one Gradle file (a build file, a script it applies, a settings file, or a convention
/// plugin's Kotlin or Groovy source) says that decides an app's locales, by scope: the file's
/// own statements, and those of `subprojects { }` and `allprojects { }`, which a root build
/// file gives its modules. Read from the text, not by running Gradle.
///
/// ```swift
/// let script = GradleScript(text: """
///     plugins { id("com.android.application") }
///     apply(from = "locales.gradle")
///     dependencies { implementation(project(":core")) }
///     """)
/// script.own.pluginIDs            // ["com.android.application"]
/// script.own.appliedFiles[0].path // "locales.gradle"
/// script.projectDependencies      // [":core"]
/// ```
struct GradleScript {
    /// Which modules statements apply to.
    enum ScopeKind: Hashable, CaseIterable {
        /// The file's own module (or, for a convention plugin, every module applying it).
        case own
        /// `subprojects { }`: every module under the root but the root.
        case subprojects
        /// `allprojects { }`: the root and every module.
        case allprojects
    }

    /// A file another one applies (`apply from: 'x.gradle'`).
    struct AppliedFile: Hashable {
        /// The path as written, `$rootDir` and `$projectDir` resolved; nil when it cannot be.
        let path: String?
        /// Whether it is relative to the root project (`rootProject.file(…)`, `$rootDir/…`).
        let fromRoot: Bool
        /// As written.
        let text: String
        let line: Int
    }

    /// A statement that sets a source set's resource directories (`res.srcDirs += "…"`).
    struct ResourceDirectories: Hashable {
        /// The source set (`main`, a flavor, a build type).
        let sourceSet: String
        /// The paths written, relative to the module's directory.
        let paths: [String]
        /// Whether the statement replaces the directories (`srcDirs = …`, `setSrcDirs(…)`)
        /// rather than adds to them.
        let replaces: Bool
        /// The statement, when a part of it only Gradle computes.
        let unresolved: String?
        let line: Int
    }

    /// The statements of one scope.
    struct Scope {
        var settings = GradleLocaleSettings.Builder()
        /// `res` directory statements, in file order.
        var resourceDirectories: [ResourceDirectories] = []
        /// Plugin ids applied (`id("…")`, `apply plugin: '…'`, `pluginManager.apply("…")`), and
        /// version-catalog aliases as `libs.plugins.a.b`.
        var pluginIDs: [String] = []
        var appliedFiles: [AppliedFile] = []
    }

    private(set) var scopes: [ScopeKind: Scope] = [:]
    /// Project dependencies that ship with the module (`implementation(project(":core"))`,
    /// `api(projects.core)` as `projects.core`); test, debug and compile-only ones left out.
    private(set) var projectDependencies: [String] = []
    /// Convention plugins this file registers (`gradlePlugin { plugins { register(…) { id = …;
    /// implementationClass = … } } }`): id (or catalog accessor) and class name.
    private(set) var registrations: [(id: String, implementationClass: String)] = []
    /// The classes the file declares (`class AndroidApplicationConventionPlugin`).
    private(set) var classNames: [String] = []
    /// Product flavors and build types declared (`productFlavors { free { } }`).
    private(set) var flavors: [String] = []
    private(set) var buildTypes: [String] = []
    /// Whether a flavor or build type is declared by a name only Gradle computes
    /// (`create(it.name)`): ``flavors`` and ``buildTypes`` are then not the whole list.
    private(set) var namesAreComputed = false
    /// The modules a settings file includes (`:app`); nil when an include is computed (the
    /// list the text gives is then not the whole one) or the file includes none.
    private(set) var includes: [String]?

    /// A scope's statements (empty when the file has none).
    func scope(_ kind: ScopeKind) -> Scope { scopes[kind] ?? Scope() }

    /// The file's own statements.
    var own: Scope { scope(.own) }

    init(text: String) {
        let values = GradleValues(GradleTokens(text).tokens)
        var reader = GradleScriptReader(values: values)
        reader.read()
        scopes = reader.scopes
        projectDependencies = reader.dependencies
        registrations = reader.registrations
        classNames = reader.classNames
        flavors = reader.flavors
        buildTypes = reader.buildTypes
        namesAreComputed = reader.namesAreComputed
        includes = reader.includesAreComputed || reader.includes.isEmpty ? nil : reader.includes
    }
}
