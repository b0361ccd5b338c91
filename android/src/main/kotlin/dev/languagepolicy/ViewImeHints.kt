package dev.languagepolicy

import android.os.LocaleList
import android.view.inputmethod.InputMethodManager
import android.widget.TextView

/**
 * Keyboard hints for Views: `TextView.setImeHintLocales` before focus, and
 * `InputMethodManager.restartInput` only when the core says so (the user asked for the switch,
 * and not while they compose).
 *
 * ```kotlin
 * val hints = ViewImeHints(InputLanguage().hintLifecycle("chat-$id"), mapOf("composer" to composer))
 * composer.setOnFocusChangeListener { _, hasFocus -> if (hasFocus) hints.focusWillMove("composer") }
 * ```
 */
class ViewImeHints(lifecycle: HintLifecycle, private val editors: Map<String, TextView>) : ImeHints(lifecycle) {
    override fun apply(action: EditorAction) {
        when (action) {
            is EditorAction.SetHintLocales -> editors[action.editor]?.imeHintLocales =
                action.locales?.let { LocaleList(*it.toTypedArray()) }
            is EditorAction.RestartInput -> editors[action.editor]?.let { view ->
                view.context.getSystemService(InputMethodManager::class.java)?.restartInput(view)
            }
        }
    }
}
