internal import Foundation

/// The files a scan reads, found by walking the scanned directories: paths only, so that the
/// walk holds no file's content. Hidden entries, build output (`build`, `DerivedData`) and
/// other projects' code (`Pods`, `Carthage`, `node_modules`), which ship in bundles of their
/// own, are skipped; symbolic links are followed once.
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
        let valuesFolders: [ValuesFolder]
        let localeConfig: String?
        let resourcesProperties: String?
    }

    private(set) var localizationFolders: [LocalizationFolder] = []
    private(set) var catalogs: [String] = []
    private(set) var projectFiles: [String] = []
    private(set) var resourceDirectories: [ResourceDirectory] = []
    private(set) var gradleFiles: [String] = []

    private static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Walks each directory.
    ///
    /// - Throws: ``ResourceScanError/notADirectory(_:)`` for a path that is no directory.
    init(walking directories: [String]) throws(ResourceScanError) {
        var visited: Set<String> = []
        for directory in directories {
            guard Self.isDirectory(directory) else { throw .notADirectory(directory) }
            walk(directory, visited: &visited)
        }
    }

    private mutating func walk(_ directory: String, visited: inout Set<String>) {
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
                } else if name == "res",
                    Self.entries(path).contains(where: { $0 == "values" || $0.hasPrefix("values-") })
                {
                    resourceDirectories.append(Self.resourceDirectory(path))
                } else if !Self.skipped.contains(name) {
                    walk(path, visited: &visited)
                }
            } else if name.hasSuffix(".xcstrings") {
                catalogs.append(path)
            } else if name == "project.pbxproj", directory.hasSuffix(".xcodeproj") {
                projectFiles.append(path)
            } else if name == "build.gradle" || name == "build.gradle.kts" {
                gradleFiles.append(path)
            }
        }
    }

    private static func resourceDirectory(_ path: String) -> ResourceDirectory {
        var folders: [ValuesFolder] = []
        for name in entries(path) where name == "values" || name.hasPrefix("values-") {
            let folder = "\(path)/\(name)"
            guard isDirectory(folder) else { continue }
            let files = entries(folder)
            folders.append(
                ValuesFolder(
                    path: folder, name: name, xmlFiles: files.filter { $0.hasSuffix(".xml") }.map { "\(folder)/\($0)" },
                    hasFiles: !files.isEmpty))
        }
        let config = "\(path)/xml/locales_config.xml"
        let properties = "\(path)/resources.properties"
        let manager = FileManager.default
        return ResourceDirectory(
            path: path, valuesFolders: folders, localeConfig: manager.fileExists(atPath: config) ? config : nil,
            resourcesProperties: manager.fileExists(atPath: properties) ? properties : nil)
    }

    /// A directory's entries, sorted by name (the order does not depend on the file system).
    private static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
