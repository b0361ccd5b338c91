internal import AppLanguage
public import Foundation
internal import InputLanguage

extension EffectiveLocaleContext.Snapshot {
    /// The effective locale as a Foundation `Locale`: for strings and content.
    public var locale: Locale { language.locale }

    /// The formatting locale as a Foundation `Locale`: for `DateFormatter`, `NumberFormatter`,
    /// `FormatStyle` (the effective language with the device's region and `-u-` preferences).
    public var formattingLocale: Locale { formatting.locale }

    /// Whether the effective language is written right to left.
    public var isRightToLeft: Bool {
        Locale.Language(identifier: language.description).characterDirection == .rightToLeft
    }

    /// An input session whose interface locale is this snapshot's language, with the
    /// conversation's recent stable languages as a ``ConversationLanguageTracker`` gives them:
    /// the app-language decision handed to the keyboard-hint resolver.
    ///
    /// ```swift
    /// let session = context.current.inputSession(recentStableLanguages: tracker.recentStableLanguages)
    /// let hint = resolveInputLanguage(field: field, record: record, session: session).hint
    /// ```
    public func inputSession(recentStableLanguages: [ContentLocale] = []) -> InputSession {
        InputSession(
            recentStableLanguages: recentStableLanguages.map(Declared.init),
            effectiveAppLocale: .wellFormed(InterfaceLocale(language)))
    }
}

extension AppLanguageDecision {
    /// An input session whose interface locale is this decision's effective locale, with the
    /// conversation's recent stable languages as a ``ConversationLanguageTracker`` gives them.
    ///
    /// ```swift
    /// let session = launch.decision.inputSession(recentStableLanguages: tracker.recentStableLanguages)
    /// ```
    public func inputSession(recentStableLanguages: [ContentLocale] = []) -> InputSession {
        InputSession(
            recentStableLanguages: recentStableLanguages.map(Declared.init),
            effectiveAppLocale: .wellFormed(InterfaceLocale(effectiveLocale)))
    }
}
