extension JavaFormatSpecifier {
    /// The checks of `FormatSpecifier`'s constructor, in Java's order (`checkGeneral`,
    /// `checkDateTime`, `checkCharacter`, `checkInteger`, `checkFloat`, `checkNumeric`,
    /// `checkText`: lines 3127–3226 of OpenJDK 17.0.19's `Formatter.java`).
    func check() throws(JavaFormatError) {
        switch category {
        case .dateTime:
            if let precision { throw .illegalFormatPrecision(precision) }
            guard Self.dateTimeConversions.contains(conversion) else {
                throw .unknownFormatConversion("t\(conversion)")
            }
            try refuse([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
            try requireWidth(for: .leftJustify)
        case .general:
            if conversion == "b" || conversion == "h", flags.contains(.alternate) {
                throw .formatFlagsConversionMismatch(flags: "#", conversion: conversion)
            }
            try requireWidth(for: .leftJustify)
            try refuse([.plus, .leadingSpace, .zeroPad, .group, .parentheses])
        case .character:
            if let precision { throw .illegalFormatPrecision(precision) }
            try refuse([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
            try requireWidth(for: .leftJustify)
        case .integral:
            try checkNumeric()
            if let precision { throw .illegalFormatPrecision(precision) }
            try refuse(conversion == "d" ? [.alternate] : [.group])
        case .floatingPoint:
            try checkNumeric()
            switch conversion {
            case "a": try refuse([.parentheses, .group])
            case "e": try refuse([.group])
            case "g": try refuse([.alternate])
            default: break
            }
        case .text:
            if let precision { throw .illegalFormatPrecision(precision) }
            if conversion == "%" {
                guard flags.isEmpty || flags == .leftJustify else { throw .illegalFormatFlags(flags.description) }
                try requireWidth(for: .leftJustify)
            } else {
                if let width { throw .illegalFormatWidth(width) }
                guard flags.isEmpty else { throw .illegalFormatFlags(flags.description) }
            }
        }
    }

    /// `checkNumeric`: `-` and `0` need a width; `+` with ` `, `-` with `0` are refused.
    private func checkNumeric() throws(JavaFormatError) {
        try requireWidth(for: .leftJustify)
        try requireWidth(for: .zeroPad)
        if flags.isSuperset(of: [.plus, .leadingSpace]) || flags.isSuperset(of: [.leftJustify, .zeroPad]) {
            throw .illegalFormatFlags(flags.description)
        }
    }

    /// `checkBadFlags`: the first of `refused` (in that order) the specifier has throws.
    func refuse(_ refused: [Flags]) throws(JavaFormatError) {
        for flag in refused where flags.contains(flag) {
            throw .formatFlagsConversionMismatch(flags: flag.description, conversion: conversion)
        }
    }

    private func requireWidth(for flag: Flags) throws(JavaFormatError) {
        if width == nil, flags.contains(flag) { throw .missingFormatWidth(text) }
    }

    /// `DateTime.isValid`: the conversions after `t`.
    static let dateTimeConversions: Set<Character> = [
        "H", "I", "k", "l", "M", "N", "L", "Q", "p", "s", "S", "T", "z", "Z", "a", "A", "b", "B", "C", "d", "e",
        "h", "j", "m", "y", "Y", "r", "R", "c", "D", "F",
    ]
}
