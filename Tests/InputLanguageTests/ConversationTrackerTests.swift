import InputLanguage
import LanguageTags
import Testing

private func languages(_ tracker: ConversationLanguageTracker<some LanguageIdentifier>) -> [String] {
    tracker.recentStableLanguages.map(\.description)
}

private func tracker(after texts: [String]) -> ConversationLanguageTracker<UnicodeScriptIdentifier> {
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

    @Test func aSwitchShowsAfterTheSecondMessageAndTheOldLanguageFades() {
        var conversation = tracker(after: ["こんにちは", "元気ですか", "はい"])
        conversation.record(CommittedMessage(text: "안녕하세요"))
        #expect(languages(conversation) == ["ja"])
        conversation.record(CommittedMessage(text: "반갑습니다"))
        #expect(languages(conversation) == ["ko", "ja"])
        conversation.record(CommittedMessage(text: "감사합니다"))
        #expect(languages(conversation) == ["ko", "ja"])  // window: ja ja ko ko ko
        conversation.record(CommittedMessage(text: "좋아요"))
        #expect(languages(conversation) == ["ko"])  // window: ja ko ko ko ko
    }

    @Test func bilingualConversationsReportBothMostRecentFirst() {
        let conversation = tracker(after: ["שלום", "Γεια σου", "מה שלומך", "Καλά"])
        #expect(languages(conversation) == ["el", "he"])
    }

    @Test func threeAlternatingLanguagesReportTheTwoStableOnes() {
        let conversation = tracker(after: ["שלום", "Γεια", "안녕", "שלום", "Γεια", "안녕"])
        #expect(languages(conversation) == ["ko", "el"])  // window: el ko he el ko
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

    @Test func theRuleIsDeterministicForAnyMessageOrder() {
        let pool = ["こんにちは", "안녕하세요", "Hello", "👍", "Καλημέρα", "这个问题很复杂", "元気です"]
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let messages = (0..<12).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            let first = tracker(after: messages)
            let second = tracker(after: messages)
            #expect(languages(first) == languages(second))
            #expect(languages(first).count <= ConversationStabilityRule.maximumLanguages)
            // Only the last window of messages with letters matters.
            let withLetters = messages.filter { $0 != "👍" }
            #expect(
                languages(tracker(after: Array(withLetters.suffix(ConversationStabilityRule.window))))
                    == languages(first))
        }
    }
}

/// A small deterministic pseudo-random generator for property tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
