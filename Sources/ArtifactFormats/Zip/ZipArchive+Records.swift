internal import LanguagePolicyInternals

/// The records of a ZIP archive: the end of central directory record, the central
/// directory's file headers and the local file headers.
extension ZipArchive {
    /// What the end of central directory record says.
    struct EndRecord {
        let offset: Int
        let count: Int
        let directoryOffset: Int
        let directorySize: Int
    }

    static let endSignature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let directorySignature: UInt32 = 0x0201_4B50
    static let localSignature: UInt32 = 0x0403_4B50

    /// The end record: the last signature whose comment ends the archive exactly.
    static func endRecord(_ reader: ByteReader) throws(ArtifactError) -> EndRecord {
        guard reader.count >= 22 else { throw reader.error("no end of central directory record") }
        var offset = reader.count - 22
        let lowest = max(0, reader.count - 22 - 0xFFFF)
        while offset >= lowest {
            if try reader.u32(offset) == endSignature, try reader.int16(offset + 20) == reader.count - offset - 22 {
                break
            }
            offset -= 1
        }
        guard offset >= lowest else { throw reader.error("no end of central directory record") }
        if offset >= 20, try reader.u32(offset - 20) == zip64LocatorSignature {
            throw ArtifactError(.unsupported, .zip, "a ZIP64 archive", offset: offset - 20)
        }
        let disk = try reader.u16(offset + 4)
        let directoryDisk = try reader.u16(offset + 6)
        let diskCount = try reader.int16(offset + 8)
        let count = try reader.int16(offset + 10)
        let size = try reader.u32(offset + 12)
        let start = try reader.u32(offset + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF {
            throw ArtifactError(.unsupported, .zip, "a ZIP64 archive", offset: offset)
        }
        guard disk == 0, directoryDisk == 0, diskCount == count else {
            throw ArtifactError(.unsupported, .zip, "an archive split across disks", offset: offset)
        }
        let record = EndRecord(offset: offset, count: count, directoryOffset: Int(start), directorySize: Int(size))
        guard record.directoryOffset <= offset, record.directorySize <= offset - record.directoryOffset else {
            throw reader.error("the central directory lies outside the archive", at: offset)
        }
        guard count * 46 <= record.directorySize else {
            throw reader.error("the central directory is too small for \(count) entries", at: offset)
        }
        return record
    }

    /// The file header at `position` of the central directory and its local header; the
    /// position of the next file header.
    static func directoryEntry(_ reader: ByteReader, at position: Int, end: EndRecord)
        throws(ArtifactError) -> (entry: ZipEntry, next: Int, isUTF8: Bool)
    {
        let directory = end.directoryOffset..<end.directoryOffset + end.directorySize
        try reader.require(position, 46, within: directory, "a central directory file header")
        guard try reader.u32(position) == directorySignature else {
            throw reader.error("a central directory file header without its signature", at: position)
        }
        let flags = try reader.u16(position + 8)
        let methodNumber = try reader.u16(position + 10)
        let crc = try reader.u32(position + 16)
        let compressed = try reader.u32(position + 20)
        let uncompressed = try reader.u32(position + 24)
        let nameLength = try reader.int16(position + 28)
        let extraLength = try reader.int16(position + 30)
        let commentLength = try reader.int16(position + 32)
        let startDisk = try reader.u16(position + 34)
        let attributes = try reader.u32(position + 38)
        let headerOffset = try reader.u32(position + 42)
        let next = position + 46 + nameLength + extraLength + commentLength
        try reader.require(position, next - position, within: directory, "a central directory file header")
        if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || headerOffset == 0xFFFF_FFFF || startDisk != 0 {
            throw ArtifactError(.unsupported, .zip, "a ZIP64 or multi-disk entry", offset: position)
        }
        let nameBytes = try reader.slice(position + 46, nameLength)
        let validName = String(validUTF8: nameBytes)
        let name = validName ?? String(decoding: nameBytes, as: UTF8.self)
        let local = Int(headerOffset)
        try reader.require(local, 30, within: 0..<end.directoryOffset, "a local file header")
        guard try reader.u32(local) == localSignature else {
            throw reader.error("\(name): no local file header where the central directory says", at: local)
        }
        let localNameLength = try reader.int16(local + 26)
        let localExtraLength = try reader.int16(local + 28)
        guard try reader.u16(local + 8) == methodNumber, localNameLength == nameLength,
            try reader.slice(local + 30, localNameLength).elementsEqual(nameBytes)
        else {
            throw reader.error("\(name): the local file header disagrees with the central directory", at: local)
        }
        let dataOffset = local + 30 + localNameLength + localExtraLength
        try reader.require(dataOffset, Int(compressed), within: 0..<end.directoryOffset, "\(name)'s data")
        let method: ZipEntry.Method =
            switch methodNumber {
            case 0: .stored
            case 8: .deflated
            default: .other(methodNumber)
            }
        let madeOnUnix = try reader.u16(position + 4) >> 8 == 3
        let entry = ZipEntry(
            name: name, method: method, crc32: crc, compressedSize: Int(compressed),
            uncompressedSize: Int(uncompressed), headerOffset: local, dataOffset: dataOffset,
            isSymbolicLink: madeOnUnix && (attributes >> 16) & 0o170000 == 0o120000, isEncrypted: flags & 1 != 0)
        return (entry, next, validName != nil)
    }

    /// Checks that no two entries' headers and data overlap (the trick of overlapping ZIP bombs).
    static func checkNoOverlap(_ entries: [ZipEntry], reader: ByteReader) throws(ArtifactError) {
        let sorted = entries.sorted { $0.headerOffset < $1.headerOffset }
        for (first, second) in zip(sorted, sorted.dropFirst())
        where first.dataOffset + first.compressedSize > second.headerOffset {
            throw reader.error("the data of \(first.name) overlaps \(second.name)", at: second.headerOffset)
        }
    }
}
