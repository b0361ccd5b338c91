import AppLanguage
import LanguageTags

/// How often each platform shows what the policy decides over a population of devices, and
/// each distinct disagreement with its count, an example and what would remove it.
///
/// Disagreements are told apart by platform, the device language that decided, the policy's
/// locale and the platform's choice: `en-AU` and `en-NZ` both shown `en-GB.lproj` against a
/// policy's `en` are two disagreements, each with its own alias to approve.
///
/// ```swift
/// let report = try PlatformCheck(policy: .example).populationReport(.builtIn)
/// report.appleAgreeing, report.devices            // 517, 635
/// report.disagreements.first?.description
/// // "Android loads values/ where the policy decides sr-Latn for sr-RS: 2 devices (0.3%) …"
/// ```
public struct PopulationReport: Sendable {
    /// The document's schema version.
    public static let schemaVersion = 1

    /// The devices counted (the sum of the lists' counts).
    public let devices: Int
    /// The distinct device lists.
    public let lists: Int
    /// The devices on which Apple shows the policy's locale.
    public let appleAgreeing: Int
    /// The devices on which Android loads the policy's locale.
    public let androidAgreeing: Int
    /// Each distinct disagreement, most devices first.
    public let disagreements: [PopulationDisagreement]

    /// The devices on which `platform` agrees.
    public func agreeing(on platform: Platform) -> Int { platform == .apple ? appleAgreeing : androidAgreeing }
}

/// One kind of disagreement in a population.
public struct PopulationDisagreement: Sendable, Hashable, CustomStringConvertible {
    /// The platform that shows something else.
    public let platform: Platform
    /// The device language the policy's decision came from (or the first device language,
    /// when the decision fell back to the product default).
    public let deviceLanguage: String
    /// The policy's locale.
    public let policyLocale: LanguageTag
    /// What the platform shows: the localization name or the folder qualifier (`""` for
    /// `values/`); nil when it shows none.
    public let platformChoice: String?
    /// The locale of the platform's choice.
    public let platformLocale: LanguageTag?
    /// The devices with it.
    public let count: Int
    /// Their share of the population.
    public let share: Double
    /// The first device list with it.
    public let example: ResolutionContext
    /// The platform rule that decided, in words.
    public let explanation: String
    /// What would remove it, each tried on the example.
    public let remedies: [PlatformRemedy]

    public var description: String {
        let choice =
            switch (platform, platformChoice) {
            case (_, nil): "nothing"
            case (.apple, let name?): "\(name).lproj"
            case (.android, let qualifier?): PlatformRemedy.folder(qualifier)
            }
        let percent = (share * 1000).rounded() / 10
        let verb = platform == .apple ? "shows" : "loads"
        var text =
            "\(platform) \(verb) \(choice) where the policy decides \(policyLocale) for \(deviceLanguage): "
            + "\(count) device\(count == 1 ? "" : "s") (\(percent)%), e.g. \(example.deviceLanguages.joined(separator: ", "))"
        text += "\n  why: \(explanation)"
        text += remedies.isEmpty ? "\n  fix: no single change found" : remedies.map { "\n  fix: \($0)" }.joined()
        return text
    }
}

extension PlatformCheck {
    /// Compares every device list of `population` and groups the disagreements (see
    /// ``PopulationReport``); remedies are looked for once per disagreement, on its example.
    public func populationReport(_ population: DevicePopulation) -> PopulationReport {
        struct Key: Hashable {
            let platform: Platform
            let deviceLanguage: String
            let policyLocale: LanguageTag
            let choice: String?
        }
        var devices = 0
        var agreeing: [Platform: Int] = [.apple: 0, .android: 0]
        var groups: [Key: (count: Int, first: Int, comparison: PlatformComparison)] = [:]
        for (position, entry) in population.entries.enumerated() {
            let comparison = compare(entry.context)
            devices += entry.count
            for platform in Platform.allCases {
                if comparison.agrees(on: platform) {
                    agreeing[platform, default: 0] += entry.count
                    continue
                }
                let key = Key(
                    platform: platform,
                    deviceLanguage: comparison.decision.requestedLocale ?? entry.context.deviceLanguages.first ?? "",
                    policyLocale: comparison.decision.effectiveLocale,
                    choice: platform == .apple ? comparison.apple.shown : comparison.android.folder)
                groups[key, default: (0, position, comparison)].count += entry.count
            }
        }
        let disagreements = groups.map { key, group in
            PopulationDisagreement(
                platform: key.platform, deviceLanguage: key.deviceLanguage, policyLocale: key.policyLocale,
                platformChoice: key.choice, platformLocale: group.comparison.locale(on: key.platform),
                count: group.count, share: devices == 0 ? 0 : Double(group.count) / Double(devices),
                example: group.comparison.context,
                explanation: key.platform == .apple
                    ? group.comparison.apple.resolution.reason.description
                    : group.comparison.android.resolution.description,
                remedies: remedies(for: group.comparison, on: key.platform))
        }.sorted { lhs, rhs in
            guard lhs.count == rhs.count else { return lhs.count > rhs.count }
            return (lhs.platform.rawValue, lhs.deviceLanguage, lhs.policyLocale.description, lhs.platformChoice ?? "")
                < (rhs.platform.rawValue, rhs.deviceLanguage, rhs.policyLocale.description, rhs.platformChoice ?? "")
        }
        return PopulationReport(
            devices: devices, lists: population.entries.count, appleAgreeing: agreeing[.apple] ?? 0,
            androidAgreeing: agreeing[.android] ?? 0, disagreements: disagreements)
    }
}
