internal import AppLanguage
public import LanguageTags

/// A disagreement between the policy and a platform that the app's own users are likely to
/// meet: what `langpolicy lint` warns about. The device languages it covers all get the same
/// platform choice against the same decided locale.
///
/// ```swift
/// for warning in try PlatformCheck(policy: policy).lint() { print("warning: \(warning)") }
/// // warning: Apple shows en-GB.lproj where the policy decides en, for en-IN, en-SG and 40 more
/// //   device languages; fix: load strings for the decided locale (the policy-resolved mode)
/// ```
public struct PlatformWarning: Sendable, Hashable, CustomStringConvertible {
    /// The platform that shows something else.
    public let platform: Platform
    /// The policy's locale.
    public let policyLocale: LanguageTag
    /// The platform's choice: the localization name or the folder qualifier; nil for none.
    public let platformChoice: String?
    /// The device languages (the first of each list) that meet it, most devices first.
    public let deviceLanguages: [String]
    /// What removes it: for one device language, the first remedy found; for several, the
    /// first that is not an alias of one of them.
    public let remedy: PlatformRemedy?

    public var description: String {
        let verb = platform == .apple ? "shows" : "loads"
        return "\(platform) \(verb) \(PlatformRemedy.shown(platformChoice, on: platform)) where the policy decides "
            + "\(policyLocale), for \(PlatformRemedy.list(deviceLanguages, limit: 3))"
            + (remedy.map { "; fix: \($0)" } ?? "")
    }
}

extension PlatformCheck {
    /// The most supported locales `langpolicy lint` looks for platform warnings with: the work
    /// grows with the square of the locales (every locale's device lists against every
    /// localization), and no real app ships more.
    public static let warningLocaleLimit = 300

    /// Where the platforms will disagree with the policy for common device lists of the policy's
    /// own languages: each supported locale alone, and every list of the built-in population
    /// whose first language is in one of them. Grouped by platform, decided locale and platform
    /// choice.
    public func lint() -> [PlatformWarning] {
        let languages = Set(policy.supportedLocales.map(\.language))
        var entries = policy.supportedLocales.map {
            DevicePopulation.Entry(context: ResolutionContext(deviceLanguages: [$0.description]))
        }
        for entry in DevicePopulation.builtIn.entries {
            guard let first = entry.context.deviceLanguages.first.flatMap({ try? LanguageTag(parsing: $0) }),
                languages.contains(first.language)
            else { continue }
            entries.append(entry)
        }
        // The population report groups across device languages already; a warning is one
        // per platform choice, whatever removes it.
        struct Key: Hashable {
            let platform: Platform
            let policyLocale: LanguageTag
            let choice: String?
        }
        var order: [Key] = []
        var groups: [Key: (languages: [String], remedies: [PlatformRemedy])] = [:]
        for disagreement in populationReport(DevicePopulation(entries: entries)).disagreements {
            let key = Key(
                platform: disagreement.platform, policyLocale: disagreement.policyLocale,
                choice: disagreement.platformChoice)
            if groups[key] == nil {
                order.append(key)
                groups[key] = ([], disagreement.remedies)
            }
            for language in disagreement.deviceLanguages where !groups[key]!.languages.contains(language) {
                groups[key]!.languages.append(language)
            }
        }
        return order.map { key in
            let (languages, remedies) = groups[key]!
            return PlatformWarning(
                platform: key.platform, policyLocale: key.policyLocale, platformChoice: key.choice,
                deviceLanguages: languages,
                remedy: languages.count == 1 ? remedies.first : remedies.first { !$0.isAlias })
        }
    }
}
