public import LanguageTags

/// Whether to offer advisory help (a transliteration helper, a hint about keyboards) because
/// the active input mode does not serve the content's language. Advice never blocks entry.
///
/// ```swift
/// let advice = adviseOnInputMode(
///     expected: try ContentLocale(parsing: "ja"), active: InputMode(primaryLanguage: "en-US"))
/// advice.offersHelp   // true
/// ```
public enum InputModeAdvice: Hashable, Sendable {
    /// The active mode's language or script differs from the content's: offer help.
    case offerHelp(expected: LanguageTag, active: LanguageTag)
    /// No advice, and why.
    case noAdvice(Reason)

    /// Why there is no advice.
    public enum Reason: Hashable, Sendable, CaseIterable {
        /// The content has no expected language.
        case noExpectedLanguage
        /// The active mode reports no language (nil, `"emoji"`, `"dictation"`, …): unknown,
        /// never taken for English.
        case inputModeUnknown
        /// A hardware keyboard is attached; the software keyboard's state says nothing.
        case hardwareKeyboardAttached
        /// The active mode serves the content's language and script.
        case activeModeMatches
    }

    /// Whether to offer help.
    public var offersHelp: Bool {
        if case .offerHelp = self { return true }
        return false
    }

    /// `offer_help`, or the reason's name (`no_expected_language`, …): the form decision tables,
    /// the CLI and the bridge use (declared in Schemas/Documents/input-mode-advice.json).
    public var code: String { wireName }
}

/// Advice for the content's expected language given the active input mode.
///
/// Compares the language and script of both tags after Add Likely Subtags (so `en-GB` serves
/// `en-US`, `zh-TW` serves `zh-Hant`, but a `zh-Hans` keyboard does not serve `zh-Hant`
/// content); a tag CLDR has no data for is compared as written. Call it on focus and on every
/// input-mode change: the advice disappears as soon as the active mode matches. It observes
/// only; nothing here sets, or could set, the input mode.
///
/// ```swift
/// let expected = try ContentLocale(parsing: "zh-Hant")
/// adviseOnInputMode(expected: expected, active: InputMode(primaryLanguage: "zh-Hans")).offersHelp   // true
/// adviseOnInputMode(expected: expected, active: InputMode(primaryLanguage: "zh-TW")).offersHelp     // false
/// adviseOnInputMode(expected: expected, active: InputMode(primaryLanguage: nil)).offersHelp         // false
/// ```
public func adviseOnInputMode(expected: ContentLocale?, active: InputMode) -> InputModeAdvice {
    guard !active.hardwareKeyboardAttached else { return .noAdvice(.hardwareKeyboardAttached) }
    guard let expected else { return .noAdvice(.noExpectedLanguage) }
    guard let activeTag = active.language else { return .noAdvice(.inputModeUnknown) }
    guard expected.tag.namesLanguage else { return .noAdvice(.noExpectedLanguage) }
    let want = expected.tag.likelyLanguageAndScript
    let have = activeTag.likelyLanguageAndScript
    let scriptsAgree = want.script == nil || have.script == nil || want.script == have.script
    guard want.language == have.language, scriptsAgree else {
        return .offerHelp(expected: expected.tag, active: activeTag)
    }
    return .noAdvice(.activeModeMatches)
}
