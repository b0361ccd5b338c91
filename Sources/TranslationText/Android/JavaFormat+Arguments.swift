extension JavaFormat {
    /// One argument a specifier prints.
    package struct Use: Hashable, Sendable {
        /// The specifier.
        package var specifier: JavaFormatSpecifier
        /// The argument it prints, counted from 1.
        package var argument: Int
        /// Whether the printed text depends on the argument's value: false for `%b` of a
        /// non-`Boolean` (always `true`), `%.0s` (nothing), `%tZ` and `%tz` (the time zone).
        package var showsValue: Bool
    }

    /// What `String.format(locale, format, args)` does with arguments of these types:
    /// `Formatter.format`'s walk over the specifiers (ordinary, explicit and relative indexes,
    /// `MissingFormatArgumentException` past the last argument: lines 2663–2702 of OpenJDK
    /// 17.0.19's `Formatter.java`), then each specifier's `print` (`printInteger`, `printFloat`,
    /// `printCharacter`, `printDateTime`, `printString` and the flags `print(long)` refuses for
    /// `%o`/`%x`: lines 2947–3108 and 3264–3300).
    ///
    /// ```swift
    /// try JavaFormat(parsing: "%2$s %1$d").uses(of: [.integer, .string])   // two uses, both shown
    /// try JavaFormat(parsing: "%3$s").uses(of: [.string, .string])          // throws .missingFormatArgument("%3$s")
    /// ```
    ///
    /// - Throws: the ``JavaFormatError`` the first failing specifier throws at print time.
    package func uses(of arguments: [JavaArgument]) throws(JavaFormatError) -> [Use] {
        var uses: [Use] = []
        var last = -1
        var lastOrdinary = -1
        for specifier in specifiers {
            switch specifier.index {
            case .none: continue
            case .previous:
                guard last >= 0, last < arguments.count else { throw .missingFormatArgument(specifier.text) }
            case .ordinary:
                lastOrdinary += 1
                last = lastOrdinary
                guard last < arguments.count else { throw .missingFormatArgument(specifier.text) }
            case .explicit(let number):
                last = number - 1
                guard last < arguments.count else { throw .missingFormatArgument(specifier.text) }
            }
            let argument = arguments[last]
            try specifier.print(argument)
            uses.append(Use(specifier: specifier, argument: last + 1, showsValue: specifier.showsValue(of: argument)))
        }
        return uses
    }
}

extension JavaFormatSpecifier {
    /// The type checks of `print(Object, Locale)` for an argument of this type.
    func print(_ argument: JavaArgument) throws(JavaFormatError) {
        switch category {
        case .dateTime:
            guard argument == .dateTime else {
                throw .illegalFormatConversion(conversion: conversion, argument: argument)
            }
        case .integral:
            guard argument == .integer || argument == .dateTime else {
                throw .illegalFormatConversion(conversion: conversion, argument: argument)
            }
            if conversion != "d" { try refuse([.parentheses, .leadingSpace, .plus]) }
        case .floatingPoint:
            guard argument == .double else {
                throw .illegalFormatConversion(conversion: conversion, argument: argument)
            }
        case .character:
            guard argument == .character || argument == .integer else {
                throw .illegalFormatConversion(conversion: conversion, argument: argument)
            }
        case .general:
            if conversion == "s", flags.contains(.alternate) {
                throw .formatFlagsConversionMismatch(flags: "#", conversion: "s")
            }
        case .text: break
        }
    }

    /// Whether the text printed for an argument of this type depends on its value.
    func showsValue(of argument: JavaArgument) -> Bool {
        switch category {
        case .general:
            if precision == 0 { return false }
            return conversion != "b" || argument == .boolean
        case .dateTime: return conversion != "Z" && conversion != "z"
        case .text: return false
        case .character, .integral, .floatingPoint: return true
        }
    }
}
