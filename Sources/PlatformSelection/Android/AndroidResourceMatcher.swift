import LanguageTags

/// Android's language selection for one app's resource folders, prepared once and then cheap
/// per device: which device locale Android resolves with (``AndroidLocaleListMatcher``, the
/// app's locales as Android reports them), and which folder each resource comes from
/// (`ResTable_config::match` and `isLocaleBetterThan`, as `LoadedArsc` applies them).
///
/// Folders are compared by their locale parts (Android compares locales before any other
/// qualifier); of folders with the same locale, the first one listed stands for them all.
/// Among equally good folders Android keeps the one it reads first: list folders in the order
/// aapt2 writes them (`values` first) where that matters.
///
/// ```swift
/// let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-en", "values-en-rGB", "values-fr"])
/// let resolution = matcher.resolve(deviceLocales: try ["en-AU", "fr-FR"].map { try LanguageTag(parsing: $0) })
/// resolution.folder?.name   // "values-en"
/// resolution.description    // "… values-en is an ancestor of en-AU and beats values-en-rGB"
/// ```
public struct AndroidResourceMatcher: Sendable {
    /// The folders, as given.
    public let folders: [AndroidResourceFolder]
    /// The locale data the matcher decides with.
    public let data: AndroidLocaleData
    /// The app's locales as Android reports them to Java (`tl` as `fil`, scripts only when
    /// named), which the first stage matches the device's locales against.
    public let supportedLocales: [LanguageTag]

    /// The distinct locales of the folders, in the order first listed.
    private let candidates: [Candidate]
    /// Candidate indices to try for a device language (the default folders, that language's,
    /// and `tl`/`fil` for each other), in order.
    private let candidatesByLanguage: [UInt16: [Int]]
    /// The default folders' candidate indices, for any other language.
    private let defaultCandidates: [Int]
    private let localeListMatcher: AndroidLocaleListMatcher

    private struct Candidate: Sendable {
        let locale: AndroidLocale
        let folder: AndroidResourceFolder
    }

    /// A matcher for `folders` (read with ``AndroidResourceFolder/init(parsing:)``).
    public init(folders: [AndroidResourceFolder], data: AndroidLocaleData = .cldr46) {
        self.folders = folders
        self.data = data
        var candidates: [Candidate] = []
        var seen: Set<AndroidLocale> = []
        for folder in folders where seen.insert(folder.locale ?? .none).inserted {
            candidates.append(Candidate(locale: folder.locale ?? .none, folder: folder))
        }
        self.candidates = candidates
        var byLanguage: [UInt16: [Int]] = [:]
        for language in Set(candidates.map(\.locale.packedLanguage)) where language != 0 {
            byLanguage[language] = candidates.indices.filter {
                candidates[$0].locale.isNone
                    || AndroidPacking.areEquivalent(candidates[$0].locale.packedLanguage, language)
            }
        }
        let (tagalog, filipino) = (AndroidPacking.tagalog, AndroidPacking.filipino)
        byLanguage[tagalog] = byLanguage[tagalog] ?? byLanguage[filipino]
        byLanguage[filipino] = byLanguage[filipino] ?? byLanguage[tagalog]
        candidatesByLanguage = byLanguage
        defaultCandidates = candidates.indices.filter { candidates[$0].locale.isNone }
        var reported: [LanguageTag] = []
        for candidate in candidates where !candidate.locale.isNone {
            if let tag = LanguageTag(candidate.locale.reportedTag), !reported.contains(tag) { reported.append(tag) }
        }
        supportedLocales = reported
        localeListMatcher = AndroidLocaleListMatcher(supportedLocales: reported)
    }

    /// A matcher for folders given by name (`values`, `values-fr`, `values-b+sr+Latn`…).
    ///
    /// - Throws: ``AndroidFolderError`` for the first name aapt2 would reject or misread.
    public init(folderNames: some Sequence<String>, data: AndroidLocaleData = .cldr46) throws(AndroidFolderError) {
        var folders: [AndroidResourceFolder] = []
        for name in folderNames { folders.append(try AndroidResourceFolder(parsing: name)) }
        self.init(folders: folders, data: data)
    }

    /// Both stages for a device's locales (in the user's order): the device locale Android
    /// resolves with, and the folder resources come from.
    ///
    /// ```swift
    /// let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-zh-rCN"])
    /// matcher.resolve(deviceLocales: try ["ko-KR", "zh-TW"].map { try LanguageTag(parsing: $0) }).folder?.name
    /// // "values" (ko-KR is used: zh-TW is Hant, the app's zh-CN Hans)
    /// ```
    public func resolve(deviceLocales: [LanguageTag]) -> AndroidResolution {
        let choice: AndroidDeviceLocaleChoice?
        if supportedLocales.allSatisfy(Self.isPseudoLocale), deviceLocales.count > 1 {
            choice = AndroidDeviceLocaleChoice(index: 0, locale: deviceLocales[0], reason: .systemLocales)
        } else {
            choice = localeListMatcher.firstMatch(in: deviceLocales)
        }
        let device = choice.map { AndroidLocale(deviceLocale: $0.locale, data: data) } ?? .none
        return AndroidResolution(deviceLocale: choice, folderChoice: folderChoice(for: device))
    }

    /// The second stage alone: the folder a resource comes from for `device`, the locale
    /// Android resolves with.
    ///
    /// ```swift
    /// let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-es", "values-es-rMX"])
    /// matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "es-AR"))).folder?.name
    /// // "values-es-rMX" (es-MX stands in for es-419)
    /// ```
    public func folderChoice(for device: AndroidLocale) -> AndroidFolderChoice {
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
                device: device, folder: nil, reason: .onlyMatch, rejected: rejection(rejected, device))
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
            let index = candidatesByLanguage[modern]?.first(where: { !candidates[$0].locale.isNone })
        else { return nil }
        return AndroidRejectedFolder(folder: candidates[index].folder, mismatch: .otherLanguage, folderScript: nil)
    }

    /// Android's legacy codes → the modern ones, packed as Android packs them.
    private static let modernCodes: [UInt16: UInt16] = [
        AndroidPacking.language("iw".utf8): AndroidPacking.language("he".utf8),
        AndroidPacking.language("in".utf8): AndroidPacking.language("id".utf8),
        AndroidPacking.language("ji".utf8): AndroidPacking.language("yi".utf8),
    ]

    private static func isPseudoLocale(_ tag: LanguageTag) -> Bool {
        tag.description == "en-XA" || tag.description == "ar-XB"
    }
}

extension AndroidLocale {
    /// The tag Android reports for a folder locale to Java (`getBcp47Locale` canonicalized:
    /// `tl` becomes `fil`).
    var reportedTag: String {
        packedLanguage == AndroidPacking.tagalog
            ? AndroidLocale(
                language: AndroidPacking.filipino, region: packedRegion, script: packedScript,
                scriptWasComputed: scriptWasComputed, variant: packedVariant, numberingSystem: packedNumberingSystem
            ).description : description
    }
}
