/// A format string as CoreFoundation reads it for `String(format:)`: text, specifiers, and
/// which argument each reads (`__CFStringAppendFormatCore` and `__CFParseFormatSpec` in
/// swift-corelibs-foundation's `Sources/CoreFoundation/CFString.c`, the code Apple's
/// CoreFoundation shares).
///
/// The rules that matter for translations:
/// - After `%`: flags (` -+0#`), a width or `*`, `.` and a precision or `*`, `N$` positions,
///   length modifiers (`hh h l ll q j z t L`), then a conversion. A character that is none of
///   these ends the specifier as a literal that prints that character: `%%` prints `%`, and
///   `% y` prints a space and drops the `y`. `% p` is a pointer: "% publicacions" prints an
///   address.
/// - `%#@name@` (a `.stringsdict` variable) and `%[key]@` read an object.
/// - Non-positional specifiers take positions 0, 1, 2… in order, whatever the positional ones
///   say; a position read by two specifiers is read as the type of the last.
/// - Arguments are read in position order, and a position no specifier reads consumes
///   nothing: with `%1$@ %3$@`, the third position reads the second argument.
/// - A position number above 3 × (number of `%`) + 1 makes the whole result empty; numbers
///   past 127 (or overflowing) make the format fail.
///
/// ```swift
/// let format = AppleFormat(parsing: "%1$@ and %3$@")
/// format.readPositions                                      // [0, 2]: position 2 reads the second argument
/// AppleFormat(parsing: "50% off").specifiers[0].kind        // .integer: "% o" reads an argument
/// AppleFormat(parsing: "100%!").specifiers[0].kind          // .literal: prints "!"
/// ```
package struct AppleFormat: Hashable, Sendable {
    /// A piece of the format.
    package enum Piece: Hashable, Sendable {
        case text(String)
        case specifier(AppleFormatSpecifier)
    }

    /// How CoreFoundation ends.
    package enum Outcome: Hashable, Sendable {
        /// It formats.
        case formatted
        /// A position past CoreFoundation's bound: `String(format:)` gives an empty string.
        case empty
        /// A number overflows (a position past 127, a width past `Int32.max`): the format fails.
        case refused
    }

    /// The pieces, in order.
    package let pieces: [Piece]
    /// How formatting ends.
    package let outcome: Outcome
    /// CoreFoundation's bound on positions: 3 × the number of `%` + 1 (`sizeArgNum`).
    package let bound: Int

    /// The specifiers, in order.
    package var specifiers: [AppleFormatSpecifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// Reads a format as CoreFoundation does; `firstPosition` is where non-positional
    /// specifiers start (a `.stringsdict` variant is formatted from its variable's position).
    package init(parsing format: String, firstPosition: Int = 0) {
        let units = Array(format.utf16)
        var pieces: [Piece] = []
        var outcome = Outcome.formatted
        let parser = SpecifierParser(units: units)
        var position = 0
        while position < units.count {
            guard let percent = units[position...].firstIndex(of: 0x25) else {
                pieces.append(.text(String(decoding: units[position...], as: UTF16.self)))
                break
            }
            if percent > position { pieces.append(.text(String(decoding: units[position..<percent], as: UTF16.self))) }
            guard let (specifier, end) = parser.parse(at: percent) else {
                outcome = .refused
                break
            }
            pieces.append(.specifier(specifier))
            position = end
        }
        bound = 3 * units.count { $0 == 0x25 } + 1
        (self.pieces, self.outcome) =
            outcome == .refused ? (pieces, .refused) : Self.numbered(pieces, firstPosition: firstPosition, bound: bound)
    }

    /// `__CFStringAppendFormatCore`'s numbering: `*` width, `.*` precision, then the value
    /// take the next positions when not written; a position past `3 × percentCount + 1`
    /// ends formatting with an empty result.
    private static func numbered(_ pieces: [Piece], firstPosition: Int, bound: Int) -> ([Piece], Outcome) {
        var next = firstPosition
        var numbered: [Piece] = []
        for piece in pieces {
            guard case .specifier(var specifier) = piece, specifier.kind.readsArgument else {
                numbered.append(piece)
                continue
            }
            let written = [specifier.position, specifier.widthPosition, specifier.precisionPosition].compactMap { $0 }
            if let largest = written.max(), largest > bound { return (numbered, .empty) }
            if specifier.widthPosition == SpecifierParser.star {
                specifier.widthPosition = next
                next += 1
            }
            if specifier.precisionPosition == SpecifierParser.star {
                specifier.precisionPosition = next
                next += 1
            }
            if specifier.position == nil {
                specifier.position = next
                next += 1
            }
            numbered.append(.specifier(specifier))
        }
        return (numbered, .formatted)
    }

    /// The positions CoreFoundation reads from the arguments, ascending: the n-th of them
    /// reads the n-th argument passed. A position at the ``bound`` itself is never read (its
    /// value is whatever CoreFoundation's buffer held).
    package var readPositions: [Int] {
        var positions: Set<Int> = []
        for specifier in specifiers where specifier.kind.readsArgument {
            for position in [specifier.position, specifier.widthPosition, specifier.precisionPosition] {
                if let position, position < bound { positions.insert(position) }
            }
        }
        return positions.sorted()
    }

    /// What CoreFoundation reads at each position: the kind of the last specifier that prints
    /// it; `*` widths and precisions read an `int`.
    package var readKinds: [Int: (AppleFormatSpecifier.Kind, AppleFormatSpecifier.Size)] {
        var kinds: [Int: (AppleFormatSpecifier.Kind, AppleFormatSpecifier.Size)] = [:]
        for specifier in specifiers where specifier.kind.readsArgument {
            if let position = specifier.position { kinds[position] = (specifier.kind, specifier.size) }
            if let position = specifier.widthPosition { kinds[position] = (.integer, .default) }
            if let position = specifier.precisionPosition { kinds[position] = (.integer, .default) }
        }
        return kinds
    }
}
