internal import LanguageTags

/// A call the Android adapter makes on an editor, as decided by ``AndroidHintLifecycle``.
///
/// There is deliberately no action that focuses, clears focus, edits text or moves the
/// selection: the lifecycle only ever sends context.
///
/// ```swift
/// for action in lifecycle.focusWillMove(to: "title") {
///     switch action {
///     case .setImeHintLocales(let editor, let list): // view(editor).imeHintLocales = list?.languageTags …
///     case .restartInput(let editor): // inputMethodManager.restartInput(view(editor))
///     }
/// }
/// ```
///
/// JSON (keys camelCase, names snake_case, as everywhere in this module), one object per
/// action, told apart by `action`:
///
/// ```json
/// {"action": "set_ime_hint_locales", "editor": "title", "locales": ["ja-JP"]}
/// {"action": "set_ime_hint_locales", "editor": "notes", "locales": null}
/// {"action": "restart_input", "editor": "title"}
/// ```
///
/// `locales` is always present: an array of canonical tags (``AndroidHintList``) for
/// `LocaleList.forLanguageTags`, or `null` to clear the hint (`setImeHintLocales(null)`),
/// never an empty array. Reading is strict: an unknown `action`, a missing key or a key the
/// action does not take is an error naming its JSON path.
package enum AndroidEditorAction: Hashable, Sendable {
    /// `TextView.setImeHintLocales`: the list, or `null` (clear the hint) when nil. The input
    /// method sees it at the next focus or input restart; it may use or ignore it.
    case setImeHintLocales(EditorID, AndroidHintList?)
    /// `InputMethodManager.restartInput` on the focused editor, so that a switch the user asked
    /// for reaches the input method now. Emitted only then, only once per request, and never
    /// while text is being composed.
    case restartInput(EditorID)
}
