/// Bounds-checked little-endian reads from bytes, each failing with an ``ArtifactError`` of
/// the reader's format instead of trapping: the one way the binary readers touch input.
///
/// ```swift
/// let bytes = ByteReader([0x02, 0x00, 0x0C, 0x00], format: .resourceTable)
/// try bytes.u16(0)   // 2
/// try bytes.u32(2)   // throws: 4 bytes at 2 run past the end
/// ```
struct ByteReader {
    let bytes: [UInt8]
    let format: ArtifactError.Format

    init(_ bytes: [UInt8], format: ArtifactError.Format) {
        self.bytes = bytes
        self.format = format
    }

    var count: Int { bytes.count }

    /// A malformed-input error at `offset`.
    func error(_ message: String, at offset: Int? = nil) -> ArtifactError {
        ArtifactError(.malformed, format, message, offset: offset)
    }

    /// Checks that `length` bytes at `offset` lie inside `range` (default: all bytes).
    func require(_ offset: Int, _ length: Int, within range: Range<Int>? = nil, _ what: String = "data")
        throws(ArtifactError)
    {
        let bounds = range ?? 0..<bytes.count
        guard offset >= bounds.lowerBound, length >= 0, offset <= bounds.upperBound,
            length <= bounds.upperBound - offset
        else {
            throw error("\(what) of \(length) bytes at \(offset) runs outside \(bounds)", at: offset)
        }
    }

    func u8(_ offset: Int) throws(ArtifactError) -> UInt8 {
        try require(offset, 1)
        return bytes[offset]
    }

    func u16(_ offset: Int) throws(ArtifactError) -> UInt16 {
        try require(offset, 2)
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    func u32(_ offset: Int) throws(ArtifactError) -> UInt32 {
        try require(offset, 4)
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// A u32 as an `Int` (never negative).
    func int32(_ offset: Int) throws(ArtifactError) -> Int { Int(try u32(offset)) }

    /// A u16 as an `Int`.
    func int16(_ offset: Int) throws(ArtifactError) -> Int { Int(try u16(offset)) }

    /// A big-endian unsigned integer of `width` (1–8) bytes.
    func bigEndian(_ offset: Int, width: Int) throws(ArtifactError) -> UInt64 {
        try require(offset, width)
        var value: UInt64 = 0
        for index in offset..<offset + width { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The bytes of `range` (checked).
    func slice(_ offset: Int, _ length: Int) throws(ArtifactError) -> ArraySlice<UInt8> {
        try require(offset, length)
        return bytes[offset..<offset + length]
    }
}
