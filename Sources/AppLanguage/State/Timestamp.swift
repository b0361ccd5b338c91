internal import LanguagePolicyInternals

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Android)
    internal import Android
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A moment, to the millisecond, as records and state keep it: written as ISO 8601 in UTC
/// (`2026-09-03T09:00:00Z`, or `2026-09-03T09:00:00.250Z` when it is not a whole second), so
/// that what is written reads back equal, and two choices made within one second still come
/// in order (a sync keeps the later one). The core keeps its own
/// time type to stay free of Foundation (it runs in an Android JNI library); with
/// `LanguagePolicy`, `Timestamp(date)` and `timestamp.date` convert to and from
/// `Date`, and every API taking a `Timestamp` has a `Date` overload.
///
/// ```swift
/// let chosen = try Timestamp(iso8601: "2026-09-03T09:00:00Z")
/// chosen.secondsSince1970   // 1788426000
/// Timestamp.now > chosen    // true
/// try Timestamp(iso8601: "2026-09-03T09:00:00.25Z").millisecondsSince1970 % 1000   // 250
/// ```
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSince1970: Int64

    /// Whole seconds since 1970-01-01T00:00:00Z (rounded down).
    public var secondsSince1970: Int64 {
        millisecondsSince1970 >= 0 ? millisecondsSince1970 / 1000 : (millisecondsSince1970 - 999) / 1000
    }

    /// The moment `seconds` after 1970-01-01T00:00:00Z (negative: before). Past the range a
    /// timestamp holds (±292 million years) it is clamped to its end.
    public init(secondsSince1970 seconds: Int64) {
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        millisecondsSince1970 = overflow ? (seconds < 0 ? .min : .max) : milliseconds
    }

    /// The moment `milliseconds` after 1970-01-01T00:00:00Z (negative: before).
    public init(millisecondsSince1970 milliseconds: Int64) { millisecondsSince1970 = milliseconds }

    /// The current time, to the millisecond.
    public static var now: Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(millisecondsSince1970: Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }

    /// This moment plus `seconds`.
    public func adding(seconds: Int64) -> Timestamp {
        Timestamp(millisecondsSince1970: millisecondsSince1970 &+ seconds &* 1000)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (with `.mmm` before the `Z` when it is not a whole second), in UTC.
    public var description: String { iso8601 }

    /// `YYYY-MM-DDTHH:MM:SSZ`, in UTC, with `.mmm` before the `Z` when the moment is not a whole
    /// second (years 0000–9999; others are written with as many digits as they need, and a sign
    /// before a negative year).
    public var iso8601: String {
        let secondsSince1970 = self.secondsSince1970
        let milliseconds = millisecondsSince1970 - secondsSince1970 * 1000
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
        let seconds = secondsSince1970 - days * 86_400
        let (year, month, day) = CivilDate.from(daysSince1970: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 10_000 ? String(String(year + 10_000).dropFirst()) : String(year)
        let fraction = milliseconds == 0 ? "" : "." + String(String(milliseconds + 1000).dropFirst())
        return "\(yearText)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):"
            + "\(two(seconds % 60))\(fraction)Z"
    }

    /// Reads an ISO 8601 date-time with a four-digit year: `2026-09-03T09:00:00Z`, with an
    /// optional fraction of a second (kept to the millisecond; further digits are dropped) and
    /// `Z` or an offset (`+02:00`, `-0530`).
    ///
    /// - Throws: ``TimestampError`` for any other text.
    public init(iso8601 text: String) throws(TimestampError) {
        var reader = ISO8601Reader(text)
        guard let milliseconds = reader.millisecondsSince1970() else { throw TimestampError(text: text) }
        millisecondsSince1970 = milliseconds
    }
}

/// Text that is not an ISO 8601 date-time as ``Timestamp/init(iso8601:)`` reads them.
public struct TimestampError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public let text: String

    public var description: String {
        "\"\(text)\" is not an ISO 8601 date-time (such as 2026-09-03T09:00:00Z)"
    }
}

/// Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`.
private struct ISO8601Reader {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func millisecondsSince1970() -> Int64? {
        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2),
            literal("T"), let hour = number(2), literal(":"), let minute = number(2), literal(":"),
            let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds: Int64 = 0
        if literal(".") {
            let start = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                if position - start < 3 { milliseconds = milliseconds * 10 + Int64(bytes[position] - 0x30) }
                position += 1
            }
            guard position > start else { return nil }
            for _ in min(position - start, 3)..<3 { milliseconds *= 10 }
        }
        var offset: Int64 = 0
        if literal("Z") {
        } else if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D {
            let sign: Int64 = bytes[position] == 0x2D ? -1 : 1
            position += 1
            guard let hours = number(2) else { return nil }
            _ = literal(":")
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard position == bytes.count else { return nil }
        let days = CivilDate.daysSince1970(year: year, month: month, day: day)
        return (days * 86_400 + hour * 3600 + minute * 60 + second - offset) * 1000 + milliseconds
    }

    mutating func number(_ digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<position + digits] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        position += digits
        return value
    }

    mutating func literal(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }
}
