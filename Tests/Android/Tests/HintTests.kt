package dev.languagepolicy

import android.os.LocaleList
import androidx.compose.foundation.text.KeyboardOptions
import java.util.Locale

/**
 * A Compose text field's input sessions, as Compose Foundation 1.8 starts them:
 * - `stateBased` (`BasicTextField(state = …)`): `TextFieldDecoratorModifierNode.updateNode`
 *   restarts the input session when the `KeyboardOptions` differ from the previous ones while the
 *   field is focused, which ends the composition the user is typing;
 * - value-based (`TextField(value, …)`, `CoreTextField`): the session starts when the field gains
 *   focus (`textFieldFocusModifier`'s focus change: `startInputSession` with the `imeOptions` of
 *   the last composition) and ends when it loses it; a change of options while focused starts no
 *   session.
 * [sessions] records the options each session started with.
 */
class FakeComposeField(private val hints: ComposeImeHints, private val editor: String, private val stateBased: Boolean) {
    var focused = false
        private set
    var composing = false
    val sessions = ArrayList<KeyboardOptions>()
    var compositionsLost = 0
    private var options = hints.keyboardOptions(editor)

    fun recompose() {
        val next = hints.keyboardOptions(editor)
        if (stateBased && focused && next != options) {
            sessions.add(next)
            if (composing) compositionsLost++
        }
        options = next
    }

    fun focus() {
        hints.focusWillMove(editor) // README's onFocusChanged
        focused = true
        sessions.add(options)
    }

    fun clearFocus() {
        focused = false
    }
}

