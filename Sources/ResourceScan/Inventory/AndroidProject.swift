/// An Android build's modules, and the sections a report has for them: one per application
/// module (`com.android.application`), with the library modules it depends on (transitively,
/// through the dependencies that ship: `implementation`, `api`, `runtimeOnly`); then one per
/// module with resources that no application includes. Without any application module the
/// scan can see, every module with resources that no other depends on is an app of its own.
struct AndroidProject {
    /// One module directory and what its build says.
    struct Module {
        let directory: String
        let name: String
        let kind: AndroidModule.Kind
        /// The module's own `res` directories, `main` first.
        let resourceDirectories: [ResourceTree.ResourceDirectory]
        /// Its `AndroidManifest.xml` files, `main` first.
        let manifests: [String]
        /// The directories of the modules it depends on.
        let dependencies: [String]
        let gradleFiles: [AndroidResources.GradleFile]
        let notes: [ReadingNote]
    }

    /// A report section: the module and the libraries merged into it.
    struct Section {
        let module: Module
        let libraries: [Module]

        /// The `res` directories the build merges: the module's, then its libraries'.
        var resourceDirectories: [ResourceTree.ResourceDirectory] {
            module.resourceDirectories + libraries.flatMap(\.resourceDirectories)
        }

        var description: AndroidModule {
            AndroidModule(
                name: module.name, path: module.directory, kind: module.kind, libraries: libraries.map(\.name))
        }
    }

    private(set) var sections: [Section] = []
    private(set) var notes: [ReadingNote] = []

    init(tree: ResourceTree) {
        let build = GradleBuild(tree: tree)
        notes = build.notes
        var directories: [String] = []
        func add(_ directory: String) { if !directories.contains(directory) { directories.append(directory) } }
        for directory in tree.resourceDirectories.map(\.module) { add(directory) }
        for path in tree.gradleFiles where path.hasSuffix("/build.gradle") || path.hasSuffix("/build.gradle.kts") {
            add(GradleBuild.directory(path))
        }
        var modules: [String: Module] = [:]
        for directory in directories {
            let (files, ids, notes) = build.resolve(module: directory)
            let kind: AndroidModule.Kind =
                ids.contains("com.android.application")
                ? .application
                : ids.contains("com.android.dynamic-feature")
                    ? .dynamicFeature : ids.contains("com.android.library") ? .library : .unknown
            let resources = tree.resourceDirectories.filter { $0.module == directory }
            modules[directory] = Module(
                directory: directory, name: Self.name(of: directory, root: build.root(of: directory)), kind: kind,
                resourceDirectories: resources.filter { $0.sourceSet == "main" }
                    + resources.filter { $0.sourceSet != "main" },
                manifests: Self.manifests(tree, module: directory),
                dependencies: build.dependencies(of: directory).compactMap {
                    Self.directory(of: $0, from: directory, modules: directories, build: build)
                },
                gradleFiles: files.filter { $0.settings.hasAny },
                notes: notes)
        }
        let ordered = directories.compactMap { modules[$0] }
        var apps = ordered.filter { $0.kind == .application }
        if apps.isEmpty {
            let dependedOn = Set(ordered.flatMap(\.dependencies))
            apps = ordered.filter { !dependedOn.contains($0.directory) && !$0.resourceDirectories.isEmpty }
        }
        var covered: Set<String> = []
        for app in apps {
            let libraries = Self.closure(of: app, modules: modules).filter { $0.kind != .application }
            covered.insert(app.directory)
            covered.formUnion(libraries.map(\.directory))
            sections.append(Section(module: app, libraries: libraries))
        }
        for module in ordered where !covered.contains(module.directory) && !module.resourceDirectories.isEmpty {
            sections.append(Section(module: module, libraries: []))
        }
    }

    /// The modules `module` depends on, transitively, in the order first reached.
    private static func closure(of module: Module, modules: [String: Module]) -> [Module] {
        var result: [Module] = []
        var seen: Set<String> = [module.directory]
        var pending = module.dependencies
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next).inserted, let dependency = modules[next] else { continue }
            result.append(dependency)
            pending += dependency.dependencies
        }
        return result
    }

    /// `:a:b` (the path below the Gradle root), or the folder's name without a root.
    private static func name(of directory: String, root: String?) -> String {
        guard let root, directory.hasPrefix(root) else {
            return directory.split(separator: "/").last.map(String.init) ?? directory
        }
        let relative = directory.dropFirst(root.count).split(separator: "/")
        return ":" + relative.joined(separator: ":")
    }

    /// The module a dependency names: `:a:b` under the root, or a type-safe accessor
    /// (`projects.coreUi` for `:core-ui`).
    private static func directory(of dependency: String, from module: String, modules: [String], build: GradleBuild)
        -> String?
    {
        let root = build.root(of: module) ?? GradleBuild.directory(module)
        if dependency.hasPrefix(":") {
            let path = root + "/" + dependency.dropFirst().split(separator: ":").joined(separator: "/")
            return modules.first { $0 == path }
        }
        func normalized(_ text: some StringProtocol) -> String {
            String(text.lowercased().filter { $0 != "-" && $0 != "_" })
        }
        let wanted = dependency.split(separator: ".").dropFirst().map(normalized)
        return modules.first { candidate in
            guard candidate.hasPrefix(root) else { return false }
            return candidate.dropFirst(root.count).split(separator: "/").map(normalized) == wanted
        }
    }

    /// The module's manifests, `src/main/AndroidManifest.xml` (or one beside `res`) first.
    private static func manifests(_ tree: ResourceTree, module: String) -> [String] {
        let own = tree.manifests.filter { ResourceTree.sourceSet(of: GradleBuild.directory($0)).module == module }
        return own.filter { $0.hasSuffix("/main/AndroidManifest.xml") }
            + own.filter {
                !$0.hasSuffix("/main/AndroidManifest.xml")
            }
    }
}

extension GradleLocaleSettings {
    /// Whether the file sets anything the scan reads.
    var hasAny: Bool {
        generateLocaleConfig != nil || filtersLocales || languageSplit != nil || minSdk != nil || !unresolved.isEmpty
    }
}
