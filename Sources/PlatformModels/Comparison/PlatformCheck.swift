package import AppLanguage
internal import LanguageTags

/// The policy's decision beside what each platform, left to its own rules, shows for the same
/// device: Apple's bundle matching (``AppleOutcome``) and Android's resource selection
/// (`AndroidResourceOutcome`, shared with the Android locale planner), prepared once for many
/// contexts.
///
/// Each platform sees what it knows: the platform per-app preference followed by the device's
/// languages (the per-app setting comes first on both). The app's own saved choice is the
/// policy's alone: a platform left to itself never sees it (the adapters write an explicit
/// choice to the per-app setting; pass it as the system preference to see that case).
///
/// A platform **agrees** when the locale it loads strings for is the policy's effective locale,
/// compared maximized (`values-fr` serves `fr`; `values-en` does not serve `en-GB`).
///
/// ```swift
/// let check = try PlatformCheck(policy: policy)   // localizations and folders named after the policy
/// let comparison = check.compare(ResolutionContext(deviceLanguages: ["en-AU"]))
/// comparison.decision.effectiveLocale   // en
/// comparison.apple.shown                // "en-GB": Apple's parent map sends en-AU to en-GB
/// comparison.apple.agrees               // false
/// ```
package struct PlatformCheck: Sendable {
    /// The policy deciding.
    package private(set) var policy: AppLanguagePolicy
    /// What the app ships on each platform.
    package private(set) var setup: PlatformSetup
    /// How the app applies decisions on each platform.
    package private(set) var options: Options
    private var bundle: AppleBundleLocalizations

    /// How an app applies the policy's decisions, beyond leaving each platform to itself.
    package struct Options: Hashable, Sendable {
        /// Apple: the app loads the strings of the decided locale's localization itself (the
        /// policy-resolved mode), so Apple's bundle matching decides only when the decided
        /// locale has no localization.
        package var appleLoadsDecidedLocale: Bool
        /// Android: the app sets the decided locale as its per-app locale (or configures its
        /// context with it), which Android puts ahead of the device's languages.
        package var androidAppliesDecision: Bool

        /// Each platform left to itself, unless set.
        package init(appleLoadsDecidedLocale: Bool = false, androidAppliesDecision: Bool = false) {
            self.appleLoadsDecidedLocale = appleLoadsDecidedLocale
            self.androidAppliesDecision = androidAppliesDecision
        }
    }

    /// A check of `policy` against the app's `setup`, the app applying decisions as `options`
    /// say.
    package init(policy: AppLanguagePolicy, setup: PlatformSetup, options: Options = Options()) {
        self.policy = policy
        self.setup = setup
        self.options = options
        bundle = AppleBundleLocalizations(
            localizations: setup.appleLocalizations, developmentRegion: setup.appleDevelopmentRegion)
    }

    /// This check with another policy or other options, and the same prepared platforms.
    func with(policy: AppLanguagePolicy? = nil, options: Options? = nil) -> PlatformCheck {
        var check = self
        if let policy { check.policy = policy }
        if let options { check.options = options }
        return check
    }

    /// This check with `setup`, preparing Apple's bundle again only when its names changed
    /// (the setup's Android folders come prepared).
    func with(setup: PlatformSetup) -> PlatformCheck {
        var check = self
        check.setup = setup
        if setup.appleLocalizations != self.setup.appleLocalizations {
            check.bundle = AppleBundleLocalizations(
                localizations: setup.appleLocalizations, developmentRegion: setup.appleDevelopmentRegion)
        }
        return check
    }

    /// A check of `policy` against localizations and folders named after its locales.
    package init(policy: AppLanguagePolicy) throws(AndroidLocaleFolderError) {
        self.init(policy: policy, setup: try PlatformSetup(policy: policy))
    }

    /// The decision and both platforms' choices for one context.
    package func compare(_ context: ResolutionContext) -> PlatformComparison {
        let decision = policy.resolve(context)
        let languages = context.systemAppPreference + context.deviceLanguages
        return PlatformComparison(
            context: context, decision: decision, apple: apple(languages, decision: decision),
            android: android(languages, decision: decision))
    }

    /// What Apple shows for `languages`.
    func apple(_ languages: [String], decision: AppLanguageDecision) -> AppleOutcome {
        var preferences = languages
        if options.appleLoadsDecidedLocale,
            let decided = setup.appleLocalizations.first(where: {
                setup.appleLocales[$0]??.isSameLocale(as: decision.effectiveLocale) ?? false
            })
        {
            preferences = [decided]
        }
        let resolution = bundle.resolve(preferences: preferences)
        let locale = resolution.shownLocalization.flatMap { setup.appleLocales[$0] ?? nil }
        return AppleOutcome(
            resolution: resolution, shownLocale: locale,
            agrees: locale?.isSameLocale(as: decision.effectiveLocale) ?? false)
    }

    /// What Android loads for `languages` (those that are no BCP 47 tag cannot be in an
    /// Android locale list, and are left out).
    func android(_ languages: [String], decision: AppLanguageDecision) -> AndroidResourceOutcome {
        var tags = languages.compactMap { try? LanguageTag(parsing: $0) }
        if options.androidAppliesDecision {
            tags.removeAll { $0 == decision.effectiveLocale }
            tags.insert(decision.effectiveLocale, at: 0)
        }
        return AndroidResourceOutcome(loading: tags, from: setup.android, for: decision)
    }
}
