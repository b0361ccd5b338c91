/// The folder Android takes a resource from for a device locale (the second stage), and why.
///
/// Android compares folders' locales before any other qualifier, so the choice is made among
/// the folders' locale parts; ``folder`` is the first folder with the winning locale (folders
/// with the same locale and other qualifiers, `values-fr-night`, are then chosen among by the
/// device's other settings).
///
/// ```swift
/// let matcher = try AndroidFolderMatcher(folderNames: ["values", "values-zh"])
/// let choice = matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "zh-HK")))
/// choice.folder?.name   // "values"
/// choice.description
/// // "values/, as no folder in zh-HK's language matches; Android compares likely scripts: zh-HK is Hant,
/// // values-zh is Hans"
/// ```
package struct AndroidFolderChoice: Hashable, Sendable, CustomStringConvertible {
    /// The locale Android resolved with.
    package let device: AndroidLocale
    /// The folder chosen; nil when no folder matches and there is no `values/` (Android then
    /// finds no resource).
    package let folder: AndroidResourceFolder?
    /// Why Android chose it.
    package let reason: AndroidFolderReason
    /// The first folder of the device's language that does not match it, and why, if any: what
    /// an app maker may have expected to be used.
    package let rejected: AndroidRejectedFolder?

    /// The choice in words: the folder, why it beat the best other one, and the first folder of
    /// the device's language that does not match.
    ///
    /// ```swift
    /// // "values-en, which is an ancestor of en-AU and beats values-en-rGB"
    /// ```
    package var description: String {
        var text: String
        switch (reason, folder) {
        case (.noMatch, _), (_, nil): text = "no folder, as none matches \(device) and there is no values/"
        case (.onlyMatch, let folder?) where folder.locale == nil:
            text = "\(Self.name(folder)), as no folder in \(device)'s language matches"
        case (.onlyMatch, let folder?): text = "\(Self.name(folder)), the only folder that matches \(device)"
        case (.listedFirst(let other), let folder?):
            text = "\(Self.name(folder)), which \(Self.name(other)) equals for Android, which keeps the first it reads"
        case (.preferred(let other, let preference), let folder?):
            text = explanation(of: preference, winner: folder, other: other)
        }
        if let rejected { text += "; \(rejected.explanation(for: device))" }
        return text
    }

    /// The folder's name in explanations: `values/` for the default folder.
    static func name(_ folder: AndroidResourceFolder) -> String {
        folder.name == "values" ? "values/" : folder.name
    }
}

/// How a folder won (see ``AndroidFolderChoice``).
///
/// ```swift
/// AndroidFolderReason.onlyMatch   // no other folder matched
/// ```
package enum AndroidFolderReason: Hashable, Sendable {
    /// No other folder's locale matches the device locale.
    case onlyMatch
    /// Android prefers the folder to `other`, the best of the rest, because of `preference`.
    case preferred(over: AndroidResourceFolder, because: AndroidLocalePreference)
    /// The folder and `other` are equal for Android: it keeps the one it reads first.
    case listedFirst(over: AndroidResourceFolder)
    /// No folder matches, and there is no `values/`: Android finds no resource.
    case noMatch
}

/// A folder of the device's language that does not match the device locale, and why.
///
/// ```swift
/// let matcher = try AndroidFolderMatcher(folderNames: ["values", "values-sr"])
/// matcher.folderChoice(for: AndroidLocale(deviceLocale: try LanguageTag(parsing: "sr-ME"))).rejected?.mismatch
/// // .otherScript
/// ```
package struct AndroidRejectedFolder: Hashable, Sendable {
    /// The folder.
    package let folder: AndroidResourceFolder
    /// Why it does not match.
    package let mismatch: AndroidMismatch
    /// The script Android compared for the folder (named or computed), if known.
    package let folderScript: String?

    /// The mismatch in words, for `device`.
    func explanation(for device: AndroidLocale) -> String {
        let name = AndroidFolderChoice.name(folder)
        switch mismatch {
        case .otherScript:
            return "Android compares likely scripts: \(device) is \(device.script ?? "of no known script"), "
                + "\(name) is \(folderScript ?? "of no known script")"
        case .otherRegion:
            return "Android knows no script for \(device) or \(name), so the regions would have to be the same"
        case .otherLanguage:
            return "\(name) never matches: Android hands \(device.language ?? "") (the legacy code) to the resource "
                + "system, never \(folder.locale?.language ?? "")"
        }
    }
}
