/// The second stage of Android's language selection for one app's resource folders, prepared
/// once and then cheap per device locale: the folder each resource comes from
/// (`ResTable_config::match` and `isLocaleBetterThan`, as `LoadedArsc` applies them).
///
/// Folders are compared by their locale parts (Android compares locales before any other
/// qualifier); of folders with the same locale, the first one listed stands for them all.
/// Among equally good folders Android keeps the one it reads first: list folders in the order
/// aapt2 writes them (`values` first) where that matters.
///
/// ```swift
/// let matcher = try AndroidFolderMatcher(folderNames: ["values", "values-en", "values-en-rGB"])
/// let choice = matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "en-AU")))
/// choice.folder?.name   // "values-en"
/// choice.description    // "values-en, which is an ancestor of en-AU and beats values-en-rGB"
/// ```
package struct AndroidFolderMatcher: Sendable {
    /// The folders, as given.
    package let folders: [AndroidResourceFolder]
    /// The locale data the matcher decides with.
    package let data: AndroidLocaleData

    /// The distinct locales of the folders, in the order first listed.
    private let candidates: [Candidate]
    /// Candidate indices to try for a device language (the default folders, that language's,
    /// and `tl`/`fil` for each other), in order.
    private let candidatesByLanguage: [UInt16: [Int]]
    /// The default folders' candidate indices, for any other language.
    private let defaultCandidates: [Int]

    private struct Candidate: Sendable {
        let locale: AndroidLocale
        let folder: AndroidResourceFolder
    }

    /// A matcher for `folders` (read with ``AndroidResourceFolder/init(parsing:)``).
    package init(folders: [AndroidResourceFolder], data: AndroidLocaleData = .cldr46) {
        self.folders = folders
        self.data = data
        var candidates: [Candidate] = []
        var seen: Set<AndroidLocale> = []
        for folder in folders where seen.insert(folder.locale ?? .unspecified).inserted {
            candidates.append(Candidate(locale: folder.locale ?? .unspecified, folder: folder))
        }
        self.candidates = candidates
        // Each language's list: the default folders and that language's, in order.
        var byLanguage: [UInt16: [Int]] = [:]
        var defaults: [Int] = []
        for (index, candidate) in candidates.enumerated() {
            let language = candidate.locale.packedLanguage
            if candidate.locale.isUnspecified {
                defaults.append(index)
                for key in byLanguage.keys { byLanguage[key]!.append(index) }
            } else {
                byLanguage[language, default: defaults].append(index)
            }
        }
        // tl and fil are one language: each list has the other's folders too.
        let (tagalog, filipino) = (AndroidPacking.tagalog, AndroidPacking.filipino)
        if byLanguage[tagalog] != nil || byLanguage[filipino] != nil {
            let merged = Array(Set(byLanguage[tagalog, default: defaults] + byLanguage[filipino, default: defaults]))
            byLanguage[tagalog] = merged.sorted()
            byLanguage[filipino] = merged.sorted()
        }
        candidatesByLanguage = byLanguage
        defaultCandidates = defaults
    }

    /// A matcher for folders given by name (`values`, `values-fr`, `values-b+sr+Latn`…).
    ///
    /// - Throws: ``AndroidFolderError`` for the first name aapt2 would reject or misread.
    package init(folderNames: some Sequence<String>, data: AndroidLocaleData = .cldr46) throws(AndroidFolderError) {
        var folders: [AndroidResourceFolder] = []
        for name in folderNames { folders.append(try AndroidResourceFolder(parsing: name)) }
        self.init(folders: folders, data: data)
    }

    /// The locales the folders give Android to report to Java, distinct, in order.
    var locales: [AndroidLocale] { candidates.map(\.locale).filter { !$0.isUnspecified } }

    /// The folder a resource comes from for `device`, the locale Android resolves with.
    ///
    /// ```swift
    /// let matcher = try AndroidFolderMatcher(folderNames: ["values", "values-es", "values-es-rMX"])
    /// matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "es-AR"))).folder?.name
    /// // "values-es-rMX" (es-MX stands in for es-419)
    /// ```
    package func folderChoice(for device: AndroidLocale) -> AndroidFolderChoice {
        let list = candidatesByLanguage[device.packedLanguage] ?? defaultCandidates
        var best: Int?
        var rejected: Int?
        for index in list {
            if data.mismatch(of: candidates[index].locale, for: device) != nil {
                if rejected == nil { rejected = index }
            } else if best.map({ isPreferred(index, over: $0, device: device) }) ?? true {
                best = index
            }
        }
        guard let best else {
            return AndroidFolderChoice(
                device: device, folder: nil, reason: .noMatch, rejected: rejection(rejected, device))
        }
        var runnerUp: Int?
        for index in list where index != best && data.mismatch(of: candidates[index].locale, for: device) == nil {
            if runnerUp.map({ isPreferred(index, over: $0, device: device) }) ?? true { runnerUp = index }
        }
        let reason: AndroidFolderReason
        if let runnerUp {
            let other = candidates[runnerUp].folder
            reason =
                data.preference(for: candidates[best].locale, over: candidates[runnerUp].locale, device: device)
                .map { .preferred(over: other, because: $0) } ?? .listedFirst(over: other)
        } else {
            reason = .onlyMatch
        }
        return AndroidFolderChoice(
            device: device, folder: candidates[best].folder, reason: reason, rejected: rejection(rejected, device))
    }

    private func isPreferred(_ index: Int, over other: Int, device: AndroidLocale) -> Bool {
        data.preference(for: candidates[index].locale, over: candidates[other].locale, device: device) != nil
    }

    /// The rejected folder of the device's language, or else one in the modern code of a
    /// language Android hands over in its legacy code (`values-he` for `iw`).
    private func rejection(_ index: Int?, _ device: AndroidLocale) -> AndroidRejectedFolder? {
        if let index {
            let locale = candidates[index].locale
            let script = data.matchingScript(of: locale)
            return AndroidRejectedFolder(
                folder: candidates[index].folder, mismatch: data.mismatch(of: locale, for: device)!,
                folderScript: script == 0 ? nil : AndroidPacking.text(UInt64(script), width: 4))
        }
        guard let modern = Self.modernCodes[device.packedLanguage],
            let index = candidatesByLanguage[modern]?.first(where: { !candidates[$0].locale.isUnspecified })
        else { return nil }
        return AndroidRejectedFolder(folder: candidates[index].folder, mismatch: .otherLanguage, folderScript: nil)
    }

    /// Android's legacy codes → the modern ones, packed as Android packs them.
    private static let modernCodes: [UInt16: UInt16] = [
        AndroidPacking.language("iw".utf8): AndroidPacking.language("he".utf8),
        AndroidPacking.language("in".utf8): AndroidPacking.language("id".utf8),
        AndroidPacking.language("ji".utf8): AndroidPacking.language("yi".utf8),
    ]
}
