package import LanguageTags
internal import PlatformModels

extension AppleResources {
    /// The localizations as the bundle lists them (`en`, `pt-BR`, `Base`), for a
    /// `PlatformSetup` of the app as scanned.
    package var localizationNames: [String] { locales.map(\.appleName) }

    /// The localization (`en-GB.lproj`) a device set to each of `devices` shows, by the Apple
    /// model over the scanned localizations, with the locale it stands for (`Base`: the
    /// development language); nil where none is shown.
    package func shown(for devices: [LanguageTag]) -> [(folder: String, locale: LanguageTag?)?] {
        let selection = AppleSelection(self)
        return devices.map { device in
            selection.shown(for: device).locale.map { ($0.resource.folder, selection.tag(of: $0)) }
        }
    }
}

extension AndroidResources {
    /// The qualifiers of the folders the Android model chooses among (strings, shipped, no
    /// pseudo-locale, no other qualifiers), `""` for `values/`, for a `PlatformSetup` of the
    /// app as scanned.
    package var loadableQualifiers: [String] {
        locales.compactMap { locale in
            guard locale.resource.kind != .pseudoLocale, locale.ships,
                locale.entries > 0 || locale.resource.kind == .defaultResources,
                let folder = try? AndroidResourceFolder(parsing: locale.resource.folder), folder.otherQualifiers.isEmpty
            else { return nil }
            return folder.name == "values" ? "" : String(folder.name.dropFirst("values-".count))
        }
    }

    /// The folder (`values-zh-rTW`) a device set to each of `devices` loads strings from, by
    /// the Android model over the scanned folders the build ships, with its locale (`values/`:
    /// the default language); nil where none.
    package func loaded(for devices: [LanguageTag]) -> [(folder: String, locale: LanguageTag?)?] {
        let selection = AndroidSelection(self)
        return devices.map { device in
            selection.loaded(for: device).locale.map {
                ($0.resource.folder, $0.resource.kind == .defaultResources ? defaultLanguage.tag : $0.resource.locale)
            }
        }
    }
}
