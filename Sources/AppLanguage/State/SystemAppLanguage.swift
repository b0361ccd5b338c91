internal import LanguageTags

/// The platform's per-app language as an app saw it at launch: on iOS, what Settings › App ›
/// Language holds (the first element of `AppleLanguages` in the app's own defaults domain),
/// nil when the user has not set one.
///
/// iOS keeps that setting apart from the app's own choice, and applies it to everything the
/// system loads (system UI, `InfoPlist.strings`, storyboards); an in-app choice saved before it
/// would otherwise keep the app's own strings on the old pick. The state records what it saw,
/// so that ``AppLanguageState/noteSystemAppLanguage(_:policy:at:)`` can tell a change (the
/// user's newer choice) from a setting that was already there.
public struct SystemAppLanguageSeen: Sendable, Hashable {
    /// The per-app language seen; nil when none was set.
    public let language: String?

    /// The per-app language `language` (nil: none set).
    public init(language: String?) { self.language = language }
}

/// What a launch's per-app language meant for the state
/// (``AppLanguageState/noteSystemAppLanguage(_:policy:at:)``).
public enum SystemAppLanguageChange: Sendable, Hashable {
    /// The first time the state sees the setting: it is recorded, and nothing else changes (the
    /// state cannot tell when it was set, so an in-app choice keeps its place).
    case firstSeen
    /// As last seen: nothing changes.
    case unchanged
    /// The user set the per-app language since the last launch: it is their choice now, the
    /// supported locale it matches (the record), replacing any earlier in-app choice.
    case chosen(AppLanguageRecord)
    /// The user set a per-app language the policy matches with nothing (a localization the
    /// policy does not support): the in-app choice is cleared, so the platform's preferences
    /// decide again.
    case unsupported(String)
    /// The user removed the per-app language (back to the device's): the in-app choice is
    /// cleared too.
    case returnedToDevice
    /// The per-app language is what the app's own code wrote while it last ran (a legacy in-app
    /// switcher, an SDK: ``AppLanguageState/noteSystemAppLanguageWrittenByCode(_:policy:)``), nil
    /// when the code removed it: not the user's pick in Settings, so the in-app choice stays.
    case writtenByCode(String?)
}

extension AppLanguageState {
    /// Records the per-app language a launch saw (`language`, nil when none is set) and reads a
    /// change since the last launch as the user's newer explicit choice, made in the system's
    /// settings: a new language becomes the choice (``SystemAppLanguageChange/chosen(_:)``, or
    /// ``SystemAppLanguageChange/unsupported(_:)`` when the policy matches nothing); a removed one
    /// clears the choice, as going back to the device language in the app does. The first
    /// sighting only records.
    ///
    /// A change is a change of what `policy` matches, not of the string: `de-US` (what iOS may
    /// write for a German pick on a US-region phone) and `de` are the same setting when the policy
    /// matches both with `de` (Apple's TN2418 warns that language IDs come in several forms, so
    /// compare what they match). Two languages the policy does not support are compared by
    /// language and likely script. A value the app's own code wrote while it ran
    /// (``noteSystemAppLanguageWrittenByCode(_:policy:)``) is
    /// ``SystemAppLanguageChange/writtenByCode(_:)``: recorded, and the in-app choice stays.
    ///
    /// ```swift
    /// var state = AppLanguageState()
    /// state.noteSystemAppLanguage(nil, policy: policy, at: launch1)       // .firstSeen
    /// state.setUserChoice(try LanguageTag(parsing: "fr"), policyVersion: 3, at: pick)
    /// state.noteSystemAppLanguage("de-US", policy: policy, at: launch2)   // .chosen(de): Settings changed since
    /// state.userChoice?.effectiveLocale                                   // de
    /// state.noteSystemAppLanguage("de", policy: policy, at: launch3)      // .unchanged: still de
    /// ```
    @discardableResult
    public mutating func noteSystemAppLanguage(_ language: String?, policy: AppLanguagePolicy, at date: Timestamp)
        -> SystemAppLanguageChange
    {
        let seen = SystemAppLanguageSeen(language: language)
        let written = systemAppLanguageWrittenByCode
        systemAppLanguageWrittenByCode = nil
        guard let previous = systemAppLanguageSeen else {
            systemAppLanguageSeen = seen
            return .firstSeen
        }
        systemAppLanguageSeen = seen
        let setting = PerAppSetting(language, policy: policy)
        guard PerAppSetting(previous.language, policy: policy) != setting else { return .unchanged }
        if let written, PerAppSetting(written.language, policy: policy) == setting { return .writtenByCode(language) }
        guard let language else {
            clearUserChoice(at: date)
            return .returnedToDevice
        }
        guard let tag = LanguageTag(language), let match = policy.match(tag) else {
            clearUserChoice(at: date)
            return .unsupported(language)
        }
        let record = AppLanguageRecord(
            requestedLocale: language, effectiveLocale: match.effective, source: .savedUserChoice,
            policyVersion: policy.policyVersion, chosenAt: date)
        userChoice = record
        return .chosen(record)
    }

    /// Records that the app's own code changed the per-app language while the app ran
    /// (`language`: the value now, nil when removed). iOS keeps Settings › App › Language in the
    /// app's `AppleLanguages` and relaunches the app when the user changes it there, so a value
    /// that changes while the app runs was written by code in the app (a legacy in-app switcher,
    /// an SDK); the next launch reads it as ``SystemAppLanguageChange/writtenByCode(_:)``, not
    /// as the user's pick. A value that matches what the launch saw records nothing.
    ///
    /// ```swift
    /// state.noteSystemAppLanguage(nil, policy: policy, at: launch1)   // the launch saw none
    /// state.setUserChoice("fr", policyVersion: 3, at: pick)
    /// state.noteSystemAppLanguageWrittenByCode("es", policy: policy)  // an SDK wrote es
    /// state.noteSystemAppLanguage("es", policy: policy, at: launch2)  // .writtenByCode("es")
    /// state.userChoice?.effectiveLocale                               // fr: the user's choice stays
    /// ```
    public mutating func noteSystemAppLanguageWrittenByCode(_ language: String?, policy: AppLanguagePolicy) {
        let launched = PerAppSetting(systemAppLanguageSeen?.language, policy: policy)
        systemAppLanguageWrittenByCode =
            PerAppSetting(language, policy: policy) == launched ? nil : SystemAppLanguageSeen(language: language)
    }
}

/// A per-app language as the policy sees it: none, the supported locale it matches, or (matching
/// nothing) its language and likely script, so that `de-US` and `de` are one unsupported setting.
private enum PerAppSetting: Equatable {
    case none
    case matches(LanguageTag)
    case unmatched(String)

    init(_ language: String?, policy: AppLanguagePolicy) {
        guard let language else {
            self = .none
            return
        }
        guard let tag = LanguageTag(language) else {
            self = .unmatched(language)
            return
        }
        if let match = policy.match(tag) {
            self = .matches(match.effective)
        } else {
            let canonical = tag.canonicalized()
            let script = canonical.maximized()?.script ?? canonical.script
            self = .unmatched(LanguageTag(language: canonical.language, script: script).description)
        }
    }
}
