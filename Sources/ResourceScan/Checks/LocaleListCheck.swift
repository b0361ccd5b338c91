internal import AppLanguage
internal import LanguageTags

/// A platform's own list of the app's locales (Xcode's `knownRegions`, Android's
/// `locales_config.xml` or the one the Gradle plugin generates) against the policy and the
/// resources: entries listed twice, in legacy codes, that are no tag, supported locales the
/// list lacks, entries the policy does not support, entries without resources, and resources
/// the list does not name. Entries and locales are compared by
/// ``LocaleRelation/isSame(_:as:)``.
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

    func findings(for policy: AppLanguagePolicy) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        var seen: [(text: String, tag: LanguageTag)] = []
        for entry in entries {
            guard let tag = entry.tag else {
                findings.append(finding(.error, .invalidEntry, "\(name) lists \(entry.text), which is no BCP 47 tag"))
                continue
            }
            if let earlier = seen.first(where: { LocaleRelation.isSame($0.tag, as: tag) }) {
                let what = earlier.text == entry.text ? "twice" : "and \(earlier.text), one locale"
                findings.append(finding(.warning, .duplicateEntry, "\(name) lists \(entry.text) \(what)"))
                continue
            }
            seen.append((entry.text, tag))
            if let modern = entry.modern {
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
        let unlisted = resources.filter { resource in
            !seen.contains { LocaleRelation.isSame(resource.tag, as: $0.tag) }
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
