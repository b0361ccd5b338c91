/// Which numbers select a plural category: what decides whether a translation must give it.
///
/// Android's `getQuantityString(id, quantity)` takes an `int`, and `.stringsdict` and String
/// Catalog plurals are mostly given integers, so a category matters when some integer selects
/// it. CLDR has categories that no integer selects (Czech and Slovak `many`; Polish, Russian,
/// Ukrainian and Belarusian `other`: fractions only) and categories that only integers from
/// 1,000,000 select (French, Spanish, Italian, Portuguese and Catalan `many`: `i % 1000000 = 0`,
/// or compact notation, `1c6`).
///
/// ```swift
/// PluralRules(locale: "fr").reach[.many]     // .largeIntegers(smallest: 1_000_000)
/// PluralRules(locale: "cs").reach[.many]     // .fractionsOnly
/// PluralRules(locale: "ru").integerCategories   // [.one, .few, .many]
/// ```
package enum PluralReach: Hashable, Sendable {
    /// Some integer below 1,000,000 selects it: the smallest such.
    case integers(smallest: Int)
    /// Only integers of 1,000,000 and more select it: the smallest such. A translation that
    /// lacks it shows `other` for a million, a case most apps never reach: reported apart, not
    /// required.
    case largeIntegers(smallest: Int)
    /// No integer selects it, only numbers with visible fraction digits (`1.5`): a translation
    /// given integers never shows it.
    case fractionsOnly
    /// Nothing selects it among integers or CLDR's decimal samples but compact notation (`1c6`).
    case compactOnly
}

extension PluralRules {
    /// The integer from which a category counts as reached by large integers only.
    package static let largeIntegerThreshold = 1_000_000

    /// How each category of rules is reached (by evaluating the rules, not from a list).
    static func reach(of rules: PluralRules) -> [PluralCategory: PluralReach] {
        var smallest: [PluralCategory: UInt64] = [:]
        for integer in rules.integerCandidates() {
            let category = rules.category(for: PluralOperands(integer: integer))
            if smallest[category].map({ integer < $0 }) ?? true { smallest[category] = integer }
        }
        var reach: [PluralCategory: PluralReach] = [:]
        for category in rules.rules.keys {
            if let integer = smallest[category] {
                let value = Int(clamping: integer)
                reach[category] =
                    value < Self.largeIntegerThreshold ? .integers(smallest: value) : .largeIntegers(smallest: value)
            } else if rules.rules.values.contains(where: { rule in
                rule.decimalSamples.contains { sample in
                    !sample.contains(where: { $0 == "c" || $0 == "e" }) && rules.category(for: sample) == category
                }
            }) {
                reach[category] = .fractionsOnly
            } else {
                reach[category] = .compactOnly
            }
        }
        return reach
    }

    /// The categories some integer below 1,000,000 selects: the ones a translation must give.
    package var integerCategories: [PluralCategory] {
        reach.filter { if case .integers = $0.value { true } else { false } }.keys.sorted()
    }

    /// Whether exactly one integer selects the category (English `one`: 1; Arabic `zero`: 0):
    /// a translation of it may leave the number out ("one song").
    ///
    /// Above the largest literal a rule compares without a modulus, a category an integer
    /// selects is selected again every largest modulus: so a category is selected once when
    /// no candidate above that literal selects it and one integer up to it does.
    package func selectsOneInteger(_ category: PluralCategory) -> Bool {
        let largestLiteral =
            integerRelations.filter { $0.modulus == nil }.flatMap(\.ranges).map(\.upperBound).max() ?? 0
        var count = 0
        for integer in integerCandidates() where self.category(for: PluralOperands(integer: integer)) == category {
            if integer > largestLiteral { return false }
            count += 1
        }
        return count == 1
    }

    /// The relations of the rules that read `n` or `i`.
    private var integerRelations: [PluralRule.Relation] {
        rules.values.flatMap { $0.groups.joined() }.filter { $0.operand == "n" || $0.operand == "i" }
    }

    /// Integers that together select every category any integer selects, each category's
    /// smallest integer among them.
    ///
    /// For an integer the operands `v w f t c e` are 0 and `n = i`, so a rule reads only `i`
    /// (or `i % m`) against its literals. Above the largest literal compared without a modulus,
    /// only `i % M` matters (M the largest modulus; CLDR's are powers of ten, each dividing the
    /// next). So: every integer up to that literal plus the largest modulus (at most 1,000
    /// more), and for each class of residues the breakpoints of each modulus split, its
    /// smallest residue, lifted above the literal.
    func integerCandidates() -> [UInt64] {
        let relations = integerRelations
        let largestLiteral = relations.filter { $0.modulus == nil }.flatMap(\.ranges).map(\.upperBound).max() ?? 0
        let moduli = Set(relations.compactMap(\.modulus)).sorted()
        var candidates = Set(0...(min(largestLiteral, 1 << 40) + 1 + min(moduli.last ?? 1, 1000)))
        var residues: Set<UInt64> = [0]
        var step: UInt64 = 1
        for modulus in moduli where modulus % step == 0 {
            var breakpoints: Set<UInt64> = [0]
            for range in relations.filter({ $0.modulus == modulus }).flatMap(\.ranges) {
                breakpoints.insert(range.lowerBound)
                if range.upperBound < modulus { breakpoints.insert(range.upperBound + 1) }
            }
            let multiples = Set(breakpoints.flatMap { [$0 / step, $0 / step + 1] })
            residues = Set(
                residues.flatMap { residue in multiples.map { residue + $0 * step } }.filter { $0 < modulus })
            step = modulus
        }
        let floor = min(largestLiteral, 1 << 40) + 1
        for residue in residues {
            candidates.insert(residue >= floor ? residue : residue + step * ((floor - residue + step - 1) / step))
        }
        return candidates.sorted()
    }
}

extension PluralOperands {
    /// An unsigned integer.
    init(integer: UInt64) {
        self.init(0)
        i = integer
    }
}
