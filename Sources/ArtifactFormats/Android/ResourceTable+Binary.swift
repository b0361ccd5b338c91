/// Reading `resources.arsc` (ResourceTypes.h): the table header, the global value string
/// pool, then each package's type and key pools and its type spec and type chunks.
///
/// Type chunks may be dense (a u32 offset per entry), sparse (`FLAG_SPARSE`: sorted u16
/// index and u16 offset/4 pairs) or have 16-bit offsets (`FLAG_OFFSET16`: offset/4, 0xFFFF
/// for none). Compact entries (`FLAG_COMPACT`, Android 14) throw `.unsupported`: their
/// layout is not in the Android 10 header these readers are checked against.
extension ResourceTable {
    static let tableType: UInt16 = 0x0002
    static let packageType: UInt16 = 0x0200
    static let typeType: UInt16 = 0x0201
    static let typeSpecType: UInt16 = 0x0202

    /// Reads a `resources.arsc`.
    ///
    /// - Throws: ``ArtifactError`` (format `.resourceTable`) for chunks that overlap, loop or
    ///   run past their parent, offsets outside the table, unknown pools or types, and
    ///   `.unsupported` for compact entries.
    package init(binary bytes: [UInt8]) throws(ArtifactError) {
        let reader = ByteReader(bytes, format: .resourceTable)
        let table = try ResourceChunk(reader, at: 0, within: 0..<bytes.count, minimumHeader: 12)
        guard table.type == Self.tableType else { throw reader.error("no resource table chunk at the start", at: 0) }
        var builder = ResourceTableBuilder(format: .resourceTable)
        var values: BinaryStrings?
        for chunk in try ResourceChunk.children(reader, in: table.body, limit: 1 << 16) {
            switch chunk.type {
            case StringPool.chunkType where values == nil:
                values = BinaryStrings(try StringPool(reader, chunk: chunk))
            case Self.packageType:
                guard var strings = values else {
                    throw reader.error("a package before the value strings", at: chunk.start)
                }
                try Self.readPackage(reader, chunk: chunk, values: &strings, into: &builder)
                values = strings
            default: continue
            }
        }
        self = builder.table()
    }

    private static func readPackage(
        _ reader: ByteReader, chunk: ResourceChunk, values: inout BinaryStrings,
        into builder: inout ResourceTableBuilder
    ) throws(ArtifactError) {
        guard chunk.headerSize >= 284 else {
            throw reader.error("a package header of \(chunk.headerSize) bytes", at: chunk.start)
        }
        let id = try reader.u32(chunk.start + 8)
        let nameUnits = try (0..<128).map { (index) throws(ArtifactError) in
            try reader.u16(chunk.start + 12 + index * 2)
        }
        let name = String(decoding: nameUnits.prefix { $0 != 0 }, as: UTF16.self)
        let typeStringsOffset = try reader.int32(chunk.start + 268)
        let keyStringsOffset = try reader.int32(chunk.start + 276)
        let typeIdOffset = chunk.headerSize >= 288 ? try reader.int32(chunk.start + 284) : 0
        func pool(_ offset: Int) throws(ArtifactError) -> StringPool {
            guard offset >= chunk.headerSize else {
                throw reader.error("a pool inside the package header", at: chunk.start)
            }
            return try StringPool(
                reader, chunk: try ResourceChunk(reader, at: chunk.start + offset, within: chunk.range))
        }
        let types = BinaryStrings(try pool(typeStringsOffset))
        var keys = BinaryStrings(try pool(keyStringsOffset))
        builder.startPackage(id: id, name: name)
        var typeNames: [Int: String] = [:]
        for child in try ResourceChunk.children(reader, in: chunk.body, limit: 1 << 20)
        where child.type == Self.typeType {
            let typeID = Int(try reader.u8(child.start + 8))
            guard typeID > typeIdOffset else { throw reader.error("type id \(typeID)", at: child.start) }
            let typeName: String
            if let known = typeNames[typeID] {
                typeName = known
            } else {
                typeName = try types.pool.string(typeID - 1 - typeIdOffset)
                typeNames[typeID] = typeName
            }
            try readType(
                reader, chunk: child, package: id, typeID: typeID, typeName: typeName, keys: &keys, values: &values,
                into: &builder)
        }
    }
}

/// A string pool with the strings read so far, so that a string used by many values is
/// decoded (and stored) once.
struct BinaryStrings {
    let pool: StringPool
    private var cache: [Int: String] = [:]

    init(_ pool: StringPool) { self.pool = pool }

    mutating func string(_ index: Int) throws(ArtifactError) -> String {
        if let known = cache[index] { return known }
        let string = try pool.string(index)
        cache[index] = string
        return string
    }
}
