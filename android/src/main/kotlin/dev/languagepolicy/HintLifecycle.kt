package dev.languagepolicy

// The events and actions are generated from their declaration
// (Schemas/Documents/android-hint-lifecycle.json: generated/AndroidHintLifecycleDocument.kt).

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
        val step = HintLifecycleStep.of(answer)
        state = step.state // opaque: the core's own state
        return step.actions
    }
}
