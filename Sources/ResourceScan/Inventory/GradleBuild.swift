internal import Foundation

/// The Gradle files of the scanned tree, read once, and what applies to each module: its own
/// build file, the root build file's `subprojects { }` and `allprojects { }`, the files they
/// apply (`apply from: …`), and the convention plugins (`buildSrc`, `build-logic`) whose ids
/// any of them applies, directly or through a version catalog alias.
struct GradleBuild {
    /// Every file read, by path.
    private var scripts: [String: GradleScript] = [:]
    private var catalogs: [VersionCatalog] = []
    /// Convention plugin id → the source that implements it.
    private var conventions: [String: String] = [:]
    /// The directories that hold a settings file (Gradle roots).
    private let roots: Set<String>
    private(set) var notes: [ReadingNote] = []

    init(tree: ResourceTree) {
        roots = Set(
            tree.gradleFiles.filter { $0.hasSuffix("/settings.gradle") || $0.hasSuffix("/settings.gradle.kts") }.map(
                Self.directory))
        for path in tree.versionCatalogs {
            guard let text = ResourceFiles.text(path, notes: &notes) else { continue }
            let name = path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? "libs"
            catalogs.append(VersionCatalog(text: text, name: name))
        }
        for path in tree.gradleFiles + tree.conventionSources { read(path) }
        var pending = Array(scripts.keys)
        while let path = pending.popLast() {
            for applied in GradleScript.ScopeKind.allCases.flatMap({ scripts[path]?.scope($0).appliedFiles ?? [] }) {
                for candidate in Self.candidates(for: applied, from: Self.directory(path), roots: roots)
                where scripts[candidate] == nil && FileManager.default.fileExists(atPath: candidate) {
                    read(candidate)
                    pending.append(candidate)
                }
            }
        }
        registerConventions(tree.conventionSources)
    }

    /// The Gradle root of a module: the nearest directory at or above it with a settings file.
    func root(of module: String) -> String? {
        var directory = module
        while !directory.isEmpty {
            if roots.contains(directory) { return directory }
            guard let slash = directory.lastIndex(of: "/") else { return nil }
            directory = String(directory[..<slash])
        }
        return nil
    }

    /// The build file of a module directory, if the tree has one.
    func buildFile(of module: String) -> String? {
        ["\(module)/build.gradle.kts", "\(module)/build.gradle"].first { scripts[$0] != nil }
    }

    /// The project dependencies a module's build file declares.
    func dependencies(of module: String) -> [String] {
        buildFile(of: module).flatMap { scripts[$0]?.projectDependencies } ?? []
    }

    /// What applies to a module: each file with the settings it contributes, the plugin ids
    /// applied (catalog aliases resolved), and notes of what cannot be read.
    func resolve(module: String) -> (
        files: [AndroidResources.GradleFile], pluginIDs: [String], layout: SourceSetLayout, notes: [ReadingNote]
    ) {
        var resolution = Resolution(build: self, module: module)
        let root = root(of: module)
        if let root, let rootFile = buildFile(of: root) {
            resolution.include(
                rootFile, root == module ? [.own, .allprojects] : [.subprojects, .allprojects], depth: 0)
        }
        if root != module, let file = buildFile(of: module) { resolution.include(file, [.own], depth: 0) }
        var index = 0
        while index < resolution.pluginIDs.count {
            if let source = conventions[resolution.pluginIDs[index]] { resolution.include(source, [.own], depth: 0) }
            index += 1
        }
        return (resolution.files, resolution.pluginIDs, resolution.layout, resolution.notes)
    }

    /// The settings file at a Gradle root, if the tree has one.
    func settingsFile(root: String) -> String? {
        ["\(root)/settings.gradle.kts", "\(root)/settings.gradle"].first { scripts[$0] != nil }
    }

