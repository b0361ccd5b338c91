internal import InputLanguage
internal import LanguageTags
internal import WireDocuments

extension Bridge {
    /// A text field's expected input language. Request: `field`, `record`, `session`, as
    /// `langpolicy input` reads them. Answer: the input-hint document `langpolicy input --json`
    /// prints: `tags`, `source`, `androidHintLocales` (null: clear the hint) and
    /// `skippedEvidence`.
    ///
    /// ```swift
    /// Bridge.resolveInputHint(#"{"field": {"contract": "content_bound"}, "record": {"contentLanguage": "ja-JP"}}"#)
    /// // {"androidHintLocales":["ja-JP"],"schemaVersion":1,"skippedEvidence":[],"source":"record","tags":["ja-JP"]}
    /// ```
    package static func resolveInputHint(_ request: String) -> String {
        answer(request, keys: nil) { request in
            try InputContext(json: JSONElement(.object(request.object), at: request.path)).resolve().jsonText()
        }
    }

    /// One step of an Android screen's IME-hint lifecycle, kept by the caller between calls.
    /// Request: `state` (an `AndroidHintLifecycle` as JSON; `{"scope": "chat-1"}` for a new
    /// screen) and `event` (an `AndroidHintLifecycleEvent` as JSON). Answer: `state`, to
    /// send with the next event, and `actions`, to apply in order
    /// (`set_ime_hint_locales`, `restart_input`).
    ///
    /// ```swift
    /// Bridge.androidHintLifecycle(
    ///     #"{"state": {"scope": "chat-1"}, "event": {"event": "hint_resolved", "editor": "composer", "locales": ["ja-JP"]}}"#)
    /// // {"actions":[{"action":"set_ime_hint_locales","editor":"composer","locales":["ja-JP"]}],"schemaVersion":1,"state":{…}}
    /// ```
    package static func androidHintLifecycle(_ request: String) -> String {
        answer(request, keys: ["event", "state"]) { request in
            var lifecycle = try AndroidHintLifecycle(json: request.required("state"))
            let actions = lifecycle.handle(try AndroidHintLifecycleEvent(json: request.required("event")))
            return HintLifecycleAnswer(actions: actions, state: lifecycle).jsonText()
        }
    }

    /// Advice on the active input mode. Request: `contentLanguage` (the content's tag, or null),
    /// `activePrimaryLanguage` (the input mode's `primaryLanguage` as iOS reports it, or null)
    /// and, optionally, `hardwareKeyboardAttached` (a boolean). Answer: ``InputModeAdviceReport``.
    ///
    /// ```swift
    /// Bridge.inputModeAdvice(#"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US"}"#)
    /// // {"activeLanguage":"en-US","advice":"offer_help","contentLanguage":"ja","offerHelp":true,"schemaVersion":1}
    /// ```
    package static func inputModeAdvice(_ request: String) -> String {
        answer(request, keys: ["activePrimaryLanguage", "contentLanguage", "hardwareKeyboardAttached"]) { request in
            let content = try request.optional("contentLanguage").map { element throws(DocumentError) in
                ContentLocale(try element.languageTag())
            }
            let active = InputMode(
                primaryLanguage: try request.optional("activePrimaryLanguage")?.string(),
                hardwareKeyboardAttached: try request.optional("hardwareKeyboardAttached")?.bool() ?? false)
            let advice = adviseOnInputMode(expected: content, active: active)
            return InputModeAdviceReport(advice: advice, expected: content, active: active).jsonText()
        }
    }
}
