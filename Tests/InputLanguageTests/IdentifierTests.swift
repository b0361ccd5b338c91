import InputLanguage
import LanguageTags
import Testing

private let identifier = UnicodeScriptIdentifier()

private func seen(_ text: String) -> (scripts: [String], language: String?) {
    let identification = identifier.identify(text)
    return (identification.scripts.map(\.description), identification.language?.description)
}

@Suite("UnicodeScriptIdentifier")
struct IdentifierTests {
    @Test(arguments: [
        ("こんにちは", "ja"), ("カタカナ", "ja"), ("東京に行きました", "ja"), ("안녕하세요", "ko"),
        ("한국어 漢字 混用", "ko"), ("สวัสดีครับ", "th"), ("Καλημέρα", "el"), ("שלום עולם", "he"),
        ("გამარჯობა", "ka"), ("Բարեւ", "hy"), ("ສະບາຍດີ", "lo"), ("សួស្តី", "km"), ("ආයුබෝවන්", "si"),
        ("નમસ્તે", "gu"), ("ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "pa"), ("ନମସ୍କାର", "or"), ("வணக்கம்", "ta"), ("నమస్కారం", "te"),
        ("ನಮಸ್ಕಾರ", "kn"), ("നമസ്കാരം", "ml"),
    ])
    func unambiguousScriptsNameTheirLanguage(text: String, language: String) {
        #expect(seen(text).language == language)
    }

    @Test(arguments: [
        "Hello there", "Bonjour à tous", "Grüß Gott", "Привет", "مرحبا", "नमस्ते", "নমস্কার", "Ṁ̧̀",
    ])
    func sharedScriptsNameNoLanguage(text: String) {
        #expect(seen(text).language == nil)
        #expect(seen(text).scripts.count == 1)
    }

    @Test func latinTextIsNeverGivenALanguage() {
        for text in ["the", "der die das", "¿Qué tal?", "Dziękuję", "Tiếng Việt", "iPhone 15 Pro Max"] {
            #expect(seen(text).language == nil, "\(text)")
            #expect(seen(text).scripts == ["Latn"], "\(text)")
        }
    }

    @Test func textWithoutLettersIsUnknownWithNoScripts() {
        for text in ["", " ", "12345", "👍🎉", "!?…", "\u{0301}", "\u{E000}"] {
            #expect(identifier.identify(text) == .unknown, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func scriptsAreListedMostLettersFirstThenByCode() {
        #expect(seen("iPhoneを買った").scripts == ["Latn", "Hira", "Hani"])
        #expect(seen("ab αβ").scripts == ["Grek", "Latn"])
        #expect(seen("αβγ abcd").scripts == ["Latn", "Grek"])
    }

    @Test func aScriptNeedsMoreThanHalfOfTheLetters() {
        #expect(seen("iPhoneを買った").language == nil)  // 6 Latin, 4 Japanese
        #expect(seen("I said ありがとう").language == nil)  // 5 Latin, 5 kana
        #expect(seen("ありがとう, I said").language == nil)
        #expect(seen("ありがとうと I said").language == "ja")  // 6 kana, 5 Latin
        #expect(seen("Αγόρασα ένα iPhone").language == "el")
    }

    @Test func kanaWithHanIsJapaneseAndHangulWithHanIsKorean() {
        #expect(seen("漢字漢字漢字かな").language == "ja")
        #expect(seen("漢字漢字漢字한").language == "ko")
        #expect(seen("かな한글漢").language == nil)  // kana and Hangul: Han stands alone, no majority
        #expect(seen("かなかなかな한글").language == "ja")
    }

    @Test(arguments: [
        ("這個問題很複雜", "zh-Hant"), ("我們是台灣人", "zh-Hant"), ("今天天氣很好", "zh-Hant"), ("電腦", "zh-Hant"),
        ("这个问题很复杂", "zh-Hans"), ("我们是中国人", "zh-Hans"), ("这是什么", "zh-Hans"), ("电脑", "zh-Hans"),
    ])
    func hanTextWithClearVariantEvidenceIsChinese(text: String, language: String) {
        #expect(seen(text).language == language)
        #expect(seen(text).scripts == ["Hani"])
    }

    @Test(arguments: ["你好", "台灣", "皇后", "我想吃面", "東京大学", "台北後面", "中文"])
    func hanTextWithoutClearEvidenceIsUnknown(text: String) {
        #expect(seen(text).language == nil)
        #expect(seen(text).scripts == ["Hani"])
    }

    @Test func kanaFreeJapaneseCanReadAsTraditionalChinese() {
        #expect(seen("東京").language == "zh-Hant")  // the documented limit
        #expect(seen("東京大学").language == nil)
    }

    @Test func supplementaryPlaneCharactersAreCounted() {
        #expect(seen("𠀀𠀁𠀂").scripts == ["Hani"])
        #expect(seen("𐌰𐌱𐌲").scripts == ["Goth"])
        #expect(seen("𝐀𝐁𝐂").scripts == [])  // mathematical letters are common characters
    }

    @Test func identificationIsDeterministicAndIndependentOfRepetition() {
        let texts = ["こんにちは", "這個問題很複雜", "Hello", "Καλημέρα iPhone", "한국어 漢字", "👍", "mixed テキスト text"]
        for text in texts {
            let once = identifier.identify(text)
            #expect(identifier.identify(text) == once)
            // Repeating a text scales every count alike, so nothing changes.
            #expect(identifier.identify(String(repeating: text, count: 7)) == once)
        }
    }

    @Test func languageByScriptNeverNamesALatinOrSharedScript() {
        for code in ["Latn", "Cyrl", "Arab", "Deva", "Beng", "Hani", "Zyyy"] {
            #expect(UnicodeScriptIdentifier.languageByScript[LanguageTag.Script(code)!] == nil, "\(code)")
        }
        #expect(UnicodeScriptIdentifier.unicodeVersion == "15.0.0")
    }

    @Test func identificationEncodesScriptsAndLanguageAsJSONStrings() throws {
        let encoded = try JSONEncoderForTests.string(identifier.identify("こんにちは"))
        #expect(encoded == #"{"language":"ja","scripts":["Hira"]}"#)
        let unknown = try JSONEncoderForTests.string(identifier.identify("Hello"))
        #expect(unknown == #"{"language":null,"scripts":["Latn"]}"#)
    }
}
