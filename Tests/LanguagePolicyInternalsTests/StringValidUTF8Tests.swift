import LanguagePolicyInternals
import TestSupport
import Testing

/// `String(validUTF8:)` checks bytes with the standard library's `String(validating:as:)` where the
/// runtime has it (iOS 18 and later) and by transcoding before; Linux always takes the first
/// path, so the second is compared with it here, on the sequences UTF-8's definition (RFC 3629,
/// Unicode §3.9 table 3-7) rules out and on random bytes.
@Suite struct StringValidUTF8Tests {
    @Test(
        arguments: [
            [0x63, 0x61, 0x66, 0xC3, 0xA9], [], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBB, 0xBF],
            [0xC3], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0x61, 0xE2, 0x82], [0xE2, 0x28, 0xA1],
        ] as [[UInt8]])
    func theOlderSystemsCheckAgreesOnEdgeCases(bytes: [UInt8]) {
        #expect(String.transcodingValidUTF8(bytes) == String(validating: bytes, as: UTF8.self))
        #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self))
    }

    @Test func theOlderSystemsCheckAgreesOnRandomBytes() {
        var random = SeededRandom(seed: 0x5554_4638)
        var valid = 0
        let cases = 20_000
        for _ in 0..<cases {
            // Mostly ASCII and lead/continuation bytes, so that valid sequences occur often.
            let bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ -> UInt8 in
                switch Int.random(in: 0..<4, using: &random) {
                case 0: UInt8.random(in: 0x20...0x7E, using: &random)
                case 1: UInt8.random(in: 0x80...0xBF, using: &random)
                case 2: UInt8.random(in: 0xC2...0xF4, using: &random)
                default: UInt8.random(in: 0...0xFF, using: &random)
                }
            }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String.transcodingValidUTF8(bytes) == expected, "\(bytes)")
            if expected != nil { valid += 1 }
        }
        #expect(valid >= 2_000, "too few valid sequences to compare: \(valid) of \(cases)")
    }
}
