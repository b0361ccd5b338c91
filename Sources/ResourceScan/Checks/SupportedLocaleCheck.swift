internal import AppLanguage
internal import LanguageTags

/// What a platform shows a device set to a supported locale, as each platform's check models
/// it: Apple's bundle matching (``AppleLocaleCheck``) or Android's resource selection
/// (``AndroidLocaleCheck``).
protocol PlatformLocaleShowing {
    /// The resources a device set to `locale` gets, when they are `locale`'s own (they serve it
    /// and have strings); nil otherwise.
    func ownResources(for locale: LanguageTag) -> ScannedLocale?
    /// Why a device set to `locale` gets no resources of its own, and what would fix it.
    func missing(_ locale: LanguageTag) -> ScanFinding
}

/// The check both platforms make of the policy's supported locales: each one's own resources
/// load on a device set to it (the platform's diagnosis when they do not), and, with a minimum
/// (``ScanOptions/minimumCompleteness``), they are complete enough.
///
/// ```swift
/// SupportedLocaleCheck(platform: AppleLocaleCheck(apple: bundle), options: options).findings(for: policy)
/// // [error: sr-Latn: no localization serves sr-Latn on Apple: …]
/// ```
struct SupportedLocaleCheck<Platform: PlatformLocaleShowing> {
    let platform: Platform
    let options: ScanOptions

    func findings(for policy: AppLanguagePolicy) -> [ScanFinding] {
        policy.supportedLocales.compactMap { locale in
            guard let own = platform.ownResources(for: locale) else { return platform.missing(locale) }
            guard let minimum = options.minimumCompleteness, let complete = own.counts.complete, complete < minimum,
                let translated = own.counts.translated, let reference = own.counts.reference
            else { return nil }
            let untranslated = own.counts.untranslated
            return ScanFinding(
                .error, .incompleteLocale,
                "\(locale): \(own.resource.folder) has \(translated) of \(reference) keys translated "
                    + (untranslated > 0 ? "(\(untranslated) more untranslated) " : "")
                    + "(\(ScanReport.percent(complete))), below the minimum completeness of "
                    + ScanReport.percent(minimum), path: own.paths.first)
        }
    }
}
