import LanguageTags
import Testing

@Suite struct CanonicalizationTests {
    @Test(arguments: [
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("sh", "sr-Latn"), ("sh-Cyrl", "sr-Cyrl"),
        ("cnr", "sr-ME"), ("mo", "ro"), ("tl", "fil"), ("no-bok", "nb"), ("zh-yue", "yue"),
        ("zh-cmn-Hans-CN", "zh-Hans-CN"), ("i-klingon", "tlh"), ("en-GB-oed", "en-GB-oxendict"),
        ("i-default", "en-x-i-default"), ("zh-min-nan", "nan"), ("art-lojban", "jbo"),
        ("sgn-BE-FR", "sfb"), ("und-SU", "und-RU"), ("hy-SU", "hy-AM"), ("sr-YU", "sr-RS"),
        ("ru-SU", "ru-RU"), ("en-840", "en-US"), ("de-DD", "de-DE"), ("und-Qaai", "und-Zinh"),
        ("de-fonipa-1996", "de-1996-fonipa"), ("hy-arevmda", "hyw"), ("en-polytoni", "en-polyton"),
        ("EN-latn-us-u-NU-thai-CA-buddhist", "en-Latn-US-u-ca-buddhist-nu-thai"),
        ("en-x-Foo-u-bar", "en-x-foo-u-bar"),
        ("en-u-kb-true-ca-gregory", "en-u-ca-gregory-kb"),
        ("en-u-ca-gregory-ca-buddhist", "en-u-ca-gregory"),
        ("en-u-nu-ca", "en-u-ca-nu"),
        ("en-u-zzz-aaa-ca-gregory", "en-u-aaa-zzz-ca-gregory"),
        ("en-u-rg-fi01", "en-u-rg-axzzzz"),
        ("en-t-iw-m0-ungegn-d0-fwidth", "en-t-he-d0-fwidth-m0-ungegn"),
        ("en-b-bb-a-aa", "en-a-aa-b-bb"),
    ])
    func appliesCLDRAliasesAndCanonicalOrder(_ input: String, _ expected: String) throws {
        #expect(try LanguageTag(parsing: input).canonicalized().description == expected)
    }

    @Test func keepsWhatNeedsNoChange() throws {
        for text in ["en-US", "zh-Hant-HK", "sr-Latn", "pt-BR", "und"] {
            let tag = try LanguageTag(parsing: text)
            #expect(tag.canonicalized() == tag)
        }
    }

    @Test func reportsItsDataVersion() {
        #expect(LanguageTag.cldrVersion == "46")
    }
}

@Suite struct LikelySubtagsTests {
    @Test(arguments: [
        ("en", "en-Latn-US", "en", "en"),
        ("zh-TW", "zh-Hant-TW", "zh-TW", "zh-Hant"),
        ("zh-HK", "zh-Hant-HK", "zh-HK", "zh-HK"),
        ("zh-Hant", "zh-Hant-TW", "zh-TW", "zh-Hant"),
        ("sr", "sr-Cyrl-RS", "sr", "sr"),
        ("sr-ME", "sr-Latn-ME", "sr-ME", "sr-ME"),
        ("und-Cyrl", "ru-Cyrl-RU", "ru", "ru"),
        ("und", "en-Latn-US", "en", "en"),
        ("und-419", "es-Latn-419", "es-419", "es-419"),
        ("iw", "he-Hebr-IL", "he", "he"),
        ("pt-Zzzz-ZZ", "pt-Latn-BR", "pt", "pt"),
        ("en-US-u-ca-gregory", "en-Latn-US-u-ca-gregory", "en-u-ca-gregory", "en-u-ca-gregory"),
        // Found by FuzzTags: filling in zh makes zh-guoyu, an alias of zh, and maximizing
        // the result again dropped the variant; the maximal form is canonical now.
        ("und-TW-guoyu", "zh-Hant-TW", "zh-TW", "zh-Hant"),
        ("und-TW-rozaj-guoyu", "zh-Hant-TW-rozaj", "zh-TW-rozaj", "zh-Hant-rozaj"),
        ("und-AM-arevmda", "hy-Armn-AM", "hy", "hy"),
    ])
    func maximizesAndMinimizes(_ input: String, _ maximal: String, _ favorRegion: String, _ favorScript: String)
        throws
    {
        let tag = try LanguageTag(parsing: input)
        #expect(tag.maximized()?.description == maximal)
        #expect(tag.minimized()?.description == favorRegion)
        #expect(tag.minimized(favoring: .script)?.description == favorScript)
    }

    @Test(arguments: ["qaa", "qaa-Cyrl-CH", "tlh", "xyzzy"])
    func failsWhereCLDRHasNoData(_ input: String) throws {
        let tag = try LanguageTag(parsing: input)
        #expect(tag.maximized() == nil)
        #expect(tag.minimized() == nil)
    }
}

@Suite struct TransformExtensionTests {
    /// Found by FuzzTags: the `-t-` source `zh-min` (grandfathered) canonicalized to
    /// `nan-x-zh-min`, whose `x` ended the extension when the canonical form was parsed again.
    @Test(arguments: [
        ("ad-t-zh-min-h-mid", "ad-h-mid-t-zh-min"), ("en-t-zh-xiang", "en-t-hsn"),
        ("en-t-iw-m0-ungegn", "en-t-he-m0-ungegn"),
    ])
    func sourceStaysParseable(_ input: String, _ expected: String) throws {
        let canonical = try LanguageTag(parsing: input).canonicalized()
        #expect(canonical.description == expected)
        #expect(LanguageTag(canonical.description) == canonical)
    }
}

@Suite struct NamesLanguageTests {
    /// Found by FuzzInputContext: `zh-und` counted as naming Chinese, but canonicalizes to
    /// `und`, so an Android hint list held `und`.
    @Test(arguments: [("zh-und", false), ("ar-zxx", false), ("zh-yue", true), ("zh-Hant", true), ("und-JP", false)])
    func anExtendedLanguageStandsForTheLanguage(_ text: String, _ names: Bool) throws {
        let tag = try LanguageTag(parsing: text)
        #expect(tag.namesLanguage == names)
        #expect(tag.canonicalized().namesLanguage == names)
    }
}
