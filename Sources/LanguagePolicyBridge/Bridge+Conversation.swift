package import InputLanguage
internal import WireDocuments

extension Bridge {
    /// One committed message of a conversation, through the same tracker as Swift's
    /// `ConversationLanguageTracker()` (the portable statistical identifier, the same stability
    /// rule), its state kept by the caller between calls: the bridge holds none.
    ///
    /// Request: `state` (the `state` of the previous answer, or `null` for a new conversation)
    /// and `message` (`{"text": "…", "declaredLanguage": "fr"}`, the committed text and,
    /// optionally, the language its metadata declares). Answer: `languages` (the recent stable
    /// languages, most recently established first, for the input session), `evidence` (what
    /// the message counted as: `kind` `declared`, `identified`, `no_language` or `no_letters`,
    /// its `language` and any `skippedMetadata`) and `state`, to send with the next message.
    ///
    /// ```swift
    /// Bridge.trackConversationLanguage(#"{"state": null, "message": {"text": "Salut ! Tu viens ce soir ?"}}"#)
    /// // {"evidence":{"kind":"identified","language":"fr","skippedMetadata":null},"languages":[],
    /// //  "schemaVersion":1,"state":{"languages":[],"messages":["fr"]}}
    /// ```
    package static func trackConversationLanguage(_ request: String) -> String {
        answer(request, keys: ["message", "state"]) { request in
            let identifier = StatisticalLanguageIdentifier()
            let state = try request.required("state")
            var tracker =
                state.isNull
                ? ConversationLanguageTracker(identifier: identifier)
                : try ConversationLanguageTracker(identifier: identifier, state: state)
            let evidence = tracker.record(try CommittedMessage(json: request.required("message")))
            return conversationAnswer(tracker, evidence)
        }
    }

    /// The answer of ``trackConversationLanguage(_:)`` after `tracker` took a message as `evidence`.
    package static func conversationAnswer(
        _ tracker: ConversationLanguageTracker<StatisticalLanguageIdentifier>, _ evidence: MessageEvidence
    ) -> String {
        ConversationAnswer(evidence: evidence, tracker: tracker).jsonText()
    }
}
