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

/** What a committed message counted as (Swift's `MessageEvidence`). */
enum class MessageEvidenceKind(internal val wireName: String) {
    /** The metadata named the language. */
    DECLARED("declared"),
    /** The core's identifier named the language. */
    IDENTIFIED("identified"),
    /** Letters, but no language could be named: the message takes a place in the window. */
    NO_LANGUAGE("no_language"),
    /** No letters (emoji, digits, a link's punctuation) and no usable metadata: no evidence. */
    NO_LETTERS("no_letters")
}

/** What one message counted as, the language it counted for, and metadata it had to skip. */
data class MessageEvidence(val kind: MessageEvidenceKind, val language: Locale?, val skippedMetadata: SkippedEvidence?) {
    internal companion object {
        fun of(json: JsonObject) = MessageEvidence(
            wireValue(json.string("kind"), MessageEvidenceKind::wireName),
            json.optionalString("language")?.let(::locale),
            json.optionalObject("skippedMetadata")?.let { skipped ->
                SkippedEvidence(
                    wireValue(skipped.string("source"), HintSource::wireName), skipped.string("value"),
                    skipped.string("reason")
                )
            }
        )
    }
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
            "message" to jsonObject(
                "text" to json(message.text), "declaredLanguage" to message.declaredLanguageTag?.let(::json)
            )
        )
        val answer = exchange(bridge::trackConversationLanguage, request)
        val evidence = MessageEvidence.of(answer.obj("evidence"))
        recentStableLanguageTags = answer.strings("languages")
        state = answer.obj("state").also { it.markRead() } // opaque: the core's own state
        return evidence
    }

    /** The input session of the conversation's composer: its recent stable languages, and the interface language. */
    @JvmOverloads
    fun session(effectiveAppLocale: Locale? = null): InputSession =
        InputSession(recentStableLanguageTags, effectiveAppLocale?.toLanguageTag())
}
