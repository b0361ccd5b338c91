/// One piece of a format string as CoreFoundation's `__CFParseFormatSpec` reads it after a
/// `%` (`CFString.c` in swift-corelibs-foundation, the parser behind `String(format:)`,
/// `NSString(format:)`, `.stringsdict` and String Catalog values).
///
/// ```swift
/// let format = AppleFormat(parsing: "%2$@ has %1$lld")
/// format.specifiers[0].kind       // .object, position 1
/// format.specifiers[1].kind       // .integer, size .eight, position 0
/// ```
package struct AppleFormatSpecifier: Hashable, Sendable {
    /// What CoreFoundation reads for it (`CFFormatLongType`, `CFFormatDoubleType`…).
    package enum Kind: String, Hashable, Sendable {
        /// `%d %i %u %x %o %c` and `%D %U %O %X`: an integer (`CFFormatLongType`).
        case integer
        /// `%f %e %g %a` and capitals: a `double` (`long double` with `L`).
        case double
        /// `%@`, and `%#@name@` of a `.stringsdict`: an object (`CFFormatCFType`).
        case object
        /// `%s`: a C string (`CFFormatCharsType`).
        case cString
        /// `%S`: a NUL-terminated UTF-16 string (`CFFormatUnicharsType`).
        case unicharString
        /// `%P`: a Pascal string (`CFFormatPascalCharsType`).
        case pascalString
        /// `%C`: one UTF-16 unit (`CFFormatSingleUnicharType`).
        case unichar
        /// `%p`: a pointer, printed as an address.
        case pointer
        /// `%n`: a pointer CoreFoundation reads and ignores.
        case ignoredPointer
        /// A `%` followed by a character that is no conversion (`%%`, `%y`, `% y`): prints the
        /// character right after the `%` and nothing else of the specifier (`CFFormatLiteralType`).
        case literal
        /// A `%` with no conversion before the end (`CFFormatIncompleteSpecifierType`): prints
        /// nothing.
        case incomplete

        /// Whether CoreFoundation reads an argument for it.
        package var readsArgument: Bool { self != .literal && self != .incomplete }

        /// Whether it dereferences the argument (a wrong one reads a bad pointer).
        package var dereferences: Bool {
            self == .object || self == .cString || self == .unicharString || self == .pascalString
        }
    }

    /// The length modifier (`CFFormatSize…`): `hh` one byte, `h` two, `l`, `q`, `ll`, `j`,
    /// `z`, `t` eight (on 64-bit), `L` sixteen (a `long double`).
    package enum Size: UInt8, Hashable, Sendable {
        case `default` = 0
        case one = 1
        case two = 2
        case four = 3
        case eight = 4
        case sixteen = 5
    }

    /// What CoreFoundation reads.
    package var kind: Kind
    /// The length modifier.
    package var size: Size
    /// The conversion character as written (`d`, `@`); for a literal, the printed character.
    package var conversion: Character
    /// The argument it prints, counted from 0, once CoreFoundation has numbered the
    /// non-positional ones; `nil` for a literal or an incomplete one.
    package var position: Int?
    /// The argument a `*` width reads, counted from 0.
    package var widthPosition: Int?
    /// The argument a `.*` precision reads, counted from 0.
    package var precisionPosition: Int?
    /// The precision written as a number (`%.2f`; `%.0s` prints none of the string).
    package var precision: Int?
    /// Whether the position was written (`%2$@`).
    package var isPositional: Bool
    /// The variable of a `.stringsdict` format (`files` of `%#@files@`).
    package var variable: String?
    /// The specifier as written.
    package var text: String
    /// Where it starts, in UTF-16 code units.
    package var offset: Int
}
