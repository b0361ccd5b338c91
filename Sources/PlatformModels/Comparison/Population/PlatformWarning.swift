internal import AppLanguage
package import LanguageTags

/// A disagreement between the policy and a platform that the app's own users are likely to
/// meet: what `langpolicy lint` warns about. The device languages it covers all get the same
/// platform choice against the same decided locale.
///
/// ```swift
/// for warning in try PlatformCheck(policy: policy).lint() { print("warning: \(warning)") }
/// // warning: Apple shows en-GB.lproj where the policy decides en, for en-IN, en-NG, en-PK and 40 more
/// //   (estimated 5.6% of people); fix: load strings for the decided locale (the policy-resolved mode)
/// ```
package struct PlatformWarning: Sendable, Hashable, CustomStringConvertible {
    /// The platform that shows something else.
    package let platform: Platform
    /// The policy's locale.
    package let policyLocale: LanguageTag
    /// The platform's choice: the localization name or the folder qualifier; nil for none.
    package let platformChoice: String?
    /// The device languages (the first of each list) that meet it, most devices first.
    package let deviceLanguages: [String]
    /// What removes it: for one device language, the first remedy found; for several, the
    /// first that is not an alias of one of them.
    package let remedy: PlatformRemedy?
    /// The people of the built-in population who meet it (estimated).
    package let people: Int
    /// Their share of the built-in population's people.
    package let share: Double

    package var description: String {
        let verb = platform == .apple ? "shows" : "loads"
        return "\(platform) \(verb) \(PlatformRemedy.shown(platformChoice, on: platform)) where the policy decides "
            + "\(policyLocale), for \(PlatformRemedy.list(deviceLanguages, limit: 3))"
            + (people > 0 ? " (estimated \(PopulationFigures.percent(share)) of people)" : "")
            + (remedy.map { "; fix: \($0)" } ?? "")
    }
}

extension PlatformCheck {
    /// The most supported locales `langpolicy lint` looks for platform warnings with: the work
    /// grows with the square of the locales (every locale's device lists against every
    /// localization), and no real app ships more.
    package static let warningLocaleLimit = 300

    /// Where the platforms will disagree with the policy for common device lists of the policy's
    /// own languages: each supported locale alone, and every list of the built-in population
    /// whose first language is in one of them. Grouped by platform, decided locale and platform
    /// choice; most people first (the built-in population's estimates; a supported locale's own
    /// list that the population lacks weighs nothing).
    package func lint() -> [PlatformWarning] {
        let languages = Set(policy.supportedLocales.map(\.language))
        let population = DevicePopulation.builtIn
        var entries: [DevicePopulation.Entry] = []
        var listed = Set<[String]>()
        for entry in population.entries {
            guard let first = entry.context.deviceLanguages.first.flatMap({ try? LanguageTag(parsing: $0) }),
                languages.contains(first.language)
            else { continue }
            entries.append(entry)
            listed.insert(entry.context.deviceLanguages)
        }
        for locale in policy.supportedLocales where !listed.contains([locale.description]) {
            entries.append(
                DevicePopulation.Entry(context: ResolutionContext(deviceLanguages: [locale.description]), people: 0))
        }
        let everyone = population.entries.reduce(0) { $0 + $1.people }
        // The population report groups across device languages already; a warning is one
        // per platform choice, whatever removes it.
        struct Key: Hashable {
            let platform: Platform
            let policyLocale: LanguageTag
            let choice: String?
        }
        var order: [Key] = []
        var groups: [Key: (languages: [String], remedies: [PlatformRemedy], people: Int)] = [:]
        for disagreement in populationReport(DevicePopulation(entries: entries, isEstimated: true)).disagreements {
            let key = Key(
                platform: disagreement.platform, policyLocale: disagreement.policyLocale,
                choice: disagreement.platformChoice)
            var group = groups[key] ?? ([], disagreement.remedies, 0)
            if groups[key] == nil { order.append(key) }
            for language in disagreement.deviceLanguages where !group.languages.contains(language) {
                group.languages.append(language)
            }
            group.people += disagreement.people
            groups[key] = group
        }
        let warnings = order.compactMap { key -> PlatformWarning? in
            guard let (languages, remedies, people) = groups[key] else { return nil }
            return PlatformWarning(
                platform: key.platform, policyLocale: key.policyLocale, platformChoice: key.choice,
                deviceLanguages: languages,
                remedy: languages.count == 1 ? remedies.first : remedies.first { !$0.isAlias }, people: people,
                share: everyone == 0 ? 0 : Double(people) / Double(everyone))
        }
        // Most people first; the report's order (people, then lists) among equals.
        return warnings.enumerated().sorted { ($1.element.people, $0.offset) < ($0.element.people, $1.offset) }.map(
            \.element)
    }
}
