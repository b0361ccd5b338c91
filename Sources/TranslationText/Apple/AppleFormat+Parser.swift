extension AppleFormat {
    /// `__CFParseFormatSpec`, line by line (lines 6530–6770 of `CFString.c` at
    /// swift-corelibs-foundation 761b621): reads one specifier from its `%`.
    ///
    /// Where CoreFoundation reads past the end of the string (the character after trailing
    /// digits, or after a final `.`), this reads a NUL, which ends the specifier as a literal
    /// of the character after `%`: what CoreFoundation does when the string's buffer is
    /// NUL-terminated, as `String(format:)`'s are.
    struct SpecifierParser {
        /// A `*` not yet numbered.
        static let star = -2

        let units: [UInt16]

        /// The specifier at `percent` and where the next piece starts; `nil` when a number
        /// overflows (CoreFoundation's "Overflow occurred": the format fails).
        func parse(at percent: Int) -> (AppleFormatSpecifier, Int)? {
            var index = percent + 1
            var spec = AppleFormatSpecifier(
                kind: .incomplete, size: .default, conversion: "%", position: nil, widthPosition: nil,
                precisionPosition: nil, precision: nil, isPositional: false, variable: nil, text: "", offset: percent)
            var seenDot = false
            var seenSharp = false
            var seenOpenBracket = false
            var keyStart: Int?
            func finish(_ kind: AppleFormatSpecifier.Kind, _ unit: UInt16) -> (AppleFormatSpecifier, Int) {
                spec.kind = kind
                spec.conversion = Character(Unicode.Scalar(unit) ?? "?")
                if kind == .literal { spec.conversion = Character(Unicode.Scalar(units[percent + 1]) ?? "?") }
                let end = min(index, units.count)
                spec.text = String(decoding: units[percent..<end], as: UTF16.self)
                return (spec, end)
            }
            func next() -> UInt16 {
                defer { index += 1 }
                return index < units.count ? units[index] : 0
            }
            while true {
                guard index < units.count else { return finish(.incomplete, 0) }
                var unit = next()
                if let start = keyStart {
                    if !Self.isKeyCharacter(unit) {
                        if unit == 0x5D {  // ]
                            // A valid bracket sequence: the key ends here; the `@` that follows reads it.
                        } else if unit == 0x40 {  // @
                            let key = String(decoding: units[start..<(index - 1)], as: UTF16.self)
                            spec.variable = key.hasSuffix("]") ? String(key.dropLast()) : key
                            spec.size = .eight
                            return finish(.object, unit)
                        } else {
                            keyStart = nil
                        }
                    }
                    continue
                }
                dispatch: while true {
                    switch unit {
                    case 0x23: seenSharp = true  // #
                    case 0x5B:  // [
                        if !seenOpenBracket {
                            seenOpenBracket = true
                            keyStart = index
                        }
                    case 0x20, 0x2D, 0x2B: break  // ' ' '-' '+': flags
                    case 0x30: if seenDot { spec.precision = 0 }  // '0': the zero flag, or a 0 precision after '.'
                    case 0x68:  // h
                        if index < units.count, units[index] == 0x68 {
                            index += 1
                            spec.size = .one
                        } else {
                            spec.size = .two
                        }
                    case 0x6C:  // l, ll: eight bytes on 64-bit
                        if index < units.count, units[index] == 0x6C { index += 1 }
                        spec.size = .eight
                    case 0x4C: spec.size = .sixteen  // L
                    case 0x71, 0x6A, 0x74, 0x7A: spec.size = .eight  // q j t z
                    case 0x63:  // c
                        spec.size = .one
                        return finish(.integer, unit)
                    case 0x44, 0x64, 0x69, 0x55, 0x75, 0x4F, 0x6F, 0x78, 0x58:  // D d i U u O o x X
                        return finish(.integer, unit)
                    case 0x66, 0x46, 0x67, 0x47, 0x65, 0x45, 0x61, 0x41:  // f F g G e E a A
                        if spec.size != .sixteen { spec.size = .eight }
                        return finish(.double, unit)
                    case 0x6E: return finish(.ignoredPointer, unit)  // n
                    case 0x70: return finish(.pointer, unit)  // p
                    case 0x73: return finish(.cString, unit)  // s
                    case 0x53: return finish(.unicharString, unit)  // S
                    case 0x43:  // C
                        spec.size = .two
                        return finish(.unichar, unit)
                    case 0x50: return finish(.pascalString, unit)  // P
                    case 0x40:  // @
                        if seenSharp {
                            seenSharp = false
                            keyStart = index
                        } else {
                            spec.size = .eight
                            return finish(.object, unit)
                        }
                    case 0x31...0x39:
                        var number: Int64 = 0
                        repeat {
                            let (times, overflow) = number.multipliedReportingOverflow(by: 10)
                            let (sum, carry) = times.addingReportingOverflow(Int64(unit) - 0x30)
                            if overflow || carry { return nil }
                            number = sum
                            unit = next()
                        } while unit >= 0x30 && unit <= 0x39
                        if unit == 0x24 {  // $
                            if number > Int64(Int8.max) { return nil }
                            let position = Int(number) - 1
                            if spec.precisionPosition == Self.star {
                                spec.precisionPosition = position
                            } else if spec.widthPosition == Self.star {
                                spec.widthPosition = position
                            } else {
                                spec.position = position
                                spec.isPositional = true
                            }
                            break dispatch
                        }
                        if number > Int64(Int32.max) { return nil }
                        if seenDot { spec.precision = Int(number) }
                        continue dispatch
                    case 0x2A: spec.widthPosition = Self.star  // *
                    case 0x2E:  // .
                        seenDot = true
                        unit = next()
                        if unit == 0x2A {
                            spec.precisionPosition = Self.star
                            break dispatch
                        }
                        continue dispatch
                    default:
                        return finish(.literal, unit)
                    }
                    break dispatch
                }
            }
        }

        /// `[0-9A-Za-z_]`: what continues a `%#@key@` or `%[key]@`.
        static func isKeyCharacter(_ unit: UInt16) -> Bool {
            (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A)
                || unit == 0x5F
        }
    }
}