/** Keyboard hints applied to fake views and to Compose state, through the core's lifecycle. */
fun hintTests(run: TestRun) {
    val group = "keyboard hints"
    /** A chat screen: a composer and a subject line, on a fake context with a recording input method manager. */
    class Screen {
        val imm = FakeInputMethodManager()
        private val context = FakeContext(services = mapOf("input_method" to imm))
        val composer = FakeTextView(context, "composer")
        val subject = FakeTextView(context, "subject")
        val hints = ViewImeHints(InputLanguage().hintLifecycle("chat-1"), mapOf("composer" to composer, "subject" to subject))
    }
    run.test(group, "Views: a hint is set before focus, and not again when focus arrives") {
        val screen = Screen()
        screen.hints.hintResolved("composer", listOf(Locale.JAPAN))
        run.expectEqual(screen.composer.hintCalls, listOf<LocaleList?>(locales("ja-JP")), "set before focus")
        screen.hints.focusWillMove("composer")
        run.expectEqual(screen.composer.hintCalls.size, 1, "focus: already set, not again")
        screen.hints.hintResolved("subject", listOf(Locale.FRENCH))
        run.expectEqual(screen.subject.hintCalls, listOf<LocaleList?>(locales("fr")), "another editor: set at once")
        screen.hints.hintResolved("composer", listOf(Locale.ITALIAN))
        run.expectEqual(screen.composer.hintCalls.size, 1, "the focused editor's new app hint waits for the next field transition")
        run.expect(screen.imm.restarts.isEmpty()) { "no restart" }
    }
    run.test(group, "Views: the user's switch while composing restarts input once, after the composition") {
        val screen = Screen()
        screen.hints.hintResolved("composer", listOf(Locale.JAPAN))
        screen.hints.focusWillMove("composer")
        screen.hints.compositionChanged(true)
        screen.hints.hintResolved("composer", listOf(Locale.GERMANY), requestedByUser = true)
        run.expectEqual(screen.composer.hintCalls.last(), locales("de-DE"), "the user's switch is set")
        run.expect(screen.imm.restarts.isEmpty()) { "no restart while the user composes" }
        screen.hints.compositionChanged(false)
        run.expectEqual(screen.imm.restarts, listOf<Any>(screen.composer), "one restart once the composition ends")
        screen.hints.compositionChanged(false)
        run.expectEqual(screen.imm.restarts.size, 1, "never twice")
    }
    run.test(group, "Views: the user's pick of an input mode replaces every hint and holds for the scope") {
        val screen = Screen()
        screen.hints.hintResolved("composer", listOf(Locale.JAPAN))
        screen.hints.hintResolved("subject", listOf(Locale.FRENCH))
        screen.hints.focusWillMove("composer")
        screen.hints.userSelected(Locale.US)
        run.expectEqual(screen.composer.hintCalls.last(), locales("en-US"), "the composer")
        run.expectEqual(screen.subject.hintCalls.last(), locales("en-US"), "the subject")
        run.expect(screen.imm.restarts.isEmpty()) { "a pick restarts nothing" }
        val before = screen.subject.hintCalls.size
        screen.hints.hintResolved("subject", listOf(Locale.ITALIAN))
        run.expectEqual(screen.subject.hintCalls.size, before, "app hints wait while the user's pick holds")
    }
    run.test(group, "Views: a new scope lets the app suggest again and clears editors it has no hint for") {
        val screen = Screen()
        screen.hints.hintResolved("subject", listOf(Locale.FRENCH))
        screen.hints.userSelected(Locale.US)
        screen.hints.enterScope("chat-2", mapOf("composer" to listOf(Locale.KOREA)))
        run.expectEqual(screen.composer.hintCalls.last(), locales("ko-KR"), "the new scope's hint")
        run.expect(screen.subject.hintCalls.last() == null) { "the subject is cleared" }
        run.expect(screen.imm.restarts.isEmpty()) { "entering a scope restarts nothing" }
    }
    run.test(group, "Compose: KeyboardOptions follow the core's hints, restarts go to the callback") {
        val restarts = ArrayList<String>()
        val hints = ComposeImeHints(InputLanguage().hintLifecycle("form-7")) { restarts.add(it) }
        run.expect(hints.keyboardOptions("title").hintLocales == null) { "no hint yet" }
        hints.hintResolved("title", listOf(Locale.JAPAN, Locale.US))
        run.expectEqual(hints.keyboardOptions("title").hintLocales?.localeList?.map { it.toLanguageTag() }, listOf("ja-JP", "en-US"), "hint")
        hints.focusWillMove("title")
        hints.hintResolved("title", listOf(Locale.CHINA), requestedByUser = true)
        run.expectEqual(restarts, listOf("title"), "the user's switch on the focused field restarts it")
        hints.hintResolved("title", null)
        run.expectEqual(hints.keyboardOptions("title").hintLocales?.localeList?.map { it.toLanguageTag() }, listOf("zh-CN"), "a new app hint waits for the next focus")
        hints.focusWillMove(null)
        run.expect(hints.keyboardOptions("title").hintLocales == null) { "cleared when focus leaves" }
    }
    for (stateBased in listOf(true, false)) {
        val kind = if (stateBased) "a state-based field" else "a value-based TextField with README's focus cycle"
        run.test(group, "Compose: $kind gets the user's switch once, after the composition, never ending it") {
            var restarts = 0
            val hints = ComposeImeHints(InputLanguage().hintLifecycle("chat-3")) { restarts++ }
            val field = FakeComposeField(hints, "composer", stateBased)
            /** The next frame: recomposition, then README's LaunchedEffect for a value-based field. */
            fun frame() {
                field.recompose()
                if (!stateBased && restarts > 0) {
                    restarts = 0
                    field.clearFocus()
                    field.focus()
                }
            }
            hints.hintResolved("composer", listOf(Locale.JAPAN))
            field.recompose()
            field.focus()
            field.recompose()
            run.expectEqual(field.sessions.map { it.hintLocales?.localeList?.map { l -> l.toLanguageTag() } }, listOf(listOf("ja-JP")), "the hint set before focus")
            hints.compositionChanged(true)
            field.composing = true
            hints.hintResolved("composer", listOf(Locale.CHINA), requestedByUser = true)
            frame()
            run.expectEqual(field.compositionsLost, 0, "no new session while the user composes")
            hints.compositionChanged(false)
            field.composing = false
            frame()
            run.expectEqual(field.sessions.map { it.hintLocales?.localeList?.map { l -> l.toLanguageTag() } }, listOf(listOf("ja-JP"), listOf("zh-CN")), "one new session with the switch, after it")
            hints.hintResolved("composer", listOf(Locale.ITALY))
            frame()
            run.expectEqual(field.sessions.size, 2, "an app hint for the focused field waits for the next focus")
        }
    }
    run.test(group, "Compose: the hint keeps the app's other keyboard options (showKeyboardOnFocus)") {
        val hints = ComposeImeHints(InputLanguage().hintLifecycle("form-8"))
        hints.hintResolved("search", listOf(Locale.JAPAN))
        val options = hints.keyboardOptions("search", KeyboardOptions(showKeyboardOnFocus = false))
        run.expectEqual(options.showKeyboardOnFocus, false, "the keyboard still does not show on focus")
        run.expectEqual(options.hintLocales?.localeList?.map { it.toLanguageTag() }, listOf("ja-JP"), "with the hint")
    }
}
