internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

extension Bridge {
    /// The formatting locale a request asks for: `formatting` (optional) is the device's locale
    /// whose region and `-u-` keywords formatters follow (Android: the first system locale,
    /// `LocaleManager.getSystemLocales()` or `Resources.getSystem()`), and the answer's decision
    /// carries `formattingLocale`, the core's `FormattingPreferences.formattingLocale(for:)` of
    /// the effective locale (`fr` on `en-US-u-hc-h23`: `fr-US-u-hc-h23`; `zh` on `en-US`:
    /// `zh-Hans-US`, never a script the region implies). Nil when the request has none.
    static func formattingLocale(of request: JSONFields, for decision: AppLanguageDecision) throws -> LanguageTag? {
        guard let device = try request.optional("formatting")?.languageTag() else { return nil }
        return FormattingPreferences(deviceLocale: device).formattingLocale(for: decision.effectiveLocale)
    }
}
