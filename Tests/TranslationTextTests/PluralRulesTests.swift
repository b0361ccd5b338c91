import Testing
import TranslationText

/// CLDR 46's plural rules: every rule of every set parses, every sample of every locale selects
/// the category it is a sample of, and the integer reach of the issue's languages.
@Suite struct PluralRulesTests {
    @Test func everyRuleParsesAndEverySampleSelectsItsCategory() throws {
        let data = PluralRuleData.shared
        #expect(data.cldrVersion == "46")
        var samples = 0
        var wrong: [String] = []
        for (locales, kind) in [(data.cardinal, PluralRules.Kind.cardinal), (data.ordinal, .ordinal)] {
            for locale in locales.keys.sorted() {
                let rules = PluralRules(locale: locale, kind: kind)
                #expect(rules.rulesLocale == locale)
                for (category, rule) in rules.rules {
                    for sample in rule.integerSamples + rule.decimalSamples {
                        samples += 1
                        let selected = rules.category(for: sample)
                        if selected != category {
                            wrong.append("\(locale) \(sample): \(String(describing: selected)), CLDR \(category)")
                        }
                    }
                }
            }
        }
        print(
            "plural samples: \(samples) over \(data.cardinal.count) cardinal and \(data.ordinal.count) ordinal locales")
        #expect(samples >= 14000)
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test(arguments: [
        ("cs", PluralCategory.many, "fractions"), ("sk", .many, "fractions"), ("pl", .other, "fractions"),
        ("ru", .other, "fractions"), ("uk", .other, "fractions"), ("be", .other, "fractions"),
        ("fr", .many, "large"), ("es", .many, "large"), ("it", .many, "large"), ("pt", .many, "large"),
        ("ca", .many, "large"), ("pt-PT", .many, "large"), ("ru", .many, "integers"), ("ar", .zero, "integers"),
        ("en", .one, "integers"), ("ja", .other, "integers"),
    ])
    func reachOfTheIssuesLanguages(locale: String, category: PluralCategory, expected: String) {
        let reach = PluralRules(locale: locale).reach[category]
        switch reach {
        case .integers: #expect(expected == "integers", "\(locale) \(category): \(String(describing: reach))")
        case .largeIntegers(let smallest):
            #expect(expected == "large" && smallest == 1_000_000, "\(locale) \(category): \(String(describing: reach))")
        case .fractionsOnly: #expect(expected == "fractions", "\(locale) \(category): \(String(describing: reach))")
        default: Issue.record("\(locale) \(category): \(String(describing: reach))")
        }
    }

    @Test func categoriesOneIntegerSelects() {
        #expect(PluralRules(locale: "en").selectsOneInteger(.one))
        #expect(!PluralRules(locale: "fr").selectsOneInteger(.one))  // 0 and 1
        #expect(PluralRules(locale: "ar").selectsOneInteger(.zero))
        #expect(PluralRules(locale: "ar").selectsOneInteger(.two))
        #expect(!PluralRules(locale: "ru").selectsOneInteger(.one))  // 1, 21, 31…
        #expect(!PluralRules(locale: "en").selectsOneInteger(.other))
        #expect(!PluralRules(locale: "cs").selectsOneInteger(.many))  // fractions only
    }

    @Test func outcomesFollowTheRuntimes() {
        let russian = PluralRules(locale: "ru")
        let android = russian.outcomes(providing: [.one, .other], on: .android)
        #expect(android.filter(\.isDefect).map(\.category) == [.few, .many])
        #expect(
            russian.outcomes(providing: [.one, .few, .many], on: .android).first { $0.category == .other }?.result
                == .crash)
        #expect(russian.outcomes(providing: [.one, .few, .many], on: .android).filter(\.isDefect).isEmpty)
        #expect(PluralRules(locale: "fr").outcomes(providing: [.one, .other], on: .apple).filter(\.isDefect).isEmpty)
    }
}
