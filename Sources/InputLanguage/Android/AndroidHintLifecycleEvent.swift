internal import LanguageTags

/// One thing that happened on an Android screen, for ``AndroidHintLifecycle/handle(_:)``: each
/// case mirrors one of the lifecycle's mutating methods, so that a stateless bridge can drive
/// the lifecycle with JSON (state in, event in → state out, actions out).
///
/// JSON (keys camelCase, names snake_case, as everywhere in this module), one object per
/// event, told apart by `event`:
///
/// ```json
/// {"event": "hint_resolved", "editor": "title", "locales": ["ja-JP"], "requestedByUser": false}
/// {"event": "focus_will_move", "toEditor": "title"}
/// {"event": "composition_changed", "isComposing": true}
/// {"event": "user_selected", "mode": {"primaryLanguage": "en-US", "hardwareKeyboardAttached": false}}
/// {"event": "enter_scope", "scope": "chat-2", "hints": {"composer": ["ja-JP"], "subject": null}}
/// ```
///
/// - `hint_resolved`: ``AndroidHintLifecycle/hintResolved(_:for:requestedByUser:)``. `editor`
///   and `locales` are required; `locales` is an array of tags (malformed ones are dropped,
///   none left is an error) or `null` to clear the hint. `requestedByUser` defaults to false.
/// - `focus_will_move`: ``AndroidHintLifecycle/focusWillMove(to:)``. `toEditor`, the editor
///   about to gain focus, is required; `null` means focus leaves every editor.
/// - `composition_changed`: ``AndroidHintLifecycle/compositionChanged(isComposing:)``.
///   `isComposing` is required.
/// - `user_selected`: ``AndroidHintLifecycle/userSelected(_:)``. `mode` is an ``InputMode``
///   object, required.
/// - `enter_scope`: ``AndroidHintLifecycle/enter(_:hints:)``. `scope` is required; `hints` maps
///   editor names to tag arrays or `null`, must not be null, and defaults to `{}`.
///
/// Reading is strict: an unknown `event`, a missing required key, a key the event does not
/// take, or a repeated key is an error naming its JSON path (`$.event`, `$.locales`,
/// `$.hints.title`).
///
/// ```swift
/// let actions = lifecycle.handle(.focusWillMove(to: "title"))   // lifecycle.focusWillMove(to: "title")
/// ```
package enum AndroidHintLifecycleEvent: Hashable, Sendable {
    /// The app resolved a (possibly new) hint for an editor; nil clears it.
    case hintResolved(AndroidHintList?, for: EditorID, requestedByUser: Bool = false)
    /// Focus is about to move to an editor (nil: away from every editor) by a deliberate transition.
    case focusWillMove(to: EditorID?)
    /// The focused editor's composing text started (`true`) or was committed or cancelled.
    case compositionChanged(isComposing: Bool)
    /// The user chose an input mode.
    case userSelected(InputMode)
    /// A new editing scope, with the hints of its editors.
    case enter(EditingScope, hints: [EditorID: AndroidHintList?])
}
