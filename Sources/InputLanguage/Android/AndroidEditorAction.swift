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
public enum AndroidEditorAction: Hashable, Sendable {
    /// `TextView.setImeHintLocales`: the list, or `null` (clear the hint) when nil. The input
    /// method sees it at the next focus or input restart; it may use or ignore it.
    case setImeHintLocales(EditorID, AndroidHintList?)
    /// `InputMethodManager.restartInput` on the focused editor, so that a switch the user asked
    /// for reaches the input method now. Emitted only then, only once per request, and never
    /// while text is being composed.
    case restartInput(EditorID)
}
