package import LanguageTags

/// Android's language selection for one app's resource folders, both stages, prepared once
/// and then cheap per device: which device locale Android resolves with
/// (``AndroidLocaleListMatcher``, against the app's locales as Android reports them), and which
/// folder each resource comes from (``AndroidFolderMatcher``).
///
/// Android matches the device's locales against the locales of every non-system package the
/// app loads, bundled libraries' resources (AndroidX translations) included: give the folders
/// of the merged resources, as the built APK has them.
///
/// ```swift
/// let matcher = try AndroidResourceMatcher(folderNames: ["values", "values-en", "values-en-rGB", "values-fr"])
/// let resolution = matcher.resolve(deviceLocales: try ["en-AU", "fr-FR"].map { try LanguageTag(parsing: $0) })
/// resolution.folder?.name   // "values-en"
/// resolution.description    // "… values-en, which is an ancestor of en-AU and beats values-en-rGB"
/// ```
package struct AndroidResourceMatcher: Sendable {
    /// The second stage: the folders and the data they are matched with.
    package let folderMatcher: AndroidFolderMatcher
    /// The app's locales as Android reports them to Java (`tl` as `fil`, scripts only when
    /// named), which the first stage matches the device's locales against.
    package let supportedLocales: [LanguageTag]
    private let localeListMatcher: AndroidLocaleListMatcher

    /// A matcher for `folders` (read with ``AndroidResourceFolder/init(parsing:)``).
    package init(folders: [AndroidResourceFolder], data: AndroidLocaleData = .cldr46) {
        folderMatcher = AndroidFolderMatcher(folders: folders, data: data)
        var reported: [LanguageTag] = []
        for locale in folderMatcher.locales {
            if let tag = locale.reportedTag, !reported.contains(tag) { reported.append(tag) }
        }
        supportedLocales = reported
        localeListMatcher = AndroidLocaleListMatcher(supportedLocales: reported)
    }

    /// A matcher for folders given by name (`values`, `values-fr`, `values-b+sr+Latn`…).
    ///
    /// - Throws: ``AndroidFolderError`` for the first name aapt2 would reject or misread.
    package init(folderNames: some Sequence<String>, data: AndroidLocaleData = .cldr46) throws(AndroidFolderError) {
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
    package func resolve(deviceLocales: [LanguageTag]) -> AndroidResolution {
        let choice: AndroidDeviceLocaleChoice?
        if supportedLocales.allSatisfy(Self.isPseudoLocale), deviceLocales.count > 1 {
            choice = AndroidDeviceLocaleChoice(index: 0, locale: deviceLocales[0], reason: .systemLocales)
        } else {
            choice = localeListMatcher.firstMatch(in: deviceLocales)
        }
        let device = choice.map { AndroidLocale(deviceLocale: $0.locale, data: folderMatcher.data) } ?? .unspecified
        return AndroidResolution(deviceLocale: choice, folderChoice: folderMatcher.folderChoice(for: device))
    }

    private static func isPseudoLocale(_ tag: LanguageTag) -> Bool {
        tag.description == "en-XA" || tag.description == "ar-XB"
    }
}

extension AndroidLocale {
    /// The tag Android reports for a folder locale to Java (`getBcp47Locale` canonicalized:
    /// `tl` becomes `fil`); nil if it is no BCP 47 tag.
    var reportedTag: LanguageTag? {
        let language = packedLanguage == AndroidPacking.tagalog ? "fil" : self.language ?? ""
        if packedVariant == 0, packedNumberingSystem == 0, let code = LanguageTag.Language(language) {
            let script = scriptIsExplicit ? self.script.flatMap { LanguageTag.Script($0) } : nil
            return LanguageTag(language: code, script: script, region: region.flatMap { LanguageTag.Region($0) })
        }
        let locale = AndroidLocale(
            language: AndroidPacking.language(language.utf8), region: packedRegion, script: packedScript,
            scriptWasComputed: scriptWasComputed, variant: packedVariant, numberingSystem: packedNumberingSystem)
        return LanguageTag(locale.description)
    }
}
