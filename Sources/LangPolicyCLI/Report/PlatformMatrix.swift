internal import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// The device lists the report's platform matrix shows, each compared, with the fixes for each
/// platform that disagrees: every supported locale alone, then the population's lists (for the
/// built-in population, the single-language lists of the policy's languages), most people first.
struct PlatformMatrix {
    struct Row {
        let comparison: PlatformComparison
        /// The population's people with the list (0 for a supported locale it lacks).
        let people: Int
        let appleRemedies: [PlatformRemedy]
        let androidRemedies: [PlatformRemedy]
    }

    let rows: [Row]
    /// What the app ships, in words: as scanned, or named after the policy.
    let setupSource: String

    init(check: PlatformCheck, population: DevicePopulation, setupSource: String) {
        let languages = Set(check.policy.supportedLocales.map(\.language))
        var seen = Set<[String]>()
        var lists: [(context: ResolutionContext, people: Int)] = []
        var people: [[String]: Int] = [:]
        for entry in population.entries { people[entry.context.deviceLanguages, default: 0] += entry.people }
        for locale in check.policy.supportedLocales {
            let list = [locale.description]
            guard seen.insert(list).inserted else { continue }
            lists.append((ResolutionContext(deviceLanguages: list), people[list] ?? 0))
        }
        var others: [(context: ResolutionContext, people: Int)] = []
        for entry in population.entries {
            let list = entry.context.deviceLanguages
            if population.isEstimated {
                guard list.count == 1, let tag = LanguageTag(list[0]), languages.contains(tag.language) else {
                    continue
                }
            }
            guard seen.insert(list).inserted else { continue }
            others.append((entry.context, people[list] ?? entry.people))
        }
        lists += others.enumerated().sorted { ($1.element.people, $0.offset) < ($0.element.people, $1.offset) }.map(
            \.element)
        rows = lists.map { list in
            let comparison = check.compare(list.context)
            return Row(
                comparison: comparison, people: list.people,
                appleRemedies: check.remedies(for: comparison, on: .apple),
                androidRemedies: check.remedies(for: comparison, on: .android))
        }
        self.setupSource = setupSource
    }
}
