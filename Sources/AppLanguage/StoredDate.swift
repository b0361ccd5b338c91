#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates as records and state keep them: to the second, the precision of their ISO 8601
/// form, so that what is written reads back equal.
extension Date {
    /// This date without its fraction of a second.
    var toTheSecond: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}

extension KeyedDecodingContainer {
    /// The ISO 8601 date-time at `key`, to the second (the text may have more); text of
    /// another form is `DecodingError.dataCorrupted`.
    func decodeStoredDate(forKey key: Key) throws -> Date {
        try storedDate(decode(String.self, forKey: key), forKey: key)
    }

    /// The ISO 8601 date-time at `key`, as ``decodeStoredDate(forKey:)``, or nil when the key
    /// is absent.
    func decodeStoredDateIfPresent(forKey key: Key) throws -> Date? {
        try decodeIfPresent(String.self, forKey: key).map { try storedDate($0, forKey: key) }
    }

    private func storedDate(_ text: String, forKey key: Key) throws -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not an ISO 8601 date-time")
        }
        return date.toTheSecond
    }
}
