import Foundation
import InputLanguage
import LanguageTags
import Testing

@Suite("AndroidHintList")
struct AndroidHintListTests {
    @Test func tagsAreCanonicalDeduplicatedByCanonicalTagAndKeepTheirOrder() {
        let list = AndroidHintList(parsing: ["iw", "he-IL", "he", "ja_jp", "ja-JP", "zh-Hant"])
        #expect(list?.tags.map(\.description) == ["he", "he-IL", "ja-JP", "zh-Hant"])
        #expect(list?.languageTags == "he,he-IL,ja-JP,zh-Hant")
    }

    @Test func malformedAndLanguagelessTagsAreDropped() {
        #expect(AndroidHintList(parsing: ["en--US", "und-JP", "ko", "x-private"])?.languageTags == "ko")
    }

    @Test func nothingLeftMeansClearTheHintNeverAnEmptyList() {
        #expect(AndroidHintList(parsing: []) == nil)
        #expect(AndroidHintList(parsing: ["und", "en--US"]) == nil)
        #expect(AndroidHintList(InputLanguageHint.none) == nil)
    }

    @Test func aResolvedHintBecomesItsList() {
        let hint = InputLanguageHint(
            tags: [try! LanguageTag(parsing: "sh"), try! LanguageTag(parsing: "ja")], source: .conversation)
        #expect(AndroidHintList(hint)?.languageTags == "sr-Latn,ja")
    }

    @Test func encodesAsAnArrayAndAClearedHintAsNull() throws {
        let lists: [AndroidHintList?] = [AndroidHintList(parsing: ["ja-JP", "en"]), nil]
        let json = try JSONEncoderForTests.string(lists)
        #expect(json == #"[["ja-JP","en"],null]"#)
        #expect(try JSONDecoder().decode([AndroidHintList?].self, from: Data(json.utf8)) == lists)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AndroidHintList.self, from: Data("[]".utf8)) }
    }
}
