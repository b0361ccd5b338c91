import TestSupport

@testable import PlatformModels

/// A difference between Android 10's locale data (its ICU and CLDR of 2019) and CLDR 46:
/// one or more entries, named, with the cause.
struct AndroidDataDifference: CustomStringConvertible {
    let name: String
    let cause: String
    let entries: [AndroidDataEntry]

    /// A difference of one entry, named after it.
    init(_ entry: AndroidDataEntry, cause: String) {
        name = entry.description
        self.cause = cause
        entries = [entry]
    }

    /// A difference of several entries of one cause.
    init(_ name: String, cause: String, entries: [AndroidDataEntry]) {
        self.name = name
        self.cause = cause
        self.entries = entries
    }

    var description: String { name }

    /// The model's data with Android 10's values for the entries.
    func apply(to data: AndroidLocaleData) -> AndroidLocaleData { entries.reduce(data) { $1.apply(to: $0) } }
}

/// An entry of the locale data with Android 10's value: ``probe()`` reads that value from
/// Android 10's own code, and ``apply(to:)`` gives the model that value.
enum AndroidDataEntry: CustomStringConvertible {
    /// The likely script of a language (and region); nil: none.
    case likelyScript(language: String, region: String?, android10: String?)
    /// The parent of `child` in the tree for `script`; nil: none (the language).
    case parent(child: String, script: String, android10: String?)
    /// Whether `locale` (`language-Script-REGION`) is a representative locale.
    case representative(locale: String, android10: Bool)

    var description: String {
        switch self {
        case .likelyScript(let language, let region, let script):
            let locale = [language, region].compactMap { $0 }.joined(separator: "-")
            return script.map { "\(locale) is \($0) in Android 10" } ?? "\(locale) has no likely script in Android 10"
        case .parent(let child, _, let parent):
            return parent.map { "\(child)'s parent is \($0) in Android 10" } ?? "\(child) has no parent in Android 10"
        case .representative(let locale, let isRepresentative):
            return "\(locale) is \(isRepresentative ? "" : "not ")representative in Android 10"
        }
    }

    /// The model's data with Android 10's value for the entry.
    func apply(to data: AndroidLocaleData) -> AndroidLocaleData {
        switch self {
        case .likelyScript(let language, let region, let script):
            data.settingLikelyScript(script, language: language, region: region)
        case .parent(let child, let script, let parent): data.settingParent(parent, of: child, script: script)
        case .representative(let locale, let isRepresentative): data.settingRepresentative(isRepresentative, locale)
        }
    }

    /// CLDR 46's value for the entry, as the model has it.
    var cldr46Value: String? {
        let data = AndroidLocaleData.cldr46
        switch self {
        case .likelyScript(let language, let region, _):
            let key = AndroidLocale(bcp47: [language, region].compactMap { $0 }.joined(separator: "-")).key
            return data.likelyScriptEntry(key).map { AndroidPacking.text(UInt64($0), width: 4) }
        case .parent(let child, let script, _): return data.parent(of: child, script: script)
        case .representative(let locale, _): return data.isRepresentative(locale) ? locale : nil
        }
    }

    /// The value the entry claims for Android 10.
    var android10Value: String? {
        switch self {
        case .likelyScript(_, _, let script): script
        case .parent(_, _, let parent): parent
        case .representative(let locale, let isRepresentative): isRepresentative ? locale : nil
        }
    }

    /// Android 10's value for the entry, read from its own code.
    ///
    /// A likely script: the script the `script` mode computes for the language (two or three
    /// letters, packed as Android packs them) and a two-letter region; for a numeric region, the
    /// one folder `b+LANG+SCRIPT` of all scripts that serves the locale, `b+LANG+Zzzz` first: it
    /// serves only when Android knows no script. A parent: whether a `b+` folder for the parent is
    /// an ancestor of the child met before the language's own folder. A representative locale
    /// `L-S-R`: whether its folder beats `b+L+S+AA`, as near to `L-S-AQ` and a lower region.
    func probe() throws -> String? {
        switch self {
        case .likelyScript(let language, let region, _):
            if region?.utf8.count ?? 2 == 2 { return try Self.scriptMode(language: language, region: region) }
            return try Self.folderMode(language: language, region: region)
        case .parent(let child, _, let parent):
            guard let candidate = parent ?? cldr46Value else { return nil }
            let language = String(child.split(separator: "-")[0])
            let folder = "b+" + candidate.replacingOccurrences(of: "-", with: "+")
            let line = try PlatformOracles.android.run(["\(child)\t\(language),\(folder)"], arguments: ["folders"])[0]
            return line.hasSuffix("\t\(folder)") ? candidate : nil
        case .representative(let locale, _):
            let parts = locale.split(separator: "-")
            let (language, script) = (parts[0], parts[1])
            let folder = "b+" + parts.joined(separator: "+")
            let line = try PlatformOracles.android.run(
                ["\(language)-\(script)-AQ\tb+\(language)+\(script)+AA,\(folder)"], arguments: ["folders"])[0]
            return line.hasSuffix("\t\(folder)") ? locale : nil
        }
    }

    /// The script Android 10's `script` mode computes for `language` (two or three letters) and
    /// a two-letter `region`; nil: none.
    static func scriptMode(language: String, region: String?) throws -> String? {
        let line = try PlatformOracles.android.run(["\(language)\t\(region ?? "")"], arguments: ["script"])[0]
        let script = String(line.split(separator: "\t", omittingEmptySubsequences: false).last!)
        return script.isEmpty ? nil : script
    }

    /// The script of the one folder `b+LANG+SCRIPT` (of every script, `Zzzz` first) that serves
    /// `language-region` in Android 10's folder choice; nil: `Zzzz`, which serves only when Android
    /// knows no script.
    static func folderMode(language: String, region: String?) throws -> String? {
        let locale = [language, region].compactMap { $0 }.joined(separator: "-")
        let folders = (["Zzzz"] + allScripts).map { "b+\(language)+\($0)" }.joined(separator: ",")
        let line = try PlatformOracles.android.run(["\(locale)\t\(folders)"], arguments: ["folders"])[0]
        let chosen = line.split(separator: "\t").last!.split(separator: "+").last.map(String.init)
        return chosen == "Zzzz" ? nil : chosen
    }

    /// Every script of the model's likely-script table (not the pseudo-locales' made-up ones).
    static let allScripts = Set(
        AndroidTables.likelyScripts.description.split(separator: "\n").map { String($0.split(separator: " ").last!) }
    ).filter { $0.allSatisfy(\.isLetter) }.sorted()
}
