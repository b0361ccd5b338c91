/// The targets of an Xcode project (`project.pbxproj`) and the localized resources each
/// copies into its bundle: the `.lproj` folders of the variant groups and the String Catalogs
/// of its Resources build phase, and the folders Xcode 16 synchronizes with it
/// (`fileSystemSynchronizedGroups`), as paths under the project's directory.
///
/// ```swift
/// let targets = try XcodeProjectTargets(bytes: projectBytes, projectDirectory: "ios")
/// targets.targets.map(\.name)               // ["MyApp", "Widget"]
/// targets.targets[1].kind                   // .appExtension
/// targets.targets[0].claims("ios/MyApp/fr.lproj")   // true
/// ```
package struct XcodeProjectTargets {
    struct Target {
        let name: String
        /// Nil for a target that ships no bundle of localizations (tests, tools, libraries).
        let kind: AppleBundle.Kind?
        /// `.lproj` folders and catalogs copied by its Resources phase.
        let resources: Set<String>
        /// Folders whose whole content belongs to it (synchronized groups, folder references).
        let roots: [String]

        /// Whether a localization folder or catalog at `path` is among the target's resources.
        func claims(_ path: String) -> Bool {
            resources.contains(path) || roots.contains { path.hasPrefix($0 + "/") }
        }
    }

    private(set) var targets: [Target] = []

    package init(bytes: [UInt8], projectDirectory: String) throws(ResourceFileError) {
        let root = try bytes.withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var parser = OpenStepParser(tokens: try PropertyListTokens(buffer).tokens)
            return try parser.value(depth: 0)
        }
        guard case .dictionary(let top)? = root, case .dictionary(let objectList)? = top["objects"] else { return }
        var objects: [String: [String: OpenStepValue]] = [:]
        var parents: [String: String] = [:]
        for (id, value) in objectList {
            guard case .dictionary(let object) = value else { continue }
            objects[id] = object
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            let base: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? projectDirectory
            case "SOURCE_ROOT": base = projectDirectory
            case "<absolute>": base = ""
            default: base = nil
            }
            guard let base else { return nil }
            return Self.standardized(own.map { base.isEmpty ? $0 : "\(base)/\($0)" } ?? base)
        }
        for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            var resources: Set<String> = []
            var roots = (object["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { path(of: $0) }
            for phase in object["buildPhases"]?.strings ?? []
            where objects[phase]?["isa"]?.string == "PBXResourcesBuildPhase" {
                for file in objects[phase]?["files"]?.strings ?? [] {
                    guard let reference = objects[file]?["fileRef"]?.string, let element = objects[reference] else {
                        continue
                    }
                    if element["isa"]?.string == "PBXVariantGroup" {
                        for child in element["children"]?.strings ?? [] {
                            if let child = path(of: child) { resources.insert(Self.directory(child)) }
                        }
                    } else if let full = path(of: reference) {
                        let type = element["lastKnownFileType"]?.string ?? ""
                        if type == "folder" || type.hasPrefix("wrapper") {
                            roots.append(full)
                        } else {
                            resources.insert(full)
                        }
                    }
                }
            }
            targets.append(
                Target(
                    name: object["name"]?.string ?? "",
                    kind: AppleBundle.Kind(productType: object["productType"]?.string),
                    resources: resources, roots: roots))
        }
        targets.sort { ($0.kind == .app ? 0 : 1, $0.name) < ($1.kind == .app ? 0 : 1, $1.name) }
    }

    /// The folder of a file (`App/fr.lproj` of `App/fr.lproj/Localizable.strings`).
    private static func directory(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? path
    }

    /// `a/./b/../c` as `a/c`.
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
