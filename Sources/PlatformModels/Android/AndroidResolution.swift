/// Android's answer for a device's locales and an app's folders: the device locale it
/// resolves resources with, and the folder they come from, each with its reason.
///
/// ```swift
/// let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-zh-rCN"])
/// let resolution = matcher.resolve(deviceLocales: try ["ko-KR", "zh-TW"].map { try LanguageTag(parsing: $0) })
/// resolution.deviceLocale?.locale   // ko-KR
/// resolution.folder?.name           // "values"
/// print(resolution)
/// // no device locale shares language and likely script with an app locale: the first device locale,
/// // ko-KR, is used, and resources come from values/, as no folder in ko-KR's language matches
/// ```
package struct AndroidResolution: Hashable, Sendable, CustomStringConvertible {
    /// The device locale Android resolves with; nil for an empty list (Android would then use
    /// the system's default locale, which the model does not know: only `values/` serves it).
    package let deviceLocale: AndroidDeviceLocaleChoice?
    /// The folder resources come from, for ``deviceLocale`` as Android hands it to the
    /// resource system (``AndroidFolderChoice/device``).
    package let folderChoice: AndroidFolderChoice

    /// The folder resources come from; nil when none matches and there is no `values/`.
    package var folder: AndroidResourceFolder? { folderChoice.folder }

    /// Both stages in words.
    ///
    /// ```swift
    /// // "en-AU, the only device locale, is used without matching, and resources come from values-en,
    /// // which is an ancestor of en-AU and beats values-en-rGB"
    /// ```
    package var description: String {
        var text = deviceLocale?.description ?? "the device has no locale"
        if let chosen = deviceLocale, chosen.locale.language.description != folderChoice.device.language {
            text += " (Android hands it to the resource system as \(folderChoice.device))"
        }
        return text + ", and resources come from \(folderChoice)"
    }
}
