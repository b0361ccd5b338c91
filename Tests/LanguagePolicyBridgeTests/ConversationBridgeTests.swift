import InputLanguage
import LanguagePolicyBridge
import TestSupport
import Testing
import WireDocuments

/// The bridge's conversation tracker: stateless (the state travels in the request and the
/// answer), and the same state machine as Swift's `ConversationLanguageTracker()`.
@Suite struct ConversationBridgeTests {
    /// Messages of a chat in several languages, with declared, malformed and languageless ones.
    static let pool: [(text: String, declared: String?)] = [
        ("Salut ! Tu viens toujours ce soir au restaurant ?", nil),
        ("Oui, je pense arriver vers huit heures, ça te va ?", nil),
        ("Sounds good, I will bring the documents for the meeting.", nil),
        ("Could you send me the address of the restaurant please?", nil),
        ("مرحبا، هل ستأتي إلى الاجتماع غدا في الصباح؟", nil),
        ("نعم، سأكون هناك في الساعة التاسعة إن شاء الله.", nil),
        ("Привет, ты сегодня придёшь на встречу в офисе?", nil),
        ("こんにちは、元気ですか", nil),
        ("ok merci 👍", nil),
        ("👍🎉", nil),
        ("https://example.com/a/b?c=1", nil),
        ("12:30", nil),
        ("Hallo", "de-DE"),
        ("ok", "en--US"),
        ("ok", "und"),
        ("Guten Morgen, wie geht es dir heute?", "de"),
    ]

    /// The request for `message` after `state` (a state's JSON, or `null`).
    static func request(state: String, _ message: (text: String, declared: String?)) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("message")
            writer.object { writer in
                writer.key("declaredLanguage")
                writer.string(message.declared)
                writer.key("text")
                writer.string(message.text)
            }
            writer.key("state")
            if state == "null" { writer.null() } else { writer.value((try? JSONValue.parse(state)) ?? .null) }
        }
        return writer.text
    }

    /// The answer's `state` as JSON text.
    static func state(of answer: String) throws -> String {
        guard case .object(let members) = try JSONValue.parse(answer), let state = members["state"] else {
            Issue.record("no state in \(answer)")
            return "null"
        }
        var writer = JSONWriter()
        writer.value(state)
        return writer.text
    }

    @Test func answersAsSwiftsTrackerDoesOnEveryStepOfPseudoRandomConversations() throws {
        var seed: UInt64 = 0xC0FFEE
        var steps = 0
        for _ in 0..<40 {
            var tracker = ConversationLanguageTracker()
            var state = "null"
            for _ in 0..<25 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let message = Self.pool[Int(seed >> 33) % Self.pool.count]
                let answer = Bridge.trackConversationLanguage(Self.request(state: state, message))
                let evidence = tracker.record(
                    CommittedMessage(
                        text: message.text, declaredLanguage: message.declared.map(Declared.init(parsing:))))
                #expect(answer == Bridge.conversationAnswer(tracker, evidence))
                state = try Self.state(of: answer)
                steps += 1
            }
        }
        #expect(steps >= 1000)
    }

    @Test func threeFrenchMessagesMakeFrenchStableThroughTheBridge() throws {
        var state = "null"
        var languages: [[String]] = []
        for message in Self.pool.prefix(2) + Self.pool.prefix(1) {
            let answer = Bridge.trackConversationLanguage(Self.request(state: state, message))
            state = try Self.state(of: answer)
            guard case .object(let members) = try JSONValue.parse(answer), case .array(let tags)? = members["languages"]
            else {
                Issue.record("no languages in \(answer)")
                return
            }
            languages.append(tags.compactMap { if case .string(let tag) = $0 { tag } else { nil } })
        }
        #expect(languages == [[], ["fr"], ["fr"]])
    }

    @Test(arguments: [
        (#"{"messages": ["fr"]}"#, "$.state.languages"),
        (#"{"languages": [], "messages": ["fr", "fr", "fr", "fr", "fr", "fr"]}"#, "$.state.messages"),
        (#"{"languages": ["fr", "en", "de"], "messages": ["fr", "en", "de"]}"#, "$.state.languages"),
        (#"{"languages": ["de"], "messages": ["fr", "fr"]}"#, "$.state.languages[0]"),
        (#"{"languages": ["en-GB", "en-US"], "messages": ["en-US", "en-GB"]}"#, "$.state.languages[1]"),
        (#"{"languages": ["fr-CA"], "messages": ["fr-CA", "fr-FR"]}"#, "$.state.languages[0]"),
        (#"{"languages": [], "messages": ["und"]}"#, "$.state.messages[0]"),
        (#"{"languages": [], "messages": ["fr--CA"]}"#, "$.state.messages[0]"),
        (#"{"languages": [], "messages": [3]}"#, "$.state.messages[0]"),
        (#"{"languages": [], "messages": [], "window": 5}"#, "$.state.window"),
    ])
    func refusesStatesNoConversationProduces(state: String, path: String) throws {
        let answer = Bridge.trackConversationLanguage(#"{"state": \#(state), "message": {"text": "Salut"}}"#)
        #expect(answer.contains(#""error":{"#), "\(answer)")
        #expect(answer.contains(#""path":"\#(path)""#), "\(answer)")
    }

    @Test func snapshots() throws {
        var state = "null"
        var calls: [(name: String, call: (String) -> String, request: String)] = []
        for (name, message) in [
            ("a first French message", Self.pool[0]), ("a second: French is stable", Self.pool[1]),
            ("an emoji: no evidence", Self.pool[9]), ("declared German", Self.pool[12]),
            ("malformed metadata, English text", (Self.pool[2].text, "en--US")),
        ] {
            let request = Self.request(state: state, message)
            calls.append((name, Bridge.trackConversationLanguage, request))
            state = try Self.state(of: Bridge.trackConversationLanguage(request))
        }
        calls += [
            ("no state key", Bridge.trackConversationLanguage, #"{"message": {"text": "Salut"}}"#),
            ("a message without text", Bridge.trackConversationLanguage, #"{"state": null, "message": {}}"#),
            (
                "a reported language with no message", Bridge.trackConversationLanguage,
                #"{"state": {"languages": ["de"], "messages": ["fr"]}, "message": {"text": "Salut"}}"#
            ),
        ]
        Snapshot.expect(
            BridgeSnapshotTests.transcript("bridge-conversation-languages", calls), named: "conversation-languages.txt")
    }
}
