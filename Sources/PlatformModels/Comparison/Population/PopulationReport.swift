public import AppLanguage
public import LanguageTags

/// How often each platform shows what the policy decides over a population of devices, and
/// each distinct disagreement with its count, examples and what would remove it.
///
/// A disagreement is the platform, the policy's locale, what the platform shows instead and
/// what would remove it, whatever device language met it: `en-AU`, `en-IN` and `en-NZ` all
/// shown `en-GB.lproj` against a policy's `en` are one disagreement, removed by approving
/// an alias for each of them or by the policy-resolved mode.
///
/// ```swift
/// let report = try PlatformCheck(policy: .example).populationReport(.builtIn)
/// report.appleAgreeing, report.devices            // 517, 635
/// report.disagreements.first?.description
/// // "Android loads values-en-rGB where the policy decides en: 79 devices (12.4%), for en-AG, …"
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

/// One kind of disagreement in a population: a platform showing the same thing where the
/// policy decides the same locale, removed by the same changes, for any number of device
/// languages.
///
/// ```swift
/// let disagreement = report.disagreements[0]
/// disagreement.deviceLanguages.prefix(3)   // ["en-AG", "en-AI", "en-AT"]
/// disagreement.remedies.first?.description
/// // "approve the aliases en-AG, en-AI, en-AT, en-BB, en-BE and 74 more → en-GB in the policy"
/// ```
public struct PopulationDisagreement: Sendable, Hashable, CustomStringConvertible {
    /// The most examples a disagreement keeps.
    public static let exampleLimit = 3

    /// The platform that shows something else.
    public let platform: Platform
    /// The policy's locale.
    public let policyLocale: LanguageTag
    /// What the platform shows: the localization name or the folder qualifier (`""` for
    /// `values/`); nil when it shows none.
    public let platformChoice: String?
    /// The locale of the platform's choice.
    public let platformLocale: LanguageTag?
    /// The device languages (the first of each device list) that meet it, most devices
    /// first.
    public let deviceLanguages: [String]
    /// The devices with it.
    public let count: Int
    /// Their share of the population.
    public let share: Double
    /// The first device list of each of its most common device languages (at most
    /// ``exampleLimit``), in the order of ``deviceLanguages``.
    public let examples: [ResolutionContext]
    /// The platform rule that decided for the first example, in words.
    public let explanation: String
    /// What would remove it, each tried on the first device list of every locale the policy's
    /// decisions came from (an alias for each of those locales, as one remedy, where there are
    /// several).
    public let remedies: [PlatformRemedy]

    /// The first example.
    public var example: ResolutionContext { examples[0] }

    public var description: String {
        let percent = (share * 1000).rounded() / 10
        let verb = platform == .apple ? "shows" : "loads"
        var text =
            "\(platform) \(verb) \(PlatformRemedy.shown(platformChoice, on: platform)) where the policy decides "
            + "\(policyLocale): \(count) device\(count == 1 ? "" : "s") (\(percent)%), for "
            + PlatformRemedy.list(deviceLanguages, limit: 5)
        text += "\n  e.g. " + examples.map { "[\($0.deviceLanguages.joined(separator: ", "))]" }.joined(separator: ", ")
        text += "\n  why: \(explanation)"
        text += remedies.isEmpty ? "\n  fix: no single change found" : remedies.map { "\n  fix: \($0)" }.joined()
        return text
    }
}
