/// One format specifier of a `java.util.Formatter` format string, as OpenJDK 17 parses it:
/// `%[argument_index$][flags][width][.precision][t]conversion` (`Formatter.java`, the
/// `formatSpecifier` pattern and `FormatSpecifier`'s constructor, lines 2705–2889 of
/// OpenJDK 17.0.19's `java/util/Formatter.java`).
///
/// ```swift
/// let format = try JavaFormat(parsing: "%1$-8s|%<,d")
/// format.specifiers[0].index        // .explicit(1)
/// format.specifiers[1].index        // .previous
/// format.specifiers[1].flags        // [.group]
/// ```
package struct JavaFormatSpecifier: Hashable, Sendable {
    /// Which argument a specifier prints (`FormatSpecifier.index`).
    package enum Index: Hashable, Sendable {
        /// `%s`: the next ordinary argument (Java's index 0).
        case ordinary
        /// `%2$s`: argument 2, counted from 1.
        case explicit(Int)
        /// `%<s`: the argument the previous specifier printed (Java's index -1).
        case previous
        /// `%n`, `%%`: no argument (Java's index -2).
        case none
    }

    /// The flags (`Formatter.Flags`; `^` is Java's UPPERCASE, set by an upper-case conversion).
    package struct Flags: OptionSet, Hashable, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        package static let leftJustify = Flags(rawValue: 1 << 0)  // '-'
        package static let uppercase = Flags(rawValue: 1 << 1)  // '^'
        package static let alternate = Flags(rawValue: 1 << 2)  // '#'
        package static let plus = Flags(rawValue: 1 << 3)  // '+'
        package static let leadingSpace = Flags(rawValue: 1 << 4)  // ' '
        package static let zeroPad = Flags(rawValue: 1 << 5)  // '0'
        package static let group = Flags(rawValue: 1 << 6)  // ','
        package static let parentheses = Flags(rawValue: 1 << 7)  // '('
        package static let previous = Flags(rawValue: 1 << 8)  // '<'

        /// The flag a character of the flags group stands for (`Flags.parse(char)`).
        static func flag(_ unit: UInt16) -> Flags? {
            switch unit {
            case 0x2D: .leftJustify
            case 0x23: .alternate
            case 0x2B: .plus
            case 0x20: .leadingSpace
            case 0x30: .zeroPad
            case 0x2C: .group
            case 0x28: .parentheses
            case 0x3C: .previous
            default: nil
            }
        }

        /// Java's spelling (`Flags.toString()`), as exception messages give it.
        package var description: String {
            let order: [(Flags, Character)] = [
                (.leftJustify, "-"), (.uppercase, "^"), (.alternate, "#"), (.plus, "+"), (.leadingSpace, " "),
                (.zeroPad, "0"), (.group, ","), (.parentheses, "("), (.previous, "<"),
            ]
            return String(order.filter { contains($0.0) }.map(\.1))
        }
    }

    /// The argument this specifier prints.
    package var index: Index
    /// The flags, `^` included for an upper-case conversion (`%S`).
    package var flags: Flags
    /// The width, when written.
    package var width: Int?
    /// The precision, when written.
    package var precision: Int?
    /// Whether it is a date/time specifier (`%tY`, `%TB`).
    package var isDateTime: Bool
    /// The conversion, lower-cased as Java keeps it (`s` for `%S`; `Y` for `%tY`, whose
    /// conversion keeps its case).
    package var conversion: Character
    /// The specifier as written (`%1$-8s`).
    package var text: String
    /// Where it starts in the format string, in UTF-16 code units (Java's `char` index).
    package var offset: Int

    /// What the conversion prints (`Formatter.Conversion`'s categories).
    package enum Category: Hashable, Sendable {
        /// `b`, `h`, `s`: any argument.
        case general
        /// `c`: a `Character`, or a `Byte`, `Short` or `Integer` code point.
        case character
        /// `d`, `o`, `x`: `Byte`, `Short`, `Integer`, `Long`, `BigInteger`.
        case integral
        /// `e`, `f`, `g`, `a`: `Float`, `Double`, `BigDecimal` (not `a`).
        case floatingPoint
        /// `t`: `Long`, `Calendar`, `Date`, `TemporalAccessor`.
        case dateTime
        /// `%`, `n`: no argument.
        case text
    }

    /// The conversion's category.
    package var category: Category {
        if isDateTime { return .dateTime }
        switch conversion {
        case "b", "h", "s": return .general
        case "c": return .character
        case "d", "o", "x": return .integral
        case "e", "f", "g", "a": return .floatingPoint
        default: return .text
        }
    }

    /// Whether it prints an argument (everything but `%n` and `%%`).
    package var takesArgument: Bool { index != .none }
}
