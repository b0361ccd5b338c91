/// One category's rule in CLDR's syntax (UTS #35, Part 3, "Plural rules syntax"), with its
/// samples: `condition ('@integer' samples)? ('@decimal' samples)?`, where a condition is
/// `and`-groups joined by `or`, each relation `operand ('%' value)? ('=' | '!=') range_list`
/// over the operands `n i v w f t c e`. An empty condition (the `other` rule) always holds.
///
/// ```swift
/// let rule = try PluralRule(parsing: "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31")
/// rule.matches(PluralOperands(21))          // true
/// rule.integerSamples.prefix(3)             // ["1", "21", "31"]
/// ```
package struct PluralRule: Hashable, Sendable {
    /// A relation: `operand % modulus (=|!=) ranges`.
    struct Relation: Hashable, Sendable {
        var operand: Character
        var modulus: UInt64?
        var negated: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// The condition: relations in `and`-groups, joined by `or`; empty for `other`.
    let groups: [[Relation]]
    /// The `@integer` samples as written, ranges expanded (`1~3` → 1, 2, 3); `…` dropped.
    package let integerSamples: [String]
    /// The `@decimal` samples, likewise (`0.0~0.2` → 0.0, 0.1, 0.2).
    package let decimalSamples: [String]

    /// Why a rule's text cannot be read.
    package struct SyntaxError: Error, Hashable, Sendable {
        package var message: String
    }

    /// Reads a rule as CLDR (and ICU's `plurals` bundle) writes it.
    ///
    /// - Throws: ``SyntaxError`` for text outside the syntax, or samples too long to expand
    ///   (a range of more than 1,000 samples).
    package init(parsing text: String) throws(SyntaxError) {
        let condition: Substring
        var samples: Substring = ""
        if let at = text.firstIndex(of: "@") {
            condition = text[..<at]
            samples = text[at...]
        } else {
            condition = Substring(text)
        }
        groups = try Self.condition(condition)
        (integerSamples, decimalSamples) = try Self.samples(samples)
    }

    /// Whether the number's operands satisfy the condition.
    package func matches(_ operands: PluralOperands) -> Bool {
        groups.isEmpty || groups.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }

    /// The moduli the rule uses, and the largest value it compares with.
    var moduli: Set<UInt64> { Set(groups.joined().compactMap(\.modulus)) }
}

extension PluralRule.Relation {
    /// Whether it holds: a value is `in` a range list when it is a whole number in one of them
    /// (`n = 1..3` does not hold for 1.5); `!=` is the negation.
    func holds(for operands: PluralOperands) -> Bool {
        var value: UInt64
        var integral = true
        switch operand {
        case "n":
            value = operands.i
            integral = operands.isIntegral
        case "i": value = operands.i
        case "v": value = operands.v
        case "w": value = operands.w
        case "f": value = operands.f
        case "t": value = operands.t
        default: value = operands.exponent
        }
        if let modulus { value %= modulus }
        let contained = integral && ranges.contains { $0.contains(value) }
        return contained != negated
    }
}
