public import Foundation
internal import PlatformModels

/// A bundle's strings in the effective locale, for apps in the policy-resolved mode (the
/// decision, not the bundle's own matching of the device languages, says which strings load).
///
/// The localization is the one Apple's own bundle matching picks when the effective locale is
/// the only preference (`PlatformModels`' `AppleBundleLocalizations`: Apple's parent and alias
/// maps, CLDR parents, the Portuguese rule, then CFBundle's backstops): an `en-AU` decision
/// loads `en-GB.lproj`, `zh-MO` loads `zh-HK.lproj`, `pt-PT` loads `pt-BR.lproj`, and a locale
/// the bundle has nothing for loads the development region's. Tables are looked up as CFBundle
/// looks them up along that search list: the bundle's own folder (strings that are not
/// localized), the chosen `.lproj`, `Base.lproj`, then the rest of the search list; a key
/// missing from the table found gives `value`, else the key.
///
/// Make one per snapshot (it matches and lists the bundle's folders once), not per string.
///
/// ```swift
/// let strings = context.current.strings(in: .main)   // an en-AU decision
/// strings.localization                               // "en-GB": Apple's parent map sends en-AU to en-GB
/// title.text = strings.localizedString(forKey: "color", value: nil, table: nil)   // "Colour"
/// Text("color", bundle: strings.bundle)              // SwiftUI, from en-GB.lproj
/// price.text = strings.localizedString(forKey: "price", formatting: [3.5])        // in formattingLocale
/// ```
public struct EffectiveLocalization: Sendable {
    /// The snapshot whose effective locale chose the strings.
    public let snapshot: EffectiveLocaleContext.Snapshot
    /// Apple's bundle matching with the effective locale as the only preference: the search
    /// list, the localization shown and why (`resolution.reason.description`).
    public let resolution: AppleBundleResolution
    /// The `.lproj` folder ``bundle`` is (`"en-GB"`): the first folder in CFBundle's order (the
    /// shown localization, `Base`, the rest of the search list); nil when the bundle has none.
    public let localization: String?
    /// The bundle for APIs that take one (`Text(_:bundle:)`, `String(localized:bundle:)`,
    /// `NSLocalizedString`): the `.lproj` bundle of ``localization``, or the bundle itself
    /// when it has no `.lproj` folder on the search list, as CFBundle then reads its own
    /// folder. It holds that localization's tables only; ``localizedString(forKey:value:table:)``
    /// also finds tables the localization lacks.
    public let bundle: Bundle
    /// Where tables are looked for, in CFBundle's order.
    private let folders: [Folder]

    /// A folder of string tables: the bundle's own, or one `.lproj` bundle.
    private struct Folder: Sendable {
        let bundle: Bundle
        /// The names of the tables it holds (`.strings` or `.stringsdict`, without extension).
        let tables: Set<String>
    }

    /// `bundle`'s strings in `snapshot`'s effective locale, matched against the bundle's
    /// `localizations` (Info.plist's `CFBundleLocalizations` and its `.lproj` folders) and
    /// `developmentLocalization` (`CFBundleDevelopmentRegion`).
    public init(bundle: Bundle, snapshot: EffectiveLocaleContext.Snapshot) {
        self.snapshot = snapshot
        // Info.plist's value, as `developmentLocalization` gives it (which traps on Linux when
        // the key is absent).
        let developmentRegion = (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String).flatMap {
            $0.isEmpty ? nil : $0
        }
        resolution = AppleBundleLocalizations(localizations: bundle.localizations, developmentRegion: developmentRegion)
            .resolve(preferences: [snapshot.language.description])
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
        self.bundle = localized.first?.folder.bundle ?? bundle
        folders = [Self.folder(bundle)].compactMap { $0 } + localized.map(\.folder)
    }

    /// The effective locale, for strings and content.
    public var locale: Locale { snapshot.locale }

    /// The locale for formatters: the effective language with the device's region and `-u-`
    /// preferences (the snapshot's `formattingLocale`).
    public var formattingLocale: Locale { snapshot.formattingLocale }

    /// The string for `key` in `table` (`Localizable` when nil or empty), with
    /// `Bundle.localizedString(forKey:value:table:)`'s semantics: the table is the first found
    /// in CFBundle's order; a key it lacks gives `value`, or `key` when `value` is nil or empty.
    ///
    /// ```swift
    /// strings.localizedString(forKey: "farewell", value: "Bye", table: nil)   // "Bye" if the table lacks it
    /// ```
    public func localizedString(forKey key: String, value: String?, table: String?) -> String {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        guard let folder = folders.first(where: { $0.tables.contains(name) }) else {
            guard let value, !value.isEmpty else { return key }
            return value
        }
        return folder.bundle.localizedString(forKey: key, value: value, table: name)
    }

    /// The string for `key` in `table` used as a format (`String(format:locale:arguments:)`)
    /// with ``formattingLocale``, so numbers follow the device's region and keywords. The
    /// arguments are an array, so that a lookup without them never reads the string as a format.
    ///
    /// ```swift
    /// strings.localizedString(forKey: "price", formatting: [3.5])   // "Prix : 3,5" in French
    /// ```
    public func localizedString(forKey key: String, table: String? = nil, formatting arguments: [any CVarArg])
        -> String
    {
        String(
            format: localizedString(forKey: key, value: nil, table: table), locale: formattingLocale,
            arguments: arguments)
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
}

extension EffectiveLocaleContext.Snapshot {
    /// `bundle`'s strings in this snapshot's effective locale: the localization Apple's own
    /// rules pick for it, with this snapshot's `Locale`s for formatters.
    ///
    /// ```swift
    /// for await snapshot in context.snapshots() {
    ///     let strings = snapshot.strings(in: .main)
    ///     title.text = strings.localizedString(forKey: "color", value: nil, table: nil)
    /// }
    /// ```
    public func strings(in bundle: Bundle) -> EffectiveLocalization {
        EffectiveLocalization(bundle: bundle, snapshot: self)
    }
}

extension EffectiveLocaleContext {
    /// `bundle`'s strings in the current effective locale (`current.strings(in:)`). Ask again
    /// after each change, or follow `snapshots()` and ask each snapshot.
    ///
    /// ```swift
    /// let strings = context.strings(in: .main)   // an en-AU decision: en-GB.lproj
    /// title.text = strings.localizedString(forKey: "color", value: nil, table: nil)   // "Colour"
    /// ```
    public func strings(in bundle: Bundle) -> EffectiveLocalization {
        current.strings(in: bundle)
    }
}
