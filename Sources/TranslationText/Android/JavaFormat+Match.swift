extension JavaFormat {
    /// Where the groups of `Formatter`'s `formatSpecifier` pattern matched at one `%`.
    ///
    /// Java's regex engine tries the greedy reading first: the argument index, the longest run
    /// of flags, of width digits and of precision digits, then `t`/`T` and a conversion letter.
    /// When that fails, no shorter reading can succeed (a given-back flag or digit would have to
    /// be the conversion, and none is a letter), except one: dropping the `t` group, so `t`
    /// itself becomes the conversion (`%t5` reads as `%t`, then throws for `t`).
    struct SpecifierMatch {
        var index: Range<Int>?
        var flags: Range<Int>
        var width: Range<Int>?
        var precision: Range<Int>?
        var dateTime: Int?
        var conversion: Int
        let start: Int
        var end: Int { conversion + 1 }

        init?(_ units: [UInt16], at percent: Int) {
            start = percent
            var position = percent + 1
            let digits = Self.digits(units, from: position)
            if digits > 0, position + digits < units.count, units[position + digits] == 0x24 {
                index = position..<(position + digits)
                position += digits + 1
            }
            let flagStart = position
            while position < units.count, JavaFormatSpecifier.Flags.flag(units[position]) != nil { position += 1 }
            flags = flagStart..<position
            let widthDigits = Self.digits(units, from: position)
            if widthDigits > 0 {
                width = position..<(position + widthDigits)
                position += widthDigits
            }
            if position < units.count, units[position] == 0x2E {
                let precisionDigits = Self.digits(units, from: position + 1)
                if precisionDigits > 0 {
                    precision = (position + 1)..<(position + 1 + precisionDigits)
                    position += 1 + precisionDigits
                }
            }
            guard position < units.count else { return nil }
            if units[position] == 0x74 || units[position] == 0x54,
                position + 1 < units.count, Self.isConversionLetter(units[position + 1])
            {
                dateTime = position
                conversion = position + 1
            } else if Self.isConversionLetter(units[position]) {
                conversion = position
            } else {
                return nil
            }
        }

        static func digits(_ units: [UInt16], from start: Int) -> Int {
            var end = start
            while end < units.count, units[end] >= 0x30, units[end] <= 0x39 { end += 1 }
            return end - start
        }

        /// `[a-zA-Z%]`.
        static func isConversionLetter(_ unit: UInt16) -> Bool {
            (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x25
        }

        /// `Integer.parseInt` of ASCII digits: `nil` past `Integer.MAX_VALUE`.
        static func integer(_ units: [UInt16], _ range: Range<Int>) -> Int? {
            var value = 0
            for unit in units[range] {
                value = value * 10 + Int(unit - 0x30)
                if value > Int(Int32.max) { return nil }
            }
            return value
        }

        /// The specifier, checked as `FormatSpecifier(String, Matcher)` checks it.
        func specifier(_ units: [UInt16]) throws(JavaFormatError) -> JavaFormatSpecifier {
            var index = JavaFormatSpecifier.Index.ordinary
            if let range = self.index {
                guard let number = Self.integer(units, range) else {
                    throw .illegalFormatArgumentIndex(Int(Int32.min))
                }
                guard number > 0 else { throw .illegalFormatArgumentIndex(number) }
                index = .explicit(number)
            }
            var flags: JavaFormatSpecifier.Flags = []
            for unit in units[self.flags] {
                guard let flag = JavaFormatSpecifier.Flags.flag(unit) else { continue }
                guard !flags.contains(flag) else { throw .duplicateFormatFlags(flag.description) }
                flags.insert(flag)
            }
            if flags.contains(.previous) { index = .previous }
            var width: Int?
            if let range = self.width {
                guard let number = Self.integer(units, range) else { throw .illegalFormatWidth(Int(Int32.min)) }
                width = number
            }
            var precision: Int?
            if let range = self.precision {
                guard let number = Self.integer(units, range) else { throw .illegalFormatPrecision(Int(Int32.min)) }
                precision = number
            }
            if let dateTime, units[dateTime] == 0x54 { flags.insert(.uppercase) }
            let unit = units[conversion]
            var conversion = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: unit)))
            if dateTime == nil {
                guard JavaFormat.isConversion(unit) else { throw .unknownFormatConversion(String(conversion)) }
                if unit >= 0x41 && unit <= 0x5A {
                    flags.insert(.uppercase)
                    conversion = Character(Unicode.Scalar(UInt8(unit + 0x20)))
                }
                if unit == 0x6E || unit == 0x25 { index = .none }
            }
            let specifier = JavaFormatSpecifier(
                index: index, flags: flags, width: width, precision: precision, isDateTime: dateTime != nil,
                conversion: conversion, text: JavaFormat.string(units[start..<end]), offset: start)
            try specifier.check()
            return specifier
        }
    }
}
