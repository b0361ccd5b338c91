internal import AppLanguage
public import Foundation

extension Timestamp {
    /// The moment of `date`, to the millisecond (a finer fraction is dropped, as records keep
    /// milliseconds).
    ///
    /// ```swift
    /// try coordinator.choose(LanguageTag(parsing: "es"), at: Timestamp(eventDate))
    /// ```
    public init(_ date: Date) {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        self.init(
            millisecondsSince1970: milliseconds.isFinite
                ? Int64(max(min(milliseconds, Double(Int64.max / 2)), Double(Int64.min / 2))) : 0)
    }

    /// This moment as a `Date`.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(millisecondsSince1970) / 1000) }
}
