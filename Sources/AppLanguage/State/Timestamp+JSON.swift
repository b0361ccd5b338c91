package import WireDocuments

extension JSONElement {
    /// The value as an ISO 8601 date-time (a `timestamp` field of a document's declaration).
    ///
    /// ```swift
    /// try JSONElement.parse(#""2026-09-03T09:00:00Z""#).timestamp().iso8601   // 2026-09-03T09:00:00Z
    /// ```
    package func timestamp() throws(DocumentError) -> Timestamp {
        let text = try string()
        do {
            return try Timestamp(iso8601: text)
        } catch {
            throw invalid(error.description)
        }
    }
}
