internal import ArtifactFormats

extension AndroidBuildReader {
    /// Gathers the configurations of several tables (APKs or modules) into one app.
    struct Collector {
        var parts: [BuiltAndroidApp.Part] = []
        var packageName = ""
        var problems: [String] = []
        /// Qualifier → (configuration, resources by index in ``names``, parts).
        private var rows: [String: Row] = [:]
        /// `kind/name` → its index in ``names``: rows hold integers, not strings, per value.
        private var indices: [String: Int] = [:]
        /// Each resource's name and kind, by index.
        private var names: [(name: String, kind: String)] = []

        struct Row {
            let configuration: ResourceConfiguration
            var resources: [Int: BuiltAndroidApp.StringResource] = [:]
            var parts: [String] = []
        }

        /// Adds an APK: its manifest's split name and target configuration, its resource table.
        mutating func addAPK(_ archive: ZipArchive, path: String, name: String?) throws(ArtifactError) {
            problems += archive.unsafeNames.map { "\(path): unsafe entry name: \($0)" }
            var split: String?
            var targetConfig: String?
            var localeConfig: BinaryXML.Attribute?
            var minSdk: Int?
            if let bytes = try archive.contents(named: "AndroidManifest.xml") {
                do {
                    let manifest = try BinaryXML(bytes: bytes)
                    let root = manifest.elements.first { $0.name == "manifest" }
                    split = root?.attribute("split", namespace: "")
                    targetConfig = root?.attribute("targetConfig", namespace: "")
                    localeConfig = manifest.elements.first { $0.name == "application" }?.attributes
                        .first { $0.name == "localeConfig" }
                    minSdk = manifest.elements.first { $0.name == "uses-sdk" }?.attributes
                        .first { $0.name == "minSdkVersion" }.flatMap(Self.integer)
                } catch {
                    problems.append("\(path): AndroidManifest.xml: \(error)")
                }
            }
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let stem = fileName.hasSuffix(".apk") ? String(fileName.dropLast(4)) : fileName
            guard let bytes = try archive.contents(named: "resources.arsc") else {
                throw ArtifactError(.notFound, .artifact, "no resources.arsc", path: path)
            }
            let table: ResourceTable
            do { table = try ResourceTable(binary: bytes) } catch { throw error.inFile("\(path)!resources.arsc") }
            add(
                table, part: name ?? split ?? stem, path: path, targetConfig: targetConfig,
                localeConfig: localeConfig.map { $0.text ?? String(format16: $0.data) })
            parts[parts.count - 1].minSdk = minSdk
            if let localeConfig { resolve(localeConfig, table: table, archive: archive, path: path) }
        }

        /// The locale config file the manifest's `android:localeConfig` names (a reference to
        /// an `xml` resource, whose value is the file's path) and its `<locale android:name>`s;
        /// what cannot be read is a problem.
        private mutating func resolve(
            _ attribute: BinaryXML.Attribute, table: ResourceTable, archive: ZipArchive, path: String
        ) {
            let id = attribute.data
            guard attribute.dataType == 1,
                let resource = table.packages.lazy.flatMap(\.resources).first(where: { $0.id == id }),
                resource.type == "xml",
                case .text(let file)? = resource.values.first?.content
            else {
                problems.append("\(path): android:localeConfig names no xml resource of the table")
                return
            }
            do {
                guard let bytes = try archive.contents(named: file) else {
                    problems.append("\(path): android:localeConfig names \(file), which the APK does not hold")
                    return
                }
                let names = try BinaryXML(bytes: bytes).elements.filter { $0.name == "locale" }.compactMap {
                    $0.attribute("name")
                }
                parts[parts.count - 1].localeConfigFile = file
                parts[parts.count - 1].localeConfigLocales = names
            } catch {
                problems.append("\(path): \(file): \(error)")
            }
        }

        /// An integer attribute: a typed integer, or its text.
        private static func integer(_ attribute: BinaryXML.Attribute) -> Int? {
            if let text = attribute.text { return Int(text) }
            return (0x10...0x11).contains(attribute.dataType) ? Int(attribute.data) : nil
        }

        /// Adds a table's string resources, by configuration (a later value of a resource in
        /// a configuration replaces an earlier one).
        mutating func add(
            _ table: ResourceTable, part: String, path: String, targetConfig: String?, localeConfig: String?
        ) {
            if packageName.isEmpty, let first = table.packages.first { packageName = first.name }
            let qualifiers = table.configurations.map(\.qualifier)
            parts.append(
                BuiltAndroidApp.Part(
                    path: path, name: part, targetConfig: targetConfig, localeConfig: localeConfig,
                    configurations: qualifiers))
            // The table's values by its configuration index, then merged into the rows once each.
            var byConfiguration: [[(Int, BuiltAndroidApp.StringResource)]] = Array(
                repeating: [], count: table.configurations.count)
            for resource in table.packages.flatMap(\.resources) {
                let kind: AndroidValuesFile.Resource.Kind
                switch resource.type {
                case "string": kind = .string
                case "plurals": kind = .plurals
                case "array": kind = .stringArray
                default: continue
                }
                let key = "\(kind.rawValue)/\(resource.name)"
                let index = indices[key] ?? names.count
                if index == names.count {
                    indices[key] = index
                    names.append((resource.name, kind.rawValue))
                }
                for value in resource.values where byConfiguration.indices.contains(value.configuration) {
                    var quantities: [String] = []
                    var text: String?
                    switch value.content {
                    case .plural(let forms): quantities = forms
                    case .text(let string): text = string
                    default: break
                    }
                    byConfiguration[value.configuration].append(
                        (
                            index,
                            BuiltAndroidApp.StringResource(
                                name: resource.name, kind: kind, quantities: quantities, text: text)
                        ))
                }
            }
            for (position, values) in byConfiguration.enumerated() where !values.isEmpty {
                let qualifier = qualifiers[position]
                var row = rows.removeValue(forKey: qualifier) ?? Row(configuration: table.configurations[position])
                for (index, string) in values { row.resources[index] = string }
                if row.parts.last != part { row.parts.append(part) }
                rows[qualifier] = row
            }
        }

        func app(kind: BuiltAndroidApp.Kind, bundleConfig: BundleConfig?) -> BuiltAndroidApp {
            // Every row lists its resources by name, then kind: one order for all, sorted once.
            let order = names.indices.sorted { (names[$0].name, names[$0].kind) < (names[$1].name, names[$1].kind) }
            var rank = [Int](repeating: 0, count: names.count)
            for (position, index) in order.enumerated() { rank[index] = position }
            let configurations = rows.values.map { row in
                let configuration = row.configuration
                return BuiltAndroidApp.Configuration(
                    folder: configuration.hasDeviceQualifiers
                        ? (configuration.qualifier.isEmpty ? "values" : "values-\(configuration.qualifier)")
                        : configuration.folder,
                    qualifier: configuration.qualifier, locale: configuration.locale,
                    hasDeviceQualifiers: configuration.hasDeviceQualifiers,
                    resources: row.resources.keys.sorted { rank[$0] < rank[$1] }.compactMap { row.resources[$0] },
                    parts: row.parts)
            }
            return BuiltAndroidApp(
                kind: kind, packageName: packageName, parts: parts,
                configurations: configurations.sorted { $0.folder < $1.folder }, bundleConfig: bundleConfig,
                problems: problems)
        }
    }
}

extension String {
    /// A resource id as `@0x7f0b0001`.
    init(format16 id: UInt32) { self = "@0x" + String(id, radix: 16) }
}
