package dev.languagepolicy

import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.text.intl.LocaleList
import java.util.Locale

/**
 * Keyboard hints for Compose (Compose Foundation 1.8 or later: the first with
 * `KeyboardOptions(hintLocales = …)`): each editor's `KeyboardOptions`, kept in snapshot state
 * so that a text field recomposes when the core sets its hint.
 *
 * Compose has no `restartInput`, and its two text fields differ:
 * - a state-based field (`BasicTextField(state = …)`, `TextField(state = …)`) starts a new input
 *   session whenever its `KeyboardOptions` change while focused
 *   (`TextFieldDecoratorModifierNode.updateNode`), which ends the composition the user is typing;
 * - a value-based field (`TextField(value, onValueChange, …)`, `CoreTextField`) starts a session
 *   only when it gains focus, with the options of that moment; a change while focused reaches
 *   the keyboard at the next focus only.
 * So a new hint for the focused editor is held until the core's `RestartInput` for it, which
 * comes only when the user asked for the switch and is not composing; it is then set and
 * [onRestartInput] is told: a state-based field restarts by itself; a value-based one needs the
 * app to move focus away and back after the next frame (below). An unfocused editor's hint is
 * set at once. Report focus with [focusWillMove] so that the focused editor is known.
 *
 * ```kotlin
 * val restart = remember { mutableStateOf(0) }
 * val hints = remember { ComposeImeHints(InputLanguage().hintLifecycle("chat-$id")) { restart.value++ } }
 * LaunchedEffect(restart.value) {            // value-based TextField only: a new session with the new hint
 *     if (restart.value > 0) { focusManager.clearFocus(); composer.requestFocus() }
 * }
 * TextField(value, onValueChange, keyboardOptions = hints.keyboardOptions("composer"),
 *     modifier = Modifier.focusRequester(composer).onFocusChanged { if (it.isFocused) hints.focusWillMove("composer") })
 * ```
 */
class ComposeImeHints @JvmOverloads constructor(
    lifecycle: HintLifecycle,
    private val onRestartInput: (String) -> Unit = {}
) : ImeHints(lifecycle) {
    private val hints = HashMap<String, MutableState<LocaleList?>>()
    private val held = HashMap<String, List<Locale>?>()
    private var focused: String? = null

    /**
     * `base` with `editor`'s hint locales (read in composition: the field follows changes), every
     * other option of `base` kept (Compose's `copy` resets `showKeyboardOnFocus` unless passed).
     */
    @JvmOverloads
    fun keyboardOptions(editor: String, base: KeyboardOptions = KeyboardOptions.Default): KeyboardOptions =
        base.copy(showKeyboardOnFocus = base.showKeyboardOnFocus, hintLocales = hint(editor).value)

    override fun apply(event: HintEvent, actions: List<EditorAction>) {
        if (event !is HintEvent.FocusWillMove) return actions.forEach(::apply)
        // Before focus moves no editor has a session to restart: the one focus leaves gets its
        // held hint, and the actions (the next editor's hint) are set at once.
        val left = focused
        if (left != null && left != event.toEditor && held.containsKey(left)) set(left, held[left])
        focused = null
        actions.forEach(::apply)
        focused = event.toEditor
    }

    override fun apply(action: EditorAction) {
        when (action) {
            is EditorAction.SetHintLocales ->
                if (action.editor == focused) held[action.editor] = action.locales else set(action.editor, action.locales)
            is EditorAction.RestartInput -> {
                if (held.containsKey(action.editor)) set(action.editor, held[action.editor])
                onRestartInput(action.editor)
            }
        }
    }

    private fun set(editor: String, locales: List<Locale>?) {
        held.remove(editor)
        hint(editor).value = locales?.let { LocaleList(it.map(::composeLocale)) }
    }

    private fun hint(editor: String): MutableState<LocaleList?> =
        synchronized(hints) { hints.getOrPut(editor) { mutableStateOf<LocaleList?>(null) } }

    private fun composeLocale(locale: Locale) = androidx.compose.ui.text.intl.Locale(locale.toLanguageTag())
}
