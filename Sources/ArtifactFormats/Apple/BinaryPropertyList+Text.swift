internal import LanguagePolicyInternals

/// The text forms binary property lists' dates and data take, as XML property lists write
/// them: ISO 8601 in UTC, and Base64.
extension BinaryPropertyList {
    /// `seconds` since 2001-01-01 00:00:00 UTC as `2024-05-01T12:00:00Z`.
    static func iso8601(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds)" }
        let total = Int64((seconds + 978_307_200).rounded(.down))
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let second = total - days * 86_400
        let (year, month, day) = CivilDate.from(daysSince1970: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(second / 3_600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// `bytes` in Base64 (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 0x3F] : 0x3D)
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
