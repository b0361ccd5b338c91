public import AppLanguage
public import LanguageTags

/// One context's decision beside what Apple and Android would show (``PlatformCheck``).
///
/// ```swift
/// let comparison = try PlatformCheck(policy: .example).compare(ResolutionContext(deviceLanguages: ["pt-PT", "en"]))
/// comparison.decision.effectiveLocale   // pt-BR (the policy's language default for pt)
/// comparison.apple.shown                // "en": Apple passes over pt-BR for pt-PT
/// comparison.android.folder             // "pt-rBR"
/// ```
public struct PlatformComparison: Sendable {
    /// The context compared.
    public let context: ResolutionContext
    /// The policy's decision.
    public let decision: AppLanguageDecision
    /// What Apple's bundle shows.
    public let apple: AppleOutcome
    /// What Android's resources load.
    public let android: AndroidResourceOutcome

    /// Whether both platforms show the policy's effective locale.
    public var agrees: Bool { apple.agrees && android.agrees }
}

/// What an Apple bundle shows: the localizations Apple's matcher orders for the user's
/// languages (`ualoc_localizationsToUse`) and the one shown after CFBundle's backstops.
public struct AppleOutcome: Sendable, Hashable {
    /// The model's answer, with its reason.
    public let resolution: AppleBundleResolution
    /// The locale the shown localization stands for (nil when none is shown or Apple cannot
    /// read its name).
    public let shownLocale: LanguageTag?
    /// Whether the shown localization is the policy's effective locale.
    public let agrees: Bool

    /// The matcher's ordered localizations for the languages, names as given, as
    /// `ualoc_localizationsToUse` returns them (empty when no language matched: the bundle
    /// then shows a backstop).
    public var localizations: [String] { resolution.preferencesMatch.localizations }
    /// The localization whose strings the app shows.
    public var shown: String? { resolution.shownLocalization }
}
