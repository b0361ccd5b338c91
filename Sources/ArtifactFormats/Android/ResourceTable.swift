/// An Android resource table, read from an APK's `resources.arsc` (``init(binary:)``) or an
/// app bundle module's `resources.pb` (``init(proto:)``): each package's resources (type,
/// name, id) with the configurations that hold a value, and for strings the text.
///
/// ```swift
/// let table = try ResourceTable(binary: arscBytes)
/// let greeting = table.packages[0].resources.first { $0.name == "greeting" }!
/// greeting.values.map { table.configurations[$0.configuration].qualifier }   // ["", "fr", "b+sr+Latn", …]
/// ```
package struct ResourceTable: Hashable, Sendable {
    /// What a value holds.
    package enum Content: Hashable, Sendable {
        /// A string (`<string>`, an array's or a plural's item).
        case text(String)
        /// Another simple value: a reference, a number, a color (`Res_value` type and data).
        case item(dataType: UInt8, data: UInt32)
        /// A plural: its quantities (`zero`, `one`, `two`, `few`, `many`, `other`), in order.
        case plural([String])
        /// Another compound value (an array, a style): its number of items.
        case bag(count: Int)
    }

    /// One value of a resource, in one configuration.
    package struct Value: Hashable, Sendable {
        /// The configuration: an index into ``ResourceTable/configurations``.
        package let configuration: Int
        package let content: Content
    }

    /// A resource: `type/name`, its id (`0xPPTTEEEE`) and its values.
    package struct Resource: Hashable, Sendable {
        package let id: UInt32
        package let type: String
        package let name: String
        package var values: [Value]
    }

    /// A package (`com.example.app`, id 0x7f) and its resources, by id.
    package struct Package: Hashable, Sendable {
        package let id: UInt32
        package let name: String
        package var resources: [Resource]
    }

    /// The packages, in file order.
    package var packages: [Package]
    /// The distinct configurations the values use, in order of first use.
    package var configurations: [ResourceConfiguration]

    /// The most values (resource × configuration) a table may hold: 4 million.
    package static let maximumValueCount = 4_000_000

    package init(packages: [Package], configurations: [ResourceConfiguration]) {
        self.packages = packages
        self.configurations = configurations
    }

    /// The quantity a plural's map entry names (`ResTable_map::ATTR_ZERO`… in resources.arsc,
    /// `Plural.Arity` in resources.pb).
    static let quantities = ["zero", "one", "two", "few", "many", "other"]
}

/// Collects values into packages and resources, deduplicating configurations.
struct ResourceTableBuilder {
    private(set) var configurations: [ResourceConfiguration] = []
    private var configurationIndex: [ResourceConfiguration: Int] = [:]
    private var valueCount = 0
    private(set) var packages: [ResourceTable.Package] = []
    private var resourceIndex: [UInt32: Int] = [:]
    let format: ArtifactError.Format

    init(format: ArtifactError.Format) { self.format = format }

    mutating func startPackage(id: UInt32, name: String) {
        packages.append(ResourceTable.Package(id: id, name: name, resources: []))
        resourceIndex = [:]
    }

    /// The index of `configuration`, added if new.
    mutating func index(of configuration: ResourceConfiguration) -> Int {
        if let index = configurationIndex[configuration] { return index }
        configurations.append(configuration)
        configurationIndex[configuration] = configurations.count - 1
        return configurations.count - 1
    }

    /// Adds a value of resource `id` (`type/name`) in configuration `configuration`.
    mutating func add(
        id: UInt32, type: String, name: @autoclosure () throws(ArtifactError) -> String, configuration: Int,
        content: ResourceTable.Content
    ) throws(ArtifactError) {
        valueCount += 1
        guard valueCount <= ResourceTable.maximumValueCount else {
            throw ArtifactError(.limitExceeded, format, "more than \(ResourceTable.maximumValueCount) values")
        }
        guard !packages.isEmpty else { return }
        let value = ResourceTable.Value(configuration: configuration, content: content)
        let last = packages.count - 1
        if let index = resourceIndex[id] {
            packages[last].resources[index].values.append(value)
        } else {
            resourceIndex[id] = packages[last].resources.count
            packages[last].resources.append(
                ResourceTable.Resource(id: id, type: type, name: try name(), values: [value]))
        }
    }

    func table() -> ResourceTable {
        var packages = packages
        for index in packages.indices { packages[index].resources.sort { $0.id < $1.id } }
        return ResourceTable(packages: packages, configurations: configurations)
    }
}
