package dev.languagepolicy

import java.util.Locale

/** Something that happened on a screen with editors, for [HintLifecycle.handle]. */
sealed class HintEvent {
    /** The app resolved a (possibly new) hint for an editor; null clears it. */
    data class HintResolved(
        val editor: String,
        val locales: List<Locale>?,
        val requestedByUser: Boolean = false
    ) : HintEvent()

    /** Focus is about to move to an editor (null: away from every editor). */
    data class FocusWillMove(val toEditor: String?) : HintEvent()

    /** The focused editor's composing text started, or was committed or cancelled. */
    data class CompositionChanged(val isComposing: Boolean) : HintEvent()

    /** The user chose an input mode (its language, or null when unknown). */
    data class UserSelected(val primaryLanguage: String?, val hardwareKeyboardAttached: Boolean = false) : HintEvent()

    /** A new editing scope (another record or conversation), with its editors' hints. */
    data class EnterScope(val scope: String, val hints: Map<String, List<Locale>?>) : HintEvent()

    internal fun toJson(): JsonObject = when (this) {
        is HintResolved -> jsonObject(
            "event" to json("hint_resolved"), "editor" to json(editor),
            "locales" to json(locales?.map(Locale::toLanguageTag)),
            "requestedByUser" to json(requestedByUser)
        )
        is FocusWillMove -> jsonObject("event" to json("focus_will_move"), "toEditor" to json(toEditor))
        is CompositionChanged -> jsonObject("event" to json("composition_changed"), "isComposing" to json(isComposing))
        is UserSelected -> jsonObject(
            "event" to json("user_selected"),
            "mode" to jsonObject(
                "primaryLanguage" to json(primaryLanguage), "hardwareKeyboardAttached" to json(hardwareKeyboardAttached)
            )
        )
        is EnterScope -> jsonObject(
            "event" to json("enter_scope"), "scope" to json(scope),
            "hints" to JsonObject(hints.mapValues { (_, locales) -> json(locales?.map(Locale::toLanguageTag)) })
        )
    }
}

/** What to do to an editor, in order. */
sealed class EditorAction {
    /** `setImeHintLocales` (`KeyboardOptions(hintLocales)` in Compose); null clears the hint. */
    data class SetHintLocales(val editor: String, val locales: List<Locale>?) : EditorAction()

    /** `InputMethodManager.restartInput`: only when the user asked for the switch, never while composing. */
    data class RestartInput(val editor: String) : EditorAction()

    internal companion object {
        fun of(json: JsonObject): EditorAction = when (val action = json.string("action")) {
            "set_ime_hint_locales" ->
                SetHintLocales(json.string("editor"), json.optionalStrings("locales")?.map(::locale))
            "restart_input" -> RestartInput(json.string("editor"))
            else -> throw MalformedAnswer("an editor action of unknown kind $action")
        }
    }
}

/**
 * One screen's keyboard-hint lifecycle, decided by the core (state and event in, state and
 * actions out): hints set before focus moves, no input restart while the user composes, a
 * user's pick of an input mode kept for the scope. This class keeps the state between calls;
 * [ViewImeHints] and [ComposeImeHints] apply the actions.
 */
class HintLifecycle internal constructor(private val bridge: NativeBridge, state: JsonObject) {
    /** The core's state document, sent with the next event. */
    internal var state: JsonObject = state
        private set

    /**
     * Applies `event`; the actions to apply, in order. None when the core is unavailable (its
     * native library did not load): the editors keep no hint, the keyboard its own language.
     */
    @Synchronized
    fun handle(event: HintEvent): List<EditorAction> {
        val answer = try {
            exchange(bridge::androidHintLifecycle, jsonObject("state" to state, "event" to event.toJson()))
        } catch (unavailable: LanguagePolicyException.Unavailable) {
            return emptyList()
        }
        state = answer.obj("state").also { it.markRead() } // opaque: the core's own state
        return answer.array("actions").map { EditorAction.of(it.asObject()) }
    }
}
