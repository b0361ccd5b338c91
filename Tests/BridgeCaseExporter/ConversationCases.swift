import Foundation
import InputLanguage
import LanguagePolicyBridge
import WireDocuments

/// Conversations of real translated text (the strings of one fixture app, a conversation per
/// locale and one alternating with English) and of a chat's edge cases, each message as a
/// `trackConversationLanguage` request carrying the state of the previous expected answer; the
/// expected answer is that of a Swift `ConversationLanguageTracker()` fed the whole conversation.
func emitConversationCases(_ shared: URL) throws {
    let resources = shared.appendingPathComponent("fixtures/apps/tuskyapp-Tusky/app/src/main/res")
    let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
        .filter { $0.hasPrefix("values") }.sorted()
    var messagesByFolder: [String: [CommittedMessage]] = [:]
    for folder in folders {
        let file = resources.appendingPathComponent("\(folder)/strings.xml")
        guard let xml = try? String(contentsOf: file, encoding: .utf8) else { continue }
        messagesByFolder[folder] = androidStrings(xml).filter { (20...200).contains($0.count) }.prefix(8)
            .map { CommittedMessage(text: $0) }
    }
    let english = messagesByFolder["values"] ?? []
    for folder in folders {
        guard let messages = messagesByFolder[folder], messages.count >= 4 else { continue }
        emitConversation("\(folder) strings", messages)
        let alternating = zip(messages, english).flatMap { [$0, $1] }
        emitConversation("\(folder) and English alternating", alternating)
    }
    let chat: [CommittedMessage] = [
        CommittedMessage(text: "Salut ! Tu viens toujours ce soir au restaurant ?"),
        CommittedMessage(text: "👍🎉"), CommittedMessage(text: "https://example.com/menu?lang=fr"),
        CommittedMessage(text: "Oui, je pense arriver vers huit heures, ça te va ?"),
        CommittedMessage(text: "ok merci 👍"), CommittedMessage(text: "12:30"),
        CommittedMessage(text: "He literally said \"I have no idea what is going on here\""),
        CommittedMessage(text: "Hallo", declaredLanguage: "de-DE"),
        CommittedMessage(text: "Guten Morgen, wie geht es dir heute?", declaredLanguage: "de"),
        CommittedMessage(text: "ok", declaredLanguage: "en--US"), CommittedMessage(text: "ok", declaredLanguage: "und"),
        CommittedMessage(text: "مرحبا، هل ستأتي إلى الاجتماع غدا في الصباح؟"),
        CommittedMessage(text: "Sounds good, I will bring the documents for the meeting."),
        CommittedMessage(text: "نعم، سأكون هناك في الساعة التاسعة إن شاء الله."),
        CommittedMessage(text: "Could you send me the address of the restaurant please?"),
        CommittedMessage(text: "こんにちは、元気ですか"), CommittedMessage(text: "東京に行きました"),
    ]
    emitConversation("a chat's edge cases", chat)
}

/// Emits one request per message of `messages`, in order.
private func emitConversation(_ name: String, _ messages: [CommittedMessage]) {
    var tracker = ConversationLanguageTracker()
    var state = "null"
    for (index, message) in messages.enumerated() {
        var request = JSONWriter()
        request.object { writer in
            writer.key("message")
            writer.object { writer in
                if let declared = message.declaredLanguage {
                    writer.key("declaredLanguage")
                    writer.string(declared.text)
                }
                writer.key("text")
                writer.string(message.text)
            }
            writer.key("state")
            if let value = try? JSONValue.parse(state) { writer.value(value) } else { writer.null() }
        }
        let evidence = tracker.record(message)
        let expected = Bridge.conversationAnswer(tracker, evidence)
        emit("trackConversationLanguage", "\(name): message \(index)", request.text, expected)
        guard case .object(let members)? = try? JSONValue.parse(expected), let next = members["state"] else {
            fatalError("\(name): no state in \(expected)")
        }
        var writer = JSONWriter()
        writer.value(next)
        state = writer.text
    }
}

/// The texts of an Android `strings.xml`'s `<string>` elements, unescaped as far as a chat
/// message needs (`\'`, `\"`, `\n`, the XML entities); elements holding markup are left out.
private func androidStrings(_ xml: String) -> [String] {
    var texts: [String] = []
    var rest = xml[...]
    while let open = rest.range(of: "<string name=") {
        rest = rest[open.upperBound...]
        guard let start = rest.firstIndex(of: ">"), let close = rest.range(of: "</string>") else { break }
        guard start < close.lowerBound else { continue }
        let body = rest[rest.index(after: start)..<close.lowerBound]
        rest = rest[close.upperBound...]
        if body.contains("<") || body.contains("%") { continue }
        var text = String(body)
        for (escaped, plain) in [
            ("\\'", "'"), ("\\\"", "\""), ("\\n", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: escaped, with: plain)
        }
        texts.append(text.trimmingCharacters(in: .whitespaces))
    }
    return texts
}
