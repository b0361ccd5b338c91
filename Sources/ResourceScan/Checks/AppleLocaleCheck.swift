internal import AppLanguage
internal import LanguageTags

/// Whether Apple shows each supported locale's own resources to a device set to it: the
/// Apple model (``AppleBundleLocalizations``: Apple ICU's matcher, then CFBundle's backstops)
/// over the app's localizations, and the localization it shows must serve the locale
/// (`LocaleRelation/serves(_:_:)`) and have strings (``SupportedLocaleCheck`` runs it over the
/// supported locales, with completeness).
///
/// ```swift
/// // sr-Latn with only sr.lproj: Apple never infers a script, so a sr-Latn device gets the
/// // development region:
/// // "sr-Latn: no localization serves sr-Latn on Apple: a device set to sr-Latn gets en.lproj (…);
/// //  Apple never infers a script: sr.lproj is Cyrl; add sr-Latn.lproj"
/// ```
struct AppleLocaleCheck: PlatformLocaleShowing {
    let apple: AppleResources
    private let selection: AppleSelection

    init(apple: AppleResources) {
        self.apple = apple
        selection = AppleSelection(apple)
    }

    func ownResources(for locale: LanguageTag) -> ScannedLocale? {
        guard let shown = selection.shown(for: locale).0, shown.counts.keys > 0, let tag = selection.tag(of: shown),
            LocaleRelation.serves(tag, locale)
        else { return nil }
        return shown
    }

    func missing(_ locale: LanguageTag) -> ScanFinding {
        let (shown, resolution) = selection.shown(for: locale)
        let shownText = shown.map { "\($0.resource.folder) (\(resolution.reason))" } ?? "no localization"
        let candidates = apple.locales.filter {
            $0.resource.kind == .locale && $0.counts.keys > 0 && LocaleRelation.serves($0.resource.locale!, locale)
        }
        let message: String
        let named = apple.locales.first {
            $0.resource.kind == .locale && $0.resource.folder == "\(locale).lproj" && $0.counts.keys == 0
        }
        if let candidate = candidates.first {
            message =
                "\(locale): \(candidate.resource.folder) serves \(locale), but Apple shows a device set to \(locale) "
                + shownText
        } else if let named {
            // The advice would name the folder the app has: its strings are what is missing.
            let unreadable = named.contains(any: UnreadableFile.all(in: apple.notes))
            message =
                "\(locale): \(named.resource.folder) "
                + (unreadable ? "has a strings file the scan could not read" : "has no strings")
                + ", so a device set to \(locale) gets \(shownText)"
        } else {
            message =
                "\(locale): no localization serves \(locale) on Apple: a device set to \(locale) gets \(shownText)"
                + scriptHint(for: locale) + "; add \(locale).lproj"
        }
        return ScanFinding(.error, .missingLocale, message, path: nil)
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
}

extension ScannedLocale {
    /// The localization's name as the bundle lists it: the folder without `.lproj`, or the
    /// catalog's language key.
    var appleName: String {
        resource.folder.hasSuffix(".lproj") ? String(resource.folder.dropLast(6)) : resource.folder
    }
}
