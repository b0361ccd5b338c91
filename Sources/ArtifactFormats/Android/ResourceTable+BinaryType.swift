/// Reading one type chunk (`ResTable_type`) of `resources.arsc`: its configuration, its
/// entry offsets (dense, sparse or 16-bit) and each entry (`ResTable_entry`), simple
/// (`Res_value`) or complex (`ResTable_map_entry` and its maps).
extension ResourceTable {
    static let sparseFlag: UInt8 = 0x01
    static let offset16Flag: UInt8 = 0x02

    static func readType(
        _ reader: ByteReader, chunk: ResourceChunk, package: UInt32, typeID: Int, typeName: String,
        keys: inout BinaryStrings, values: inout BinaryStrings, into builder: inout ResourceTableBuilder
    ) throws(ArtifactError) {
        guard chunk.headerSize >= 24 else {
            throw reader.error("a type header of \(chunk.headerSize) bytes", at: chunk.start)
        }
        let flags = try reader.u8(chunk.start + 9)
        let entryCount = try reader.int32(chunk.start + 12)
        let entriesStart = try reader.int32(chunk.start + 16)
        let configurationSize = try reader.int32(chunk.start + 20)
        guard configurationSize >= 4, configurationSize <= chunk.headerSize - 20 else {
            throw reader.error("a configuration of \(configurationSize) bytes in a type header", at: chunk.start + 20)
        }
        let configuration = builder.index(
            of: try ResourceConfiguration(reader, at: chunk.start + 20, size: configurationSize))
        let offsetWidth = flags & (sparseFlag | offset16Flag) == offset16Flag ? 2 : 4
        let offsets = chunk.start + chunk.headerSize
        try reader.require(offsets, entryCount * offsetWidth, within: chunk.range, "the entry offsets")
        guard entriesStart >= chunk.headerSize + entryCount * offsetWidth, entriesStart <= chunk.end - chunk.start
        else {
            throw reader.error("the entries start inside the offsets or outside the chunk", at: chunk.start + 16)
        }
        let entries = chunk.start + entriesStart..<chunk.end
        let base = UInt32(package) << 24 | UInt32(typeID) << 16
        for slot in 0..<entryCount {
            let index: Int
            let offset: Int
            if flags & sparseFlag != 0 {
                index = try reader.int16(offsets + slot * 4)
                offset = try reader.int16(offsets + slot * 4 + 2) * 4
            } else if offsetWidth == 2 {
                let value = try reader.int16(offsets + slot * 2)
                guard value != 0xFFFF else { continue }
                (index, offset) = (slot, value * 4)
            } else {
                let value = try reader.u32(offsets + slot * 4)
                guard value != 0xFFFF_FFFF else { continue }
                (index, offset) = (slot, Int(value))
            }
            guard index <= 0xFFFF else { throw reader.error("entry index \(index)", at: offsets) }
            let content = try entry(reader, at: entries.lowerBound + offset, within: entries, values: &values)
            let key = try reader.int32(entries.lowerBound + offset + 4)
            try builder.add(
                id: base | UInt32(index), type: typeName, name: try keys.string(key), configuration: configuration,
                content: content)
        }
    }

    /// The entry at `offset`, which must lie inside `entries`.
    private static func entry(
        _ reader: ByteReader, at offset: Int, within entries: Range<Int>, values: inout BinaryStrings
    )
        throws(ArtifactError) -> Content
    {
        try reader.require(offset, 8, within: entries, "an entry")
        let size = try reader.int16(offset)
        let flags = try reader.u16(offset + 2)
        guard flags & 0x0008 == 0 else {
            throw ArtifactError(
                .unsupported, .resourceTable, "a compact entry (FLAG_COMPACT, Android 14 and later)", offset: offset)
        }
        guard flags & 0x0001 != 0 else {
            guard size >= 8 else { throw reader.error("an entry of \(size) bytes", at: offset) }
            try reader.require(offset + size, 8, within: entries, "an entry's value")
            let type = try reader.u8(offset + size + 3)
            let data = try reader.u32(offset + size + 4)
            return type == 0x03 ? .text(try values.string(Int(data))) : .item(dataType: type, data: data)
        }
        guard size >= 16 else { throw reader.error("a map entry of \(size) bytes", at: offset) }
        let count = try reader.int32(offset + 12)
        let maps = offset + size
        guard count <= entries.upperBound else { throw reader.error("a map entry of \(count) maps", at: offset) }
        try reader.require(maps, count * 12, within: entries, "an entry's maps")
        var quantities: [String] = []
        for map in 0..<count {
            let name = try reader.u32(maps + map * 12)
            // ResTable_map::ATTR_ZERO … ATTR_MANY are 0x01000005…9, ATTR_OTHER 0x01000004.
            switch name {
            case 0x0100_0004: quantities.append("other")
            case 0x0100_0005...0x0100_0009: quantities.append(ResourceTable.quantities[Int(name - 0x0100_0005)])
            default: continue
            }
        }
        return quantities.count == count && count > 0 ? .plural(quantities) : .bag(count: count)
    }
}
