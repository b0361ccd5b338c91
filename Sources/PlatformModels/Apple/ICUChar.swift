/// ASCII classification and case mapping on bytes, as ICU's `uprv_` functions do them: other
/// bytes are neither letters nor digits and keep their case.
///
/// ```swift
/// ICUChar.uppercased(UInt8(ascii: "e"))   // "E"
/// ```
enum ICUChar {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
    static func uppercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
}
