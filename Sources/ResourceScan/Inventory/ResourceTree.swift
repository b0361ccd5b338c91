internal import Foundation

/// The files a scan reads, found by walking the scanned directories: paths only, so that the
/// walk holds no file's content. Hidden entries, build output (`build`, `DerivedData`) and
/// other projects' code (`Pods`, `Carthage`, `node_modules`), which ship in bundles of their
/// own, are skipped; symbolic links are followed once. An Android source set that ships in no
/// release build (`src/test`, `src/androidTest`, `src/debug`, `src/<flavor>Debug`) is
/// skipped and listed in ``skippedSourceSets``.
///
/// ```swift
/// let tree = try ResourceTree(walking: ["MyApp"])
/// tree.localizationFolders.map(\.name)   // ["Base", "en", "fr"]
/// ```
struct ResourceTree {
    /// An `.lproj` folder and its `.strings` and `.stringsdict` files.
    struct LocalizationFolder {
        let path: String
        /// The name without `.lproj`.
        let name: String
        let stringsFiles: [String]
    }

    /// A `values*` folder of an Android `res` directory and its XML files.
    struct ValuesFolder {
        let path: String
        let name: String
        let xmlFiles: [String]
        /// Whether the folder has any file at all (the Android Gradle plugin's test for a
        /// locale of the generated locale config).
        let hasFiles: Bool
    }

    /// An Android `res` directory.
    struct ResourceDirectory {
        let path: String
        /// The module directory: `app` of `app/src/main/res` (or of `app/res`).
        let module: String
        /// The source set (`main`, `release`, a flavor); `main` for a `res` outside `src`.
        let sourceSet: String
        let valuesFolders: [ValuesFolder]
        /// The files of `res/xml`, by name without `.xml`.
        let xmlFiles: [String: String]
        let resourcesProperties: String?
        /// Folders aapt2 refuses as resource folders (`value-fr`, `Values`), by name.
        let otherFolders: [String]

        /// The same directory, read as one of another module's source sets (a `sourceSets`
        /// entry names it).
        func inSourceSet(_ sourceSet: String, module: String) -> ResourceDirectory {
            ResourceDirectory(
                path: path, module: module, sourceSet: sourceSet, valuesFolders: valuesFolders, xmlFiles: xmlFiles,
                resourcesProperties: resourcesProperties, otherFolders: otherFolders)
        }
    }

    private(set) var localizationFolders: [LocalizationFolder] = []
    private(set) var catalogs: [String] = []
    private(set) var projectFiles: [String] = []
    private(set) var resourceDirectories: [ResourceDirectory] = []
    /// `build.gradle(.kts)` and `settings.gradle(.kts)` files.
    private(set) var gradleFiles: [String] = []
    /// Kotlin, Groovy and Gradle sources of convention plugins (under `buildSrc` or `build-logic`).
    private(set) var conventionSources: [String] = []
    /// Gradle version catalogs (`gradle/libs.versions.toml`).
    private(set) var versionCatalogs: [String] = []
    /// `AndroidManifest.xml` files of the source sets walked.
    private(set) var manifests: [String] = []
    /// `Package.swift` files (Swift packages, whose targets' resources are bundles of their own).
    private(set) var packageManifests: [String] = []
    /// `res` directories of source sets that ship in no release build.
    private(set) var skippedSourceSets: [String] = []

    private static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// The resource types aapt2 knows (`ResourceType`'s folder names).
    private static let resourceTypes: Set<String> = [
        "anim", "animator", "color", "drawable", "font", "interpolator", "layout", "menu", "mipmap", "navigation",
        "raw", "transition", "values", "xml",
    ]

    /// Walks each directory.
    ///
    /// - Throws: ``ResourceScanError/notADirectory(_:)`` for a path that is a file (a path
    ///   that does not exist is walked as an empty directory).
    init(walking directories: [String]) throws(ResourceScanError) {
        var visited: Set<String> = []
        for directory in directories {
            if FileManager.default.fileExists(atPath: directory), !Self.isDirectory(directory) {
                throw .notADirectory(directory)
            }
            walk(directory, visited: &visited, convention: false)
        }
    }

    /// Whether the walk found anything a scan reads under `directory`.
    func hasFiles(under directory: String) -> Bool {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let paths =
            localizationFolders.map(\.path) + catalogs + projectFiles + resourceDirectories.map(\.path)
            + gradleFiles + manifests + skippedSourceSets
        return paths.contains { $0.hasPrefix(prefix) }
    }

