public import LanguageTags

/// The language selector's model: every supported language under its own name (so that a
/// person can find theirs whatever language the interface is in) and its name in the current
/// interface language, sorted for display, the current one marked, and the confirmation the
/// user owes when their saved choice is no longer supported.
///
/// ```swift
/// let selector = LanguageSelector(policy: policy, decision: decision, names: FoundationLanguageNames())
/// for option in selector.options {
///     print(option.isCurrent ? "✓" : " ", option.endonym, option.localizedName ?? "")
/// }
/// ```
public struct LanguageSelector: Sendable, Hashable {
    /// One row of the selector.
    public struct Option: Sendable, Hashable, Identifiable {
        /// The supported locale the row selects.
        public let locale: LanguageTag
        /// Its name in itself (`日本語`); the tag itself when no name is known.
        public let endonym: String
        /// Its name in the interface language (`Japanese`), when known and different from
        /// the endonym.
        public let localizedName: String?
        /// Whether it is the effective locale.
        public let isCurrent: Bool
        /// Whether it is in effect through an approved script fallback (the user asked for
        /// another script): the selector must show it.
        public let isScriptFallback: Bool

        /// The locale's tag, unique among the options.
        public var id: String { locale.description }
    }

    /// The rows, sorted by endonym.
    public let options: [Option]
    /// The language the interface is in (the effective locale).
    public let interfaceLanguage: LanguageTag
    /// Set when the saved choice is no longer supported: show it and ask the user to pick a
    /// replacement (confirming the current one is a pick like any other).
    public let confirmation: ConfirmationRequest?

    /// The selector for `policy`'s supported locales, with `decision` in effect and names from
    /// `names` (each option's endonym and its name in the interface language).
    public init(policy: AppLanguagePolicy, decision: AppLanguageDecision, names: some LanguageNaming) {
        interfaceLanguage = decision.effectiveLocale
        confirmation = decision.confirmation
        options = policy.supportedLocales.map { locale in
            let endonym = names.name(of: locale, in: locale) ?? locale.description
            let localized = names.name(of: locale, in: decision.effectiveLocale)
            let isCurrent = locale == decision.effectiveLocale
            return Option(
                locale: locale, endonym: endonym, localizedName: localized == endonym ? nil : localized,
                isCurrent: isCurrent, isScriptFallback: isCurrent && decision.scriptFallback)
        }
        .sorted { names.displayOrder($0.endonym, $1.endonym) }
    }

    /// The current row.
    public var current: Option? { options.first(where: \.isCurrent) }
}
