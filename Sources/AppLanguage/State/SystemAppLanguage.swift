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
}

extension AppLanguageState {
    /// Records the per-app language a launch saw (`language`, nil when none is set) and reads a
    /// change since the last launch as the user's newer explicit choice, made in the system's
    /// settings: a new language becomes the choice (``SystemAppLanguageChange/chosen(_:)``, or
    /// ``SystemAppLanguageChange/unsupported(_:)`` when the policy matches nothing); a removed one
    /// clears the choice, as going back to the device language in the app does. The first
    /// sighting only records.
    ///
    /// ```swift
    /// var state = AppLanguageState()
    /// state.noteSystemAppLanguage(nil, policy: policy, at: launch1)       // .firstSeen
    /// state.setUserChoice(try LanguageTag(parsing: "fr"), policyVersion: 3, at: pick)
    /// state.noteSystemAppLanguage("de-US", policy: policy, at: launch2)   // .chosen(de): Settings changed since
    /// state.userChoice?.effectiveLocale                                   // de
    /// ```
    @discardableResult
    public mutating func noteSystemAppLanguage(_ language: String?, policy: AppLanguagePolicy, at date: Timestamp)
        -> SystemAppLanguageChange
    {
        let seen = SystemAppLanguageSeen(language: language)
        guard let previous = systemAppLanguageSeen else {
            systemAppLanguageSeen = seen
            return .firstSeen
        }
        guard previous != seen else { return .unchanged }
        systemAppLanguageSeen = seen
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
}
