import InputLanguage
import LanguageTags
import TestSupport
import Testing

private func languages(_ tracker: ConversationLanguageTracker<some LanguageIdentifier>) -> [String] {
    tracker.recentStableLanguages.map(\.description)
}

private func tracker(after texts: [String]) -> ConversationLanguageTracker<StatisticalLanguageIdentifier> {
    var tracker = ConversationLanguageTracker()
    for text in texts { tracker.record(CommittedMessage(text: text)) }
    return tracker
}

/// An identifier that answers from a fixed dictionary, to test the tracker's rule alone.
private struct TableIdentifier: LanguageIdentifier {
    let answers: [String: String]
    func identify(_ text: String) -> TextIdentification {
        guard let answer = answers[text] else { return TextIdentification(scripts: [], language: nil) }
        return TextIdentification(scripts: [LanguageTag.Script("Latn")!], language: LanguageTag(answer))
    }
}

@Suite("ConversationLanguageTracker")
struct ConversationTrackerTests {
    @Test func oneMessageIsNotYetStable() {
        #expect(languages(tracker(after: ["こんにちは"])) == [])
        #expect(languages(tracker(after: ["こんにちは", "元気ですか"])) == ["ja"])
    }

    @Test func oneQuotedForeignLineDoesNotFlipTheList() {
        let quoted = tracker(after: ["こんにちは", "元気ですか", "안녕하세요 라고 했어요", "そうですか"])
        #expect(languages(quoted) == ["ja"])
    }

    @Test func aSwitchLeadsAfterTwoConsecutiveMessagesAndTheOldLanguageFadesWhenAbsent() {
        var conversation = tracker(after: ["こんにちは", "元気ですか", "はい"])
        conversation.record(CommittedMessage(text: "안녕하세요"))
        #expect(languages(conversation) == ["ja"])
        conversation.record(CommittedMessage(text: "반갑습니다"))
        #expect(languages(conversation) == ["ko", "ja"])
        conversation.record(CommittedMessage(text: "감사합니다"))
        conversation.record(CommittedMessage(text: "좋아요"))
        #expect(languages(conversation) == ["ko", "ja"])  // window: ja ko ko ko ko
        conversation.record(CommittedMessage(text: "네"))
        #expect(languages(conversation) == ["ko"])  // window: ko ko ko ko ko
    }

    @Test func bilingualConversationsKeepTheOrderTheyEstablished() {
        let conversation = tracker(after: ["שלום", "Γεια σου", "מה שלומך", "Καλά"])
        #expect(languages(conversation) == ["he", "el"])  // he joined first; el joined without a run
    }

    @Test func alternatingMessagesNeverFlipTheOrder() {
        var conversation = tracker(after: ["שלום", "Γεια σου", "מה שלומך", "Καλά"])
        for round in 0..<10 {
            conversation.record(CommittedMessage(text: "תודה"))
            #expect(languages(conversation) == ["he", "el"], "round \(round), after Hebrew")
            conversation.record(CommittedMessage(text: "Ευχαριστώ"))
            #expect(languages(conversation) == ["he", "el"], "round \(round), after Greek")
        }
    }

    @Test func twoConsecutiveMessagesInTheSecondLanguageReorder() {
        var conversation = tracker(after: ["שלום", "Γεια σου", "מה שלומך", "Καλά"])
        conversation.record(CommittedMessage(text: "Ευχαριστώ"))
        #expect(languages(conversation) == ["el", "he"])  // Καλά, Ευχαριστώ: two in a row
        // The new order holds through alternation too, until Hebrew has a run of its own.
        conversation.record(CommittedMessage(text: "תודה"))
        #expect(languages(conversation) == ["el", "he"])
        conversation.record(CommittedMessage(text: "Παρακαλώ"))
        #expect(languages(conversation) == ["el", "he"])
        conversation.record(CommittedMessage(text: "תודה"))
        conversation.record(CommittedMessage(text: "להתראות"))
        #expect(languages(conversation) == ["he", "el"])
    }

    @Test func aSingleQuotedForeignLineNeverAddsOrReorders() {
        var monolingual = tracker(after: ["こんにちは", "元気ですか", "はい"])
        monolingual.record(CommittedMessage(text: "안녕하세요 라고 했어요"))
        #expect(languages(monolingual) == ["ja"])
        monolingual.record(CommittedMessage(text: "そうですか"))
        #expect(languages(monolingual) == ["ja"])

        var bilingual = tracker(after: ["שלום", "Γεια σου", "מה שלומך", "Καλά", "Ευχαριστώ"])
        #expect(languages(bilingual) == ["el", "he"])
        for quoted in ["สวัสดีครับ", "תודה", "안녕하세요", "Γεια"] {  // one line each, never two in a row
            bilingual.record(CommittedMessage(text: quoted))
            #expect(languages(bilingual) == ["el", "he"], "after \(quoted)")
        }
    }

