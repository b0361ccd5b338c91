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
        /// Its own build file, if there is one.
        let buildFile: String?
        /// The product flavors its build declares; nil when the files do not say.
        let flavors: [String]?
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
        let resolved = directories.map { build.resolve(module: $0) }
        let claims = Self.claims(directories: directories, layouts: resolved.map(\.layout))
        var modules: [String: Module] = [:]
        for (directory, (files, ids, layout, resolutionNotes)) in zip(directories, resolved) {
            var notes = resolutionNotes
            let kind: AndroidModule.Kind =
                ids.contains("com.android.application")
                ? .application
                : ids.contains("com.android.dynamic-feature")
                    ? .dynamicFeature : ids.contains("com.android.library") ? .library : .unknown
            let resources = Self.resourceDirectories(
                of: directory, tree: tree, layout: layout, claims: claims, notes: &notes)
            if build.buildFile(of: directory) == nil, let root = build.root(of: directory), root != directory,
                let included = build.includedModules(root: root), !included.contains(directory)
            {
                // A folder Gradle never builds: no build file, and the settings file leaves it out.
                if !resources.isEmpty, let settings = build.settingsFile(root: root) {
                    self.notes.append(.outsideTheBuild(resources.map(\.path), .notIncluded(settings: settings)))
                }
                continue
            }
            modules[directory] = Module(
                directory: directory, name: Self.name(of: directory, root: build.root(of: directory)), kind: kind,
                resourceDirectories: resources.filter { $0.sourceSet == "main" }
                    + resources.filter { $0.sourceSet != "main" },
                manifests: Self.manifests(tree, module: directory),
                dependencies: build.dependencies(of: directory).compactMap {
                    Self.directory(of: $0, from: directory, modules: directories, build: build)
                },
                gradleFiles: files.filter { $0.settings.hasAny }, buildFile: build.buildFile(of: directory),
                flavors: layout.declaredFlavors, notes: notes)
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

    /// The `res` directories `sourceSets` entries name, by path: the module and source set whose
    /// entry names it (the first module, in directory order, when two do).
    private static func claims(directories: [String], layouts: [SourceSetLayout]) -> [String: (
        module: String, sourceSet: String
    )] {
        var claims: [String: (module: String, sourceSet: String)] = [:]
        for (directory, layout) in zip(directories, layouts) {
            for sourceSet in layout.sourceSetsWithStatements {
                for path in layout.resourceDirectories(of: sourceSet, module: directory) where claims[path] == nil {
                    claims[path] = (directory, sourceSet)
                }
            }
        }
        return claims
    }

    /// The `res` directories Gradle reads for a module: those the walk found under it whose
    /// source set the build has (and no entry replaced), and those its `sourceSets` entries
    /// name wherever they are; the others are noted, never silently left out.
    private static func resourceDirectories(
        of module: String, tree: ResourceTree, layout: SourceSetLayout,
        claims: [String: (module: String, sourceSet: String)], notes: inout [ReadingNote]
    ) -> [ResourceTree.ResourceDirectory] {
        var kept: [ResourceTree.ResourceDirectory] = []
        var undeclared: [String] = []
        var replaced: [String: [String]] = [:]
        for directory in tree.resourceDirectories where directory.module == module || claims[directory.path] != nil {
            if let claim = claims[directory.path] {
                if claim.module == module { kept.append(directory.inSourceSet(claim.sourceSet, module: module)) }
                continue
            }
            if layout.declares(sourceSet: directory.sourceSet) == false {
                undeclared.append(directory.path)
            } else if layout.sourceSetsWithStatements.contains(directory.sourceSet),
                let statement = layout.replacement(of: directory.sourceSet)
            {
                replaced["\(statement.file)\u{1F}\(statement.line)", default: []].append(directory.path)
            } else {
                kept.append(directory)
            }
        }
        if !undeclared.isEmpty { notes.append(.outsideTheBuild(undeclared, .undeclaredSourceSet)) }
        for (key, paths) in replaced.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\u{1F}")
            notes.append(.outsideTheBuild(paths, .replaced(path: String(parts[0]), line: Int(parts[1]) ?? 1)))
        }
        for (path, claim) in claims.sorted(by: { $0.key < $1.key }) where claim.module == module {
            guard !kept.contains(where: { $0.path == path }), ResourceTree.isDirectory(path),
                ResourceTree.shipsInRelease(claim.sourceSet)
            else { continue }
            kept.append(ResourceTree.resourceDirectory(path, module: module, sourceSet: claim.sourceSet))
        }
        return kept
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
