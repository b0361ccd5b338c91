internal import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// A platform's own list of the app's locales (Xcode's `knownRegions`, Android's
/// `locales_config.xml` or the one the Gradle plugin generates) against the policy and the
/// resources: entries listed twice, in legacy codes, that are no tag, supported locales the
/// list lacks, entries the policy does not support, entries without resources, and resources
/// the list does not name. Entries and policy locales are compared by
/// `LocaleRelation/isSame(_:as:)`; two entries are one when their canonical tags are equal
/// (`in` and `id`, not `pt` and `pt-BR`); a resource is listed under its own name.
///
/// ```swift
/// // locales_config.xml lists "in" and omits zh-Hant:
/// // "warning: locales_config.xml lists in, a legacy code: write id"
/// // "error: locales_config.xml lacks zh-Hant, which the policy supports: Android's language settings will not offer it"
/// ```
struct LocaleListCheck {
    /// One entry: as written, read as a tag (nil when it is none).
    struct Entry {
        let text: String
        let tag: LanguageTag?
        /// A legacy form and its modern one, when the entry is written in one.
        let modern: String?
        /// What Android reads an entry written as a folder qualifier as (`rbr` for `pt-rBR`).
        var misread: String? = nil

        /// An entry of Android's locale config, which `LocaleConfig` reads with
        /// `Locale.forLanguageTag`: a folder qualifier (`pt-rBR`, `b+sr+Latn`) is misread
        /// (`rbr`, no language), and stands for the tag it was meant as.
        init(androidName text: String) {
            let isQualifier =
                text.hasPrefix("b+")
                || text.split(separator: "-").dropFirst().contains { $0.hasPrefix("r") && $0.count == 3 }
            if isQualifier, let folder = try? AndroidResourceFolder(qualifiers: text), folder.otherQualifiers.isEmpty,
                let locale = folder.locale, let meant = LanguageTag(locale.description)
            {
                self.init(
                    text: text, tag: meant, modern: meant.description,
                    misread: LanguageTag(text)?.canonicalized().description ?? "und")
                return
            }
            let tag = LanguageTag(text)
            let canonical = tag?.canonicalized()
            self.init(text: text, tag: tag, modern: canonical != tag ? canonical?.description : nil)
        }

        init(text: String, tag: LanguageTag?, modern: String?, misread: String? = nil) {
            self.text = text
            self.tag = tag
            self.modern = modern
            self.misread = misread
        }
    }

    /// How the list is named in messages (`knownRegions`, `res/xml/locales_config.xml`).
    let name: String
    /// What a missing entry costs, in words.
    let missingCost: String
    let path: String?
    let entries: [Entry]
    /// The locales the platform has resources for.
    let resources: [(folder: String, tag: LanguageTag)]
    let options: ScanOptions
    /// Whether a resource is listed only under its own name (Xcode's `knownRegions`), or also
    /// by a locale of no region that is it once maximized (Android: `zh-Hans` lists `values-zh`).
    var exactNames = false

    func findings(for policy: AppLanguagePolicy) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        var seen: [(text: String, tag: LanguageTag)] = []
        for entry in entries {
            guard let tag = entry.tag else {
                findings.append(finding(.error, .invalidEntry, "\(name) lists \(entry.text), which is no BCP 47 tag"))
                continue
            }
            if let earlier = seen.first(where: { $0.tag.canonicalized() == tag.canonicalized() }) {
                let what = earlier.text == entry.text ? "twice" : "and \(earlier.text), one locale"
                findings.append(finding(.warning, .duplicateEntry, "\(name) lists \(entry.text) \(what)"))
                continue
            }
            seen.append((entry.text, tag))
            if let misread = entry.misread, let modern = entry.modern {
                findings.append(
                    finding(
                        .error, .invalidEntry,
                        "\(name) lists \(entry.text), a folder qualifier, which Android reads as \(misread): write \(modern)"
                    ))
            } else if let modern = entry.modern {
                findings.append(
                    finding(.warning, .legacyEntry, "\(name) lists \(entry.text), a legacy name: write \(modern)"))
            }
            if !policy.supportedLocales.contains(where: { LocaleRelation.isSame(tag, as: $0) }) {
                findings.append(
                    finding(
                        options.unsupportedSeverity, .unsupportedEntry,
                        "\(name) lists \(entry.text), which the policy does not support"))
            }
            if !resources.contains(where: { LocaleRelation.isSame($0.tag, as: tag) }) {
                findings.append(
                    finding(
                        .warning, .entryWithoutResources,
                        "\(name) lists \(entry.text), which has no resources: who picks it gets another language"))
            }
        }
        let missing = policy.supportedLocales.filter { locale in
            !seen.contains { LocaleRelation.isSame($0.tag, as: locale) }
        }
        for locale in missing {
            findings.append(
                finding(.error, .missingEntry, "\(name) lacks \(locale), which the policy supports: \(missingCost)"))
        }
        // A resource is listed under its own name (pt-BR.lproj is not pt's: a list that names pt
        // leaves pt-BR out), or, on Android, by a regionless locale that is it once maximized.
        let unlisted = resources.filter { resource in
            !seen.contains { entry in
                resource.tag.canonicalized() == entry.tag.canonicalized()
                    || (!exactNames && resource.tag.region == nil && entry.tag.region == nil
                        && LocaleRelation.isSame(resource.tag, as: entry.tag))
            }
                && !missing.contains { LocaleRelation.isSame(resource.tag, as: $0) }
        }
        if !unlisted.isEmpty {
            let list = unlisted.map { "\($0.tag) (\($0.folder))" }.joined(separator: ", ")
            findings.append(
                finding(
                    .note, .unlistedResources,
                    "\(name) does not list \(unlisted.count == 1 ? "a locale" : "\(unlisted.count) locales") the policy "
                        + "does not support either, which have resources: \(list)"))
        }
        return findings
    }

    private func finding(_ severity: ScanFinding.Severity, _ code: ScanFinding.Code, _ message: String) -> ScanFinding {
        ScanFinding(severity, code, message, path: path)
    }
}
