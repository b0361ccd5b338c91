/// What a module's Gradle files say of its source sets: the product flavors and build types
/// they declare, and the `res` directories each `sourceSets { }` entry sets. Gradle reads a
/// source set's resources from `src/<name>/res` unless an entry replaces them, and from each
/// directory an entry adds; a `src/<name>` folder that names no source set of the build
/// (`main`, a build type, a flavor, or a combination of them) is never read.
///
/// ```swift
/// var layout = SourceSetLayout()
/// layout.add(
///     GradleScript(text: """
///         android {
///             productFlavors { free { }; paid { } }
///             sourceSets { main { res.srcDirs += 'src/shared/res' } }
///         }
///         """), path: "app/build.gradle")
/// layout.resourceDirectories(of: "main", module: "app")   // ["app/src/main/res", "app/src/shared/res"]
/// layout.declares(sourceSet: "paidRelease")               // true
/// layout.declares(sourceSet: "shared")                    // false
/// ```
struct SourceSetLayout {
    /// The product flavors and build types declared, in the order read.
    private(set) var flavors: [String] = []
    private(set) var buildTypes: [String] = ["debug", "release"]
    /// Whether a file names a flavor or build type only Gradle computes.
    private(set) var hasComputedNames = false
    /// Whether any Gradle file was read for the module.
    private(set) var hasGradleFile = false
    /// The `res` statements, by source set, in file order.
    private var statements: [String: [(statement: GradleScript.ResourceDirectories, file: String)]] = [:]
    /// `res` statements with a part only Gradle computes: file, line, statement.
    private(set) var unresolved: [(path: String, line: Int, text: String)] = []

    /// A Gradle file of the module: the flavors and build types it declares.
    mutating func add(_ script: GradleScript, path: String) {
        hasGradleFile = true
        for flavor in script.flavors where !flavors.contains(flavor) { flavors.append(flavor) }
        for type in script.buildTypes where !buildTypes.contains(type) { buildTypes.append(type) }
        hasComputedNames = hasComputedNames || script.namesAreComputed
    }

    /// The `res` statements of one of its scopes.
    mutating func add(_ directories: [GradleScript.ResourceDirectories], path: String) {
        for statement in directories {
            statements[statement.sourceSet, default: []].append((statement, path))
            if let text = statement.unresolved { unresolved.append((path, statement.line, text)) }
        }
    }

    /// The product flavors, when the module's files say which they are.
    var declaredFlavors: [String]? { hasGradleFile && !hasComputedNames ? flavors : nil }

    /// The source sets with a `res` statement.
    var sourceSetsWithStatements: [String] { statements.keys.sorted() }

    /// A source set's `res` directories: `src/<name>/res` unless a statement replaces it, then
    /// what each statement adds, as paths under the module's directory.
    func resourceDirectories(of sourceSet: String, module: String) -> [String] {
        var directories = ["src/\(sourceSet)/res"]
        for (statement, _) in statements[sourceSet] ?? [] {
            if statement.replaces { directories = [] }
            for path in statement.paths where !directories.contains(path) { directories.append(path) }
        }
        return directories.map { Self.normalized($0.hasPrefix("/") ? $0 : module + "/" + $0) }
    }

    /// The last statement that replaces a source set's directories: its file and line.
    func replacement(of sourceSet: String) -> (file: String, line: Int)? {
        statements[sourceSet]?.last { $0.statement.replaces }.map { ($0.file, $0.statement.line) }
    }

    /// Whether a source set of this name exists in the build: `main`, a build type, a flavor,
    /// a combination (`freeRelease`, `freeArm64Release`), or one a statement configures;
    /// nil when the module's files do not say (no Gradle file, or names only Gradle computes).
    func declares(sourceSet: String) -> Bool? {
        guard hasGradleFile, !hasComputedNames else { return nil }
        if sourceSet == "main" || statements[sourceSet] != nil { return true }
        return Self.isCombination(sourceSet, of: flavors + buildTypes)
    }

    /// Whether `name` is names joined in camel case (`freeRelease` of `free`, `release`).
    private static func isCombination(_ name: String, of names: [String]) -> Bool {
        if name.isEmpty { return false }
        for part in names where !part.isEmpty {
            if name == part { return true }
            guard name.hasPrefix(part) else { continue }
            let rest = name.dropFirst(part.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let lowered = first.lowercased() + rest.dropFirst()
            if isCombination(lowered, of: names) { return true }
        }
        return false
    }

    /// `a/./b/../c` as `a/c`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
