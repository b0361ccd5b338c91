/// The generated plural rule records (`PluralRuleTables`), decoded once: rule sets by name,
/// and the set of each locale.
///
/// ```swift
/// PluralRuleData.shared.cardinal["pt_PT"]   // "set22"
/// PluralRuleData.shared.cldrVersion         // "46"
/// ```
package struct PluralRuleData: Sendable {
    /// The rule sets: set name → category → rule.
    package let sets: [String: [PluralCategory: PluralRule]]
    /// The reach of each set's categories, computed once (``PluralReach``).
    package let reaches: [String: [PluralCategory: PluralReach]]
    /// Locale → the name of its cardinal rule set.
    package let cardinal: [String: String]
    /// Locale → the name of its ordinal rule set.
    package let ordinal: [String: String]
    /// The CLDR release of the rules.
    package let cldrVersion = PluralRuleTables.cldrVersion
    /// The ICU release that holds them.
    package let icuVersion = PluralRuleTables.icuVersion

    package static let shared = PluralRuleData()

    private init() {
        var sets: [String: [PluralCategory: PluralRule]] = [:]
        for line in Self.lines(PluralRuleTables.rules) {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            // The records are generated and checked by the tests: a bad one is a generator bug.
            guard fields.count == 3, let category = PluralCategory(rawValue: String(fields[1])),
                let rule = try? PluralRule(parsing: String(fields[2]))
            else { continue }
            sets[String(fields[0]), default: [:]][category] = rule
        }
        for name in sets.keys where sets[name]?[.other] == nil { sets[name]?[.other] = .other }
        self.sets = sets
        reaches = sets.mapValues { PluralRules(rulesLocale: "", rules: $0).reach }
        cardinal = Self.locales(PluralRuleTables.cardinal)
        ordinal = Self.locales(PluralRuleTables.ordinal)
    }

    /// Locale → set name of `LOCALE SET` records.
    private static func locales(_ records: StaticString) -> [String: String] {
        var table: [String: String] = [:]
        for line in lines(records) {
            let fields = line.split(separator: " ")
            if fields.count == 2 { table[String(fields[0])] = String(fields[1]) }
        }
        return table
    }

    /// The records of a generated table, one a line, in Swift's `String` (the literal is UTF-8).
    package static func lines(_ records: StaticString) -> [Substring] {
        let text = records.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
    }

    /// Every locale with cardinal rules, sorted.
    package var locales: [String] { cardinal.keys.sorted() }
}
