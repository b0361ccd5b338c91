package import AppLanguage

/// For an app that leaves string matching to Apple (the platform-resolved mode): whether the
/// localization Apple's bundle shows is the policy's decision for the same preferences, and the
/// `PlatformDivergenceEvent` to report when it is not. The Apple adapter runs it
/// with what the device says; it is pure, so the same check runs in tests anywhere.
///
/// Apple sees the per-app language followed by the device's languages; the policy also sees the
/// app's saved choice. They agree when the shown localization stands for the effective locale,
/// compared maximized, as ``AppleOutcome/agrees`` compares them (`fr.lproj` serves `fr-FR`,
/// `en.lproj` does not serve `en-GB`). Why Apple chose it comes from the model of Apple's
/// matching; where the device showed something else than the model expects, the reason says so.
///
/// ```swift
/// let check = AppleDivergenceCheck(policy: policy, localizations: ["en", "en-GB"], developmentRegion: "en")
/// let event = check.divergence(ResolutionContext(deviceLanguages: ["en-AU"]), shown: "en-GB", appVersion: "5.2")
/// event?.platformReason                   // "Apple's parent map sends en-AU to en-GB"
/// event?.policyDecision.effectiveLocale   // "en" (a policy without the alias en-AU → en-GB)
/// ```
package struct AppleDivergenceCheck: Sendable {
    /// The policy deciding.
    package let policy: AppLanguagePolicy
    private let bundle: AppleBundleLocalizations

    /// A check of `policy` against a bundle's `localizations` (`Bundle.localizations`) and
    /// `developmentRegion` (`Bundle.developmentLocalization`), prepared once for many contexts.
    package init(policy: AppLanguagePolicy, localizations: [String], developmentRegion: String?) {
        self.policy = policy
        bundle = AppleBundleLocalizations(localizations: localizations, developmentRegion: developmentRegion)
    }

    /// The divergence of Apple's bundle from the policy for `context` (the saved choice, the
    /// per-app language as `systemAppPreference`, the device's languages as the device lists
    /// them), when the bundle shows `shown` (`Bundle.preferredLocalizations.first`); nil when
    /// they agree or the bundle shows no localization.
    package func divergence(_ context: ResolutionContext, shown: String?, appVersion: String)
        -> PlatformDivergenceEvent?
    {
        guard let shown else { return nil }
        let decision = policy.resolve(context)
        if let locale = PlatformSetup.locale(ofAppleLocalization: shown),
            locale.isSameLocale(as: decision.effectiveLocale)
        {
            return nil
        }
        let model = bundle.resolve(preferences: context.systemAppPreference + context.deviceLanguages)
        let reason =
            model.shownLocalization == shown
            ? model.reason.description
            : "Apple's bundle shows \(shown) where the model of Apple's matching expects "
                + "\(model.shownLocalization ?? "none"): \(model.reason)"
        return PlatformDivergenceEvent(
            platformLocalization: shown, platformReason: reason,
            policyDecision: DecisionEvent(decision, appVersion: appVersion))
    }
}
