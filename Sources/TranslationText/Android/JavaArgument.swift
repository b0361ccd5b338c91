/// The Java type of an argument an app passes to `getString(id, args)`, typed the way Android
/// Lint's `StringFormatDetector` types it: from the conversions of the default value (the
/// `values/` string), since that is the string the code was written against.
///
/// ```swift
/// JavaArgument.arguments(for: try JavaFormat(parsing: "%1$s has %2$d new"))   // [.string, .integer]
/// ```
package enum JavaArgument: String, Hashable, Sendable, CaseIterable {
    /// A `String` (`%s`, `%h`, and an index only general conversions print).
    case string
    /// An `Integer` (`%d`, `%o`, `%x`).
    case integer
    /// A `Double` (`%f`, `%e`, `%g`, `%a`).
    case double
    /// A `Character` (`%c`).
    case character
    /// A `Boolean` (`%b`).
    case boolean
    /// A `Long` of epoch milliseconds (`%tY`, `%tH`…).
    case dateTime = "date-time"

    /// The argument a conversion of the given category takes, `nil` for a general one (which
    /// takes anything, so says nothing of the type).
    static func typed(by specifier: JavaFormatSpecifier) -> JavaArgument? {
        switch specifier.category {
        case .general: specifier.conversion == "b" ? .boolean : nil
        case .character: .character
        case .integral: .integer
        case .floatingPoint: .double
        case .dateTime: .dateTime
        case .text: nil
        }
    }

    /// The most arguments a call is taken to pass: a default value that names a higher index
    /// (`%100000000$s`) is no format any code calls, and is read as plain text.
    package static let maximumCount = 1000

    /// The arguments a call passes for a default value: one per argument index the default
    /// prints (the highest explicit index, or the count of ordinary specifiers, whichever is
    /// larger, at most ``maximumCount``), each of the type its first non-general conversion
    /// takes, a `String` otherwise.
    package static func arguments(for format: JavaFormat) -> [JavaArgument] {
        var types: [Int: JavaArgument] = [:]
        var count = 0
        var ordinary = 0
        var last = 0
        for specifier in format.specifiers {
            let index: Int
            switch specifier.index {
            case .none: continue
            case .ordinary:
                ordinary += 1
                index = ordinary
            case .explicit(let number): index = number
            case .previous: index = last
            }
            last = index
            guard index > 0, index <= maximumCount else { continue }
            count = max(count, index)
            if types[index] == nil || types[index] == .boolean, let type = typed(by: specifier) {
                types[index] = type
            }
        }
        return (0..<count).map { types[$0 + 1] ?? .string }
    }
}
