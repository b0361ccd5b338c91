package import AppLanguage
package import LanguageTags

/// What an Android app does so that the strings it loads are the policy's decision: Android's
/// own resource selection (``AndroidResourceOutcome``, from the Android model) beside
/// the decision, and the one action that closes the gap (`AndroidLocaleAction`), prepared once
/// for an app's `values` folders.
///
/// Android sees the per-app setting followed by the device's languages. The action depends on
/// where the decision came from:
/// - **An explicit choice** (the user's saved pick, confirmed) belongs in the per-app setting,
///   the platform's one writable authority: `AndroidLocaleAction.perAppSetting(_:)` until the
///   setting's first locale is the decided one.
/// - **Anything else** (the device's languages, a per-app setting the user made in the system
///   settings, the product default, a replacement awaiting confirmation) is never written as the
///   user's choice. Where Android's own selection loads another folder, the decided locale goes
///   to the app's resources only: `AndroidLocaleAction.contextLocale(_:)` (a context wrapper
///   for `attachBaseContext`, a `Configuration` override with the decided locale first).
/// - Otherwise `AndroidLocaleAction.nothing`: Android loads the decided locale by itself.
///
/// ```swift
/// let policy = try AppLanguagePolicy(supportedLocales: ["en", "en-GB", "fr"], productDefault: "en", policyVersion: 1)
/// let planner = try AndroidLocalePlanner(policy: policy)   // values/ (en), values-en-rGB, values-fr
/// let plan = planner.plan(ResolutionContext(deviceLanguages: ["en-AU"]))
/// plan.decision.effectiveLocale   // en (no alias approves en-AU → en-GB)
/// plan.android.folder             // "en-rGB": Android's own choice for en-AU
/// plan.action                     // .contextLocale(en)
/// plan.applied.folder             // "": values/, English
/// ```
package struct AndroidLocalePlanner: Sendable {
    /// The policy deciding.
    package let policy: AppLanguagePolicy
    /// The app's `values` folders and the language of `values/`.
    package let folders: AndroidAppFolders

    /// A planner for `policy` and the app's `folders` (the qualifiers after `values-`; by
    /// default named after the policy's locales, as `AndroidAppFolders.qualifiers(namedAfter:defaultLanguage:)`
    /// names them: `values/`, `values-pt-rBR`, `values-b+zh+Hant`), with `values/` in
    /// `defaultLanguage` (by default the product default).
    ///
    /// - Throws: `AndroidLocaleFolderError` for a folder Android would not read as a locale folder.
    package init(
        policy: AppLanguagePolicy, folders: [String]? = nil, defaultLanguage: LanguageTag? = nil
    ) throws(AndroidLocaleFolderError) {
        let defaultLanguage = defaultLanguage ?? policy.productDefault
        self.policy = policy
        self.folders = try AndroidAppFolders(
            qualifiers: folders
                ?? AndroidAppFolders.qualifiers(namedAfter: policy.supportedLocales, defaultLanguage: defaultLanguage),
            defaultLanguage: defaultLanguage)
    }

    /// The decision for `context`, what Android loads by itself, and what the app applies.
    ///
    /// `installedLanguages` are the languages whose strings are on the device, when an App
    /// Bundle's language splits are on: a device gets the `config.<lang>` split of each of its
    /// system languages only (bundletool's `LanguageMatcher`), and each split holds every region
    /// and script of one language (`config.zh`: `values-zh-rTW`, `values-b+zh+Hant`); `values/`
    /// is in the base. Android then chooses among the installed folders only, so the plan's
    /// outcomes are computed over them, and ``AndroidLocalePlan/notInstalled`` says when the
    /// decided locale's own folder is in a split that is not installed. Nil: every folder the app
    /// ships is installed (no language splits, a universal APK).
    ///
    /// ```swift
    /// let planner = try AndroidLocalePlanner(policy: .example)
    /// let plan = planner.plan(
    ///     ResolutionContext(savedUserChoice: chosenFrench, deviceLanguages: ["en-US"]),
    ///     installedLanguages: [try LanguageTag(parsing: "en")])
    /// plan.notInstalled    // true: config.fr is not on the device
    /// plan.applied.folder  // "": values/ until it is installed
    /// ```
    package func plan(_ context: ResolutionContext, installedLanguages: [LanguageTag]? = nil) -> AndroidLocalePlan {
        let decision = policy.resolve(context)
        guard let installedLanguages else { return plan(decision, context, from: folders, notInstalled: nil) }
        let installed = folders.installed(installedLanguages)
        let complete = plan(decision, context, from: folders, notInstalled: nil)
        let partial = plan(decision, context, from: installed, notInstalled: false)
        guard complete.applied.agrees, !partial.applied.agrees else { return partial }
        return plan(decision, context, from: installed, notInstalled: true)
    }

    /// The plan for `decision` when Android chooses among `folders`.
    private func plan(
        _ decision: AppLanguageDecision, _ context: ResolutionContext, from folders: AndroidAppFolders,
        notInstalled: Bool?
    ) -> AndroidLocalePlan {
        let perApp = context.systemAppPreference.compactMap { try? LanguageTag(parsing: $0) }
        let device = context.deviceLanguages.compactMap { try? LanguageTag(parsing: $0) }
        let android = AndroidResourceOutcome(loading: perApp + device, from: folders, for: decision)
        let decided = decision.effectiveLocale
        let action: AndroidLocaleAction
        let applied: AndroidResourceOutcome
        if decision.source == .savedUserChoice, !decision.needsConfirmation, perApp.first?.canonicalized() != decided {
            action = .perAppSetting(decided)
            applied = AndroidResourceOutcome(loading: [decided] + device, from: folders, for: decision)
        } else if !android.agrees {
            action = .contextLocale(decided)
            applied = AndroidResourceOutcome(
                loading: [decided] + (perApp + device).filter { $0 != decided }, from: folders, for: decision)
        } else {
            action = .nothing
            applied = android
        }
        return AndroidLocalePlan(
            decision: decision, android: android, action: action, applied: applied, notInstalled: notInstalled)
    }
}
