/// A format string as `java.util.Formatter` reads it: fixed text and specifiers, or the
/// exception its parse throws before anything is printed.
///
/// The parse is OpenJDK 17's `Formatter.parse` (lines 2714–2760 of 17.0.19's
/// `java/util/Formatter.java`): after each `%`, a conversion character Java knows is taken
/// alone (`%s`, `%n`, `%%`); anything else must match the pattern
/// `%(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])` right there, or the string throws
/// `UnknownFormatConversionException` for the character after `%`. A match is then checked
/// as `FormatSpecifier`'s constructor checks it (index, flags, width, precision, conversion,
/// then `checkGeneral`, `checkCharacter`, `checkInteger`, `checkFloat`, `checkText` or
/// `checkDateTime`, lines 2793–2889 and 3127–3226). Android's `java.util.Formatter` is
/// OpenJDK's (libcore), so `getString(id, args)` throws what this says.
///
/// ```swift
/// try JavaFormat(parsing: "%1$s: %2$d")          // two specifiers
/// try JavaFormat(parsing: "50 % segundo")        // throws .formatFlagsConversionMismatch(" ", "s")
/// ```
package struct JavaFormat: Hashable, Sendable {
    /// A piece of the format string.
    package enum Piece: Hashable, Sendable {
        /// Text printed as it is.
        case text(String)
        /// A specifier.
        case specifier(JavaFormatSpecifier)
    }

    /// The pieces, in order.
    package let pieces: [Piece]

    /// The specifiers, in order (`%n` and `%%` included).
    package var specifiers: [JavaFormatSpecifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// Parses a format string as `Formatter.parse` does.
    ///
    /// - Throws: the ``JavaFormatError`` Java's parse throws (any specifier's, the first in
    ///   the string): the whole call fails before printing.
    package init(parsing format: String) throws(JavaFormatError) {
        let units = Array(format.utf16)
        var pieces: [Piece] = []
        var position = 0
        while position < units.count {
            guard let percent = units[position...].firstIndex(of: 0x25) else {
                pieces.append(.text(Self.string(units[position...])))
                break
            }
            if percent != position { pieces.append(.text(Self.string(units[position..<percent]))) }
            position = percent + 1
            guard position < units.count else { throw .unknownFormatConversion("%") }
            let unit = units[position]
            if Self.isConversion(unit) {
                pieces.append(.specifier(Self.simple(unit, units: units, at: percent)))
                position += 1
            } else if let match = SpecifierMatch(units, at: percent) {
                pieces.append(.specifier(try match.specifier(units)))
                position = match.end
            } else {
                throw .unknownFormatConversion(Self.string(units[position...position]))
            }
        }
        self.pieces = pieces
    }

    /// `Conversion.isValid`: the conversions taken alone after `%`.
    static func isConversion(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x62, 0x42, 0x73, 0x53, 0x68, 0x48, 0x63, 0x43, 0x64, 0x6F, 0x78, 0x58,  // bBsShHcCdoxX
            0x65, 0x45, 0x67, 0x47, 0x66, 0x61, 0x41, 0x6E, 0x25:  // eEgGfaAn%
            true
        default: false
        }
    }

    /// `FormatSpecifier(char)`: a conversion right after `%`, with no checks.
    private static func simple(_ unit: UInt16, units: [UInt16], at percent: Int) -> JavaFormatSpecifier {
        let isUpper = unit >= 0x41 && unit <= 0x5A
        let conversion = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: isUpper ? unit + 0x20 : unit)))
        let isText = unit == 0x6E || unit == 0x25
        return JavaFormatSpecifier(
            index: isText ? .none : .ordinary, flags: isUpper ? .uppercase : [], width: nil, precision: nil,
            isDateTime: false, conversion: conversion, text: string(units[percent...(percent + 1)]), offset: percent)
    }

    static func string(_ units: ArraySlice<UInt16>) -> String { String(decoding: units, as: UTF16.self) }
}
