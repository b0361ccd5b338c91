import LanguageTags
import Testing

@testable import ResourceScan

/// Folder names read as each platform reads them: exactly the cases of the issue, and what is
/// no app language reported as what it is.
@Suite("Folder names as each platform reads them")
struct FolderNameTests {
    @Test(arguments: [
        ("pt-BR", ResourceLocale.Kind.locale, "pt-BR", "pt-BR"),
        ("pt-br", .locale, "pt-BR", "pt-BR"),
        ("zh_TW", .locale, "zh-TW", "zh-TW"),
        ("zh-hans", .locale, "zh-Hans", "zh-Hans"),
        ("zh-hant", .locale, "zh-Hant", "zh-Hant"),
        ("English", .locale, "en", "en"),
        ("Japanese", .locale, "ja", "ja"),
        ("iw", .locale, "iw", "he"),
        ("skr-arab", .locale, "skr-Arab", "skr-Arab"),
        ("Base", .base, "", ""),
        ("qqq", .privateUse, "qqq", "qqq"),
        ("und", .undetermined, "und", "und"),
        ("zxx", .undetermined, "zxx", "zxx"),
        ("en-XA", .pseudoLocale, "en-XA", "en-XA"),
        ("sr-Latn-XK", .locale, "sr-Latn-XK", "sr-Latn-XK"),
        ("de-QM", .privateUse, "de-QM", "de-QM"),
    ])
    func readsAppleLocalizationNames(name: String, kind: ResourceLocale.Kind, locale: String, canonical: String) {
        let resource = ResourceLocale(appleLocalization: name)
        #expect(resource.folder == "\(name).lproj")
        #expect(resource.kind == kind)
        #expect(resource.locale?.description ?? "" == locale)
        #expect(resource.canonical?.description ?? "" == canonical)
    }

    @Test func saysWhatALegacyOrPrivateUseNameIs() {
        #expect(ResourceLocale(appleLocalization: "English").note == "a legacy English name: Apple reads English as en")
        #expect(
            ResourceLocale(appleLocalization: "qqq").note?.contains("translatewiki.net's message documentation") == true
        )
        #expect(ResourceLocale(appleLocalization: "Default@2x").kind == .unreadable)
    }

    @Test(arguments: [
        ("values", ResourceLocale.Kind.defaultResources, "en-US", "en-US"),
        ("values-zh-rTW", .locale, "zh-TW", "zh-TW"),
        ("values-b+sr+Latn", .locale, "sr-Latn", "sr-Latn"),
        ("values-b+es+419", .locale, "es-419", "es-419"),
        ("values-es-r419", .unreadable, "", ""),
        ("values-iw", .locale, "iw", "he"),
        ("values-in", .locale, "in", "id"),
        ("values-ji", .locale, "ji", "yi"),
        ("values-tl", .locale, "tl", "fil"),
        ("values-fil", .locale, "fil", "fil"),
        ("values-night", .configuration, "en-US", "en-US"),
        ("values-v31", .configuration, "en-US", "en-US"),
        ("values-fr-night", .configuration, "fr", "fr"),
        ("values-en-rXA", .pseudoLocale, "en-XA", "en-XA"),
        ("values-ar-rXB", .pseudoLocale, "ar-XB", "ar-XB"),
        ("values-und", .undetermined, "und", "und"),
        ("values-qqq", .privateUse, "qqq", "qqq"),
        ("values-fr-fr", .unreadable, "", ""),
    ])
    func readsAndroidFolderNames(name: String, kind: ResourceLocale.Kind, locale: String, canonical: String) throws {
        let resource = ResourceLocale(androidFolder: name, defaultLanguage: try LanguageTag(parsing: "en-US"))
        #expect(resource.kind == kind)
        #expect(resource.locale?.description ?? "" == locale)
        #expect(resource.canonical?.description ?? "" == canonical)
    }

    @Test func saysWhyAndroidCannotReadAName() {
        #expect(ResourceLocale(androidFolder: "values-es-r419").note?.contains("values-b+es+419") == true)
        #expect(ResourceLocale(androidFolder: "values-night").note?.contains("night (nightMode)") == true)
    }

    @Test(arguments: [
        ("zh-TW", "zh-Hant", true, true),
        ("zh-HK", "zh-Hant", false, true),
        ("zh", "zh-Hant", false, false),
        ("zh", "zh-Hans", true, true),
        ("sr", "sr-Latn", false, false),
        ("en", "en-GB", false, false),
        ("en-GB", "en", false, true),
        ("pt", "pt-BR", true, true),
        ("iw", "he", true, true),
        ("tl", "fil", true, true),
        ("und", "en-US", false, false),
    ])
    func relatesResourceAndPolicyLocales(resource: String, policy: String, same: Bool, serves: Bool) throws {
        let (left, right) = (try LanguageTag(parsing: resource), try LanguageTag(parsing: policy))
        #expect(LocaleRelation.isSame(left, as: right) == same)
        #expect(LocaleRelation.serves(left, right) == serves)
    }
}
