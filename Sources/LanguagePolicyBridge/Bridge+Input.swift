import InputLanguage
import LanguagePolicyJSON

extension Bridge {
    /// A text field's expected input language. Request: `field`, `record`, `session`, as
    /// `langpolicy input` reads them. Answer: the resolution as `langpolicy input --json`
    /// prints it: `tags`, `source`, `androidHintLocales` (null: clear the hint) and
    /// `skippedEvidence`.
    ///
    /// ```swift
    /// Bridge.resolveInputHint(#"{"field": {"contract": "content_bound"}, "record": {"contentLanguage": "ja-JP"}}"#)
    /// // {"androidHintLocales":["ja-JP"],"skippedEvidence":[],"source":"record","tags":["ja-JP"]}
    /// ```
    public static func resolveInputHint(_ request: String) -> String {
        answer {
            let context = try reading { () throws(DocumentError) in try InputContext(json: JSONElement.parse(request)) }
            return context.resolve().jsonText()
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
    /// // {"actions":[{"action":"set_ime_hint_locales","editor":"composer","locales":["ja-JP"]}],"state":{…}}
    /// ```
    public static func androidHintLifecycle(_ request: String) -> String {
        answer {
            let (state, event) = try reading { () throws(DocumentError) in
                let fields = try JSONElement.parse(request).object(allowing: ["state", "event"])
                return (
                    try AndroidHintLifecycle(json: fields.required("state")),
                    try AndroidHintLifecycleEvent(json: fields.required("event"))
                )
            }
            var lifecycle = state
            let actions = lifecycle.handle(event)
            var writer = JSONWriter()
            writer.object { writer in
                writer.key("actions")
                writer.array { writer in
                    for action in actions { action.write(to: &writer) }
                }
                writer.key("state")
                lifecycle.write(to: &writer)
            }
            return writer.text
        }
    }

    /// Advice on the active input mode. Request: `contentLanguage` (the content's tag, or null),
    /// `activePrimaryLanguage` (the input mode's `primaryLanguage` as iOS reports it, or null)
    /// and, optionally, `hardwareKeyboardAttached` (a boolean). Answer: ``InputModeAdviceReport``.
    ///
    /// ```swift
    /// Bridge.inputModeAdvice(#"{"contentLanguage": "ja", "activePrimaryLanguage": "en-US"}"#)
    /// // {"activeLanguage":"en-US","advice":"offer_help","contentLanguage":"ja","offerHelp":true}
    /// ```
    public static func inputModeAdvice(_ request: String) -> String {
        answer {
            let (contentLanguage, active) = try reading { () throws(DocumentError) in
                let fields = try JSONElement.parse(request).object(allowing: [
                    "contentLanguage", "activePrimaryLanguage", "hardwareKeyboardAttached",
                ])
                let active = InputMode(
                    primaryLanguage: try fields.optional("activePrimaryLanguage")?.string(),
                    hardwareKeyboardAttached: try fields.optional("hardwareKeyboardAttached")?.bool() ?? false)
                return (fields.optional("contentLanguage"), active)
            }
            let content = try contentLanguage.map(contentLocale)
            let advice = adviseOnInputMode(expected: content, active: active)
            return BridgeJSON.string(InputModeAdviceReport(advice, expected: content, active: active))
        }
    }

    /// The content language of an advice request: a malformed tag is a `malformed_tag` error.
    static func contentLocale(_ element: JSONElement) throws(BridgeError) -> ContentLocale {
        let text = try reading { () throws(DocumentError) in try element.string() }
        do {
            return try ContentLocale(parsing: text)
        } catch {
            throw BridgeError(
                .malformedTag, "\(element.path): \(JSONWriter.quoted(text)) is not a language tag: \(error)")
        }
    }

    /// Runs `body`, which reads the request: text that is not JSON is an `invalid_json` error,
    /// a document of the wrong shape an `invalid_request` error, each naming the JSON path.
    static func reading<Value>(_ body: () throws(DocumentError) -> Value) throws(BridgeError) -> Value {
        do {
            return try body()
        } catch {
            switch error.reason {
            case .notJSON, .repeatedKey, .tooDeep: throw BridgeError(.invalidJSON, error.description)
            case .missingKey, .unknownKey, .wrongType, .invalidValue:
                throw BridgeError(.invalidRequest, error.description)
            }
        }
    }
}