    @Test func threeAlternatingLanguagesKeepTheFirstTwoEstablished() {
        var conversation = tracker(after: ["שלום", "Γεια", "안녕"])
        for round in 0..<5 {
            for text in ["שלום", "Γεια", "안녕"] { conversation.record(CommittedMessage(text: text)) }
            #expect(languages(conversation) == ["he", "el"], "round \(round)")
        }
        // A run of two lets Korean into the full list; Hebrew, used least recently, leaves.
        conversation.record(CommittedMessage(text: "반갑습니다"))
        #expect(languages(conversation) == ["ko", "el"])  // window: ko he el ko ko
    }

    @Test func metadataWinsOverTheIdentifierAndCanNameLatinLanguages() {
        var conversation = ConversationLanguageTracker()
        #expect(
            conversation.record(CommittedMessage(text: "Bonjour", declaredLanguage: "fr"))
                == .declared(try! ContentLocale(parsing: "fr")))
        conversation.record(CommittedMessage(text: "こんにちは", declaredLanguage: "fr-CA"))
        #expect(languages(conversation) == ["fr-CA"])  // fr and fr-CA are the same language; latest tag reported
    }

    @Test func unusableMetadataIsReportedAndTheIdentifierDecides() {
        var conversation = ConversationLanguageTracker()
        let evidence = conversation.record(CommittedMessage(text: "こんにちは", declaredLanguage: .init(parsing: "ja__JP")))
        guard case .identified(let language, let skipped?) = evidence else {
            Issue.record("expected an identified message with skipped metadata, got \(evidence)")
            return
        }
        #expect(language.description == "ja")
        #expect(skipped.value == "ja__JP")
        let undetermined = conversation.record(CommittedMessage(text: "ok", declaredLanguage: "und"))
        #expect(
            undetermined
                == .noLanguage(
                    skippedMetadata: SkippedEvidence(source: .conversation, value: "und", reason: .namesNoLanguage)))
    }

    @Test func messagesWithoutLettersAreIgnoredButUnknownLanguagesAgeTheWindow() {
        var conversation = tracker(after: ["こんにちは", "元気ですか"])
        for _ in 0..<10 { conversation.record(CommittedMessage(text: "👍")) }
        #expect(languages(conversation) == ["ja"])
        for text in ["Hello", "How are you", "Fine"] {
            #expect(conversation.record(CommittedMessage(text: text)) == .noLanguage(skippedMetadata: nil))
        }
        #expect(languages(conversation) == ["ja"])  // window: ja ja Latn Latn Latn
        conversation.record(CommittedMessage(text: "Thanks"))
        #expect(languages(conversation) == ["ja"])  // window: ja Latn Latn Latn Latn
        conversation.record(CommittedMessage(text: "Bye"))
        #expect(languages(conversation) == [])
    }

    @Test func tagsOfTheSameLanguageAndScriptCountTogether() {
        var conversation = ConversationLanguageTracker(
            identifier: TableIdentifier(answers: [
                "a": "en-US", "b": "en-GB", "c": "zh-Hans", "d": "zh-Hant", "e": "zh-TW",
            ]))
        conversation.record(CommittedMessage(text: "a"))
        conversation.record(CommittedMessage(text: "b"))
        #expect(languages(conversation) == ["en-GB"])
        conversation.record(CommittedMessage(text: "c"))
        conversation.record(CommittedMessage(text: "d"))
        #expect(languages(conversation) == ["en-GB"])  // zh-Hans and zh-Hant are different
        conversation.record(CommittedMessage(text: "e"))
        #expect(languages(conversation) == ["zh-TW", "en-GB"])  // zh-TW is zh-Hant
    }

    @Test func theRuleIsDeterministicAndChangesOnlyOnStableEvidence() {
        let pool = ["こんにちは", "안녕하세요", "Hello", "👍", "Καλημέρα", "שלום", "元気です", "Γεια"]
        var generator = SeededRandom(seed: 42)
        for _ in 0..<300 {
            let messages = (0..<16).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            #expect(languages(tracker(after: messages)) == languages(tracker(after: messages)))

            var conversation = ConversationLanguageTracker()
            var evidence: [String?] = []  // languages of the messages with letters, oldest first
            for message in messages {
                let before = languages(conversation)
                let counted = conversation.record(CommittedMessage(text: message))
                let after = languages(conversation)
                #expect(after.count <= ConversationStabilityRule.maximumLanguages)
                #expect(Set(after).count == after.count)
                guard case .noLetters = counted else {
                    evidence.append(counted.language?.description)
                    let window = evidence.suffix(ConversationStabilityRule.window)
                    let language = counted.language?.description
                    let onRun =
                        evidence.count >= 2 && language != nil && evidence.suffix(2).allSatisfy { $0 == language }
                    for joined in after where !before.contains(joined) {
                        #expect(joined == language, "\(messages): only the message's language joins")
                        #expect(window.filter { $0 == joined }.count >= 2, "\(messages): joined on one message")
                    }
                    for left in before where !after.contains(left) {
                        #expect(!window.contains(left) || (onRun && after.first == language), "\(messages)")
                    }
                    if let first = before.first, after.contains(first), after.first != first {
                        #expect(onRun && after.first == language, "\(messages): reordered without a run")
                    }
                    continue
                }
                #expect(after == before, "messages without letters change nothing")
            }
        }
    }
}
