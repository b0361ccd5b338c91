import InputLanguage
import LanguageTags
import TestSupport
import Testing

private let identifier = StatisticalLanguageIdentifier()

private func named(_ text: String) -> String? { identifier.identify(text).language?.description }

@Suite("StatisticalLanguageIdentifier")
struct StatisticalIdentifierTests {
    @Test func itListsAtLeastFiftyLanguagesEachAValidTag() {
        let languages = StatisticalLanguageIdentifier.languages
        #expect(languages.count >= 50)
        #expect(Set(languages).count == languages.count)
        for language in languages {
            #expect(LanguageTag(language.description) == language, "\(language) does not round-trip")
            #expect(language.namesLanguage, "\(language)")
        }
        let tags = Set(languages.map(\.description))
        for expected in [
            "es", "pt", "gl", "da", "nb", "nn", "sv", "cs", "sk", "hr", "bs", "sr-Latn", "sr-Cyrl", "id", "ms", "ru",
            "uk", "be", "bg", "fa", "ar", "ur", "hi", "mr", "ne", "zh-Hans", "zh-Hant", "ja", "ko", "el", "th",
        ] {
            #expect(tags.contains(expected), "\(expected) is not listed")
        }
        #expect(StatisticalLanguageIdentifier.modelSource == "py3langid 0.4.0")
    }

    @Test func whereTheScriptDecidesTheAnswerIsTheScriptIdentifiersAnswer() {
        let script = UnicodeScriptIdentifier()
        for text in [
            "こんにちは", "東京に行きました", "안녕하세요", "สวัสดีครับ", "Καλημέρα", "שלום עולם", "გამარჯობა", "Բարեւ",
            "Αγόρασα ένα iPhone", "ありがとうと I said", "நன்றி",
        ] {
            #expect(identifier.identify(text) == script.identify(text), "\(text)")
            #expect(identifier.report(text).decision == .script)
        }
    }

    @Test(arguments: [
        ("Je pense que nous devrions partir demain matin avant la pluie.", "fr"),
        ("Ich glaube, wir sollten morgen früh vor dem Regen losfahren.", "de"),
        ("Creo que deberíamos salir mañana por la mañana antes de la lluvia.", "es"),
        ("Acho que devíamos sair amanhã de manhã, antes da chuva começar.", "pt"),
        ("Я думаю, что нам нужно выехать завтра утром, до начала дождя.", "ru"),
        ("Я думаю, що нам треба виїхати завтра вранці, поки не почався дощ.", "uk"),
        ("أعتقد أنه يجب علينا المغادرة صباح الغد قبل هطول المطر.", "ar"),
        ("فکر می‌کنم باید فردا صبح قبل از باران حرکت کنیم.", "fa"),
        ("मुझे लगता है कि हमें कल सुबह बारिश से पहले निकल जाना चाहिए।", "hi"),
        ("这个问题很复杂，我们需要更多时间来讨论。", "zh-Hans"),
        ("這個問題很複雜，我們需要更多時間來討論。", "zh-Hant"),
        ("Мислим да треба да кренемо сутра ујутру пре кише.", "sr-Cyrl"),
    ])
    func clearSentencesAreNamed(text: String, language: String) {
        #expect(named(text) == language, "\(identifier.report(text))")
    }

    @Test func emojiUrlsDigitsAndVeryShortRepliesAreUnknown() {
        for text in [
            "", "👍", "👍🎉😂", "https://example.com/some/long/path?query=value", "www.example.org/about-us",
            "someone@example.com", "12345 67890", "+33 6 12 34 56 78", "ok", "merci", "ok merci 👍", "Danke!", "да",
            "jaja", "lol", "#####", "…", "\u{301}\u{301}",
        ] {
            #expect(identifier.identify(text).language == nil, "\(text): \(identifier.report(text).decision)")
        }
        #expect(identifier.report("👍").decision == .noLetters)
        #expect(identifier.report("ok merci").decision == .tooShort(letters: 7, required: 12))
    }

    @Test func addressesAndEmojiDoNotChangeTheAnswer() {
        let text = "Je pense que nous devrions partir demain matin avant la pluie."
        let language = named(text)
        #expect(language == "fr")
        #expect(named(text + " https://example.com/weather/today 👍🌧️") == language)
        #expect(named("@marie " + text + " 😂😂") == language)
    }

