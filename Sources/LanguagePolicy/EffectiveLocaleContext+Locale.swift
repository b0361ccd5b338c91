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

    /// An input session whose interface locale is this snapshot's language: the app-language
    /// decision handed to the keyboard-hint resolver.
    ///
    /// ```swift
    /// let hint = resolveInputLanguage(field: field, record: record, session: context.current.inputSession()).hint
    /// ```
    public func inputSession(recentStableLanguages: [Declared<ContentLocale>] = []) -> InputSession {
        InputSession(
            recentStableLanguages: recentStableLanguages, effectiveAppLocale: .wellFormed(InterfaceLocale(language)))
    }
}

extension AppLanguageDecision {
    /// An input session whose interface locale is this decision's effective locale.
    ///
    /// ```swift
    /// let session = launch.decision.inputSession()
    /// ```
    public func inputSession(recentStableLanguages: [Declared<ContentLocale>] = []) -> InputSession {
        InputSession(
            recentStableLanguages: recentStableLanguages,
            effectiveAppLocale: .wellFormed(InterfaceLocale(effectiveLocale)))
    }
}
