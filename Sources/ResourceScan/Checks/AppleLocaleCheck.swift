internal import AppLanguage
internal import LanguageTags

/// Whether Apple shows each supported locale's own resources to a device set to it: the
/// Apple model (``AppleBundleLocalizations``: Apple ICU's matcher, then CFBundle's backstops)
/// over the app's localizations, and the localization it shows must serve the locale
/// (`LocaleRelation/serves(_:_:)`) and have strings; with a threshold, it must also be
/// complete enough.
///
/// ```swift
/// // sr-Latn with only sr.lproj: Apple never infers a script, so a sr-Latn device gets the
/// // development region:
/// // "sr-Latn: no localization serves sr-Latn on Apple: a device set to sr-Latn gets en.lproj (…);
/// //  Apple never infers a script: sr.lproj is Cyrl; add sr-Latn.lproj"
/// ```
struct AppleLocaleCheck {
    let apple: AppleResources
    let options: ScanOptions

    func findings(for policy: AppLanguagePolicy) -> [ScanFinding] {
        let selection = AppleSelection(apple)
        var findings: [ScanFinding] = []
        for locale in policy.supportedLocales {
            let (shown, resolution) = selection.shown(for: locale)
            if let shown, shown.counts.keys > 0, let tag = selection.tag(of: shown), LocaleRelation.serves(tag, locale)
            {
                if let minimum = options.minimumCompleteness, let complete = shown.counts.complete, complete < minimum {
                    findings.append(Self.incomplete(locale, shown, minimum: minimum))
                }
                continue
            }
            let shownText = shown.map { "\($0.resource.folder) (\(resolution.reason))" } ?? "no localization"
            let candidates = apple.locales.filter {
                $0.resource.kind == .locale && $0.counts.keys > 0 && LocaleRelation.serves($0.resource.locale!, locale)
            }
            let message: String
            if let candidate = candidates.first {
                message =
                    "\(locale): \(candidate.resource.folder) serves \(locale), but Apple shows a device set to \(locale) "
                    + shownText
            } else {
                message =
                    "\(locale): no localization serves \(locale) on Apple: a device set to \(locale) gets \(shownText)"
                    + scriptHint(for: locale) + "; add \(locale).lproj"
            }
            findings.append(ScanFinding(.error, .missingLocale, message, path: nil))
        }
        return findings
    }

    /// A localization of the locale's language in another likely script, named.
    private func scriptHint(for locale: LanguageTag) -> String {
        let script = locale.canonicalized().maximized()?.script
        for other in apple.locales where other.resource.kind == .locale {
            guard let tag = other.resource.canonical, tag.language == locale.canonicalized().language,
                let otherScript = tag.maximized()?.script, otherScript != script
            else { continue }
            return "; Apple never infers a script: \(other.resource.folder) is \(otherScript)"
        }
        return ""
    }

    static func incomplete(_ locale: LanguageTag, _ shown: ScannedLocale, minimum: Double) -> ScanFinding {
        let counts = shown.counts
        return ScanFinding(
            .error, .incompleteLocale,
            "\(locale): \(shown.resource.folder) has \(counts.reference! - counts.missing!) of \(counts.reference!) keys "
                + "(\(ScanReport.percent(counts.complete!))), below --min-complete \(ScanReport.percent(minimum))",
            path: shown.paths.first)
    }
}

extension ScannedLocale {
    /// The localization's name as the bundle lists it: the folder without `.lproj`, or the
    /// catalog's language key.
    var appleName: String {
        resource.folder.hasSuffix(".lproj") ? String(resource.folder.dropLast(6)) : resource.folder
    }
}
