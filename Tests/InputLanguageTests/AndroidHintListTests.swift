import InputLanguage
import LanguageTags
import TestSupport
import Testing
import WireDocuments

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
        #expect(AndroidHintList(InputLanguageHint.noHint) == nil)
    }

    @Test func aResolvedHintBecomesItsList() {
        let hint = InputLanguageHint(
            tags: [try! LanguageTag(parsing: "sh"), try! LanguageTag(parsing: "ja")], source: .conversation)!
        #expect(AndroidHintList(hint)?.languageTags == "sr-Latn,ja")
    }

    @Test func isReadFromAnArrayOfTags() throws {
        #expect(try AndroidHintList(jsonText: #"["iw", "en--US"]"#) == AndroidHintList(parsing: ["he"]))
        #expect(
            readingError(AndroidHintList.self, "[]")?.description
                == "$: no tag in [] names a language; a cleared hint is null")
    }

    /// A list of many tags is built in linear time: finding duplicates by searching the list
    /// so far cost n² (13,520 distinct tags, each given twice, took 20 s in a debug build).
    @Test func longListsAreBuiltInLinearTime() throws {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let texts = letters.prefix(20).flatMap { second in
            letters.flatMap { third in letters.map { region in "q\(second)\(third)-\(region)\(region)" } }
        }
        /// The first `count` tags, each given twice.
        func input(_ count: Int) -> [LanguageTag] {
            let tags = texts.prefix(count).compactMap { LanguageTag($0) }
            return tags + tags.reversed()
        }
        var lists: [AndroidHintList?] = []
        let growth = LinearTime.measure(size: texts.count / 8, input: input) { lists.append(AndroidHintList($0)) }
        #expect(growth.isLinear, "\(growth)")
        let list = try #require(lists.last ?? nil)
        #expect(list.tags.count == texts.count)
        #expect(list.tags.first?.description == "qaa-AA" && list.tags.last?.description == "qtz-ZZ")
    }

    @Test func listsAreCanonicalUniqueAndStableUnderRebuilding() {
        let pool = [
            "iw", "he", "ja-JP", "ja_jp", "sh", "sr-Latn", "zh-TW", "zh-Hant-TW", "und-JP", "en--US", "in", "id",
        ]
        var generator = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let texts = (0..<Int(generator.next() % 6)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            guard let list = AndroidHintList(parsing: texts) else {
                #expect(texts.allSatisfy { ["und-JP", "en--US"].contains($0) })
                continue
            }
            #expect(Set(list.tags).count == list.tags.count)
            #expect(list.tags.allSatisfy { $0.canonicalized() == $0 })
            #expect(AndroidHintList(list.tags) == list)
            #expect(AndroidHintList(parsing: list.languageTags.split(separator: ",").map(String.init)) == list)
        }
    }
}
