import LanguageTags
import TestSupport
import Testing

@Suite struct ParsingTests {
    @Test(arguments: [
        ("en", "en"),
        ("EN-us", "en-US"),
        ("zh_Hant_HK", "zh-Hant-HK"),
        ("sr-latn-rs", "sr-Latn-RS"),
        ("es-419", "es-419"),
        ("de-CH-1996", "de-CH-1996"),
        ("sl-rozaj-biske-1994", "sl-rozaj-biske-1994"),
        ("zh-yue-HK", "zh-yue-HK"),
        ("en-US-u-ca-buddhist-nu-thai", "en-US-u-ca-buddhist-nu-thai"),
        ("ja-t-it-m0-xxx", "ja-t-it-m0-xxx"),
        ("en-a-bbb-x-a-ccc", "en-a-bbb-x-a-ccc"),
        ("x-whatever", "und-x-whatever"),
        ("qaa-Qaaa-QM-x-southern", "qaa-Qaaa-QM-x-southern"),
        ("hy-Latn-IT-arevela", "hy-Latn-IT-arevela"),
        ("abcdefgh", "abcdefgh"),
        ("I-KLINGON", "i-klingon"),
        ("en_gb_oed", "en-GB-oed"),
        ("zh-min-nan", "zh-min-nan"),
        ("art-lojban", "art-lojban"),
        ("sgn-be-fr", "sgn-BE-FR"),
    ])
    func parsesWellFormedTags(_ input: String, _ expected: String) throws {
        let tag = try LanguageTag(parsing: input)
        #expect(tag.description == expected)
        #expect(LanguageTag(tag.description) == tag, "description parses back to the same tag")
    }

    @Test func exposesEverySubtag() throws {
        let tag = try LanguageTag(parsing: "zh-yue-Hant-HK-1996-fonipa-u-ca-chinese-t-en-x-private")
        #expect(tag.language == LanguageTag.Language("zh"))
        #expect(tag.extendedLanguages == [LanguageTag.Language("yue")])
        #expect(tag.script == LanguageTag.Script("Hant"))
        #expect(tag.region == LanguageTag.Region("HK"))
        #expect(tag.variants.map(\.description) == ["1996", "fonipa"])
        #expect(tag.extensions.map(\.description) == ["u-ca-chinese", "t-en"])
        #expect(tag.unicodeExtension == ["ca", "chinese"])
        #expect(tag.privateUse == ["private"])
        #expect(tag.grandfathered == nil)
        #expect(try LanguageTag(parsing: "i-klingon").grandfathered == "i-klingon")
    }

    @Test(arguments: [
        ("", LanguageTagError.empty),
        (String(repeating: "a", count: 256), .tooLong(length: 256, limit: 255)),
        // Found by FuzzTags: written `und-x-…` (and maximized `en-Latn-US-x-…`), this would
        // not parse back.
        (String(("x" + String(repeating: "-abcdefg", count: 32)).dropLast(5)), .tooLong(length: 252, limit: 244)),
        ("en-ÜS", .nonASCII(offset: 3)),
        ("en US", .invalidCharacter(" ", offset: 2)),
        ("en--US", .emptySubtag(offset: 3)),
        ("-en", .emptySubtag(offset: 0)),
        ("en-", .emptySubtag(offset: 3)),
        ("en-US_", .emptySubtag(offset: 6)),
        ("en-abcdefghi", .subtagTooLong("abcdefghi", offset: 3)),
        ("e", .misplacedSubtag("e", offset: 0, expected: "a language subtag (2–3 or 5–8 letters) or \"x\"")),
        ("1234", .misplacedSubtag("1234", offset: 0, expected: "a language subtag (2–3 or 5–8 letters) or \"x\"")),
        ("abcd", .misplacedSubtag("abcd", offset: 0, expected: "a language subtag (2–3 or 5–8 letters) or \"x\"")),
        ("en-US-Latn", .misplacedSubtag("latn", offset: 6, expected: "a variant, extension or private-use subtag")),
        (
            "en-Latn-Hant",
            .misplacedSubtag("hant", offset: 8, expected: "a region, variant, extension or private-use subtag")
        ),
        ("en-US-GB", .misplacedSubtag("gb", offset: 6, expected: "a variant, extension or private-use subtag")),
        ("de-1996-1996", .duplicateVariant("1996", offset: 8)),
        ("en-u-ca-gregory-u-nu-latn", .duplicateSingleton("u", offset: 16)),
        ("en-u", .emptyExtension("u", offset: 3)),
        ("en-u-t-en", .emptyExtension("u", offset: 3)),
        ("en-x", .emptyExtension("x", offset: 3)),
        ("en-u-ca-x", .emptyExtension("x", offset: 8)),
        ("en-a-b", .emptyExtension("a", offset: 3)),
    ])
    func rejectsMalformedTags(_ input: String, _ expected: LanguageTagError) {
        #expect(throws: expected) { try LanguageTag(parsing: input) }
        #expect(LanguageTag(input) == nil)
    }

