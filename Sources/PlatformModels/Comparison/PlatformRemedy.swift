package import LanguageTags

/// The two platforms compared.
package enum Platform: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case apple
    case android

    package var description: String { self == .apple ? "Apple" : "Android" }
}

/// A change that makes a platform show what the policy decides, found by trying it
/// (`remedies(for:on:)`): each one listed was run and removes the disagreement
/// it is listed for.
///
/// ```swift
/// PlatformRemedy.approveAlias(from: "en-AU", to: "en-GB").description
/// // "approve the alias en-AU → en-GB in the policy"
/// ```
package enum PlatformRemedy: Hashable, Sendable, CustomStringConvertible {
    /// A language default in the policy (`"pt": "pt-BR"`), so that a request of the language
    /// from a region the policy lacks gets what the platform shows: one entry for every such
    /// region, the smallest change.
    case addLanguageDefault(language: LanguageTag, to: LanguageTag)
    /// An approved alias in the policy, so that it decides what the platform shows.
    case approveAlias(from: LanguageTag, to: LanguageTag)
    /// The decided locale's Apple localization named differently (`from` nil: added).
    case nameAppleLocalization(from: String?, to: String)
    /// The decided locale's Android folder named differently (`from` nil: added); qualifiers
    /// after `values-`.
    case nameAndroidFolder(from: String?, to: String)
    /// Apple: the policy-resolved mode, in which the app loads the decided locale's strings
    /// itself instead of leaving the choice to the bundle.
    case policyResolvedMode
    /// Android: the decision applied as the app's locale (the per-app locale setting, or a
    /// context configured with it), so that Android resolves resources with it.
    case applyDecisionAsAppLocale
    /// Several changes, all needed.
    indirect case allOf([PlatformRemedy])

    package var description: String {
        switch self {
        case .addLanguageDefault(let language, let to):
            "add the language default \"\(language)\": \"\(to)\" to the policy"
        case .approveAlias(let from, let to): "approve the alias \(from) → \(to) in the policy"
        case .nameAppleLocalization(nil, let to): "add the localization \(to).lproj"
        case .nameAppleLocalization(let from?, let to): "rename \(from).lproj to \(to).lproj"
        case .nameAndroidFolder(nil, let to): "add the folder \(Self.folder(to))"
        case .nameAndroidFolder(let from?, let to): "rename \(Self.folder(from)) to \(Self.folder(to))"
        case .policyResolvedMode: "load strings for the decided locale (the policy-resolved mode)"
        case .applyDecisionAsAppLocale: "apply the decision as the app's locale (the per-app setting)"
        case .allOf(let remedies):
            if let target = Self.aliasTarget(of: remedies) {
                "approve the aliases \(Self.list(remedies.compactMap(\.aliasSource), limit: 5)) → \(target) in the policy"
            } else {
                Self.sentence(remedies.map(\.description))
            }
        }
    }

    /// The requested locale of an alias.
    var aliasSource: LanguageTag? {
        if case .approveAlias(let from, _) = self { return from }
        return nil
    }

    /// Whether this is an alias, or several aliases.
    var isAlias: Bool {
        switch self {
        case .approveAlias: true
        case .allOf(let remedies): Self.aliasTarget(of: remedies) != nil
        default: false
        }
    }

    /// The one target of several aliases; nil unless all are aliases to it.
    private static func aliasTarget(of remedies: [PlatformRemedy]) -> LanguageTag? {
        var target: LanguageTag?
        for remedy in remedies {
            guard case .approveAlias(_, let to) = remedy, target == nil || target == to else { return nil }
            target = to
        }
        return remedies.count > 1 ? target : nil
    }

    /// `a`, `a and b`, `a, b and c`.
    static func sentence(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// The items as a sentence, the first `limit` named and the rest counted: `a, b, c and 4 more`.
    static func list(_ items: [some CustomStringConvertible], limit: Int) -> String {
        let names = items.map(\.description)
        guard names.count > limit else { return sentence(names) }
        return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }

    /// What a platform shows, named: `pt-BR.lproj`, `values-zh-rTW`, `values/`, or nothing.
    static func shown(_ choice: String?, on platform: Platform) -> String {
        switch (platform, choice) {
        case (_, nil): "nothing"
        case (.apple, let name?): "\(name).lproj"
        case (.android, let qualifier?): folder(qualifier)
        }
    }

    /// `values-QUALIFIER`, or `values/`.
    static func folder(_ qualifier: String) -> String { qualifier.isEmpty ? "values/" : "values-\(qualifier)" }
}
