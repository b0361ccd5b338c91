extension String {
    /// `bytes` as text when they are valid UTF-8, `nil` otherwise: the standard library's
    /// `String(validating:as:)` where the runtime has it (Swift 6.0's: iOS 18, macOS 15, tvOS 18,
    /// watchOS 11, visionOS 2), the same check by transcoding on the older systems the package
    /// supports.
    ///
    /// ```swift
    /// String(validUTF8: [0x63, 0x61, 0x66, 0xC3, 0xA9])   // "café"
    /// String(validUTF8: [0xC3])                           // nil
    /// ```
    package init?(validUTF8 bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            guard let text = String.transcodingValidUTF8(bytes) else { return nil }
            self = text
        }
    }

    /// The check for systems before Swift 6.0's runtime: the bytes transcoded, stopping at the
    /// first ill-formed sequence, then decoded (which repairs nothing, as there is nothing to
    /// repair).
    package static func transcodingValidUTF8(_ bytes: some Collection<UInt8>) -> String? {
        let invalid = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true, into: { _ in })
        return invalid ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
