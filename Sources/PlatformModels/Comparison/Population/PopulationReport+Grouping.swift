internal import AppLanguage
internal import LanguageTags

extension PlatformCheck {
    /// Compares every device list of `population` and groups the disagreements (see
    /// ``PopulationReport``): by platform, decided locale, platform choice and remedies, across
    /// device languages. Remedies are looked for once per requested locale of a group, on its
    /// first device list; the aliases of a group's requested locales are one remedy.
    ///
    /// ```swift
    /// let report = try PlatformCheck(policy: .example).populationReport(.builtIn)
    /// report.disagreements.count   // 8, most people first
    /// ```
    package func populationReport(_ population: DevicePopulation) -> PopulationReport {
        var people = 0
        var agreeing: [Platform: Tally] = [.apple: Tally(), .android: Tally()]
        var languages: [LanguageKey: LanguageGroup] = [:]
        for entry in population.entries {
            let comparison = compare(entry.context)
            people += entry.people
            for platform in Platform.allCases {
                if comparison.agrees(on: platform) {
                    agreeing[platform, default: Tally()].add(entry.people)
                    continue
                }
                let key = LanguageKey(
                    platform: platform,
                    deviceLanguage: comparison.decision.requestedLocale ?? entry.context.deviceLanguages.first ?? "",
                    policyLocale: comparison.decision.effectiveLocale,
                    choice: platform == .apple ? comparison.apple.shown : comparison.android.folder)
                languages[key, default: LanguageGroup(comparison: comparison)].add(entry.people, comparison)
            }
        }
        var groups: [GroupKey: [(key: LanguageKey, group: LanguageGroup, remedies: [PlatformRemedy])]] = [:]
        for (key, group) in languages {
            let remedies = remedies(for: group.comparison, on: key.platform)
            let groupKey = GroupKey(
                platform: key.platform, policyLocale: key.policyLocale, choice: key.choice,
                remedies: remedies.map(\.withoutAliasSource))
            groups[groupKey, default: []].append((key, group, remedies))
        }
        let lists = population.entries.count
        let disagreements = groups.map { key, members in
            let members = members.sorted {
                ($1.group.tally, $0.key.deviceLanguage) < ($0.group.tally, $1.key.deviceLanguage)
            }
            var firstLanguages: [String: (tally: Tally, comparison: PlatformComparison)] = [:]
            for member in members {
                for (language, value) in member.group.firstLanguages {
                    firstLanguages[language, default: (Tally(), value.comparison)].tally.add(value.tally)
                }
            }
            let ordered = firstLanguages.sorted { ($1.value.tally, $0.key) < ($0.value.tally, $1.key) }
            var tally = Tally()
            for member in members { tally.add(member.group.tally) }
            let first = ordered[0].value.comparison
            return PopulationDisagreement(
                platform: key.platform, policyLocale: key.policyLocale, platformChoice: key.choice,
                platformLocale: first.locale(on: key.platform), deviceLanguages: ordered.map(\.key),
                people: tally.people, lists: tally.lists,
                share: people == 0 ? 0 : Double(tally.people) / Double(people),
                listShare: lists == 0 ? 0 : Double(tally.lists) / Double(lists), isEstimated: population.isEstimated,
                examples: ordered.prefix(PopulationDisagreement.exampleLimit).map(\.value.comparison.context),
                explanation: key.platform == .apple
                    ? first.apple.resolution.reason.description : first.android.resolution.description,
                remedies: Self.merging(key.remedies, aliasesFrom: members.map(\.remedies)))
        }.sorted { lhs, rhs in
            guard lhs.people == rhs.people, lhs.lists == rhs.lists else {
                return (lhs.people, lhs.lists) > (rhs.people, rhs.lists)
            }
            return (
                lhs.platform.rawValue, lhs.policyLocale.description, lhs.platformChoice ?? "", lhs.deviceLanguages[0]
            )
                < (
                    rhs.platform.rawValue, rhs.policyLocale.description, rhs.platformChoice ?? "",
                    rhs.deviceLanguages[0]
                )
        }
        let apple = agreeing[.apple] ?? Tally()
        let android = agreeing[.android] ?? Tally()
        return PopulationReport(
            people: people, lists: lists, isEstimated: population.isEstimated, appleAgreeing: apple.people,
            androidAgreeing: android.people, appleAgreeingLists: apple.lists, androidAgreeingLists: android.lists,
            disagreements: disagreements)
    }

    /// A group's remedies: each device language's, with its alias (the one remedy that names the
    /// device language) replaced by the aliases of all of them.
    private static func merging(_ shape: [PlatformRemedy], aliasesFrom remedies: [[PlatformRemedy]]) -> [PlatformRemedy]
    {
        shape.map { remedy in
            guard remedy.aliasSource != nil else { return remedy }
            let aliases = remedies.compactMap { $0.first { $0.aliasSource != nil } }
            return aliases.count == 1 ? aliases[0] : .allOf(aliases)
        }
    }
}

/// The disagreements whose decisions came from one device language (the requested locale,
/// else the first device language): its remedies are looked for once.
private struct LanguageKey: Hashable {
    let platform: Platform
    let deviceLanguage: String
    let policyLocale: LanguageTag
    let choice: String?
}

private struct LanguageGroup {
    /// The first device list's comparison.
    let comparison: PlatformComparison
    var tally = Tally()
    /// The people, the lists and the first list's comparison of each first device language.
    var firstLanguages: [String: (tally: Tally, comparison: PlatformComparison)] = [:]

    mutating func add(_ people: Int, _ comparison: PlatformComparison) {
        tally.add(people)
        firstLanguages[comparison.context.deviceLanguages.first ?? "", default: (Tally(), comparison)].tally.add(people)
    }
}

/// People and lists, ordered by people, then lists.
private struct Tally: Comparable {
    var people = 0
    var lists = 0

    /// One more list, of `people` people.
    mutating func add(_ people: Int) {
        self.people += people
        lists += 1
    }

    mutating func add(_ other: Tally) {
        people += other.people
        lists += other.lists
    }

    static func < (lhs: Tally, rhs: Tally) -> Bool { (lhs.people, lhs.lists) < (rhs.people, rhs.lists) }
}

/// A disagreement, whatever the device language: its remedies without the alias's source.
private struct GroupKey: Hashable {
    let platform: Platform
    let policyLocale: LanguageTag
    let choice: String?
    let remedies: [PlatformRemedy]
}

extension PlatformRemedy {
    /// An alias with its target as its source, to compare remedies across device languages;
    /// any other remedy as it is.
    fileprivate var withoutAliasSource: PlatformRemedy {
        guard case .approveAlias(_, let to) = self else { return self }
        return .approveAlias(from: to, to: to)
    }
}
