import InputLanguage
import LanguageTags
import TestSupport
import Testing

private func languages(after texts: [String]) -> [String] {
    var tracker = ConversationLanguageTracker()
    for text in texts { tracker.record(CommittedMessage(text: text)) }
    return tracker.recentStableLanguages.map(\.description)
}

/// The input-language guide's conversation cases through the default tracker, whose identifier
/// is the statistical one: only committed messages, hints from stable context only.
@Suite("Conversation languages with the default identifier")
struct ConversationLanguageTests {
    static let french = [
        "Salut ! Tu viens toujours ce soir au restaurant ?",
        "Oui, je pense arriver vers huit heures, ça te va ?",
        "Parfait, je réserve une table pour quatre personnes.",
    ]
    static let english = [
        "Sounds good, I will bring the documents for the meeting.",
        "Could you send me the address of the restaurant please?",
        "Thanks a lot, see you there in the evening then.",
    ]
    static let arabic = [
        "مرحبا، هل ستأتي إلى الاجتماع غدا في الصباح؟",
        "نعم، سأكون هناك في الساعة التاسعة إن شاء الله.",
        "ممتاز، سأرسل لك جدول الأعمال قبل الاجتماع.",
    ]

    @Test func threeFrenchMessagesMakeFrenchStable() {
        #expect(languages(after: Self.french) == ["fr"])
        #expect(languages(after: Array(Self.french.prefix(1))) == [])  // one message is not yet stable
    }

    @Test func aBilingualConversationAlternatingArabicAndEnglishKeepsBothInOneOrder() {
        var tracker = ConversationLanguageTracker()
        var seen: [[String]] = []
        for round in 0..<3 {
            tracker.record(CommittedMessage(text: Self.arabic[round]))
            seen.append(tracker.recentStableLanguages.map(\.description))
            tracker.record(CommittedMessage(text: Self.english[round]))
            seen.append(tracker.recentStableLanguages.map(\.description))
        }
        #expect(seen.last == ["ar", "en"])
        #expect(seen.dropFirst(3).allSatisfy { $0 == ["ar", "en"] }, "\(seen)")  // never reordered by alternation
    }

    @Test func aQuotedEnglishLineInAFrenchChatNeverFlipsTheHint() {
        // A message that is mostly a quoted English line may itself be named English; one such
        // message between French ones changes nothing, and even one every other message (two
        // in the window make English a second language, by the tracker's rule) never puts
        // English first.
        let quotes = [
            "He literally said \"I have no idea what is going on here\"",
            "Il a répondu « I'll be there at eight, don't wait for me » et puis rien.",
            "ok merci 👍",
        ]
        for quoted in quotes {
            var tracker = ConversationLanguageTracker()
            for text in Self.french { tracker.record(CommittedMessage(text: text)) }
            tracker.record(CommittedMessage(text: quoted))
            #expect(tracker.recentStableLanguages.map(\.description) == ["fr"], "after \(quoted)")
            for text in Self.french { tracker.record(CommittedMessage(text: text)) }
            #expect(tracker.recentStableLanguages.map(\.description) == ["fr"])
        }
        var alternating = ConversationLanguageTracker()
        for text in Self.french { alternating.record(CommittedMessage(text: text)) }
        for (quoted, french) in zip(quotes + quotes, Self.french + Self.french) {
            alternating.record(CommittedMessage(text: quoted))
            #expect(alternating.recentStableLanguages.first?.description == "fr", "after \(quoted)")
            alternating.record(CommittedMessage(text: french))
            #expect(alternating.recentStableLanguages.first?.description == "fr", "after \(french)")
        }
    }

    @Test func emojiUrlsAndDigitsAreNoEvidence() {
        var tracker = ConversationLanguageTracker()
        for text in Self.french { tracker.record(CommittedMessage(text: text)) }
        for text in ["👍", "🎉🎉🎉", "https://example.com/menu.pdf", "20:30", "06 12 34 56 78"] {
            let evidence = tracker.record(CommittedMessage(text: text))
            #expect(evidence.language == nil, "\(text)")
        }
        #expect(tracker.recentStableLanguages.map(\.description) == ["fr"])
    }

    @Test func veryShortRepliesNeitherAddNorFlip() {
        // Too short to name, they are messages without a language: they never add or reorder,
        // and (the tracker's rule) five of them in a row let French leave the window.
        for replies in [["ok", "yes", "thx", "merci"], ["lol", "да", "ja", "oui oui"], ["👍 ok", "mdr", "si", "no"]] {
            var tracker = ConversationLanguageTracker()
            for text in Self.french { tracker.record(CommittedMessage(text: text)) }
            for text in replies {
                #expect(tracker.record(CommittedMessage(text: text)).language == nil, "\(text)")
                #expect(tracker.recentStableLanguages.map(\.description) == ["fr"], "after \(text)")
            }
            tracker.record(CommittedMessage(text: "ok"))
            #expect(tracker.recentStableLanguages.isEmpty)
        }
    }

    @Test func onlyCommittedTextIsFed() {
        // The tracker takes `CommittedMessage`s, made when a message is sent: one message is
        // one piece of evidence. Feeding an input method's composing states instead (a misuse
        // the API is shaped against) would make one message look like a stable language.
        let message = Self.french[0]
        var committed = ConversationLanguageTracker()
        committed.record(CommittedMessage(text: message))
        #expect(committed.recentStableLanguages.isEmpty)
        var composing = ConversationLanguageTracker()
        for end in message.indices where message[end] == " " {
            composing.record(CommittedMessage(text: String(message[..<end])))
        }
        composing.record(CommittedMessage(text: message))
        #expect(composing.recentStableLanguages.map(\.description) == ["fr"])
        committed.record(CommittedMessage(text: Self.french[1]))
        #expect(committed.recentStableLanguages.map(\.description) == ["fr"])
    }

    @Test func addingTextOfTheStableLanguageNeverRemovesIt() {
        var generator = SeededRandom(seed: 11)
        let others =
            Self.english + Self.arabic + ["👍", "ok", "https://example.com", "Привет, как дела у тебя сегодня?"]
        for _ in 0..<60 {
            var tracker = ConversationLanguageTracker()
            for _ in 0..<Int(generator.next() % 8) {
                tracker.record(CommittedMessage(text: others[Int(generator.next() % UInt64(others.count))]))
            }
            for text in Self.french { tracker.record(CommittedMessage(text: text)) }
            #expect(tracker.recentStableLanguages.map(\.description).contains("fr"))
            for _ in 0..<10 {
                let before = tracker.recentStableLanguages
                tracker.record(CommittedMessage(text: Self.french[Int(generator.next() % 3)]))
                #expect(tracker.recentStableLanguages.map(\.description).contains("fr"))
                #expect(Set(before).subtracting(tracker.recentStableLanguages).allSatisfy { $0.description != "fr" })
            }
        }
    }
}