    private mutating func walk(_ directory: String, visited: inout Set<String>, convention: Bool) {
        guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted else { return }
        for name in Self.entries(directory) where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
            if Self.isDirectory(path) {
                if name.hasSuffix(".lproj") {
                    localizationFolders.append(
                        LocalizationFolder(
                            path: path, name: String(name.dropLast(6)),
                            stringsFiles: Self.entries(path).filter {
                                $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")
                            }
                            .map { "\(path)/\($0)" }))
                } else if name == "res", !convention,
                    Self.entries(path).contains(where: { $0 == "values" || $0.hasPrefix("values-") })
                {
                    let (module, sourceSet) = Self.sourceSet(of: directory)
                    if Self.shipsInRelease(sourceSet) {
                        resourceDirectories.append(Self.resourceDirectory(path, module: module, sourceSet: sourceSet))
                    } else {
                        skippedSourceSets.append(path)
                    }
                } else if !Self.skipped.contains(name) {
                    walk(path, visited: &visited, convention: convention || name == "buildSrc" || name == "build-logic")
                }
            } else if convention {
                if [".kt", ".kts", ".groovy", ".gradle"].contains(where: { name.hasSuffix($0) }) {
                    conventionSources.append(path)
                }
            } else if name.hasSuffix(".xcstrings") {
                catalogs.append(path)
            } else if name == "project.pbxproj", directory.hasSuffix(".xcodeproj") {
                projectFiles.append(path)
            } else if ["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"].contains(name) {
                gradleFiles.append(path)
            } else if name.hasSuffix(".versions.toml"), directory.hasSuffix("/gradle") {
                versionCatalogs.append(path)
            } else if name == "AndroidManifest.xml" {
                let (_, sourceSet) = Self.sourceSet(of: directory)
                if Self.shipsInRelease(sourceSet) { manifests.append(path) }
            } else if name == "Package.swift" {
                packageManifests.append(path)
            }
        }
    }

    /// The module directory and source set of a `res` directory's parent: `app` and `main`
    /// for `app/src/main`; the directory itself and `main` outside a `src` folder.
    static func sourceSet(of parent: String) -> (module: String, sourceSet: String) {
        let components = parent.split(separator: "/", omittingEmptySubsequences: false)
        if components.count >= 3, components[components.count - 2] == "src" {
            return (components.dropLast(2).joined(separator: "/"), String(components[components.count - 1]))
        }
        return (parent, "main")
    }

    /// Whether a source set's resources ship in a release build: not `test…`, `androidTest…`,
    /// `testFixtures`, `debug` or a flavor's `…Debug`.
    static func shipsInRelease(_ sourceSet: String) -> Bool {
        !(sourceSet.hasPrefix("test") || sourceSet.hasPrefix("androidTest") || sourceSet == "debug"
            || sourceSet.hasSuffix("Debug") || sourceSet == "sharedTest")
    }

    /// The `res` directory at `path`, read as one of `module`'s `sourceSet`.
    static func resourceDirectory(_ path: String, module: String, sourceSet: String) -> ResourceDirectory {
        var folders: [ValuesFolder] = []
        var others: [String] = []
        for name in entries(path) where isDirectory("\(path)/\(name)") {
            let type = name.prefix { $0 != "-" }
            guard type == "values" else {
                if !resourceTypes.contains(String(type)) { others.append(name) }
                continue
            }
            let folder = "\(path)/\(name)"
            let files = entries(folder)
            folders.append(
                ValuesFolder(
                    path: folder, name: name, xmlFiles: files.filter { $0.hasSuffix(".xml") }.map { "\(folder)/\($0)" },
                    hasFiles: !files.isEmpty))
        }
        var xml: [String: String] = [:]
        for name in entries("\(path)/xml") where name.hasSuffix(".xml") {
            xml[String(name.dropLast(4))] = "\(path)/xml/\(name)"
        }
        let properties = "\(path)/resources.properties"
        return ResourceDirectory(
            path: path, module: module, sourceSet: sourceSet, valuesFolders: folders, xmlFiles: xml,
            resourcesProperties: FileManager.default.fileExists(atPath: properties) ? properties : nil,
            otherFolders: others)
    }

    /// A directory's entries, sorted by name (the order does not depend on the file system).
    private static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
