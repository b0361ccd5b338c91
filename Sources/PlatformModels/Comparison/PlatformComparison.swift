package import AppLanguage
package import LanguageTags

/// One context's decision beside what Apple and Android would show (``PlatformCheck``).
///
/// ```swift
/// let comparison = try PlatformCheck(policy: .example).compare(ResolutionContext(deviceLanguages: ["pt-PT", "en"]))
/// comparison.decision.effectiveLocale   // pt-BR (the policy's language default for pt)
/// comparison.apple.shown                // "en": Apple passes over pt-BR for pt-PT
/// comparison.android.folder             // "pt-rBR"
/// ```
package struct PlatformComparison: Sendable {
    /// The context compared.
    package let context: ResolutionContext
    /// The policy's decision.
    package let decision: AppLanguageDecision
    /// What Apple's bundle shows.
    package let apple: AppleOutcome
    /// What Android's resources load.
    package let android: AndroidResourceOutcome

    /// Whether both platforms show the policy's effective locale.
    package var agrees: Bool { apple.agrees && android.agrees }
}

/// What an Apple bundle shows: the localizations Apple's matcher orders for the user's
/// languages (`ualoc_localizationsToUse`) and the one shown after CFBundle's backstops.
package struct AppleOutcome: Sendable, Hashable {
    /// The model's answer, with its reason.
    package let resolution: AppleBundleResolution
    /// The locale the shown localization stands for (nil when none is shown or Apple cannot
    /// read its name).
    package let shownLocale: LanguageTag?
    /// Whether the shown localization is the policy's effective locale.
    package let agrees: Bool

    /// The matcher's ordered localizations for the languages, names as given, as
    /// `ualoc_localizationsToUse` returns them (empty when no language matched: the bundle
    /// then shows a backstop).
    package var localizations: [String] { resolution.preferencesMatch.localizations }
    /// The localization whose strings the app shows.
    package var shown: String? { resolution.shownLocalization }
}
