package dev.languagepolicy

import java.util.Locale

/**
 * A committed message of a conversation (Swift's `CommittedMessage`): sent or received text,
 * never keystrokes or an input method's composing text, and the language its metadata declares,
 * as a tag as the server states it (a malformed one is skipped and reported, never used).
 */
class CommittedMessage(val text: String, val declaredLanguageTag: String? = null) {
    /** A message whose metadata declares `declaredLanguage`. */
    constructor(text: String, declaredLanguage: Locale) : this(text, declaredLanguage.toLanguageTag())

    override fun equals(other: Any?) =
        other is CommittedMessage && other.text == text && other.declaredLanguageTag == declaredLanguageTag
    override fun hashCode() = text.hashCode() * 31 + (declaredLanguageTag?.hashCode() ?: 0)
    override fun toString() = "CommittedMessage($text, $declaredLanguageTag)"
}

/**
 * A conversation's recent stable languages, from its committed messages, by the core's rule
 * (Swift's `ConversationLanguageTracker()`: the same portable identifier and stability window,
 * so Android, iOS and servers agree). Record every committed message, in order, and give
 * [session] to [InputLanguage.hint] for the composer's keyboard hint. The core keeps no state:
 * this object holds the core's state document and sends it with each message.
 *
 * ```kotlin
 * val conversation = InputLanguage().conversation()
 * for (message in thread.messages) conversation.record(CommittedMessage(message.text, message.languageTag))
 * val hint = input.hint(EditableField(FieldContract.CONVERSATION_INFORMED), session = conversation.session(appLocale))
 * hints.hintResolved("composer", hint.androidHintLocales)   // ViewImeHints or ComposeImeHints
 * ```
 */
class ConversationLanguage internal constructor(private val bridge: NativeBridge, state: JsonObject? = null) {
    /** The core's state document (null before the first message), sent with the next message. */
    private var state: JsonObject? = state

    /** The recent stable languages' tags, most recently established first, at most two. */
    @get:Synchronized
    var recentStableLanguageTags: List<String> = emptyList()
        private set

    /** The recent stable languages, most recently established first, at most two. */
    val recentStableLanguages: List<Locale> get() = recentStableLanguageTags.map(::locale)

    /** Takes one committed message into account; what it counted as. */
    @Synchronized
    fun record(message: CommittedMessage): MessageEvidence {
        val request = jsonObject(
            "state" to (state ?: JsonNull),
            "message" to MessageRequest(message.text, message.declaredLanguageTag).toJson()
        )
        val step = ConversationStep.of(exchange(bridge::trackConversationLanguage, request))
        recentStableLanguageTags = step.languages
        state = step.state // opaque: the core's own state
        return step.evidence
    }

    /** The input session of the conversation's composer: its recent stable languages, and the interface language. */
    @JvmOverloads
    fun session(effectiveAppLocale: Locale? = null): InputSession =
        InputSession(recentStableLanguageTags, effectiveAppLocale?.toLanguageTag())
}
