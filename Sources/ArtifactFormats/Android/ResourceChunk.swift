/// A chunk of Android's binary resource formats (`ResChunk_header`: u16 type, u16 header
/// size, u32 size), checked as `ResourceTypes.cpp`'s `validate_chunk` checks it: the header
/// at least 8 bytes and no larger than the chunk, both multiples of 4, the chunk inside
/// its parent. Children are read one after another, so chunks can neither overlap nor loop.
struct ResourceChunk {
    let type: UInt16
    let headerSize: Int
    /// The chunk's bytes in the file.
    let range: Range<Int>

    var start: Int { range.lowerBound }
    var end: Int { range.upperBound }
    /// The bytes after the header.
    var body: Range<Int> { start + headerSize..<end }

    /// The chunk at `offset`, which must lie within `parent`.
    init(_ reader: ByteReader, at offset: Int, within parent: Range<Int>, minimumHeader: Int = 8)
        throws(ArtifactError)
    {
        try reader.require(offset, 8, within: parent, "a chunk header")
        type = try reader.u16(offset)
        headerSize = try reader.int16(offset + 2)
        let size = try reader.int32(offset + 4)
        guard headerSize >= max(8, minimumHeader), headerSize <= size else {
            throw reader.error(
                "chunk 0x\(String(type, radix: 16)) has a header of \(headerSize) bytes in a chunk of \(size)",
                at: offset)
        }
        guard (headerSize | size) & 3 == 0 else {
            throw reader.error("chunk 0x\(String(type, radix: 16)) is not a multiple of 4 bytes", at: offset)
        }
        try reader.require(offset, size, within: parent, "chunk 0x\(String(type, radix: 16))")
        range = offset..<offset + size
    }

    /// The chunks of `range`, one after another.
    static func children(_ reader: ByteReader, in range: Range<Int>, limit: Int) throws(ArtifactError)
        -> [ResourceChunk]
    {
        var chunks: [ResourceChunk] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let chunk = try ResourceChunk(reader, at: offset, within: range)
            chunks.append(chunk)
            guard chunks.count <= limit else {
                throw ArtifactError(.limitExceeded, reader.format, "more than \(limit) chunks", offset: offset)
            }
            offset = chunk.end
        }
        return chunks
    }
}
