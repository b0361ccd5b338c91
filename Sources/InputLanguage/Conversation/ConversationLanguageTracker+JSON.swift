internal import LanguageTags
package import WireDocuments

/// The tracker's state as JSON, so that a stateless caller (the bridge's
/// `trackConversationLanguage`) keeps it between messages and the same rule runs on every
/// platform:
///
/// ```json
/// { "languages": ["fr"], "messages": ["fr", null, "fr-CA", "en"] }
/// ```
///
/// - `messages`: the window's messages with letters or metadata, oldest first, at most
///   ``ConversationStabilityRule/window`` (5): the tag each counted for, or `null` for a
///   message in which no language could be named.
/// - `languages`: ``ConversationLanguageTracker/recentStableLanguages``, at most
///   ``ConversationStabilityRule/maximumLanguages`` (2), each the tag of its language's latest
///   message in `messages`.
///
/// A state that breaks these rules, which no sequence of messages produces, is refused with
/// a ``DocumentError`` naming the member.
extension ConversationLanguageTracker {
    /// A tracker in the state `json` describes (the form above), identifying with `identifier`.
    package init(identifier: Identifier, state json: JSONElement) throws(DocumentError) {
        self.init(identifier: identifier)
        window = try StabilityWindow(json: json)
    }

    /// Writes the tracker's state (the form above).
    package func writeState(to writer: inout JSONWriter) {
        window.write(to: &writer)
    }
}

extension StabilityWindow: JSONReadable, JSONWritable {
    init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["languages", "messages"])
        var window = StabilityWindow()
        let messageElements = try fields.required("messages").array()
        if messageElements.count > ConversationStabilityRule.window {
            throw try fields.required("messages").invalid(
                "a conversation's window holds at most \(ConversationStabilityRule.window) messages")
        }
        var messages: [Entry?] = []
        for element in messageElements {
            guard let tag = try element.nullable({ element throws(DocumentError) in try element.languageTag() }) else {
                messages.append(nil)
                continue
            }
            guard tag.namesLanguage else { throw element.invalid("\"\(tag)\" names no language") }
            messages.append(Entry(tag: tag, key: window.key(for: tag)))
        }
        let languageElements = try fields.required("languages").array()
        if languageElements.count > ConversationStabilityRule.maximumLanguages {
            throw try fields.required("languages").invalid(
                "a conversation reports at most \(ConversationStabilityRule.maximumLanguages) languages")
        }
        var reported: [Entry] = []
        for element in languageElements {
            let tag = try element.languageTag()
            let key = window.key(for: tag)
            guard !reported.contains(where: { $0.key == key }) else {
                throw element.invalid("\"\(tag)\" is the same language as another reported one")
            }
            guard let latest = messages.last(where: { $0?.key == key }) ?? nil else {
                throw element.invalid("a reported language must be in one of the window's messages")
            }
            guard latest.tag == tag else {
                throw element.invalid("a reported language is the tag of its latest message (\"\(latest.tag)\")")
            }
            reported.append(latest)
        }
        self.init(checkedMessages: messages, reported: reported)
    }

    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("languages")
            writer.tags(reported.map(\.tag))
            writer.key("messages")
            writer.array { writer in
                for message in messages { writer.string(message?.tag.description) }
            }
        }
    }
}

extension CommittedMessage: JSONReadable {
    /// Reads `{"text": "…", "declaredLanguage": "fr"}`; `declaredLanguage` may be left out or
    /// `null`, and a malformed one is kept (and reported as skipped metadata).
    package init(json: JSONElement) throws(DocumentError) {
        let fields = try json.object(allowing: ["declaredLanguage", "text"])
        self.init(
            text: try fields.required("text").string(),
            declaredLanguage: try fields.optional("declaredLanguage").map(Declared.init(json:)))
    }
}

extension MessageEvidence: JSONWritable {
    /// `{"kind": "identified", "language": "fr", "skippedMetadata": null}`; `kind` is
    /// `declared`, `identified`, `no_language` or `no_letters`.
    package func write(to writer: inout JSONWriter) {
        let kind: String
        let skipped: SkippedEvidence?
        switch self {
        case .declared: (kind, skipped) = ("declared", nil)
        case .identified(_, let metadata): (kind, skipped) = ("identified", metadata)
        case .noLanguage(let metadata): (kind, skipped) = ("no_language", metadata)
        case .noLetters(let metadata): (kind, skipped) = ("no_letters", metadata)
        }
        writer.object { writer in
            writer.key("kind")
            writer.string(kind)
            writer.key("language")
            writer.string(language?.description)
            writer.key("skippedMetadata")
            writer.nullable(skipped)
        }
    }
}
