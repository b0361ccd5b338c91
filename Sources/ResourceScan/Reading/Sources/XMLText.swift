/// The bytes of an XML resource file as the package's XML reader takes them: UTF-8. A file in
/// UTF-16 (with a byte order mark, or without one when a zero byte among the first two says
/// so), as aapt2's and CoreFoundation's parsers accept it, is converted; a UTF-8 byte order
/// mark is kept (the scanner skips it). Anything else is an error, as aapt2 refuses it: bytes
/// that are not UTF-8 (a file saved in Latin-1) fail the build in aapt2's XML parser (expat),
/// so they are an error here too, at the line of the first bad byte.
///
/// ```swift
/// try XMLText.utf8([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00])   // "<a/>" in UTF-8
/// try XMLText.utf8(Array("<a>caf".utf8) + [0xE9] + Array("</a>".utf8))
/// // throws "line 1: byte 0xE9 is not UTF-8 (a file saved in another encoding?): aapt2 refuses the file"
/// ```
enum XMLText {
    static func utf8(_ bytes: [UInt8]) throws(ResourceFileError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.count < 2
            || (bytes[0] != 0 && bytes[1] != 0 && bytes[0] < 0xFE)
        {
            if let bad = firstInvalidByte(bytes) {
                throw bytes.withUnsafeBufferPointer { buffer in
                    ResourceFileError.at(
                        bad, in: buffer,
                        "byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not UTF-8 (a file saved in another "
                            + "encoding?): aapt2 refuses the file")
                }
            }
            return bytes
        }
        return try StringsFile.utf8(bytes)
    }

    /// The position of the first byte that starts no valid UTF-8 sequence, if any.
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): position += encoded.count
            case .emptyInput: return nil
            case .error: return position
            }
        }
    }

    /// The line (from 1) of byte `position`.
    static func line(of position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for byte in bytes[..<min(position, bytes.count)] where byte == 0x0A { line += 1 }
        return line
    }
}
