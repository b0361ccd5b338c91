package dev.languagepolicy

import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.text.intl.LocaleList
import java.util.Locale

/**
 * Keyboard hints for Compose: each editor's `KeyboardOptions(hintLocales = …)`, kept in snapshot
 * state so that a text field recomposes when the core sets its hint. Compose has no public
 * `restartInput`: a focused field's input session restarts when its `KeyboardOptions` change, so
 * a restart the core asks for is passed to `onRestartInput` (by default nothing more).
 *
 * ```kotlin
 * val hints = remember { ComposeImeHints(InputLanguage().hintLifecycle("chat-$id")) }
 * TextField(value, onValueChange, keyboardOptions = hints.keyboardOptions("composer"),
 *     modifier = Modifier.onFocusChanged { if (it.isFocused) hints.focusWillMove("composer") })
 * ```
 */
class ComposeImeHints @JvmOverloads constructor(
    lifecycle: HintLifecycle,
    private val onRestartInput: (String) -> Unit = {}
) : ImeHints(lifecycle) {
    private val hints = HashMap<String, MutableState<LocaleList?>>()

    /** `base` with `editor`'s hint locales (read in composition: the field follows changes). */
    @JvmOverloads
    fun keyboardOptions(editor: String, base: KeyboardOptions = KeyboardOptions.Default): KeyboardOptions =
        base.copy(hintLocales = hint(editor).value)

    override fun apply(action: EditorAction) {
        when (action) {
            is EditorAction.SetHintLocales -> hint(action.editor).value =
                action.locales?.let { locales -> LocaleList(locales.map { composeLocale(it) }) }
            is EditorAction.RestartInput -> onRestartInput(action.editor)
        }
    }

    private fun hint(editor: String): MutableState<LocaleList?> =
        synchronized(hints) { hints.getOrPut(editor) { mutableStateOf<LocaleList?>(null) } }

    private fun composeLocale(locale: Locale) = androidx.compose.ui.text.intl.Locale(locale.toLanguageTag())
}
