/// Which Apple bundle each `.lproj` folder and String Catalog of the tree ships in: a folder
/// inside `X.bundle`, `X.appex`, `X.framework` or `X.app` is that bundle's; one under
/// `Sources/Target/` beside a `Package.swift` is that package target's resource bundle; one
/// the Xcode project's targets copy (Resources phase, synchronized folders) is each such
/// target's; anything else is the app's.
struct AppleBundles {
    /// One bundle and its resources.
    struct Group {
        var bundle: AppleBundle
        var folders: [ResourceTree.LocalizationFolder] = []
        var catalogs: [String] = []
        /// A Swift package's `defaultLocalization`, if the bundle is a package target's.
        var defaultLocalization: String?
    }

    private(set) var groups: [Group] = []
    /// The project file read, with its languages.
    let project: (path: String, file: XcodeProjectFile)?
    private(set) var notes: [ReadingNote] = []

    /// The bundles of `tree`; `name` names the app where no project does.
    init(
        tree: ResourceTree, projectFile project: (path: String, file: XcodeProjectFile)?, projectBytes: [UInt8]?,
        name: String
    ) {
        self.project = project
        var targets: [XcodeProjectTargets.Target] = []
        if let project, let projectBytes {
            let directory = XcodeProjectTargets.standardized(GradleBuild.directory(GradleBuild.directory(project.path)))
            do {
                targets = try XcodeProjectTargets(bytes: projectBytes, projectDirectory: directory).targets
            } catch {
                notes.append(.unreadableFile(path: project.path, reason: error.description))
            }
        }
        let projectName = project.map { String(GradleBuild.directory($0.path).split(separator: "/").last ?? "App") }
        let appName =
            targets.first { $0.kind == .app }?.name ?? projectName.map { String($0.prefix { $0 != "." }) } ?? name
        let app = AppleBundle(name: appName, kind: .app, path: nil)
        let packages = tree.packageManifests.map(GradleBuild.directory)
        var groups: [Group] = []
        var outside: [String] = []
        let paths = tree.localizationFolders.map { ($0.path, Optional($0)) } + tree.catalogs.map { ($0, nil) }
        for (path, folder) in paths {
            var bundles: [AppleBundle]
            if let own = Self.containingBundle(path) {
                bundles = [own]
            } else if let package = Self.packageTarget(path, packages: packages) {
                bundles = [package]
            } else if targets.isEmpty {
                bundles = [app]
            } else {
                let standardized = XcodeProjectTargets.standardized(path)
                bundles = targets.filter { $0.claims(standardized) }.compactMap { target in
                    target.kind.map { AppleBundle(name: target.name, kind: $0, path: nil) }
                }
                if bundles.isEmpty {
                    outside.append(path)
                    bundles = [app]
                }
            }
            for bundle in bundles {
                var index = groups.firstIndex { $0.bundle == bundle }
                if index == nil {
                    groups.append(Group(bundle: bundle))
                    index = groups.count - 1
                }
                if let index, let folder { groups[index].folders.append(folder) }
                if let index, folder == nil { groups[index].catalogs.append(path) }
            }
        }
        if groups.isEmpty, project != nil { groups = [Group(bundle: app)] }
        for index in groups.indices where groups[index].bundle.kind == .resourceBundle {
            if let folder = groups[index].bundle.path {
                groups[index].defaultLocalization = Self.defaultLocalization(
                    below: folder, packages: packages, notes: &notes)
            }
        }
        self.groups = groups.enumerated().sorted { left, right in
            (left.element.bundle.kind == .app ? 0 : 1, left.offset) < (
                right.element.bundle.kind == .app ? 0 : 1, right.offset
            )
        }.map(\.element)
        if !outside.isEmpty {
            notes.append(.outsideTargets(paths: outside, project: project?.path, app: appName))
        }
    }

    /// The bundle folder a path lies in (`App/Settings.bundle/en.lproj` → Settings).
    static func containingBundle(_ path: String) -> AppleBundle? {
        let components = path.split(separator: "/")
        for index in components.indices.reversed() {
            let component = components[index]
            let kinds: [(String, AppleBundle.Kind)] = [
                (".bundle", .resourceBundle), (".appex", .appExtension), (".framework", .framework), (".app", .app),
            ]
            for (suffix, kind) in kinds where component.hasSuffix(suffix) {
                let name = String(component.dropLast(suffix.count))
                let folder = components[...index].joined(separator: "/")
                let isSettings = kind == .resourceBundle && name == "Settings"
                return AppleBundle(
                    name: name, kind: isSettings ? .settingsBundle : kind,
                    path: path.hasPrefix("/") ? "/" + folder : folder)
            }
        }
        return nil
    }

    /// The package target a path lies in (`Pkg/Sources/Feature/Resources/en.lproj` → Feature).
    private static func packageTarget(_ path: String, packages: [String]) -> AppleBundle? {
        for package in packages.sorted(by: { $0.count > $1.count }) where path.hasPrefix(package + "/Sources/") {
            let rest = path.dropFirst(package.count + "/Sources/".count)
            guard let target = rest.split(separator: "/").first else { continue }
            return AppleBundle(name: String(target), kind: .resourceBundle, path: "\(package)/Sources/\(target)")
        }
        return nil
    }

    /// `defaultLocalization: "en"` of the package whose target folder this is.
    private static func defaultLocalization(below folder: String, packages: [String], notes: inout [ReadingNote])
        -> String?
    {
        guard let package = packages.first(where: { folder.hasPrefix($0 + "/Sources/") }),
            let text = ResourceFiles.text("\(package)/Package.swift", notes: &notes),
            let range = text.range(of: "defaultLocalization:")
        else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }
}
