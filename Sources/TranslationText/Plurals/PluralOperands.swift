/// The operands a CLDR plural rule reads of a number (UTS #35, Part 3, "Plural Operand
/// Meanings"): `n` the absolute value, `i` its integer digits, `v` and `w` the count of visible
/// fraction digits with and without trailing zeros, `f` and `t` those digits as an integer, and
/// `c` (= `e`) the exponent of compact notation (`1.2c3` is 1200 written with exponent 3).
///
/// ```swift
/// let operands = PluralOperands("1.50")!
/// (operands.i, operands.v, operands.w, operands.f, operands.t)   // (1, 2, 1, 50, 5)
/// PluralOperands("1.2c3")!.i                                     // 1200, with e = 3
/// ```
package struct PluralOperands: Hashable, Sendable {
    /// The integer digits (`i`), saturating at `UInt64.max`.
    package var i: UInt64
    /// The visible fraction digits, trailing zeros included (their count is `v`).
    package var fractionDigits: [UInt8]
    /// The compact exponent (`c`, `e`).
    package var exponent: UInt64

    /// An integer.
    package init(_ integer: Int) {
        i = integer.magnitude.toUInt64
        fractionDigits = []
        exponent = 0
    }

    /// A number as CLDR writes its samples: digits, an optional fraction, an optional `c` or
    /// `e` exponent (`1.0001c3`); a leading `-` is dropped (`n` is the absolute value). `nil`
    /// for anything else.
    package init?(_ text: some StringProtocol) {
        var text = Substring(text)
        if text.hasPrefix("-") { text = text.dropFirst() }
        var exponent: UInt64 = 0
        if let marker = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = UInt64(text[text.index(after: marker)...]), value <= 18 else { return nil }
            exponent = value
            text = text[..<marker]
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        var fraction = parts.count == 2 ? Array(parts[1].utf8).map { $0 &- 0x30 } : []
        guard parts.count == 1 || (!fraction.isEmpty && fraction.allSatisfy { $0 <= 9 }) else { return nil }
        var integer = Array(whole.utf8).map { $0 - 0x30 }
        // Compact notation moves the decimal point: 1.2c3 is 1200.
        for _ in 0..<exponent {
            integer.append(fraction.isEmpty ? 0 : fraction.removeFirst())
        }
        i = integer.reduce(0) { value, digit in
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
            return overflow || carry ? .max : sum
        }
        fractionDigits = fraction
        self.exponent = exponent
    }

    /// `v`: visible fraction digits.
    package var v: UInt64 { UInt64(fractionDigits.count) }
    /// `w`: visible fraction digits without trailing zeros.
    package var w: UInt64 { UInt64(trimmedFraction.count) }
    /// `f`: the visible fraction digits as an integer (saturating).
    package var f: UInt64 { Self.integer(fractionDigits) }
    /// `t`: the visible fraction digits without trailing zeros as an integer (saturating).
    package var t: UInt64 { Self.integer(trimmedFraction) }
    /// Whether `n` is a whole number (`1.0` is).
    package var isIntegral: Bool { trimmedFraction.isEmpty }

    private var trimmedFraction: ArraySlice<UInt8> {
        var digits = fractionDigits[...]
        while digits.last == 0 { digits = digits.dropLast() }
        return digits
    }

    private static func integer(_ digits: some Collection<UInt8>) -> UInt64 {
        digits.reduce(0) { value, digit in
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            return overflow ? .max : times &+ UInt64(digit)
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}
