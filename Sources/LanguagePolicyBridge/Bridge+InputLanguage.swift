import AppLanguage
import InputLanguage
import LanguagePolicyJSON
import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Bridge {
    /// A text field's expected input language. Request: `field`, `record`, `session`, as
    /// `langpolicy input` reads them. Answer: ``InputHintReport``, as `langpolicy input --json`
    /// prints it.
    public static func resolveInputHint(_ request: String) -> String {
        answer(request, keys: ["field", "record", "session"]) { _ in
            let context: InputContext
            do {
                context = try InputContext(json: Data(request.utf8))
            } catch {
                throw BridgeError(.invalidRequest, "\(error)")
            }
            return InputHintReport(context.resolve()).jsonText()
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
        answer(request, keys: ["state", "event"]) { members in
            var stateText = JSONWriter()
            stateText.value(try members.required("state").value)
            var eventText = JSONWriter()
            eventText.value(try members.required("event").value)
            var lifecycle: AndroidHintLifecycle
            let event: AndroidHintLifecycleEvent
            do {
                lifecycle = try AndroidHintLifecycle(json: Data(stateText.bytes))
            } catch {
                throw BridgeError(.invalidRequest, "state: \(error)")
            }
            do {
                event = try AndroidHintLifecycleEvent(json: Data(eventText.bytes))
            } catch {
                throw BridgeError(.invalidRequest, "event: \(error)")
            }
            let actions = lifecycle.handle(event)
            let state = try JSONValue.parse(bytes: JSONEncoder().encode(lifecycle))
            let actionList = try JSONValue.parse(bytes: JSONEncoder().encode(actions))
            var writer = JSONWriter()
            writer.object { writer in
                writer.key("actions")
                writer.value(actionList)
                writer.schemaVersion()
                writer.key("state")
                writer.value(state)
            }
            return writer.text
        }
    }

    /// Advice on the active input mode. Request: `expected` (the content's tag, or null),
    /// `active` (the input mode's `primaryLanguage` as iOS reports it, or null) and, optionally,
    /// `hardwareKeyboard` (a boolean). Answer: ``InputModeAdviceReport``.
    public static func inputModeAdvice(_ request: String) -> String {
        answer(request, keys: ["active", "expected", "hardwareKeyboard"]) { members in
            let expected = try members.optional("expected").map { element throws(DocumentError) in
                ContentLocale(try element.languageTag())
            }
            let active = InputMode(
                primaryLanguage: try members.optional("active")?.string(),
                hardwareKeyboardAttached: try members.optional("hardwareKeyboard")?.bool() ?? false)
            let advice = adviseOnInputMode(expected: expected, active: active)
            return InputModeAdviceReport(advice, expected: expected, active: active).jsonText()
        }
    }
}