    /// The modules the settings file at a Gradle root includes, as directories; nil without a
    /// settings file, or when its includes are computed.
    func includedModules(root: String) -> Set<String>? {
        guard let settings = settingsFile(root: root), let includes = scripts[settings]?.includes else { return nil }
        return Set(includes.map { root + "/" + $0.split(separator: ":").joined(separator: "/") })
    }

    /// The files and ids gathered for one module.
    private struct Resolution {
        let build: GradleBuild
        let module: String
        var files: [AndroidResources.GradleFile] = []
        var pluginIDs: [String] = []
        var layout = SourceSetLayout()
        var notes: [ReadingNote] = []
        private var included: Set<String> = []

        init(build: GradleBuild, module: String) {
            self.build = build
            self.module = module
        }

        mutating func include(_ path: String, _ kinds: [GradleScript.ScopeKind], depth: Int) {
            guard depth < 8, let script = build.scripts[path], included.insert("\(path) \(kinds)").inserted else {
                return
            }
            var builder = GradleLocaleSettings.Builder()
            layout.add(script, path: path)
            for kind in kinds {
                let scope = script.scope(kind)
                builder.merge(scope.settings)
                layout.add(scope.resourceDirectories, path: path)
                for id in scope.pluginIDs {
                    let resolved = build.catalogs.lazy.compactMap { $0.pluginID(accessor: id) }.first ?? id
                    if !pluginIDs.contains(resolved) { pluginIDs.append(resolved) }
                }
            }
            let settings = builder.settings
            for value in settings.unresolved {
                notes.append(.unresolvedGradleValue(path: path, line: value.line, text: value.text))
            }
            files.append(AndroidResources.GradleFile(path: path, settings: settings))
            for applied in kinds.flatMap({ script.scope($0).appliedFiles }) { apply(applied, from: path, depth: depth) }
        }

        private mutating func apply(_ applied: GradleScript.AppliedFile, from path: String, depth: Int) {
            let candidates = GradleBuild.candidates(for: applied, from: module, roots: build.roots)
            if let found = candidates.first(where: { build.scripts[$0] != nil }) {
                include(found, [.own], depth: depth + 1)
            } else {
                notes.append(
                    .unreadAppliedFile(
                        path: path, line: applied.line, text: applied.text, computed: applied.path == nil))
            }
        }
    }

    // MARK: Reading

    private mutating func read(_ path: String) {
        guard let text = ResourceFiles.text(path, notes: &notes) else { return }
        scripts[path] = GradleScript(text: text)
    }

    /// Precompiled script plugins (`src/main/kotlin/my.android.gradle.kts` is `my.android`) and
    /// registered ones (`register("…") { id = "…"; implementationClass = "…" }`).
    private mutating func registerConventions(_ sources: [String]) {
        for path in sources where path.contains("/src/main/") {
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            for suffix in [".gradle.kts", ".gradle"] where name.hasSuffix(suffix) {
                conventions[String(name.dropLast(suffix.count))] = path
            }
        }
        for path in sources {
            for (id, implementation) in scripts[path]?.registrations ?? [] {
                let className = implementation.split(separator: ".").last.map(String.init) ?? implementation
                guard let source = sources.first(where: { scripts[$0]?.classNames.contains(className) == true }) else {
                    continue
                }
                let resolved = catalogs.lazy.compactMap { $0.pluginID(accessor: id) }.first ?? id
                conventions[resolved] = source
            }
        }
    }

    /// Where an applied file may be: under the root for `$rootDir/…` and `rootProject.file(…)`,
    /// else under the applying project's directory (then the roots, as a fallback).
    static func candidates(for applied: GradleScript.AppliedFile, from directory: String, roots: Set<String>)
        -> [String]
    {
        guard let path = applied.path else { return [] }
        if path.hasPrefix("/") { return [path] }
        let rootPaths = roots.sorted().map { "\($0)/\(path)" }
        return applied.fromRoot ? rootPaths : ["\(directory)/\(path)"] + rootPaths
    }

    static func directory(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
