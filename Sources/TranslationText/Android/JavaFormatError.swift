/// An exception `String.format` throws, with what Java puts in it (OpenJDK 17's
/// `java.util.IllegalFormatException` subclasses, thrown by `Formatter.parse`, the
/// `FormatSpecifier` constructor and its `check…` and `print…` methods).
///
/// ```swift
/// JavaFormat.format("% s", arguments: [.string])   // .failure(.formatFlagsConversionMismatch(flags: " ", conversion: "s"))
/// ```
package enum JavaFormatError: Error, Hashable, Sendable {
    /// `%q`, `% p`, a `%` at the end: no conversion Java knows.
    case unknownFormatConversion(String)
    /// A flag the conversion refuses (`% s`, `%,x`, `%#b`), at parse or at print.
    case formatFlagsConversionMismatch(flags: String, conversion: Character)
    /// Flags that cannot go together (`%+ d`, `%-05d`, `%-%` with a flag other than `-`).
    case illegalFormatFlags(String)
    /// The same flag twice (`%--5s`, `%00d`).
    case duplicateFormatFlags(String)
    /// `-` or `0` without a width (`%-s`, `%0d`).
    case missingFormatWidth(String)
    /// A precision the conversion refuses (`%.2d`, `%.1c`), or too large.
    case illegalFormatPrecision(Int)
    /// A width `%n` refuses, or too large.
    case illegalFormatWidth(Int)
    /// `%0$s`, or an index too large.
    case illegalFormatArgumentIndex(Int)
    /// An argument the call does not pass (`%3$s` with two), or `%<s` first.
    case missingFormatArgument(String)
    /// An argument of a type the conversion refuses (`%d` given a `String`).
    case illegalFormatConversion(conversion: Character, argument: JavaArgument)

    /// The exception's class, as the JVM names it.
    package var exceptionClass: String {
        switch self {
        case .unknownFormatConversion: "java.util.UnknownFormatConversionException"
        case .formatFlagsConversionMismatch: "java.util.FormatFlagsConversionMismatchException"
        case .illegalFormatFlags: "java.util.IllegalFormatFlagsException"
        case .duplicateFormatFlags: "java.util.DuplicateFormatFlagsException"
        case .missingFormatWidth: "java.util.MissingFormatWidthException"
        case .illegalFormatPrecision: "java.util.IllegalFormatPrecisionException"
        case .illegalFormatWidth: "java.util.IllegalFormatWidthException"
        case .illegalFormatArgumentIndex: "java.util.IllegalFormatArgumentIndexException"
        case .missingFormatArgument: "java.util.MissingFormatArgumentException"
        case .illegalFormatConversion: "java.util.IllegalFormatConversionException"
        }
    }

    /// The exception's simple name (`MissingFormatArgumentException`).
    package var exceptionName: String { String(exceptionClass.split(separator: ".").last ?? "") }
}
