package import AppLanguage
package import LanguageTags

/// How often each platform shows what the policy decides over a population of devices, and
/// each distinct disagreement with the people and the lists it covers, examples and what would
/// remove it.
///
/// Every figure comes twice: weighted by people (each list's ``DevicePopulation/Entry/people``:
/// estimated from CLDR's territory data for the built-in population, counted in a file of the
/// app's own), and by lists (each distinct device list once). Disagreements are ordered by
/// people.
///
/// A disagreement is the platform, the policy's locale, what the platform shows instead and
/// what would remove it, whatever device language met it: `en-AU`, `en-IN` and `en-NZ` all
/// shown `en-GB.lproj` against a policy's `en` are one disagreement, removed by approving
/// an alias for each of them or by the policy-resolved mode.
///
/// ```swift
/// let report = try PlatformCheck(policy: .example).populationReport(.builtIn)
/// report.lists, report.agreeingLists(on: .apple)     // 635, 517
/// report.share(agreeingOn: .apple)                   // 0.95…: of the estimated people
/// report.disagreements.first?.description
/// // "Android loads values-en-rGB where the policy decides en: 3.2% of people (estimated …), 79 lists (12.4%), …"
/// ```
package struct PopulationReport: Sendable {
    /// The people counted (the sum of the lists' people).
    package let people: Int
    /// The distinct device lists.
    package let lists: Int
    /// Whether the people are estimates (the built-in population), not counts.
    package let isEstimated: Bool
    /// The people for whom Apple shows the policy's locale.
    package let appleAgreeing: Int
    /// The people for whom Android loads the policy's locale.
    package let androidAgreeing: Int
    /// The lists on which Apple shows the policy's locale.
    package let appleAgreeingLists: Int
    /// The lists on which Android loads the policy's locale.
    package let androidAgreeingLists: Int
    /// Each distinct disagreement, most people first (then most lists).
    package let disagreements: [PopulationDisagreement]

    /// The people for whom `platform` agrees.
    package func agreeing(on platform: Platform) -> Int { platform == .apple ? appleAgreeing : androidAgreeing }

    /// The lists on which `platform` agrees.
    package func agreeingLists(on platform: Platform) -> Int {
        platform == .apple ? appleAgreeingLists : androidAgreeingLists
    }

    /// The share of people for whom `platform` agrees (1 for a population of no people).
    package func share(agreeingOn platform: Platform) -> Double {
        people == 0 ? 1 : Double(agreeing(on: platform)) / Double(people)
    }

    /// The share of lists on which `platform` agrees (1 for no lists).
    package func listShare(agreeingOn platform: Platform) -> Double {
        lists == 0 ? 1 : Double(agreeingLists(on: platform)) / Double(lists)
    }
}

/// One kind of disagreement in a population: a platform showing the same thing where the
/// policy decides the same locale, removed by the same changes, for any number of device
/// languages.
///
/// ```swift
/// let disagreement = report.disagreements[0]
/// disagreement.deviceLanguages.prefix(3)   // the device languages with the most people first
/// disagreement.remedies.first?.description
/// // "approve the aliases en-IN, en-PK, en-NG, … → en-GB in the policy"
/// ```
package struct PopulationDisagreement: Sendable, Hashable, CustomStringConvertible {
    /// The most examples a disagreement keeps.
    package static let exampleLimit = 3

    /// The platform that shows something else.
    package let platform: Platform
    /// The policy's locale.
    package let policyLocale: LanguageTag
    /// What the platform shows: the localization name or the folder qualifier (`""` for
    /// `values/`); nil when it shows none.
    package let platformChoice: String?
    /// The locale of the platform's choice.
    package let platformLocale: LanguageTag?
    /// The device languages (the first of each device list) that meet it, most people first.
    package let deviceLanguages: [String]
    /// The people with it.
    package let people: Int
    /// The device lists with it.
    package let lists: Int
    /// The people's share of the population's people (0 for a population of no people).
    package let share: Double
    /// The lists' share of the population's lists.
    package let listShare: Double
    /// Whether the people are estimates.
    package let isEstimated: Bool
    /// The first device list of each of its most common device languages (at most
    /// ``exampleLimit``), in the order of ``deviceLanguages``.
    package let examples: [ResolutionContext]
    /// The platform rule that decided for the first example, in words.
    package let explanation: String
    /// What would remove it, each tried on the first device list of every locale the policy's
    /// decisions came from (an alias for each of those locales, as one remedy, where there are
    /// several).
    package let remedies: [PlatformRemedy]

    /// The first example.
    package var example: ResolutionContext { examples[0] }

    package var description: String {
        let verb = platform == .apple ? "shows" : "loads"
        var text =
            "\(platform) \(verb) \(PlatformRemedy.shown(platformChoice, on: platform)) where the policy decides "
            + "\(policyLocale): \(PopulationFigures.people(people, share: share, estimated: isEstimated)), "
            + "\(PopulationFigures.lists(lists, share: listShare)), for "
            + PlatformRemedy.list(deviceLanguages, limit: 5)
        text += "\n  e.g. " + examples.map { "[\($0.deviceLanguages.joined(separator: ", "))]" }.joined(separator: ", ")
        text += "\n  why: \(explanation)"
        text += remedies.isEmpty ? "\n  fix: no single change found" : remedies.map { "\n  fix: \($0)" }.joined()
        return text
    }
}

/// How the reports write people, lists and shares.
package enum PopulationFigures {
    /// `12.4%`; `<0.1%` for a share under a thousandth that is not none.
    package static func percent(_ share: Double) -> String {
        if share > 0 && share < 0.001 { return "<0.1%" }
        let tenths = (share * 1000).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }

    /// `1,234,567`; an estimate rounded to three significant digits (`1,230,000`).
    package static func number(_ value: Int, estimated: Bool = false) -> String {
        var value = value
        if estimated, value >= 1000 {
            var scale = 1
            while value / scale >= 1000 { scale *= 10 }
            value = (value + scale / 2) / scale * scale
        }
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    /// `3.2% of people (estimated 214,000,000)`, or `12.5% of people (1,200)` when counted.
    package static func people(_ people: Int, share: Double, estimated: Bool) -> String {
        "\(percent(share)) of people (\(estimated ? "estimated " : "")\(number(people, estimated: estimated)))"
    }

    /// `79 lists (12.4%)`.
    package static func lists(_ lists: Int, share: Double) -> String {
        "\(lists) list\(lists == 1 ? "" : "s") (\(percent(share)))"
    }
}
