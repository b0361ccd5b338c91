internal import Foundation
internal import LanguagePolicyInternals
internal import LanguageTags
internal import PlatformModels
internal import WireDocuments

/// What ``EffectiveLocalization`` reads of a bundle for one effective locale: Apple's matching
/// of the effective locale among its localizations, and the folders of string tables in
/// CFBundle's order. Read once per bundle and effective locale in a process
/// (``cached(_:language:)``): an app's bundles do not change while it runs.
final class BundleScan: Sendable {
    /// The bundle the strings were asked of.
    let source: Bundle
    /// Apple's bundle matching with the effective locale as the only preference.
    let resolution: AppleBundleResolution
    /// The `.lproj` folder ``bundle`` is; nil when the bundle has none on the search list.
    let localization: String?
    /// The `.lproj` bundle of ``localization``, or ``source`` when there is none.
    let bundle: Bundle
    /// Where tables are looked for, in CFBundle's order.
    let folders: [Folder]
    /// The language of the strings that load: the localization shown, or the development
    /// region's when the bundle shows none; nil when it names neither.
    let loadedLanguage: String?

    /// A folder of string tables: the bundle's own, or one `.lproj` bundle.
    struct Folder: Sendable {
        let bundle: Bundle
        /// The names of the tables it holds (`.strings` or `.stringsdict`, without extension).
        let tables: Set<String>
    }

    /// Reads `bundle` for `language`: its localizations matched as CFBundle matches them, then
    /// its folders: the bundle's own (strings that are not localized), the chosen `.lproj`,
    /// `Base.lproj`, then the rest of the search list.
    init(_ bundle: Bundle, language: LanguageTag) {
        source = bundle
        // Info.plist's value, as `developmentLocalization` gives it (which traps on Linux when
        // the key is absent).
        let developmentRegion = (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String).flatMap {
            $0.isEmpty ? nil : $0
        }
        resolution = AppleBundleLocalizations(localizations: bundle.localizations, developmentRegion: developmentRegion)
            .resolve(preferences: [language.description])
        var order = resolution.searchList
        order.insert("Base", at: min(1, order.count))
        var seen: Set<String> = []
        var localized: [(name: String, folder: Folder)] = []
        for name in order where seen.insert(name).inserted {
            guard let url = bundle.resourceURL?.appendingPathComponent("\(name).lproj"),
                let folder = Bundle(url: url).flatMap(Self.folder)
            else { continue }
            localized.append((name, folder))
        }
        localization = localized.first?.name
        loadedLanguage = resolution.shownLocalization ?? developmentRegion
        self.bundle = localized.first?.folder.bundle ?? bundle
        folders = [Self.folder(bundle)].compactMap { $0 } + localized.map(\.folder)
    }

    /// The folder of `bundle`'s own resources and the tables in it; nil when it cannot be read.
    private static func folder(_ bundle: Bundle) -> Folder? {
        guard let resources = bundle.resourceURL,
            let files = try? FileManager.default.contentsOfDirectory(atPath: resources.path)
        else { return nil }
        let tables = files.compactMap { file -> Substring? in
            [".strings", ".stringsdict"].first(where: file.hasSuffix).map { file.dropLast($0.count) }
        }
        return Folder(bundle: bundle, tables: Set(tables.map(String.init)))
    }

    /// The scans made in this process, by bundle path and effective locale, and how many times
    /// each bundle was read.
    private static let scans = Locked((entries: [Key: BundleScan](), reads: [String: Int]()))

    private struct Key: Hashable {
        let path: String
        let language: LanguageTag
    }

    /// The most scans kept: more bundles × effective locales than an app uses; past it the
    /// oldest are read again when asked for.
    private static let capacity = 64

    /// `bundle`'s scan for `language`, read on first use and kept.
    static func cached(_ bundle: Bundle, language: LanguageTag) -> BundleScan {
        let key = Key(path: bundle.bundleURL.standardizedFileURL.path, language: language)
        let kept = scans.withLock { scans -> BundleScan? in
            if let scan = scans.entries[key] { return scan }
            scans.reads[key.path, default: 0] += 1
            return nil
        }
        if let kept { return kept }
        // Read outside the lock: another thread asking at the same time may read it too.
        let scan = BundleScan(bundle, language: language)
        return scans.withLock { scans in
            if let existing = scans.entries[key] { return existing }
            if scans.entries.count >= capacity { scans.entries.removeAll() }
            scans.entries[key] = scan
            return scan
        }
    }

    /// How many times the bundle at `url` was read (for tests).
    static func reads(ofBundleAt url: URL) -> Int {
        scans.withLock { $0.reads[url.standardizedFileURL.path] ?? 0 }
    }
}
