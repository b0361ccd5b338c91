/// A CLDR plural category.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case zero, one, two, few, many, other

    package static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A locale's plural rules: CLDR 46's, as the ICU inside the Swift toolchain holds them
/// (`Generated/PluralRuleTables.swift`, with CLDR's samples), for every locale CLDR has rules
/// for; any other locale has root's (`other` alone), as in ICU.
///
/// ```swift
/// let french = PluralRules(locale: "fr-CA")
/// french.category(for: 1)                  // .one
/// french.category(for: 1_000_000)          // .many
/// french.category(for: "1.5")              // .one   (i = 1)
/// PluralRules(locale: "cs").category(for: "1.5")   // .many (fractions only)
/// ```
package struct PluralRules: Hashable, Sendable {
    /// Cardinal rules (`1 file`, `2 files`) or ordinal ones (`1st`, `2nd`).
    package enum Kind: Hashable, Sendable {
        case cardinal, ordinal
    }

    /// The locale whose rules these are, as CLDR names it (`pt_PT`, `root`).
    package let rulesLocale: String
    /// The rule of each category the locale has (`other` always among them).
    package let rules: [PluralCategory: PluralRule]
    /// How each category is reached: by integers, by large integers only, by fractions only
    /// (``PluralReach``).
    package private(set) var reach: [PluralCategory: PluralReach] = [:]

    /// The rules of a locale (`fr`, `pt-PT`, `zh_Hant_TW`, `b+sr+Latn`): the first of the
    /// identifier and its truncations (`zh_Hant_TW`, `zh_Hant`, `zh`) that CLDR has rules for,
    /// else root's.
    package init(locale: String, kind: Kind = .cardinal) {
        let table = kind == .cardinal ? PluralRuleData.shared.cardinal : PluralRuleData.shared.ordinal
        var parts = Self.subtags(locale)
        var found: (String, String)?
        while !parts.isEmpty && found == nil {
            let name = parts.joined(separator: "_")
            if let set = table[name] { found = (name, set) }
            parts.removeLast()
        }
        let (name, set) = found ?? ("root", table["root"] ?? "")
        rulesLocale = name
        rules = PluralRuleData.shared.sets[set] ?? [.other: PluralRule.other]
        reach = PluralRuleData.shared.reaches[set] ?? Self.reach(of: self)
    }

    /// Rules given as they are (the generated sets, when their reach is computed once).
    init(rulesLocale: String, rules: [PluralCategory: PluralRule]) {
        self.rulesLocale = rulesLocale
        self.rules = rules
        reach = Self.reach(of: self)
    }

    /// The categories the locale has, in CLDR's order.
    package var categories: [PluralCategory] { rules.keys.sorted() }

    /// The category of a number: the first category (in CLDR's order, `other` last) whose
    /// rule holds.
    package func category(for operands: PluralOperands) -> PluralCategory {
        for category in PluralCategory.allCases where category != .other {
            if let rule = rules[category], rule.matches(operands) { return category }
        }
        return .other
    }

    /// The category of an integer (what Android's `getQuantityString(id, quantity)` selects).
    package func category(for integer: Int) -> PluralCategory { category(for: PluralOperands(integer)) }

    /// The category of a number written as CLDR writes samples (`1.50`, `1c6`); `nil` when it
    /// is not one.
    package func category(for number: String) -> PluralCategory? { PluralOperands(number).map(category(for:)) }

    /// `fr-CA` → [fr, CA]; `b+sr+Latn` → [sr, Latn]; extensions and private use dropped.
    private static func subtags(_ locale: String) -> [String] {
        var text = Substring(locale)
        if text.hasPrefix("b+") { text = text.dropFirst(2) }
        var parts: [String] = []
        for (index, part) in text.split(whereSeparator: { "-_+".contains($0) }).enumerated() {
            if part.count == 1 { break }
            if index == 0 {
                parts.append(part.lowercased())
            } else if part.count == 4 {
                parts.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 3 && part.hasPrefix("r") && part.dropFirst().allSatisfy(\.isLetter) {
                parts.append(part.dropFirst().uppercased())
            } else {
                parts.append(part.uppercased())
            }
        }
        return parts
    }
}

extension PluralRule {
    /// The rule of `other` where a set has none written: always holds.
    static let other = PluralRule(groups: [], integerSamples: [], decimalSamples: [])

    init(groups: [[Relation]], integerSamples: [String], decimalSamples: [String]) {
        self.groups = groups
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }
}
