package import LanguageTags

/// An app's `values` folders as Android reads them, with the language of `values/`: what the
/// platform comparison and the Android locale planner both ask Android's model about.
///
/// ```swift
/// let folders = try AndroidAppFolders(qualifiers: ["", "en-rGB", "fr"], defaultLanguage: "en")
/// let loaded = folders.load(["en-AU"])
/// loaded.resolution.folder?.name   // "values-en-rGB"
/// loaded.locale                    // en-GB
/// ```
package struct AndroidAppFolders: Sendable {
    /// The folders, as the qualifiers after `values-` (`""` for `values/`).
    package let qualifiers: [String]
    /// The language of `values/`.
    package let defaultLanguage: LanguageTag
    /// Android's selection over them.
    package let matcher: AndroidResourceMatcher

    /// The folders of `qualifiers`, with `values/` in `defaultLanguage`.
    ///
    /// - Throws: ``AndroidLocaleFolderError`` for a folder Android would not read as a locale
    ///   folder.
    package init(qualifiers: [String], defaultLanguage: LanguageTag) throws(AndroidLocaleFolderError) {
        var folders: [AndroidResourceFolder] = []
        for qualifier in qualifiers {
            let folder: AndroidResourceFolder
            do {
                folder = try AndroidResourceFolder(qualifiers: qualifier)
            } catch {
                throw .unreadable(qualifier, error)
            }
            guard folder.otherQualifiers.isEmpty else { throw .notALocaleFolder(qualifier) }
            folders.append(folder)
        }
        self.qualifiers = qualifiers
        self.defaultLanguage = defaultLanguage
        matcher = AndroidResourceMatcher(folders: folders)
    }

    /// The folders an app ships for `locales`, named as Android Studio names them: `values/` in
    /// `defaultLanguage`, and a folder for every other locale (`pt-rBR`, `b+zh+Hant`). A locale
    /// that is the default language alone has no folder of its own: `values/` serves it.
    ///
    /// ```swift
    /// AndroidAppFolders.qualifiers(namedAfter: ["en", "en-GB", "zh-Hant"], defaultLanguage: "en")
    /// // ["", "en-rGB", "b+zh+Hant"]
    /// ```
    package static func qualifiers(namedAfter locales: [LanguageTag], defaultLanguage: LanguageTag) -> [String] {
        var qualifiers = [""]
        for tag in locales where tag != defaultLanguage {
            if let qualifier = tag.androidQualifier, !qualifiers.contains(qualifier) { qualifiers.append(qualifier) }
        }
        return qualifiers
    }

    /// What Android loads for `languages` (the per-app setting, then the device's languages):
    /// its answer, and the locale of the folder strings come from (`values/`: the default
    /// language; nil when no folder serves).
    package func load(_ languages: [LanguageTag]) -> (resolution: AndroidResolution, locale: LanguageTag?) {
        let resolution = matcher.resolve(deviceLocales: languages)
        let locale: LanguageTag? =
            switch resolution.folder.map({ $0.locale ?? .unspecified }) {
            case nil: nil
            case let folder? where folder.isUnspecified: defaultLanguage
            case let folder?: folder.languageTag
            }
        return (resolution, locale)
    }
}

/// Why a folder is not one of an app's locale folders.
package enum AndroidLocaleFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// aapt2 would reject the folder, or read a locale other than the name says.
    case unreadable(String, AndroidFolderError)
    /// The folder has qualifiers other than a locale (`night`, `v21`).
    case notALocaleFolder(String)

    /// The folder the error is about, as given (its qualifiers after `values-`).
    package var folder: String {
        switch self {
        case .unreadable(let qualifier, _), .notALocaleFolder(let qualifier): qualifier
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let qualifier, let error): "values-\(qualifier) is not a folder Android reads: \(error)"
        case .notALocaleFolder(let qualifier):
            "values-\(qualifier) has qualifiers other than a locale; give locale folders only (\"\" for values/)"
        }
    }
}

extension LanguageTag {
    /// Whether the two are the same locale once maximized (`fr` and `fr-FR` are; `en` and
    /// `en-GB` are not): a localization or folder serves a decision when it is.
    ///
    /// ```swift
    /// let french = try LanguageTag(parsing: "fr")
    /// french.isSameLocale(as: "fr-Latn-FR")   // true
    /// ```
    package func isSameLocale(as other: LanguageTag) -> Bool {
        func maximized(_ tag: LanguageTag) -> LanguageTag {
            let plain = tag.withoutExtensions
            return plain.maximized() ?? plain
        }
        return self == other || maximized(self) == maximized(other)
    }
}
