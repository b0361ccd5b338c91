/// A string pool chunk (`ResStringPool_header`): the string offsets, UTF-8 or UTF-16
/// strings, read lazily by index. Lengths, offsets and the terminating NUL are checked
/// against the pool's string data, so no string reads outside its pool.
///
/// UTF-8 pools give each string's length in characters and in bytes (one byte each, or two
/// when the high bit is set); UTF-16 pools give it in 16-bit units (one unit, or two when
/// the high bit is set).
struct StringPool {
    static let chunkType: UInt16 = 0x0001
    let reader: ByteReader
    /// The number of strings.
    let count: Int
    let isUTF8: Bool
    private let offsets: Int
    /// The string data (absolute offsets).
    private let strings: Range<Int>

    init(_ reader: ByteReader, chunk: ResourceChunk) throws(ArtifactError) {
        guard chunk.type == Self.chunkType, chunk.headerSize >= 28 else {
            throw reader.error("no string pool where one belongs", at: chunk.start)
        }
        self.reader = reader
        count = try reader.int32(chunk.start + 8)
        let styleCount = try reader.int32(chunk.start + 12)
        let flags = try reader.u32(chunk.start + 16)
        let stringsStart = try reader.int32(chunk.start + 20)
        let stylesStart = try reader.int32(chunk.start + 24)
        isUTF8 = flags & 0x100 != 0
        offsets = chunk.start + chunk.headerSize
        guard count <= chunk.end, styleCount <= chunk.end else {
            throw reader.error("a string pool counts more strings than it has bytes", at: chunk.start)
        }
        try reader.require(offsets, (count + styleCount) * 4, within: chunk.range, "a string pool's offsets")
        let stringsEnd = styleCount > 0 && stylesStart > 0 ? stylesStart : chunk.end - chunk.start
        guard count == 0 || (stringsStart >= chunk.headerSize && stringsStart <= stringsEnd) else {
            throw reader.error("a string pool's strings lie outside it", at: chunk.start)
        }
        try reader.require(chunk.start + stringsStart, stringsEnd - stringsStart, within: chunk.range, "string data")
        strings = chunk.start + stringsStart..<chunk.start + stringsEnd
    }

    /// The string at `index`.
    func string(_ index: Int) throws(ArtifactError) -> String {
        guard index >= 0, index < count else { throw reader.error("string \(index) of a pool of \(count)") }
        let start = strings.lowerBound + (try reader.int32(offsets + index * 4))
        guard start < strings.upperBound else { throw reader.error("string \(index) starts outside its pool") }
        return isUTF8 ? try utf8(at: start, index) : try utf16(at: start, index)
    }

    private func utf8(at start: Int, _ index: Int) throws(ArtifactError) -> String {
        var position = start
        func length() throws(ArtifactError) -> Int {
            try reader.require(position, 1, within: strings)
            let first = Int(reader.bytes[position])
            position += 1
            guard first & 0x80 != 0 else { return first }
            try reader.require(position, 1, within: strings)
            let second = Int(reader.bytes[position])
            position += 1
            return (first & 0x7F) << 8 | second
        }
        _ = try length()
        let byteCount = try length()
        try reader.require(position, byteCount + 1, within: strings, "string \(index)")
        guard reader.bytes[position + byteCount] == 0 else {
            throw reader.error("string \(index) is not terminated", at: position + byteCount)
        }
        let bytes = reader.bytes[position..<position + byteCount]
        // aapt2 writes characters beyond U+FFFF as two 3-byte surrogates (modified UTF-8).
        guard bytes.contains(0xED) else { return String(decoding: bytes, as: UTF8.self) }
        return Self.modifiedUTF8(bytes)
    }

    /// UTF-8 whose characters beyond U+FFFF may be written as two 3-byte surrogates, decoded
    /// to UTF-16 (which pairs them); a malformed sequence becomes U+FFFD.
    static func modifiedUTF8(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func next(_ offset: Int) -> UInt32? {
            let position = index + offset
            guard position < bytes.endIndex, bytes[position] & 0xC0 == 0x80 else { return nil }
            return UInt32(bytes[position] & 0x3F)
        }
        while index < bytes.endIndex {
            let first = UInt32(bytes[index])
            if first < 0x80 {
                units.append(UInt16(first))
                index += 1
            } else if first & 0xE0 == 0xC0, let second = next(1) {
                units.append(UInt16((first & 0x1F) << 6 | second))
                index += 2
            } else if first & 0xF0 == 0xE0, let second = next(1), let third = next(2) {
                units.append(UInt16(truncatingIfNeeded: (first & 0x0F) << 12 | second << 6 | third))
                index += 3
            } else if first & 0xF8 == 0xF0, let second = next(1), let third = next(2), let fourth = next(3),
                let scalar = Unicode.Scalar((first & 0x07) << 18 | second << 12 | third << 6 | fourth)
            {
                units.append(contentsOf: UTF16.encode(scalar).map(Array.init) ?? [0xFFFD])
                index += 4
            } else {
                units.append(0xFFFD)
                index += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    private func utf16(at start: Int, _ index: Int) throws(ArtifactError) -> String {
        var position = start
        try reader.require(position, 2, within: strings)
        var units = try reader.int16(position)
        position += 2
        if units & 0x8000 != 0 {
            try reader.require(position, 2, within: strings)
            units = (units & 0x7FFF) << 16 | (try reader.int16(position))
            position += 2
        }
        try reader.require(position, units * 2 + 2, within: strings, "string \(index)")
        guard try reader.u16(position + units * 2) == 0 else {
            throw reader.error("string \(index) is not terminated", at: position + units * 2)
        }
        let bytes = reader.bytes
        let codeUnits = (0..<units).lazy.map {
            UInt16(bytes[position + $0 * 2]) | UInt16(bytes[position + $0 * 2 + 1]) << 8
        }
        return String(decoding: codeUnits, as: UTF16.self)
    }
}
