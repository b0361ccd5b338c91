package dev.languagepolicy

import java.util.Locale

/**
 * A screen's keyboard hints, driven by the core's lifecycle ([HintLifecycle]): report what
 * happens on the screen, and the subclass applies the actions the core returns to its editors.
 *
 * ```kotlin
 * hints.hintResolved("composer", listOf(Locale.JAPAN))     // when the chat's language is known
 * hints.focusWillMove("composer")                          // before the composer takes focus
 * hints.compositionChanged(isComposing = true)             // the IME composes: no restart now
 * hints.userSelected(Locale.US)                           // the user's pick wins for the scope
 * ```
 */
abstract class ImeHints internal constructor(private val lifecycle: HintLifecycle) {
    /**
     * The app resolved a (possibly new) hint for `editor`; null clears it. `requestedByUser`: the
     * user asked for this language now.
     */
    @JvmOverloads
    fun hintResolved(editor: String, locales: List<Locale>?, requestedByUser: Boolean = false) =
        handle(HintEvent.HintResolved(editor, locales, requestedByUser))

    /** Focus is about to move to `editor` (null: away from every editor). */
    fun focusWillMove(editor: String?) = handle(HintEvent.FocusWillMove(editor))

    /** The focused editor's composing text started (`true`), or was committed or cancelled. */
    fun compositionChanged(isComposing: Boolean) = handle(HintEvent.CompositionChanged(isComposing))

    /** The user chose an input mode: its language (null when unknown). */
    @JvmOverloads
    fun userSelected(primaryLanguage: Locale?, hardwareKeyboardAttached: Boolean = false) =
        userSelected(primaryLanguage?.toLanguageTag(), hardwareKeyboardAttached)

    /**
     * The user chose an input mode, its language as the input method states it
     * (`InputMethodSubtype.getLanguageTag()`; empty or malformed counts as unknown).
     */
    @JvmOverloads
    fun userSelected(primaryLanguageTag: String?, hardwareKeyboardAttached: Boolean = false) =
        handle(HintEvent.UserSelected(primaryLanguageTag, hardwareKeyboardAttached))

    /** A new editing scope (another record or conversation), with its editors' hints. */
    fun enterScope(scope: String, hints: Map<String, List<Locale>?>) = handle(HintEvent.EnterScope(scope, hints))

    private fun handle(event: HintEvent): List<EditorAction> =
        lifecycle.handle(event).also { actions -> apply(event, actions) }

    /** Applies `event`'s actions in order (a subclass that tracks focus sees the event too). */
    protected open fun apply(event: HintEvent, actions: List<EditorAction>) = actions.forEach(::apply)

    /** Applies one action to its editor. */
    protected abstract fun apply(action: EditorAction)
}
