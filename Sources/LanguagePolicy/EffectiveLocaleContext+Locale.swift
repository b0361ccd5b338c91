internal import AppLanguage
public import Foundation
internal import InputLanguage

extension EffectiveLocaleContext.Snapshot {
    /// The effective locale as a Foundation `Locale`: for strings and content.
    public var locale: Locale { language.locale }

    /// The formatting locale as a Foundation `Locale`: for `DateFormatter`, `NumberFormatter`,
    /// `FormatStyle` (the effective language with the device's region and `-u-` preferences).
    public var formattingLocale: Locale { formatting.locale }

    /// The display locale as a Foundation `Locale`: for SwiftUI's `\.locale` and
    /// `LocalizedStringResource`, which choose the localization by the locale's language
    /// (`language.region` is the effective locale's) and take region-related formats from its
    /// region override (`region` is the device's).
    public var displayLocale: Locale { display.locale }

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
