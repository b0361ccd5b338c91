internal import ArtifactFormats

extension AppleBuildReader {
    /// Reads one bundle from the files it owns.
    struct BundleReader {
        let files: any ArtifactFiles
        let path: String
        let paths: [String]

        var kind: BuiltAppleBundle.Kind {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name == "Settings.bundle" { return .settings }
            if name.hasSuffix(".appex") { return .appExtension }
            if name.hasSuffix(".framework") { return .framework }
            if name.hasSuffix(".bundle") { return .resourceBundle }
            return .application
        }

        func read(problems: inout [String]) -> BuiltAppleBundle {
            let base = path.isEmpty ? "" : path + "/"
            let relative = paths.map { String($0.dropFirst(base.count)) }
            var resources = ""
            if relative.contains("Contents/Info.plist") {
                resources = "Contents/Resources/"
            } else if let framework = relative.first(where: {
                $0.hasPrefix("Versions/") && $0.hasSuffix("/Resources/Info.plist")
            }) {
                resources = String(framework.dropLast("Info.plist".count))
            }
            let infoPath =
                relative.first { $0 == "Contents/Info.plist" } ?? relative.first { $0 == resources + "Info.plist" }
                ?? relative.first { $0 == "Info.plist" }
            var info: PropertyListDocument?
            if let infoPath {
                do { info = try PropertyListDocument(bytes: try files.contents(base + infoPath)) } catch {
                    problems.append("\(base + infoPath): \(error)")
                }
            }
            var localized: [String: [String]] = [:]
            var unlocalized: [String] = []
            for file in relative where file.hasPrefix(resources) {
                let inside = file.dropFirst(resources.count).split(separator: "/")
                guard let name = inside.last, name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") else {
                    continue
                }
                if inside.count == 1 {
                    unlocalized.append(base + file)
                } else if inside.count == 2, inside[0].hasSuffix(".lproj") {
                    localized[String(inside[0].dropLast(6)), default: []].append(base + file)
                }
            }
            let localizations = localized.keys.sorted().map { name in
                BuiltAppleBundle.Localization(
                    name: name, resource: ResourceLocale(appleLocalization: name),
                    tables: Self.tables(localized[name] ?? [], files: files, problems: &problems))
            }
            return BuiltAppleBundle(
                path: path, kind: kind, identifier: info?["CFBundleIdentifier"].flatMap(Self.text),
                developmentRegion: info?["CFBundleDevelopmentRegion"].flatMap(Self.text),
                declaredLocalizations: info?["CFBundleLocalizations"].flatMap(Self.texts),
                allowsMixedLocalizations: info?["CFBundleAllowMixedLocalizations"].flatMap(Self.flag),
                localizations: localizations,
                unlocalizedTables: Self.tables(unlocalized, files: files, problems: &problems),
                stringCatalogs: relative.filter { $0.hasSuffix(".xcstrings") }.map { base + $0 })
        }

        /// The tables of `paths` (`.strings` and `.stringsdict` files), by name.
        static func tables(_ paths: [String], files: any ArtifactFiles, problems: inout [String]) -> [BuiltAppleBundle
            .Table]
        {
            var byName: [String: [String]] = [:]
            for path in paths {
                let file = path.split(separator: "/").last.map(String.init) ?? path
                let name = file.hasSuffix(".stringsdict") ? String(file.dropLast(12)) : String(file.dropLast(8))
                byName[name, default: []].append(path)
            }
            return byName.keys.sorted().map { name in
                var keys: Set<String> = []
                var formats: [String] = []
                var plurals: [String: [String]] = [:]
                for path in byName[name] ?? [] {
                    do {
                        let (format, fileKeys, filePlurals) = try Self.read(path, files: files)
                        formats.append(format)
                        keys.formUnion(fileKeys)
                        plurals.merge(filePlurals) { $1 }
                    } catch {
                        problems.append("\(path): \(error)")
                    }
                }
                return BuiltAppleBundle.Table(
                    name: name, files: byName[name] ?? [], formats: formats, keys: keys.sorted(), pluralForms: plurals)
            }
        }

        /// The form, keys and plural forms of one `.strings` or `.stringsdict` file.
        static func read(_ path: String, files: any ArtifactFiles) throws(ArtifactError)
            -> (String, [String], [String: [String]])
        {
            let document = try PropertyListDocument(bytes: try files.contents(path))
            guard path.hasSuffix(".stringsdict") else {
                guard case .dictionary(let members) = document.value else {
                    throw ArtifactError(.malformed, .strings, "not a dictionary of strings")
                }
                return (document.format.rawValue, members.map(\.key), [:])
            }
            let file: StringsDictFile
            do { file = try StringsDictFile(propertyList: document.value) } catch {
                throw ArtifactError(.malformed, .propertyList, error.description)
            }
            var plurals: [String: [String]] = [:]
            for entry in file.entries where !entry.pluralForms.isEmpty { plurals[entry.key] = entry.pluralForms }
            return (document.format.rawValue, file.entries.map(\.key), plurals)
        }

        static func text(_ value: PropertyList.Value) -> String? {
            if case .string(let text) = value { return text }
            return nil
        }

        static func texts(_ value: PropertyList.Value) -> [String]? {
            guard case .array(let elements) = value else { return nil }
            return elements.compactMap(text)
        }

        /// A bool, `YES`/`true`, or a non-zero number, as CFBundle reads the key.
        static func flag(_ value: PropertyList.Value) -> Bool? {
            switch value {
            case .bool(let flag): flag
            case .string(let text): ["yes", "true"].contains(text.lowercased()) || (Int(text) ?? 0) != 0
            case .scalar(let number): (Double(number) ?? 0) != 0
            default: nil
            }
        }
    }
}
