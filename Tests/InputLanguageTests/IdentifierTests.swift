import InputLanguage
import LanguageTags
import Testing
import WireDocuments

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
        ("這個問題很複雜", "Hant"), ("我們是台灣人", "Hant"), ("今天天氣很好", "Hant"), ("電腦", "Hant"),
        ("这个问题很复杂", "Hans"), ("我们是中国人", "Hans"), ("这是什么", "Hans"), ("电脑", "Hans"),
    ])
    func hanTextWithClearVariantEvidenceReportsTheScriptButNoLanguage(text: String, script: String) {
        #expect(seen(text).language == nil)
        #expect(seen(text).scripts == [script])
    }

    @Test(arguments: ["你好", "台灣", "皇后", "我想吃面", "東京大学", "台北後面", "中文"])
    func hanTextWithoutClearEvidenceIsUnknownHani(text: String) {
        #expect(seen(text).language == nil)
        #expect(seen(text).scripts == ["Hani"])
    }

    @Test func kanjiOnlyJapaneseAndHanjaNameNoLanguage() {
        // Han is shared by Chinese, Japanese and Korean: without kana or Hangul, no language.
        #expect(seen("東京").language == nil)
        #expect(seen("東京").scripts == ["Hant"])  // only a script claim: these are Traditional forms
        #expect(seen("大韓民國").language == nil)
        #expect(seen("東京大学").language == nil)
    }

    @Test func hanWrittenWithKanaOrHangulStaysHani() {
        #expect(seen("這個問題です").language == "ja")
        #expect(seen("這個問題です").scripts == ["Hani", "Hira"])
        #expect(seen("這個問題한").language == "ko")
        #expect(seen("這個問題한").scripts == ["Hani", "Hang"])
    }

    @Test func theRefinedHanScriptSortsByItsOwnCode() {
        #expect(seen("這個 iPhone").scripts == ["Latn", "Hant"])
        #expect(seen("這個問題很複雜 iPhone").scripts == ["Hant", "Latn"])  // 7 Han, 6 Latin
        #expect(seen("這個問題 iPad").scripts == ["Hant", "Latn"])  // 4 each: Hant before Latn
        // Hanunoo (Hano) sorts between Hani and Hant: ties follow the reported code.
        #expect(seen("們們ᜠᜡ").scripts == ["Hano", "Hant"])
        #expect(seen("你好ᜠᜡ").scripts == ["Hani", "Hano"])
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
}
