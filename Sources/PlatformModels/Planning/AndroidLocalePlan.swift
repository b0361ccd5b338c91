package import AppLanguage
package import LanguageTags

/// One context's plan (`plan(_:installedLanguages:)`): the decision, Android's own
/// selection, the action, and what Android loads once the action is applied.
///
/// ```swift
/// let saved = AppLanguageRecord.userChoice("fr", policyVersion: 3, at: .now)
/// let plan = try AndroidLocalePlanner(policy: .example).plan(
///     ResolutionContext(savedUserChoice: saved, deviceLanguages: ["en-US"]))
/// plan.action          // .perAppSetting(fr): the user's pick, not in the per-app setting yet
/// plan.android.folder  // "": what Android loads until then
/// plan.applied.folder  // "fr"
/// ```
package struct AndroidLocalePlan: Sendable, Hashable {
    /// The policy's decision.
    package let decision: AppLanguageDecision
    /// What Android's own selection loads for the per-app setting and the device's languages.
    package let android: AndroidResourceOutcome
    /// What the app applies.
    package let action: AndroidLocaleAction
    /// What Android loads once the action is applied (``android`` for
    /// `AndroidLocaleAction.nothing`). It disagrees only when no installed folder serves the
    /// decided locale.
    package let applied: AndroidResourceOutcome
    /// Whether the decided locale's strings ship in a language split that is not installed
    /// (``applied`` then shows what Android loads meanwhile, `values/` or another language); nil
    /// when the plan was made without the installed languages
    /// (`plan(_:installedLanguages:)`).
    package let notInstalled: Bool?
}

/// What an Android app applies so that its resources follow the decision.
///
/// ```swift
/// switch plan.action {
/// case .perAppSetting(let locale): print("LocaleManager.setApplicationLocales(\(locale))")
/// case .contextLocale(let locale): print("attachBaseContext: a configuration with \(locale) first")
/// case .nothing: break
/// }
/// ```
package enum AndroidLocaleAction: Hashable, Sendable {
    /// The user's explicit choice, not yet in the per-app setting: write it there
    /// (`LocaleManager.setApplicationLocales`, `AppCompatDelegate.setApplicationLocales` before
    /// Android 13).
    case perAppSetting(LanguageTag)
    /// A decision Android's own selection would not load, and that is not the user's to record:
    /// apply it to the app's resources only (a context wrapper, a `Configuration` override),
    /// never to the per-app setting.
    case contextLocale(LanguageTag)
    /// Android loads the decided locale by itself.
    case nothing
}

/// What Android's resources load for a list of locales: the device locale Android resolves
/// with, the `values` folder strings come from, and whether that folder serves the decision.
///
/// ```swift
/// plan.android.folder        // "en-rGB"
/// plan.android.folderLocale  // en-GB
/// plan.android.agrees        // false: the decision is en
/// print(plan.android.resolution)   // both stages of Android's selection in words
/// ```
package struct AndroidResourceOutcome: Sendable, Hashable {
    /// The model's answer, with its reasons.
    package let resolution: AndroidResolution
    /// The locale the folder stands for (`values/`: the default language; nil when no folder
    /// serves the device).
    package let folderLocale: LanguageTag?
    /// Whether the folder serves the decision's effective locale (compared maximized).
    package let agrees: Bool

    /// The device locale Android resolves resources with (nil for an empty list).
    package var deviceLocale: LanguageTag? { resolution.deviceLocale?.locale }
    /// The folder's qualifiers after `values-` (`""` for `values/`), nil when none serves.
    package var folder: String? {
        resolution.folder.map { $0.name == "values" ? "" : String($0.name.dropFirst("values-".count)) }
    }

    /// What Android loads from `folders` for `languages` (the per-app setting, then the
    /// device's languages), beside `decision`.
    package init(loading languages: [LanguageTag], from folders: AndroidAppFolders, for decision: AppLanguageDecision) {
        (resolution, folderLocale) = folders.load(languages)
        agrees = folderLocale?.isSameLocale(as: decision.effectiveLocale) ?? false
    }
}
