package dev.languagepolicy

import android.os.LocaleList
import java.util.Locale

/**
 * A chat screen end to end through the Kotlin API: committed messages into the core's
 * conversation tracker, its languages into the composer's hint, the hint through the screen's
 * lifecycle onto a fake view (and Compose state): a hint only from stable context, set before
 * focus, never changed under the user's fingers by an incoming message.
 */
fun conversationTests(run: TestRun) {
    val group = "conversation languages"
    val french = listOf(
        "Salut ! Tu viens toujours ce soir au restaurant ?",
        "Oui, je pense arriver vers huit heures, ça te va ?",
        "Parfait, je réserve une table pour quatre personnes."
    )
    val english = listOf(
        "Sounds good, I will bring the documents for the meeting.",
        "Could you send me the address of the restaurant please?",
        "Thanks a lot, see you there in the evening then."
    )
    val arabic = listOf(
        "مرحبا، هل ستأتي إلى الاجتماع غدا في الصباح؟",
        "نعم، سأكون هناك في الساعة التاسعة إن شاء الله.",
        "ممتاز، سأرسل لك جدول الأعمال قبل الاجتماع."
    )
    val composerField = EditableField(FieldContract.CONVERSATION_INFORMED)

    /** A chat: a composer on a fake view, the conversation, and the app's step after each committed message. */
    class Chat {
        val input = InputLanguage()
        val imm = FakeInputMethodManager()
        val composer = FakeTextView(FakeContext(services = mapOf("input_method" to imm)), "composer")
        val conversation = input.conversation()
        val hints = ViewImeHints(input.hintLifecycle("chat-1"), mapOf("composer" to composer))

        fun committed(text: String, declaredLanguageTag: String? = null): MessageEvidence {
            val evidence = conversation.record(CommittedMessage(text, declaredLanguageTag))
            val hint = input.hint(composerField, session = conversation.session(Locale.ENGLISH))
            hints.hintResolved("composer", hint.androidHintLocales)
            return evidence
        }
    }

    run.test(group, "Views: three French messages give the composer a French hint, before focus, from the second on") {
        val chat = Chat()
        chat.committed(french[0])
        run.expect(chat.composer.hintCalls.isEmpty()) { "one message is not stable: no hint, nothing set" }
        chat.committed(french[1])
        run.expectEqual(chat.composer.hintCalls, listOf<LocaleList?>(locales("fr")), "stable after two")
        chat.committed(french[2])
        run.expectEqual(chat.composer.hintCalls.size, 1, "the same hint is not set again")
        chat.hints.focusWillMove("composer")
        run.expectEqual(chat.composer.hintCalls.size, 1, "focus: already set")
        run.expectEqual(chat.conversation.recentStableLanguages, listOf(Locale.FRENCH), "the typed languages")
        run.expect(chat.imm.restarts.isEmpty()) { "no restart" }
    }
    run.test(group, "Views: a quoted English line, an emoji and a link change nothing") {
        val chat = Chat()
        french.forEach { chat.committed(it) }
        chat.hints.focusWillMove("composer")
        val quoted = chat.committed("He literally said \"I have no idea what is going on here\"")
        run.expectEqual(chat.conversation.recentStableLanguageTags, listOf("fr"), "one odd message never flips the hint")
        run.expect(quoted.kind != MessageEvidenceKind.NO_LETTERS) { "a quoted line has letters" }
        run.expectEqual(chat.committed("👍🎉").kind, MessageEvidenceKind.NO_LETTERS, "an emoji is no evidence")
        run.expectEqual(
            chat.committed("https://example.com/a/b?c=1").language, null, "a link names no language"
        )
        run.expectEqual(chat.composer.hintCalls, listOf<LocaleList?>(locales("fr")), "the composer's hint never changed")
    }
    run.test(group, "Views: a switch to English reaches the focused composer at the next field transition, never while typing") {
        val chat = Chat()
        french.forEach { chat.committed(it) }
        chat.hints.focusWillMove("composer")
        chat.hints.compositionChanged(true)
        english.take(2).forEach { chat.committed(it) }
        run.expectEqual(chat.conversation.recentStableLanguageTags, listOf("en", "fr"), "English leads after two in a row")
        run.expectEqual(chat.composer.hintCalls.size, 1, "not while the user types in the focused composer")
        chat.hints.compositionChanged(false)
        chat.hints.focusWillMove("composer")
        run.expectEqual(chat.composer.hintCalls.last(), locales("en", "fr"), "set at the next field transition")
        run.expect(chat.imm.restarts.isEmpty()) { "the conversation never restarts input" }
    }
    run.test(group, "Views: a bilingual conversation alternating Arabic and English keeps one order") {
        val chat = Chat()
        val seen = ArrayList<List<String>>()
        for (round in 0 until 3) {
            chat.committed(arabic[round])
            seen.add(chat.conversation.recentStableLanguageTags)
            chat.committed(english[round])
            seen.add(chat.conversation.recentStableLanguageTags)
        }
        run.expectEqual(seen.drop(3), List(3) { listOf("ar", "en") }, "never reordered by alternation")
        run.expectEqual(chat.composer.hintCalls.last(), locales("ar", "en"), "both, the first one kept")
    }
    run.test(group, "Views: declared languages count, malformed metadata is skipped and reported") {
        val chat = Chat()
        val declared = chat.committed("Hallo", "de-DE")
        run.expectEqual(declared.kind, MessageEvidenceKind.DECLARED, "metadata names the language")
        run.expectEqual(declared.language, Locale.GERMANY, "as a Locale")
        val malformed = chat.committed(english[0], "en--US")
        run.expectEqual(malformed.kind, MessageEvidenceKind.IDENTIFIED, "the identifier decides instead")
        run.expectEqual(malformed.skippedMetadata?.value, "en--US", "the skipped metadata")
        run.expectEqual(malformed.skippedMetadata?.source, HintSource.CONVERSATION, "its source")
        chat.committed("Guten Morgen, wie geht es dir heute?", "de")
        run.expectEqual(chat.conversation.recentStableLanguageTags, listOf("de"), "two German messages, as the second was declared")
    }
    run.test(group, "Compose: an incoming message never ends the user's composition") {
        val input = InputLanguage()
        val conversation = input.conversation()
        val hints = ComposeImeHints(input.hintLifecycle("chat-2"))
        val field = FakeComposeField(hints, "composer", stateBased = true)
        fun committed(text: String) {
            conversation.record(CommittedMessage(text))
            hints.hintResolved("composer", input.hint(composerField, session = conversation.session()).androidHintLocales)
            field.recompose()
        }
        french.forEach(::committed)
        field.focus()
        field.recompose()
        run.expectEqual(field.sessions.size, 1, "the French hint was set before focus: one session, at focus")
        hints.compositionChanged(true)
        field.composing = true
        english.forEach(::committed)
        run.expectEqual(field.compositionsLost, 0, "no new input session while the user composes")
        hints.compositionChanged(false)
        field.composing = false
        hints.focusWillMove("composer")
        field.recompose()
        run.expectEqual(
            hints.keyboardOptions("composer").hintLocales?.localeList?.map { it.toLanguageTag() }, listOf("en", "fr"),
            "the conversation's new languages at the next focus"
        )
    }
}
