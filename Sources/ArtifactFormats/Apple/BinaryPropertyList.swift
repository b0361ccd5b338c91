/// A binary property list (`bplist00`, CoreFoundation's `CFBinaryPList.c` format) read into
/// the package's ``PropertyListValue``: integers, reals, dates (ISO 8601, as XML plists
/// write them), data (Base64), ASCII and UTF-16 strings, UIDs as their number, arrays, sets
/// (as arrays) and dictionaries with string keys. Null and fill objects read as empty scalars.
///
/// The trailer (the last 32 bytes) gives the offset table, the object count and the top
/// object; every offset, reference and length is checked against the file. Containers nest
/// at most `PropertyList/maximumDepth` deep (which also stops reference cycles), and a
/// list whose shared containers would expand beyond one value per byte of the file is
/// refused, so a small file never becomes a large tree.
package enum BinaryPropertyList {
    package static let magic = Array("bplist00".utf8)

    /// Reads a binary property list.
    ///
    /// - Throws: ``ArtifactError`` (format `.propertyList`) for a malformed list.
    package static func read(_ bytes: [UInt8]) throws(ArtifactError) -> PropertyListValue {
        var reader = try Reader(bytes)
        return try reader.value(reader.top, depth: 0)
    }

    struct Reader {
        let bytes: ByteReader
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let top: Int
        let offsetTable: Int
        /// Values left to produce before the expansion limit.
        var budget: Int

        init(_ data: [UInt8]) throws(ArtifactError) {
            bytes = ByteReader(data, format: .propertyList)
            guard data.count >= 8 + 32, data.starts(with: BinaryPropertyList.magic) else {
                throw bytes.error("not a binary property list")
            }
            let trailer = data.count - 32
            offsetSize = Int(try bytes.u8(trailer + 6))
            referenceSize = Int(try bytes.u8(trailer + 7))
            let count = try bytes.bigEndian(trailer + 8, width: 8)
            let top = try bytes.bigEndian(trailer + 16, width: 8)
            let table = try bytes.bigEndian(trailer + 24, width: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw bytes.error("offset size \(offsetSize), reference size \(referenceSize)", at: trailer)
            }
            guard count > 0, count <= UInt64(trailer), top < count, table >= 8, table <= UInt64(trailer) else {
                throw bytes.error("the trailer's counts or offsets lie outside the file", at: trailer)
            }
            objectCount = Int(count)
            self.top = Int(top)
            offsetTable = Int(table)
            try bytes.require(offsetTable, objectCount * offsetSize, within: 8..<trailer, "the offset table")
            budget = data.count
        }

        /// The offset of object `index`.
        func offset(_ index: Int) throws(ArtifactError) -> Int {
            guard index >= 0, index < objectCount else {
                throw bytes.error("object reference \(index) of \(objectCount)")
            }
            let offset = try bytes.bigEndian(offsetTable + index * offsetSize, width: offsetSize)
            guard offset >= 8, offset < UInt64(offsetTable) else {
                throw bytes.error("object \(index) lies outside the objects")
            }
            return Int(offset)
        }

        /// A length: the marker's low nibble, or an integer object after it when the nibble is 15.
        func length(_ marker: UInt8, at offset: Int) throws(ArtifactError) -> (length: Int, start: Int) {
            guard marker & 0x0F == 0x0F else { return (Int(marker & 0x0F), offset + 1) }
            let intMarker = try bytes.u8(offset + 1)
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
                throw bytes.error("a malformed length", at: offset)
            }
            let width = 1 << Int(intMarker & 0x0F)
            let value = try bytes.bigEndian(offset + 2, width: width)
            guard value <= UInt64(offsetTable) else { throw bytes.error("a length of \(value)", at: offset) }
            return (Int(value), offset + 2 + width)
        }

        mutating func value(_ index: Int, depth: Int) throws(ArtifactError) -> PropertyListValue {
            budget -= 1
            guard budget >= 0 else {
                throw ArtifactError(.limitExceeded, .propertyList, "shared containers expand beyond the file's size")
            }
            guard depth <= PropertyListValue.maximumDepth else {
                throw ArtifactError(
                    .limitExceeded, .propertyList, "values nested deeper than \(PropertyListValue.maximumDepth)")
            }
            let offset = try self.offset(index)
            let marker = try bytes.u8(offset)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return .bool(false)
                case 0x09: return .bool(true)
                case 0x00, 0x0F: return .scalar("")
                default: throw bytes.error("object marker 0x\(String(marker, radix: 16))", at: offset)
                }
            case 0x1: return .scalar(try integer(marker, at: offset))
            case 0x2:
                switch marker & 0x0F {
                case 2: return .scalar("\(Float(bitPattern: UInt32(try bytes.bigEndian(offset + 1, width: 4))))")
                case 3: return .scalar("\(Double(bitPattern: try bytes.bigEndian(offset + 1, width: 8)))")
                default: throw bytes.error("a real of marker 0x\(String(marker, radix: 16))", at: offset)
                }
            case 0x3:
                guard marker == 0x33 else {
                    throw bytes.error("a date of marker 0x\(String(marker, radix: 16))", at: offset)
                }
                return .scalar(
                    BinaryPropertyList.iso8601(Double(bitPattern: try bytes.bigEndian(offset + 1, width: 8))))
            case 0x4:
                let (count, start) = try length(marker, at: offset)
                return .scalar(BinaryPropertyList.base64(Array(try bytes.slice(start, count))))
            case 0x5:
                let (count, start) = try length(marker, at: offset)
                return .string(String(decoding: try bytes.slice(start, count), as: UTF8.self))
            case 0x6:
                let (count, start) = try length(marker, at: offset)
                let units = try bytes.slice(start, count * 2)
                let base = units.startIndex
                return .string(
                    String(
                        decoding: (0..<count).lazy.map {
                            UInt16(units[base + $0 * 2]) << 8 | UInt16(units[base + $0 * 2 + 1])
                        },
                        as: UTF16.self))
            case 0x8: return .scalar("\(try bytes.bigEndian(offset + 1, width: Int(marker & 0x0F) + 1))")
            case 0xA, 0xC:
                let (count, start) = try length(marker, at: offset)
                var elements: [PropertyListValue] = []
                for position in 0..<count {
                    elements.append(try value(try reference(start, position, count: count), depth: depth + 1))
                }
                return .array(elements)
            case 0xD:
                let (count, start) = try length(marker, at: offset)
                var members: [PropertyListValue.Member] = []
                for position in 0..<count {
                    guard
                        case .string(let key) = try value(
                            try reference(start, position, count: 2 * count), depth: depth + 1)
                    else { throw bytes.error("a dictionary key that is not a string", at: offset) }
                    let member = try value(try reference(start, count + position, count: 2 * count), depth: depth + 1)
                    members.append(PropertyListValue.Member(key: key, value: member))
                }
                return .dictionary(members)
            default: throw bytes.error("object marker 0x\(String(marker, radix: 16))", at: offset)
            }
        }

        /// Reference `position` of a container whose `count` references start at `start`.
        func reference(_ start: Int, _ position: Int, count: Int) throws(ArtifactError) -> Int {
            try bytes.require(start, count * referenceSize, within: 8..<offsetTable, "a container's references")
            return Int(try bytes.bigEndian(start + position * referenceSize, width: referenceSize))
        }

        /// An integer of 1, 2, 4 or 8 bytes (8 bytes are signed), or 16 (the low 8, unsigned).
        func integer(_ marker: UInt8, at offset: Int) throws(ArtifactError) -> String {
            let width = 1 << Int(marker & 0x0F)
            guard width <= 16 else { throw bytes.error("an integer of \(width) bytes", at: offset) }
            if width == 16 { return "\(try bytes.bigEndian(offset + 9, width: 8))" }
            let value = try bytes.bigEndian(offset + 1, width: width)
            return width == 8 ? "\(Int64(bitPattern: value))" : "\(value)"
        }
    }
}
