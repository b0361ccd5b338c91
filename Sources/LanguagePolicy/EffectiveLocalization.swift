public import Foundation
public import PlatformModels

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
/// Matching the bundle's localizations and listing its folders happens once per bundle and
/// effective locale in a process (an app's bundles do not change while it runs): asking again
/// on every render, from a snapshot, the context or `EffectiveLocaleModel`, costs a lookup.
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
    /// What was read of the bundle for the snapshot's effective locale.
    let scan: BundleScan

    /// `bundle`'s strings in `snapshot`'s effective locale, matched against the bundle's
    /// `localizations` (Info.plist's `CFBundleLocalizations` and its `.lproj` folders) and
    /// `developmentLocalization` (`CFBundleDevelopmentRegion`).
    public init(bundle: Bundle, snapshot: EffectiveLocaleContext.Snapshot) {
        self.init(scan: BundleScan.cached(bundle, language: snapshot.language), snapshot: snapshot)
    }

    init(scan: BundleScan, snapshot: EffectiveLocaleContext.Snapshot) {
        self.scan = scan
        self.snapshot = snapshot
    }

    /// Apple's bundle matching with the effective locale as the only preference: the search
    /// list, the localization shown and why (`resolution.reason.description`).
    public var resolution: AppleBundleResolution { scan.resolution }
    /// The `.lproj` folder ``bundle`` is (`"en-GB"`): the first folder in CFBundle's order (the
    /// shown localization, `Base`, the rest of the search list); nil when the bundle has none.
    public var localization: String? { scan.localization }
    /// The bundle for APIs that take one (`Text(_:bundle:)`, `String(localized:bundle:locale:)`,
    /// `NSLocalizedString`): the `.lproj` bundle of ``localization``, or the bundle itself
    /// when it has no `.lproj` folder on the search list, as CFBundle then reads its own
    /// folder. It holds that localization's tables only; ``localizedString(forKey:value:table:)``
    /// also finds tables the localization lacks. `String(localized:bundle:)` formats its
    /// interpolations and picks its plural forms with its `locale` argument, `.current` unless
    /// given: pass `locale: displayLocale`, or use `string(_:)` on Apple platforms, which does.
    public var bundle: Bundle { scan.bundle }
    /// The bundle the strings were asked of (`.main`).
    public var sourceBundle: Bundle { scan.source }

    /// The effective locale, for strings and content.
    public var locale: Locale { snapshot.locale }

    /// The direction of the strings that load: the language of the localization shown (the
    /// development region's when the bundle shows none), not the effective locale's. A policy
    /// deciding `ar` for a bundle without `ar.lproj` loads the development region's English,
    /// laid out left to right; with `ar.lproj`, right to left.
    ///
    /// ```swift
    /// context.strings(in: .main).layoutDirection   // .leftToRight: an ar decision, no ar.lproj
    /// ```
    public var layoutDirection: EffectiveLayoutDirection {
        guard let language = scan.loadedLanguage,
            Locale.Language(identifier: language).characterDirection == .rightToLeft
        else { return .leftToRight }
        return .rightToLeft
    }

    /// The locale for formatters: the effective language with the device's region and `-u-`
    /// preferences (the snapshot's `formattingLocale`).
    public var formattingLocale: Locale { snapshot.formattingLocale }

    /// The locale for APIs that choose the localization with the locale they format with
    /// (SwiftUI's `\.locale`, `LocalizedStringResource`): the snapshot's `displayLocale`.
    public var displayLocale: Locale { snapshot.displayLocale }

    /// The string for `key` in `table` (`Localizable` when nil or empty), with
    /// `Bundle.localizedString(forKey:value:table:)`'s semantics: the table is the first found
    /// in CFBundle's order; a key it lacks gives `value`, or `key` when `value` is nil or empty.
    /// A plain `String` key is not extracted into a String Catalog: on Apple platforms write
    /// `string(_:)`, which takes a `LocalizedStringResource`.
    ///
    /// ```swift
    /// strings.localizedString(forKey: "farewell", value: "Bye", table: nil)   // "Bye" if the table lacks it
    /// ```
    public func localizedString(forKey key: String, value: String?, table: String?) -> String {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        guard let folder = scan.folders.first(where: { $0.tables.contains(name) }) else {
            guard let value, !value.isEmpty else { return key }
            return value
        }
        return folder.bundle.localizedString(forKey: key, value: value, table: name)
    }

    /// The string for `key` in `table` used as a format (`String(format:locale:arguments:)`)
    /// with ``formattingLocale``, so numbers follow the device's region and keywords and a
    /// `.stringsdict` plural takes the effective language's rule (its language is the
    /// effective one). Not `String.localizedStringWithFormat`, which formats with
    /// `Locale.current`: the device's language, not the decision. The arguments are an array, so
    /// that a lookup without them never reads the string as a format.
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
}

extension EffectiveLocaleContext.Snapshot {
    /// `bundle`'s strings in this snapshot's effective locale: the localization Apple's own
    /// rules pick for it, with this snapshot's `Locale`s for formatters (the bundle is read once
    /// per effective locale).
    ///
    /// ```swift
    /// let updates = context.snapshots()
    /// Task { @MainActor in
    ///     for await snapshot in updates {
    ///         let strings = snapshot.strings(in: .main)
    ///         title.text = strings.localizedString(forKey: "color", value: nil, table: nil)
    ///     }
    /// }
    /// ```
    public func strings(in bundle: Bundle) -> EffectiveLocalization {
        EffectiveLocalization(bundle: bundle, snapshot: self)
    }
}

extension EffectiveLocaleContext {
    /// `bundle`'s strings in the current effective locale (`current.strings(in:)`; the bundle is
    /// read once per effective locale). Ask again after each change, or follow `snapshots()` and
    /// ask each snapshot.
    ///
    /// ```swift
    /// let strings = context.strings(in: .main)   // an en-AU decision: en-GB.lproj
    /// title.text = strings.localizedString(forKey: "color", value: nil, table: nil)   // "Colour"
    /// ```
    public func strings(in bundle: Bundle) -> EffectiveLocalization {
        current.strings(in: bundle)
    }
}
