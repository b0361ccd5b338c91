package import AppLanguage

/// The policy's supported locales as Apple names its localizations: the Xcode project's
/// `knownRegions` (with `Base`, for base internationalization) and Info.plist's
/// `CFBundleLocalizations`, each locale named as Xcode names its `.lproj` folders (BCP 47:
/// `pt-BR`, `zh-Hans`, `sr-Latn`), in the policy's order.
///
/// ```swift
/// let export = AppleKnownRegionsExport(policy: .example)
/// export.knownRegions   // ["en", "Base", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"]
/// print(export.projectText)
/// // knownRegions = (
/// //     en,
/// //     Base,
/// //     "en-GB",
/// // …
/// ```
package struct AppleKnownRegionsExport: Hashable, Sendable {
    /// The localizations, as Xcode names them.
    package let localizations: [String]

    /// The lists for `policy`, then the localizations in `keeping` it lacks (what the app
    /// ships already: an export never drops a shipped localization unless asked to).
    package init(policy: AppLanguagePolicy, keeping shipped: [String] = []) {
        var names = policy.supportedLocales.map(\.description)
        for name in shipped where !names.contains(name) { names.append(name) }
        localizations = names
    }

    /// `knownRegions`: the localizations, `Base` after the first (where Xcode keeps it).
    package var knownRegions: [String] {
        Array(localizations.prefix(1)) + ["Base"] + localizations.dropFirst()
    }

    /// The `knownRegions` entry of `project.pbxproj`, as Xcode writes it (names other than
    /// letters, digits and `_` quoted).
    package var projectText: String {
        let names = knownRegions.map { name in
            name.utf8.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == 0x5F } ? name : "\"\(name)\""
        }
        return (["knownRegions = ("] + names.map { "\t\($0)," } + [");"]).joined(separator: "\n")
    }

    /// The `CFBundleLocalizations` entry of Info.plist.
    package var infoPlistText: String {
        (["<key>CFBundleLocalizations</key>", "<array>"] + localizations.map { "\t<string>\($0)</string>" }
            + ["</array>"]).joined(separator: "\n")
    }
}