    @Test func errorsSayWhereAndWhy() {
        #expect(LanguageTagError.emptySubtag(offset: 3).description == "empty subtag at offset 3")
        #expect(LanguageTagError.emptySubtag(offset: 3).offset == 3)
        #expect(
            LanguageTagError.misplacedSubtag("latn", offset: 6, expected: "a variant").description
                == "subtag \"latn\" at offset 6 is in the wrong place: expected a variant")
        #expect(LanguageTagError.empty.offset == nil)
    }

    @Test func subtagInitializersValidateShape() {
        #expect(LanguageTag.Language("EN")?.description == "en")
        #expect(LanguageTag.Language("engl") == nil)
        #expect(LanguageTag.Language("e1") == nil)
        #expect(LanguageTag.Script("hant")?.description == "Hant")
        #expect(LanguageTag.Script("Han") == nil)
        #expect(LanguageTag.Region("gb")?.description == "GB")
        #expect(LanguageTag.Region("419")?.isNumeric == true)
        #expect(LanguageTag.Region("41a") == nil)
        #expect(LanguageTag.Variant("1996")?.description == "1996")
        #expect(LanguageTag.Variant("abcd") == nil)
        #expect(LanguageTag.Variant("Valencia")?.description == "valencia")
        #expect(LanguageTag.Language("qab")?.isPrivateUse == true)
        #expect(LanguageTag.Language("qua")?.isPrivateUse == false)
    }

    @Test func isCodableAsItsString() throws {
        let tag = try LanguageTag(parsing: "zh-Hant-TW")
        let encoded = try JSONRoundTrip.encode([tag])
        #expect(encoded == #"["zh-Hant-TW"]"#)
        #expect(try JSONRoundTrip.decode([LanguageTag].self, from: encoded) == [tag])
        #expect(throws: DecodingError.self) { try JSONRoundTrip.decode([LanguageTag].self, from: #"["en--US"]"#) }
    }
}

@Suite struct WrittenFormLengthTests {
    /// `prefix` followed by `-a-` and subtags of two to seven letters, `length` bytes in all.
    static func tag(_ prefix: String, length: Int) -> String {
        var text = prefix + "-a"
        while length - text.utf8.count > 0 {
            let room = length - text.utf8.count - 1
            text += "-" + String(repeating: "b", count: room > 9 ? 7 : room > 7 ? 4 : room)
        }
        return text
    }

    /// Found by FuzzTags: a 255-byte `x-…` tag parsed, but its description `und-x-…` was too
    /// long to parse back. Its maximized form, `en-Latn-US-x-…`, is 11 bytes longer than it.
    @Test func theLongestPrivateUseTagParsesBack() throws {
        let text = String(("x" + String(repeating: "-abcdefg", count: 31)).dropLast(5))
        #expect(text.utf8.count == 244)
        let tag = try LanguageTag(parsing: text)
        #expect(tag.description == "und-" + text)
        #expect(LanguageTag(tag.description) == tag)
        let maximal = try #require(tag.maximized())
        #expect(
            maximal.description.utf8.count == LanguageTag.maximumLength && LanguageTag(maximal.description) == maximal)
    }

    /// A tag whose canonical or maximized form is longer than itself (`sh` → `sr-Latn` →
    /// `sr-Latn-RS`, 8 bytes longer; `und` → `en-Latn-US`, 7; `sh-t-sh` → `sr-Latn-RS-t-sr-latn`,
    /// 13) is refused when that form would pass the limit, with the limit for it; one byte
    /// shorter, it parses and every form parses back.
    @Test(arguments: [("sh", 8), ("und", 7), ("sh-t-sh", 13)])
    func aTagLeavesRoomForItsLongestForm(prefix: String, growth: Int) throws {
        let limit = LanguageTag.maximumLength - growth
        let refused = Self.tag(prefix, length: limit + 1)
        #expect(throws: LanguageTagError.tooLong(length: limit + 1, limit: limit)) {
            try LanguageTag(parsing: refused)
        }
        let tag = try LanguageTag(parsing: Self.tag(prefix, length: limit))
        let canonical = tag.canonicalized()
        let forms = [tag, canonical, try #require(canonical.maximized())]
        #expect(forms.map(\.description.utf8.count).max() == LanguageTag.maximumLength)
        for form in forms { #expect(LanguageTag(form.description) == form, "\(form)") }
    }
}
