internal import AppLanguage
public import Foundation

extension Timestamp {
    /// The moment of `date`, to the second (the fraction is dropped, as records keep whole
    /// seconds).
    ///
    /// ```swift
    /// try coordinator.choose(LanguageTag(parsing: "es"), at: Timestamp(eventDate))
    /// ```
    public init(_ date: Date) {
        self.init(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    /// This moment as a `Date`.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSince1970)) }
}
