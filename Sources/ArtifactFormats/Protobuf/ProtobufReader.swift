/// A reader of the protocol buffer wire format (varints, fixed 32/64-bit values and
/// length-delimited fields), over one message's bytes.
///
/// Limits: a varint has at most 10 bytes and must fit in 64 bits; a length must fit in what
/// is left of the message; groups (wire types 3 and 4, never written by aapt2 or bundletool)
/// throw `.unsupported`; messages nest at most `maximumDepth` deep. Fields a reader does
/// not know are skipped.
///
/// ```swift
/// var message = ProtobufReader([0x08, 0x96, 0x01], format: .protobuf)
/// try message.next()   // (field: 1, wireType: .varint)
/// try message.varint() // 150
/// ```
struct ProtobufReader {
    enum WireType: UInt8 {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    /// How deep messages may nest (a `resources.pb` plural item is 10 deep).
    static let maximumDepth = 32

    let bytes: [UInt8]
    let format: ArtifactError.Format
    private(set) var position: Int
    let end: Int
    /// How deep this message is (the outermost is 0).
    let depth: Int
    private var wireType: WireType = .varint

    init(_ bytes: [UInt8], format: ArtifactError.Format) {
        self.init(bytes, range: 0..<bytes.count, depth: 0, format: format)
    }

    private init(_ bytes: [UInt8], range: Range<Int>, depth: Int, format: ArtifactError.Format) {
        self.bytes = bytes
        self.format = format
        position = range.lowerBound
        end = range.upperBound
        self.depth = depth
    }

    func error(_ message: String) -> ArtifactError { ArtifactError(.malformed, format, message, offset: position) }

    /// The next field's number and wire type; nil at the end of the message.
    mutating func next() throws(ArtifactError) -> (field: Int, wireType: WireType)? {
        guard position < end else { return nil }
        let key = try varint()
        let field = key >> 3
        guard field > 0, field < 1 << 29 else { throw error("field number \(field)") }
        guard let type = WireType(rawValue: UInt8(key & 7)) else {
            let kind: ArtifactError.Kind = key & 7 == 3 || key & 7 == 4 ? .unsupported : .malformed
            throw ArtifactError(kind, format, "wire type \(key & 7)", offset: position)
        }
        wireType = type
        return (Int(field), type)
    }

    /// A varint (the field's value when its wire type is `.varint`).
    mutating func varint() throws(ArtifactError) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<10 {
            guard position < end else { throw error("a varint runs past the end of its message") }
            let byte = bytes[position]
            position += 1
            if index == 9, byte > 1 { throw error("a varint over 64 bits") }
            value |= UInt64(byte & 0x7F) << UInt64(7 * index)
            if byte & 0x80 == 0 { return value }
        }
        throw error("a varint of more than 10 bytes")
    }

    /// The bytes of a length-delimited field.
    mutating func lengthDelimited() throws(ArtifactError) -> Range<Int> {
        let length = try varint()
        guard length <= UInt64(end - position) else { throw error("a length of \(length) past the end of its message") }
        let range = position..<position + Int(length)
        position = range.upperBound
        return range
    }

    /// The field's value as a varint-coded integer, or skipped (nil) for another wire type.
    mutating func integer() throws(ArtifactError) -> UInt64? {
        guard wireType == .varint else {
            try skip()
            return nil
        }
        return try varint()
    }

    /// The field's value as UTF-8 text (invalid sequences repaired), or skipped (nil).
    mutating func string() throws(ArtifactError) -> String? {
        guard wireType == .lengthDelimited else {
            try skip()
            return nil
        }
        return String(decoding: bytes[try lengthDelimited()], as: UTF8.self)
    }

    /// The field's value as an embedded message, or skipped (nil) for another wire type.
    mutating func message() throws(ArtifactError) -> ProtobufReader? {
        guard wireType == .lengthDelimited else {
            try skip()
            return nil
        }
        let range = try lengthDelimited()
        guard depth + 1 <= Self.maximumDepth else {
            throw ArtifactError(
                .limitExceeded, format, "messages nested deeper than \(Self.maximumDepth)", offset: position)
        }
        return ProtobufReader(bytes, range: range, depth: depth + 1, format: format)
    }

    /// Skips the field's value.
    mutating func skip() throws(ArtifactError) {
        switch wireType {
        case .varint: _ = try varint()
        case .lengthDelimited: _ = try lengthDelimited()
        case .fixed64, .fixed32:
            let width = wireType == .fixed64 ? 8 : 4
            guard width <= end - position else { throw error("a fixed-width value past the end of its message") }
            position += width
        }
    }
}
