internal import LanguageTags
package import WireDocuments

/// The tracker's state as JSON, so that a stateless caller (the bridge's
/// `trackConversationLanguage`) keeps it between messages and the same rule runs on every
/// platform (its shape: `ConversationState` in Schemas/Documents/bridge-conversation-languages.json):
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

    /// The tracker's state (the form above), to write.
    package var state: StabilityWindow { window }
}

extension StabilityWindow {
    /// A window of the state's `messages` and reported `languages`, checked against the rule.
    ///
    /// - Throws: ``DocumentRuleError`` naming the member (and element) that breaks it.
    init(messages tags: [LanguageTag?], languages: [LanguageTag]) throws(DocumentRuleError) {
        if tags.count > ConversationStabilityRule.window {
            throw DocumentRuleError(
                key: "messages", "a conversation's window holds at most \(ConversationStabilityRule.window) messages")
        }
        var window = StabilityWindow()
        var messages: [Entry?] = []
        for (index, tag) in tags.enumerated() {
            guard let tag else {
                messages.append(nil)
                continue
            }
            guard tag.namesLanguage else {
                throw DocumentRuleError(key: "messages", index: index, "\"\(tag)\" names no language")
            }
            messages.append(Entry(tag: tag, key: window.key(for: tag)))
        }
        if languages.count > ConversationStabilityRule.maximumLanguages {
            throw DocumentRuleError(
                key: "languages",
                "a conversation reports at most \(ConversationStabilityRule.maximumLanguages) languages")
        }
        var reported: [Entry] = []
        for (index, tag) in languages.enumerated() {
            let key = window.key(for: tag)
            guard !reported.contains(where: { $0.key == key }) else {
                throw DocumentRuleError(
                    key: "languages", index: index, "\"\(tag)\" is the same language as another reported one")
            }
            guard let latest = messages.last(where: { $0?.key == key }) ?? nil else {
                throw DocumentRuleError(
                    key: "languages", index: index, "a reported language must be in one of the window's messages")
            }
            guard latest.tag == tag else {
                throw DocumentRuleError(
                    key: "languages", index: index,
                    "a reported language is the tag of its latest message (\"\(latest.tag)\")")
            }
            reported.append(latest)
        }
        self.init(checkedMessages: messages, reported: reported)
    }
}
