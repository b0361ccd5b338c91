import AppLanguage
import LanguageTags
import PlatformSelection

/// What an Android app does so that the strings it loads are the policy's decision: Android's
/// own resource selection (``AndroidResourceOutcome``, from `PlatformSelection`'s model) beside
/// the decision, and the one action that closes the gap (``AndroidLocaleAction``), prepared once
/// for an app's `values` folders.
///
/// Android sees the per-app setting followed by the device's languages. The action depends on
/// where the decision came from:
/// - **An explicit choice** (the user's saved pick, confirmed) belongs in the per-app setting,
///   the platform's one writable authority: ``AndroidLocaleAction/perAppSetting(_:)`` until the
///   setting's first locale is the decided one.
/// - **Anything else** (the device's languages, a per-app setting the user made in the system
///   settings, the product default, a replacement awaiting confirmation) is never written as the
///   user's choice. Where Android's own selection loads another folder, the decided locale goes
///   to the app's resources only: ``AndroidLocaleAction/contextLocale(_:)`` (a context wrapper
///   for `attachBaseContext`, a `Configuration` override with the decided locale first).
/// - Otherwise ``AndroidLocaleAction/nothing``: Android loads the decided locale by itself.
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
public struct AndroidLocalePlanner: Sendable {
    /// The policy deciding.
    public let policy: AppLanguagePolicy
    /// The app's `values` folders, as the qualifiers after `values-` (`""` for `values/`).
    public let folders: [String]
    /// The language of `values/`.
    public let defaultLanguage: LanguageTag
    private let resources: AndroidResourceMatcher

    /// A planner for `policy` and the app's `folders` (the qualifiers after `values-`; by
    /// default `values/` and a folder for every supported locale but the default language
    /// alone, named as Android Studio names them: `values-pt-rBR`, `values-b+zh+Hant`), with
    /// `values/` in `defaultLanguage` (by default the product default).
    ///
    /// - Throws: ``AndroidFoldersError`` for a folder Android would not read as a locale folder.
    public init(
        policy: AppLanguagePolicy, folders: [String]? = nil, defaultLanguage: LanguageTag? = nil
    ) throws(AndroidFoldersError) {
        let defaultLanguage = defaultLanguage ?? policy.productDefault
        let folders = folders ?? Self.folders(of: policy.supportedLocales, defaultLanguage: defaultLanguage)
        var read: [AndroidResourceFolder] = []
        for qualifier in folders {
            let folder: AndroidResourceFolder
            do {
                folder = try AndroidResourceFolder(qualifiers: qualifier)
            } catch {
                throw .unreadable(qualifier, error)
            }
            guard folder.otherQualifiers.isEmpty else { throw .notALocaleFolder(qualifier) }
            read.append(folder)
        }
        self.policy = policy
        self.folders = folders
        self.defaultLanguage = defaultLanguage
        resources = AndroidResourceMatcher(folders: read)
    }

    /// The decision for `context`, what Android loads by itself, and what the app applies.
    public func plan(_ context: ResolutionContext) -> AndroidLocalePlan {
        let decision = policy.resolve(context)
        let perApp = context.systemAppPreference.compactMap { try? LanguageTag(parsing: $0) }
        let device = context.deviceLanguages.compactMap { try? LanguageTag(parsing: $0) }
        let android = outcome(perApp + device, decision: decision)
        let decided = decision.effectiveLocale
        let action: AndroidLocaleAction
        let applied: AndroidResourceOutcome
        if decision.source == .savedUserChoice, !decision.needsConfirmation, perApp.first?.canonicalized() != decided {
            action = .perAppSetting(decided)
            applied = outcome([decided] + device, decision: decision)
        } else if !android.agrees {
            action = .contextLocale(decided)
            applied = outcome([decided] + (perApp + device).filter { $0 != decided }, decision: decision)
        } else {
            action = .nothing
            applied = android
        }
        return AndroidLocalePlan(decision: decision, android: android, action: action, applied: applied)
    }

    /// What Android loads for `languages`, beside `decision`.
    private func outcome(_ languages: [LanguageTag], decision: AppLanguageDecision) -> AndroidResourceOutcome {
        let resolution = resources.resolve(deviceLocales: languages)
        let locale: LanguageTag? =
            switch resolution.folder.map({ $0.locale ?? .unspecified }) {
            case nil: nil
            case let folder? where folder.isUnspecified: defaultLanguage
            case let folder?: folder.languageTag
            }
        return AndroidResourceOutcome(
            resolution: resolution, folderLocale: locale,
            agrees: locale.map { Self.same($0, decision.effectiveLocale) } ?? false)
    }

    /// `values/` and a folder for every supported locale but the default language alone.
    static func folders(of locales: [LanguageTag], defaultLanguage: LanguageTag) -> [String] {
        var folders = [""]
        for tag in locales where tag != defaultLanguage {
            if let qualifier = tag.androidQualifier, !folders.contains(qualifier) { folders.append(qualifier) }
        }
        return folders
    }

    /// Whether two locales are the same once maximized (`fr` and `fr-FR` are; `en` and `en-GB`
    /// are not): a folder serves the decision when it is.
    static func same(_ lhs: LanguageTag, _ rhs: LanguageTag) -> Bool {
        func maximized(_ tag: LanguageTag) -> LanguageTag {
            let plain = tag.withoutExtensions
            return plain.maximized() ?? plain
        }
        return lhs == rhs || maximized(lhs) == maximized(rhs)
    }
}

/// Why an ``AndroidLocalePlanner`` cannot be made.
public enum AndroidFoldersError: Error, Hashable, Sendable, CustomStringConvertible {
    /// aapt2 would reject the folder, or read a locale other than the name says.
    case unreadable(String, AndroidFolderError)
    /// The folder has qualifiers other than a locale (`night`, `v21`).
    case notALocaleFolder(String)

    /// The folder the error is about, as given (its qualifiers after `values-`).
    public var folder: String {
        switch self {
        case .unreadable(let qualifier, _), .notALocaleFolder(let qualifier): qualifier
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let qualifier, let error): "values-\(qualifier) is not a folder Android reads: \(error)"
        case .notALocaleFolder(let qualifier):
            "values-\(qualifier) has qualifiers other than a locale; give locale folders only (\"\" for values/)"
        }
    }
}
