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
    /// report.disagreements.count   // 8
    /// ```
    public func populationReport(_ population: DevicePopulation) -> PopulationReport {
        var devices = 0
        var agreeing: [Platform: Int] = [.apple: 0, .android: 0]
        var languages: [LanguageKey: LanguageGroup] = [:]
        for entry in population.entries {
            let comparison = compare(entry.context)
            devices += entry.count
            for platform in Platform.allCases {
                if comparison.agrees(on: platform) {
                    agreeing[platform, default: 0] += entry.count
                    continue
                }
                let key = LanguageKey(
                    platform: platform,
                    deviceLanguage: comparison.decision.requestedLocale ?? entry.context.deviceLanguages.first ?? "",
                    policyLocale: comparison.decision.effectiveLocale,
                    choice: platform == .apple ? comparison.apple.shown : comparison.android.folder)
                languages[key, default: LanguageGroup(comparison: comparison)].add(entry.count, comparison)
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
        let disagreements = groups.map { key, members in
            let members = members.sorted {
                ($1.group.count, $0.key.deviceLanguage) < ($0.group.count, $1.key.deviceLanguage)
            }
            var firstLanguages: [String: (count: Int, comparison: PlatformComparison)] = [:]
            for member in members {
                for (language, value) in member.group.firstLanguages {
                    firstLanguages[language, default: (0, value.comparison)].count += value.count
                }
            }
            let ordered = firstLanguages.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            let count = members.reduce(0) { $0 + $1.group.count }
            let first = ordered[0].value.comparison
            return PopulationDisagreement(
                platform: key.platform, policyLocale: key.policyLocale, platformChoice: key.choice,
                platformLocale: first.locale(on: key.platform), deviceLanguages: ordered.map(\.key),
                count: count, share: devices == 0 ? 0 : Double(count) / Double(devices),
                examples: ordered.prefix(PopulationDisagreement.exampleLimit).map(\.value.comparison.context),
                explanation: key.platform == .apple
                    ? first.apple.resolution.reason.description : first.android.resolution.description,
                remedies: Self.merging(key.remedies, aliasesFrom: members.map(\.remedies)))
        }.sorted { lhs, rhs in
            guard lhs.count == rhs.count else { return lhs.count > rhs.count }
            return (
                lhs.platform.rawValue, lhs.policyLocale.description, lhs.platformChoice ?? "", lhs.deviceLanguages[0]
            )
                < (
                    rhs.platform.rawValue, rhs.policyLocale.description, rhs.platformChoice ?? "",
                    rhs.deviceLanguages[0]
                )
        }
        return PopulationReport(
            devices: devices, lists: population.entries.count, appleAgreeing: agreeing[.apple] ?? 0,
            androidAgreeing: agreeing[.android] ?? 0, disagreements: disagreements)
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
    var count = 0
    /// The devices and the first list's comparison of each first device language.
    var firstLanguages: [String: (count: Int, comparison: PlatformComparison)] = [:]

    mutating func add(_ devices: Int, _ comparison: PlatformComparison) {
        count += devices
        firstLanguages[comparison.context.deviceLanguages.first ?? "", default: (0, comparison)].count += devices
    }
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
