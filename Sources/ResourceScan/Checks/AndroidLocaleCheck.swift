internal import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// Whether Android loads each supported locale's own resources for a device set to it: the
/// Android model (``AndroidResourceMatcher``) over the folders that have strings and that the
/// build ships (aapt2's `-c` of `localeFilters`), and the folder it loads must serve the locale
/// (`LocaleRelation/serves(_:_:)`; `values/` is in the default language)
/// (``SupportedLocaleCheck`` runs it over the supported locales, with completeness).
///
/// ```swift
/// // zh-Hant with only values-zh:
/// // "zh-Hant: Android compares likely scripts: a zh-Hant device (Hant) never loads values-zh
/// //  (Hans); name it values-b+zh+Hant or values-zh-rTW"
/// ```
struct AndroidLocaleCheck: PlatformLocaleShowing {
    let android: AndroidResources
    private let selection: AndroidSelection

    init(android: AndroidResources) {
        self.android = android
        selection = AndroidSelection(android)
    }

    func ownResources(for locale: LanguageTag) -> ScannedLocale? {
        guard let chosen = selection.loaded(for: locale).0, let tag = chosen.resource.locale,
            LocaleRelation.serves(tag, locale)
        else { return nil }
        return chosen
    }

    func missing(_ locale: LanguageTag) -> ScanFinding {
        let resolution = selection.loaded(for: locale).1
        let candidates = android.locales.filter { candidate in
            guard candidate.resource.kind == .locale, candidate.entries > 0, let tag = candidate.resource.locale
            else {
                return false
            }
            return LocaleRelation.serves(tag, locale)
        }
        if let candidate = candidates.first(where: { selection.filteredOut.contains($0.resource.folder) }) {
            return filtered(locale, candidate)
        } else if let candidate = candidates.first {
            return ScanFinding(
                .error, .missingLocale,
                "\(locale): \(candidate.resource.folder) serves \(locale), but a device set to \(locale) gets "
                    + resolution.folderChoice.description, path: candidate.paths.first)
        }
        return ScanFinding(.error, .missingLocale, message(for: locale, resolution), path: nil)
    }

    /// A supported locale whose folder the filters strip, with aapt2's rule and the entry that
    /// would keep it.
    private func filtered(_ locale: LanguageTag, _ candidate: ScannedLocale) -> ScanFinding {
        let files = android.filterFiles
        // The folder's own qualifiers are an entry aapt2 reads.
        let keep = candidate.resource.folder.dropFirst("values-".count)
        return ScanFinding(
            .error, .filteredLocale,
            "\(locale): \(candidate.resource.folder) serves \(locale), but the build leaves it out of every APK and "
                + "bundle: the locale filters of \(files.joined(separator: ", ")) are "
                + android.localeFilters.joined(separator: ", ")
                + ", and aapt2 keeps a folder only for an entry of its own locale (a language entry keeps no region "
                + "of it); add \(keep)", path: files.first)
    }

    /// Why a locale without a folder of its own gets another, and the folder names that would
    /// serve it; none when the app has a folder of such a name already (its strings are what
    /// is missing: none, or a file the scan could not read).
    private func message(for locale: LanguageTag, _ resolution: AndroidResolution) -> String {
        let choice = resolution.folderChoice
        let candidates = Self.folderNames(for: locale)
        if let present = android.locales.first(where: { candidates.contains($0.resource.folder) }) {
            let unreadable = present.contains(any: UnreadableFile.all(in: android.notes))
            return "\(locale): \(present.resource.folder) "
                + (unreadable ? "has a strings file the scan could not read" : "has no strings")
                + ", so a device set to \(locale) gets \(choice)"
        }
        let names = candidates.joined(separator: " or ")
        if let rejected = choice.rejected, rejected.mismatch == .otherScript {
            return
                "\(locale): Android compares likely scripts: a \(locale) device (\(choice.device.script ?? "no script")) "
                + "never loads \(rejected.folder.name) (\(rejected.folderScript ?? "no script")); name it \(names)"
        }
        return "\(locale): no values folder serves \(locale) on Android: a device set to \(locale) gets "
            + "\(choice); name it \(names)"
    }

    /// The folder names that serve `locale`: the `b+` form with its script, or the qualifier
    /// Android writes, and the region form where Android computes the locale's script for
    /// its likely region (`zh-rTW` for zh-Hant).
    static func folderNames(for locale: LanguageTag) -> [String] {
        let device = AndroidLocale(deviceLocale: locale)
        guard let language = device.language else { return [] }
        var names: [String] = []
        if let script = locale.script {
            names.append(
                "values-b+"
                    + ([language, script.description] + [locale.region?.description].compactMap { $0 })
                    .joined(separator: "+"))
            if locale.region == nil, let region = locale.maximized()?.region?.description, region.utf8.count == 2,
                AndroidLocale(bcp47: "\(language)-\(region)").script == script.description
            {
                names.append("values-\(language)-r\(region)")
            }
        } else if let region = device.region {
            names.append(region.utf8.count == 2 ? "values-\(language)-r\(region)" : "values-b+\(language)+\(region)")
        } else {
            names.append("values-\(language)")
        }
        return names
    }
}
