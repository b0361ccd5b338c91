package import LanguageTags
internal import PlatformModels

/// What one resource folder, or one language of a String Catalog, stands for, read as its
/// platform reads the name: a locale (`pt-BR.lproj`, `values-zh-rTW`, `values-b+sr+Latn`,
/// `values-iw`), or something that is no app language (`Base.lproj`, `values/`, a
/// pseudo-locale, `und`, a private-use code such as translatewiki's `qqq`), or a name the
/// platform cannot read (`values-es-r419`).
///
/// ```swift
/// let locale = ResourceLocale(appleLocalization: "zh_TW")
/// locale.kind                   // .locale
/// locale.locale?.description    // "zh-TW"
/// ResourceLocale(appleLocalization: "English").locale?.description   // "en" (Apple's alias map)
/// ResourceLocale(appleLocalization: "qqq").kind                      // .privateUse
/// ```
package struct ResourceLocale: Hashable, Sendable {
    /// What the name stands for.
    package enum Kind: Hashable, Sendable, CaseIterable {
        /// A locale: an app language.
        case locale
        /// Apple's `Base.lproj`: base internationalization (storyboards, the development
        /// language's resources).
        case base
        /// Android's `values/`: the default resources, in the language `resources.properties`
        /// declares.
        case defaultResources
        /// An Android pseudo-locale (`en-XA` accented, `ar-XB` right-to-left), for testing.
        case pseudoLocale
        /// `und` (undetermined), or another code that names no language (`mul`, `zxx`, `mis`).
        case undetermined
        /// A private-use code (`qaa`–`qtz`, such as translatewiki's `qqq`, a private-use
        /// script or region).
        case privateUse
        /// An Android folder with qualifiers other than a locale (`values-night`, `values-v31`,
        /// `values-fr-night`): strings for a device configuration, alternatives of the folder
        /// without those qualifiers, not a locale of their own.
        case configuration
        /// A name the platform cannot read as a locale.
        case unreadable
    }

    /// The name as on disk (`pt-BR.lproj`, `values-zh-rTW`), or a catalog's language key.
    package let folder: String
    /// What the name stands for.
    package let kind: Kind
    /// The BCP 47 tag the name denotes, legacy codes as written (`iw`, `in`, `zh-TW`); for
    /// `values/`, the declared default language; nil for `Base` and unreadable names.
    package let locale: LanguageTag?
    /// ``locale`` canonicalized (CLDR: `iw` → `he`, `tl` → `fil`).
    package let canonical: LanguageTag?
    /// What the name is, in words, when it is not an app language or needs saying.
    package let note: String?

    init(folder: String, kind: Kind, locale: LanguageTag?, note: String?) {
        self.folder = folder
        self.kind = kind
        self.locale = locale
        self.canonical = locale?.canonicalized()
        self.note = note
    }

    /// A localization name as Apple's bundle matching reads it (ICU base name; the English
    /// names of Apple's alias map, `English`, as their codes), shown as `folder` (by default
    /// `NAME.lproj`).
    ///
    /// ```swift
    /// ResourceLocale(appleLocalization: "pt-br").locale?.description   // "pt-BR"
    /// ResourceLocale(appleLocalization: "Base").kind                   // .base
    /// ```
    package init(appleLocalization name: String, folder: String? = nil) {
        let folder = folder ?? "\(name).lproj"
        guard name != "Base" else {
            self.init(folder: folder, kind: .base, locale: nil, note: nil)
            return
        }
        let apple = AppleLocalizationName(name)
        let written = apple.isLanguageName ? apple.normalized : apple.baseName
        guard apple.isReadable, let tag = LanguageTag(written.replacingUnderscores) else {
            self.init(
                folder: folder, kind: .unreadable, locale: nil,
                note: "Apple's matching cannot read \(name) as a language: it matches no device language")
            return
        }
        let note = apple.isLanguageName ? "a legacy English name: Apple reads \(name) as \(tag)" : nil
        self.init(folder: folder, tag: tag, note: note)
    }

    /// A `values` folder's name as Android's aapt2 reads it; `defaultLanguage` is the language
    /// of `values/` (`resources.properties`), if declared.
    ///
    /// ```swift
    /// ResourceLocale(androidFolder: "values-iw").canonical?.description      // "he"
    /// ResourceLocale(androidFolder: "values-es-r419").kind                   // .unreadable
    /// ResourceLocale(androidFolder: "values-b+sr+Latn").locale?.description  // "sr-Latn"
    /// ResourceLocale(androidFolder: "values-night").kind                     // .configuration
    /// ```
    package init(androidFolder name: String, defaultLanguage: LanguageTag? = nil) {
        let folder: AndroidResourceFolder
        do {
            folder = try AndroidResourceFolder(parsing: name)
        } catch {
            self.init(folder: name, kind: .unreadable, locale: nil, note: error.description)
            return
        }
        let tag = folder.locale.flatMap { LanguageTag($0.description) }
        guard folder.otherQualifiers.isEmpty else {
            let qualifiers = folder.otherQualifiers.map { "\($0.text) (\($0.kind))" }.joined(separator: ", ")
            let base = folder.locale.map { "values-\($0.qualifier)" } ?? "values/"
            self.init(
                folder: name, kind: .configuration, locale: folder.locale == nil ? defaultLanguage : tag,
                note:
                    "not a locale folder: \(qualifiers) \(folder.otherQualifiers.count == 1 ? "selects" : "select") a "
                    + "device configuration; its strings are alternatives of \(base)'s")
            return
        }
        guard let locale = folder.locale else {
            self.init(folder: name, kind: .defaultResources, locale: defaultLanguage, note: nil)
            return
        }
        guard let tag else {
            self.init(
                folder: name, kind: .unreadable, locale: nil,
                note: "\(locale) is not a BCP 47 tag: no device locale is ever handed to it")
            return
        }
        self.init(folder: name, tag: tag, note: nil)
    }

    /// A locale of a catalog or folder: its kind from the tag.
    private init(folder: String, tag: LanguageTag, note: String?) {
        let (kind, what) = Self.classify(tag)
        self.init(folder: folder, kind: kind, locale: tag, note: what ?? note)
    }

    /// What a tag stands for, and in words when it is no app language.
    static func classify(_ tag: LanguageTag) -> (Kind, String?) {
        let language = tag.language.description
        let region = tag.region?.description ?? ""
        switch language {
        case "und": return (.undetermined, "\(language) is the undetermined language, no app language")
        case "mul": return (.undetermined, "\(language) stands for multiple languages, no app language")
        case "zxx": return (.undetermined, "\(language) stands for no linguistic content, no app language")
        case "mis": return (.undetermined, "\(language) stands for an uncoded language, no app language")
        default: break
        }
        if (language == "en" && region == "XA") || (language == "ar" && region == "XB") {
            let what = language == "en" ? "accented English" : "right-to-left Arabic"
            return (.pseudoLocale, "\(language)-\(region) is Android's pseudo-locale (\(what)), for testing")
        }
        if language.utf8.count == 3, ("qaa"..."qtz").contains(language) {
            let who = language == "qqq" ? " (translatewiki.net's message documentation)" : ""
            return (.privateUse, "\(language) is a private-use language code\(who), no app language")
        }
        if let script = tag.script?.description, ("Qaaa"..."Qabx").contains(script) {
            return (.privateUse, "\(script) is a private-use script code, no app language")
        }
        if region.utf8.count == 2, region != "XK",
            region == "AA" || region == "ZZ" || ("QM"..."QZ").contains(region) || ("XA"..."XZ").contains(region)
        {
            return (.privateUse, "\(region) is a private-use region code, no app language")
        }
        if !tag.privateUse.isEmpty, !tag.namesLanguage {
            return (.privateUse, "\(tag) is a private-use tag, no app language")
        }
        return (.locale, nil)
    }
}

extension String {
    /// The name with `_` as `-`.
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
