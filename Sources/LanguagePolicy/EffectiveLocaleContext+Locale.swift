internal import AppLanguage
public import Foundation
internal import InputLanguage
internal import LanguageTags

extension EffectiveLocaleContext.Snapshot {
    /// The effective locale as a Foundation `Locale`: for strings and content.
    public var locale: Locale { language.locale }

    /// The formatting locale as a Foundation `Locale`: for `DateFormatter`, `NumberFormatter`,
    /// `FormatStyle` (the effective language with the device's region and `-u-` preferences).
    ///
    /// When the effective language and script are the device's own and the snapshot's
    /// formatting preferences are the device's, it is `Locale.current` itself: the only
    /// `Locale` that carries the preferences an identifier cannot (swift-foundation's
    /// `LocalePreferences`: "fixed-identifier locales never have preferences"), such as the
    /// temperature unit (°C chosen on a US-region phone), the number separators and the date
    /// formats chosen in Settings. Otherwise (a French interface on an English-language device)
    /// it is built from ``formatting``, with the region and the `-u-` keywords (hour cycle,
    /// first weekday, measurement system, calendar, numbering, currency) and without those
    /// preferences, which Foundation offers no way to move to another language.
    ///
    /// ```swift
    /// englishDecisionOnAUSPhone.formattingLocale == Locale.current   // true: °C and separators kept
    /// frenchDecisionOnAUSPhone.formattingLocale.identifier           // "fr_US"
    /// ```
    public var formattingLocale: Locale { formattingLocale(device: .current) }

    /// The display locale as a Foundation `Locale`: for SwiftUI's `\.locale` and
    /// `LocalizedStringResource`, which choose the localization by the locale's language
    /// (`language.region` is the effective locale's) and take region-related formats from its
    /// region override (`region` is the device's). `Locale.current` itself (with the user's
    /// preferences) when the effective locale is the device's own language, script and region
    /// and the snapshot's formatting preferences are the device's.
    public var displayLocale: Locale { displayLocale(device: .current) }

    /// ``formattingLocale`` with `device` as the device's locale.
    func formattingLocale(device: Locale) -> Locale {
        guard let device = DeviceLocale(device), device.hasTheFormatting(of: self),
            device.tag.language == formatting.language, device.tag.script == formatting.maximized()?.script
        else { return formatting.locale }
        return device.locale
    }

    /// ``displayLocale`` with `device` as the device's locale.
    func displayLocale(device: Locale) -> Locale {
        guard let device = DeviceLocale(device), device.hasTheFormatting(of: self),
            device.tag.withoutExtensions == language.withoutExtensions.maximized()
        else { return display.locale }
        return device.locale
    }

    /// What `.effectiveLocale(_:mode:)` writes to SwiftUI's `\.locale`: nothing in the
    /// platform-resolved mode, where the views' own `Locale.current` already speaks the
    /// localization the bundle shows (and carries the user's preferences); in the
    /// policy-resolved mode the display locale, or nothing when it is `device` itself.
    ///
    /// ```swift
    /// snapshot.environmentLocale(in: .platformResolved)   // nil: SwiftUI's own locale stands
    /// britishDecisionOnAUSPhone.environmentLocale(in: .policyResolved)?.identifier   // "en_GB@rg=uszzzz"
    /// ```
    public func environmentLocale(in mode: AppleContextMode, device: Locale = .current) -> Locale? {
        guard mode == .policyResolved else { return nil }
        let locale = displayLocale(device: device)
        return locale == device ? nil : locale
    }

    /// Whether the effective language is written right to left (for content in it). The layout
    /// direction is the strings' that load, which may be another language's when the bundle has
    /// none for the decision: `strings(in:).layoutDirection`, `layoutDirection(in:bundle:)`.
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

/// The device's locale, read as a tag (maximized: `en_US` is `en-Latn-US`) beside the
/// `Locale` itself, which holds the user's preferences.
private struct DeviceLocale {
    let locale: Locale
    let tag: LanguageTag
    let preferences: FormattingPreferences

    init?(_ locale: Locale) {
        guard let tag = try? LanguageTag(locale), let maximized = tag.withoutExtensions.maximized() else { return nil }
        self.locale = locale
        self.tag = maximized
        preferences = FormattingPreferences(deviceLocale: locale)
    }

    /// Whether `snapshot`'s formatting is what this device's preferences give (not preferences
    /// the app set itself).
    func hasTheFormatting(of snapshot: EffectiveLocaleContext.Snapshot) -> Bool {
        preferences.formattingLocale(for: snapshot.language) == snapshot.formatting
            && preferences.displayLocale(for: snapshot.language) == snapshot.display
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
