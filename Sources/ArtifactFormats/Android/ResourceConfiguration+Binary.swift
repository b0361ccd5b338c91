/// Reading a `ResTable_config` from `resources.arsc`: little-endian fields at the offsets of
/// ResourceTypes.h, the packed three-letter language and region codes unpacked.
extension ResourceConfiguration {
    /// The bytes of the configuration Android 10 knows (`sizeof(ResTable_config)`).
    static let knownSize = 64

    /// Reads the configuration whose `size` field is at `offset`; `size` bytes are the
    /// configuration's (fewer than 64: the rest are zeros).
    init(_ reader: ByteReader, at offset: Int, size: Int) throws(ArtifactError) {
        try reader.require(offset, size, "a configuration")
        var fields = [UInt8](repeating: 0, count: Self.knownSize)
        for index in 0..<min(size, Self.knownSize) { fields[index] = reader.bytes[offset + index] }
        func u16(_ at: Int) -> UInt16 { UInt16(fields[at]) | UInt16(fields[at + 1]) << 8 }
        self.init()
        mcc = u16(4)
        mnc = u16(6)
        language = Self.unpack(fields[8], fields[9], base: 0x61)
        region = Self.unpack(fields[10], fields[11], base: 0x30)
        orientation = fields[12]
        touchscreen = fields[13]
        density = u16(14)
        keyboard = fields[16]
        navigation = fields[17]
        inputFlags = fields[18]
        screenWidth = u16(20)
        screenHeight = u16(22)
        sdkVersion = u16(24)
        minorVersion = u16(26)
        screenLayout = fields[28]
        uiMode = fields[29]
        smallestScreenWidthDp = u16(30)
        screenWidthDp = u16(32)
        screenHeightDp = u16(34)
        script = Self.text(fields[36..<40])
        variant = Self.text(fields[40..<48])
        screenLayout2 = fields[48]
        colorMode = fields[49]
        scriptWasComputed = fields[52] != 0
        numberingSystem = Self.text(fields[53..<61])
        let unknown = [19, 50, 51] + Array(61..<Self.knownSize)
        hasUnknownFields = unknown.contains { fields[$0] != 0 }
        if size > Self.knownSize {
            hasUnknownFields =
                hasUnknownFields || reader.bytes[(offset + Self.knownSize)..<(offset + size)].contains { $0 != 0 }
        }
    }

    /// A language or region: two ASCII characters, or three packed in 5-bit units when the
    /// first byte's high bit is set (`base` is `a` for languages, `0` for regions); empty for none.
    static func unpack(_ first: UInt8, _ second: UInt8, base: UInt8) -> String {
        if first & 0x80 != 0 {
            let letters = [second & 0x1F, (second & 0xE0) >> 5 | (first & 0x03) << 3, (first & 0x7C) >> 2]
            return String(decoding: letters.map { $0 &+ base }, as: UTF8.self)
        }
        if first == 0 { return "" }
        return second == 0
            ? String(decoding: [first], as: UTF8.self) : String(decoding: [first, second], as: UTF8.self)
    }

    /// Characters up to the first NUL.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
