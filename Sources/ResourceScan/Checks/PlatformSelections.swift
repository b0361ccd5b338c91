internal import LanguageTags
internal import PlatformModels

/// The Apple model over an app's scanned localizations: which one a device shows.
///
/// ```swift
/// let selection = AppleSelection(apple)
/// selection.shown(for: try LanguageTag(parsing: "en-AU")).locale?.resource.folder   // "en-GB.lproj"
/// ```
struct AppleSelection {
    let apple: AppleResources
    private let bundle: AppleBundleLocalizations

    /// The model of a bundle with the localizations scanned (in folder order) and the
    /// development region.
    init(_ apple: AppleResources) {
        self.apple = apple
        bundle = AppleBundleLocalizations(
            localizations: apple.locales.map(\.appleName), developmentRegion: apple.developmentLanguage.tag.description)
    }

    /// The localization a device set to `device` shows, and the model's answer.
    func shown(for device: LanguageTag) -> (locale: ScannedLocale?, resolution: AppleBundleResolution) {
        let resolution = bundle.resolve(preferences: [device.description])
        return (apple.locales.first { $0.appleName == resolution.shownLocalization }, resolution)
    }

    /// The locale a localization stands for: `Base` is the development language.
    func tag(of locale: ScannedLocale) -> LanguageTag? {
        locale.resource.kind == .base ? apple.developmentLanguage.tag : locale.resource.locale
    }
}

/// The Android model over an app's scanned folders that have strings and that the build ships
/// (aapt2's `-c`, ``ScannedLocale/ships``): which one a device loads. Pseudo-locale folders
/// (`values-en-rXA`, `values-ar-rXB`) are left out: Android gives them scripts of their own
/// (`~~~A`, `~~~B`), so no device set to a real locale loads them, and they are never a
/// candidate for one.
///
/// ```swift
/// let selection = AndroidSelection(android)
/// selection.loaded(for: try LanguageTag(parsing: "zh-HK")).locale?.resource.folder   // "values-zh-rTW"
/// ```
struct AndroidSelection {
    let android: AndroidResources
    /// Folders with strings that the locale filters leave out of the APK.
    let filteredOut: Set<String>
    private let matcher: AndroidResourceMatcher

    init(_ android: AndroidResources) {
        self.android = android
        var kept: [AndroidResourceFolder] = []
        var filteredOut: Set<String> = []
        for locale in android.locales
        where locale.resource.kind != .pseudoLocale && (locale.entries > 0 || locale.resource.kind == .defaultResources)
        {
            guard let folder = try? AndroidResourceFolder(parsing: locale.resource.folder),
                folder.otherQualifiers.isEmpty
            else { continue }
            if locale.ships { kept.append(folder) } else { filteredOut.insert(folder.name) }
        }
        self.filteredOut = filteredOut
        matcher = AndroidResourceMatcher(folders: kept)
    }

    /// The folder a device set to `device` loads strings from, and the model's answer.
    func loaded(for device: LanguageTag) -> (locale: ScannedLocale?, resolution: AndroidResolution) {
        let resolution = matcher.resolve(deviceLocales: [device])
        return (android.locales.first { $0.resource.folder == resolution.folder?.name }, resolution)
    }
}
