/// Reading aapt2's `resources.pb` (`Resources.proto`, proto3, as app bundle modules and
/// `aapt2 link --proto-format` write it): `ResourceTable{2 package}` → `Package{1 package_id,
/// 2 package_name, 3 type}` → `Type{1 type_id, 2 name, 3 entry}` → `Entry{1 entry_id, 2 name,
/// 6 config_value}` → `ConfigValue{1 config, 2 value}`, with `Value{4 item, 5 compound_value}`,
/// `Item{2 str, 3 raw_str, 4 styled_str}` (each `{1 value}`), `CompoundValue{4 array,
/// 5 plural}` and `Plural.Entry{3 arity}` (proto3: an absent arity is `ZERO`).
extension ResourceTable {
    /// Reads a `resources.pb`.
    ///
    /// - Throws: ``ArtifactError`` (format `.resourcesProto`) for malformed wire data,
    ///   messages nested too deep, or more values than ``maximumValueCount``.
    package init(proto bytes: [UInt8]) throws(ArtifactError) {
        var table = ProtobufReader(bytes, format: .resourcesProto)
        var builder = ResourceTableBuilder(format: .resourcesProto)
        while let (field, _) = try table.next() {
            guard field == 2, var package = try table.message() else {
                try table.skip()
                continue
            }
            var id: UInt32 = 0
            var name = ""
            var types: [ProtobufReader] = []
            while let (field, _) = try package.next() {
                switch field {
                case 1: id = try Self.id(try package.message())
                case 2: name = try package.string() ?? ""
                case 3: if let type = try package.message() { types.append(type) }
                default: try package.skip()
                }
            }
            builder.startPackage(id: id, name: name)
            for type in types { try Self.readType(type, package: id, into: &builder) }
        }
        self = builder.table()
    }

    /// The `id` (field 1) of a `PackageId`, `TypeId` or `EntryId` message.
    private static func id(_ message: ProtobufReader?) throws(ArtifactError) -> UInt32 {
        guard var message else { return 0 }
        var id: UInt32 = 0
        while let (field, _) = try message.next() {
            if field == 1, let value = try message.integer() {
                id = UInt32(truncatingIfNeeded: value)
            } else {
                try message.skip()
            }
        }
        return id
    }

    private static func readType(_ message: ProtobufReader, package: UInt32, into builder: inout ResourceTableBuilder)
        throws(ArtifactError)
    {
        var type = message
        var id: UInt32 = 0
        var name = ""
        var entries: [ProtobufReader] = []
        while let (field, _) = try type.next() {
            switch field {
            case 1: id = try Self.id(try type.message())
            case 2: name = try type.string() ?? ""
            case 3: if let entry = try type.message() { entries.append(entry) }
            default: try type.skip()
            }
        }
        for var entry in entries {
            var entryID: UInt32 = 0
            var entryName = ""
            var values: [ProtobufReader] = []
            while let (field, _) = try entry.next() {
                switch field {
                case 1: entryID = try Self.id(try entry.message())
                case 2: entryName = try entry.string() ?? ""
                case 6: if let value = try entry.message() { values.append(value) }
                default: try entry.skip()
                }
            }
            let resourceID = package << 24 | (id & 0xFF) << 16 | (entryID & 0xFFFF)
            for var configValue in values {
                var configuration = ResourceConfiguration()
                var content = Content.bag(count: 0)
                while let (field, _) = try configValue.next() {
                    switch field {
                    case 1:
                        if let message = try configValue.message() { configuration = try Self.configuration(message) }
                    case 2: if let message = try configValue.message() { content = try Self.value(message) }
                    default: try configValue.skip()
                    }
                }
                try builder.add(
                    id: resourceID, type: name, name: entryName, configuration: builder.index(of: configuration),
                    content: content)
            }
        }
    }
}