    @Test func mixedLanguageTextIsUnknownOrTheMajorityLanguage() {
        // A quoted English line inside French, and French inside English: never a third language.
        for (text, allowed) in [
            ("Il m'a dit « see you tomorrow at the station » puis il est parti.", ["fr", "en"]),
            ("She wrote \"je ne sais pas quoi faire\" and left the meeting early.", ["en", "fr"]),
            ("ok merci, see you later alligator 👍", ["en", "fr"]),
        ] {
            let answer = named(text)
            #expect(answer == nil || allowed.contains(answer!), "\(text): \(answer ?? "unknown")")
        }
    }

    @Test func textWithoutAMajorityScriptIsUnknown() {
        #expect(identifier.report("Привет hello مرحبا").decision == .noMajorityScript)
        #expect(named("Привет hello мир и все") == nil)
    }

    @Test func theAnswerIsAFunctionOfTheText() {
        var generator = SeededRandom(seed: 7)
        let words = [
            "le", "chat", "dort", "sur", "la", "table", "der", "Hund", "schläft", "и", "кот", "спит", "na", "stole",
            "👍", "2024", "https://x.y", "的", "猫", "こんにちは", "és", "a", "kutya", "alszik", "مرحبا", "بالعالم",
        ]
        for _ in 0..<300 {
            let count = Int(generator.next() % 20) + 1
            let text = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(
                separator: " ")
            let report = identifier.report(text)
            #expect(identifier.report(text) == report, "\(text)")
            #expect(StatisticalLanguageIdentifier().identify(text) == report.identification)
            if let language = report.identification.language {
                #expect(StatisticalLanguageIdentifier.languages.contains(language), "\(text): \(language)")
            }
            #expect(report.candidates.count <= 5)
            #expect(report.candidates.first?.score.fixedPoint ?? 0 == 0)
            #expect(zip(report.candidates, report.candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
        }
    }

    /// Scores and margins print in nats, as `langpolicy detect` prints them, and keep the exact
    /// value the identifier computed.
    @Test func marginsPrintInNatsAsTheCommandLineDoes() {
        let report = identifier.report("Mislim da bismo trebali krenuti sutra ujutro prije kiše.")
        guard case .belowMargin(let rival, let margin, let required) = report.decision else {
            Issue.record("\(report.decision)")
            return
        }
        #expect(rival.description == "sr-Latn")
        #expect(margin.description == "1.47 nats" && required == StatisticalLanguageIdentifier.margin)
        #expect("\(report.decision)".contains("margin: 1.47 nats, required: 4.00 nats"))
        #expect(Nats(fixedPoint: -512).description == "-0.50 nats" && Nats(fixedPoint: 4096).value == 4)
    }

    @Test func namedAnswersClearTheDocumentedMargin() {
        for text in [
            "Je pense que nous devrions partir demain matin avant la pluie.",
            "Det er en god idé at tage afsted i morgen tidlig, før regnen kommer.",
            "Mislim da bismo trebali krenuti sutra ujutro prije kiše.",
        ] {
            let report = identifier.report(text)
            switch report.decision {
            case .margin(_, let margin?, let required?):
                #expect(margin >= required)
                #expect(
                    [StatisticalLanguageIdentifier.margin, StatisticalLanguageIdentifier.neighbourMargin].contains(
                        required))
                #expect(report.identification.language != nil)
            case .belowMargin(_, let margin, let required):
                #expect(margin < required)
                #expect(report.identification.language == nil)
            default:
                Issue.record("\(text): \(report.decision)")
            }
        }
    }

    @Test func hugeAndUnusualInputsAreReadInBoundedTime() {
        let long = String(repeating: "Je pense que nous devrions partir demain matin. ", count: 20_000)
        #expect(named(long) == "fr")  // only the first 2 KB are read
        let noise = String(
            String.UnicodeScalarView((0..<5000).compactMap { Unicode.Scalar(UInt32(($0 * 7919) % 0x2FFFF)) }))
        #expect(identifier.report(noise) == identifier.report(noise))
        #expect(named(String(repeating: "\u{FFFD}", count: 500)) == nil)
    }
}
