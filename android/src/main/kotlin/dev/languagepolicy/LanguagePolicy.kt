package dev.languagepolicy

import android.app.LocaleManager
import android.content.Context
import android.os.Build
import android.os.LocaleList
import android.view.inputmethod.InputMethodManager
import android.widget.TextView
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat
import org.json.JSONArray
import org.json.JSONObject

/**
 * The Android side of LanguagePolicy: collects what the platform knows, asks the Swift core
 * (through [LanguagePolicyNative]) and applies the answer. It decides nothing itself, so the
 * app gets the same decision as iOS and the server for the same inputs.
 *
 * ```kotlin
 * class App : Application() {
 *     override fun onCreate() {
 *         super.onCreate()
 *         val policy = LanguagePolicy(this, assets.open("language-policy.json").reader().readText())
 *         policy.migrateLegacyChoiceOnce(prefs)          // one writable authority
 *         val decision = policy.resolveAppLanguage()     // before any locale-dependent state
 *         if (decision.optBoolean("needsConfirmation")) showLanguageSelectorBadge()
 *     }
 * }
 * ```
 */
class LanguagePolicy(private val context: Context, policyJson: String) {

    /** The policy, validated and indexed once by the core; requests name it by id. */
    private val policyId: String = answer(
        LanguagePolicyNative.loadPolicy(JSONObject().put("policy", JSONObject(policyJson)).toString())
    ).getString("policyId")

    /** The platform's per-app locales: LocaleManager on Android 13+, AppCompat's storage before. */
    fun systemAppPreference(): List<String> {
        val tags = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            context.getSystemService(LocaleManager::class.java).applicationLocales.toLanguageTags()
        } else {
            AppCompatDelegate.getApplicationLocales().toLanguageTags()
        }
        return tags(tags)
    }

    /**
     * The device's ordered languages (system settings, not the per-app override, which
     * AppCompat applies to the default LocaleList on older versions).
     */
    fun deviceLanguages(): List<String> {
        val locales = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            context.getSystemService(LocaleManager::class.java).systemLocales
        } else {
            android.content.res.Resources.getSystem().configuration.locales
        }
        return tags(locales.toLanguageTags())
    }

    /**
     * The app-language decision. On Android the per-app setting is the one writable authority
     * for an explicit choice, so there is no separate saved choice after the migration: the
     * user's pick arrives as the system app preference.
     */
    fun resolveAppLanguage(): JSONObject {
        val request = JSONObject()
            .put("policyId", policyId)
            .put("systemAppPreference", JSONArray(systemAppPreference()))
            .put("deviceLanguages", JSONArray(deviceLanguages()))
        return answer(LanguagePolicyNative.resolveAppLanguage(request.toString()))
    }

    /** The user picked a language in the app's selector: it goes to the platform setting. */
    fun choose(tag: String) {
        AppCompatDelegate.setApplicationLocales(LocaleListCompat.forLanguageTags(tag))
    }

    /**
     * Moves a choice an older build stored in the app's own preferences to the platform
     * setting, once. The core decides; the platform write comes first and is recorded after,
     * so a crash in between repeats the (harmless) write instead of losing the pick. Then the
     * legacy value is removed, leaving one writable authority.
     */
    fun migrateLegacyChoiceOnce(prefs: android.content.SharedPreferences, legacyKey: String = "app_language") {
        val legacy: Any = prefs.getString(legacyKey, null) ?: JSONObject.NULL
        val stored: Any = prefs.getString(STATE_KEY, null)?.let(::JSONObject) ?: JSONObject.NULL
        var answer = answer(
            LanguagePolicyNative.migrateLegacyChoice(JSONObject().put("legacyChoice", legacy).put("state", stored).toString())
        )
        if (answer.optString("migration") == "write_to_platform") {
            choose(answer.getString("platformLocale"))
            val confirm = JSONObject().put("legacyChoice", legacy).put("state", answer.getJSONObject("state")).put("written", true)
            answer = answer(LanguagePolicyNative.migrateLegacyChoice(confirm.toString()))
        }
        prefs.edit().putString(STATE_KEY, answer.getJSONObject("state").toString()).remove(legacyKey).commit()
    }

    /**
     * Resolves a field's expected input language and applies the hint to [view]. Call it before
     * the view gains focus (not on every keystroke); a null hint list clears a stale hint.
     * Never restart input to force it: the keyboard may use or ignore the hint. A screen whose
     * hints change while an editor has focus uses [imeHints] instead.
     */
    fun applyInputHint(view: TextView, field: JSONObject, record: JSONObject?, session: JSONObject?) {
        val request = JSONObject().put("field", field)
        record?.let { request.put("record", it) }
        session?.let { request.put("session", it) }
        val hint = answer(LanguagePolicyNative.resolveInputHint(request.toString()))
        // null clears a stale hint; the core never answers an empty list.
        val locales = hint.optJSONArray("androidHintLocales")
        view.imeHintLocales = locales?.let {
            LocaleList.forLanguageTags((0 until it.length()).joinToString(",") { index -> it.getString(index) })
        }
    }

    /** A screen's IME-hint lifecycle (see [ImeHints]); one per editing scope. */
    fun imeHints(scope: String, editors: Map<String, TextView>): ImeHints = ImeHints(scope, editors)

    /**
     * Drives one screen's hints through the core's lifecycle: hints are set before focus moves,
     * never restart input while the user composes, and a user's pick of an input mode wins for
     * the scope. This class only keeps the state the core hands back and applies its actions.
     *
     * ```kotlin
     * val hints = policy.imeHints("chat-$id", mapOf("composer" to composer))
     * hints.hintResolved("composer", listOf("ja-JP"))      // when the chat's language is known
     * composer.setOnFocusChangeListener { _, has -> if (has) hints.focusWillMove("composer") }
     * ```
     */
    inner class ImeHints(scope: String, private val editors: Map<String, TextView>) {
        private var state: JSONObject = JSONObject().put("scope", scope)

        fun hintResolved(editor: String, locales: List<String>?, requestedByUser: Boolean = false) = send(
            JSONObject().put("event", "hint_resolved").put("editor", editor)
                .put("locales", locales?.let { JSONArray(it) } ?: JSONObject.NULL).put("requestedByUser", requestedByUser)
        )

        fun focusWillMove(editor: String?) =
            send(JSONObject().put("event", "focus_will_move").put("toEditor", editor ?: JSONObject.NULL))

        fun compositionChanged(isComposing: Boolean) =
            send(JSONObject().put("event", "composition_changed").put("isComposing", isComposing))

        fun userSelected(primaryLanguage: String?) = send(
            JSONObject().put("event", "user_selected")
                .put("mode", JSONObject().put("primaryLanguage", primaryLanguage ?: JSONObject.NULL))
        )

        private fun send(event: JSONObject) {
            val answer = answer(
                LanguagePolicyNative.androidHintLifecycle(JSONObject().put("state", state).put("event", event).toString())
            )
            state = answer.getJSONObject("state")
            val actions = answer.getJSONArray("actions")
            for (index in 0 until actions.length()) {
                val action = actions.getJSONObject(index)
                val view = editors[action.getString("editor")] ?: continue
                when (action.getString("action")) {
                    "set_ime_hint_locales" -> view.imeHintLocales = action.optJSONArray("locales")?.let { tags ->
                        LocaleList.forLanguageTags((0 until tags.length()).joinToString(",") { tags.getString(it) })
                    }
                    "restart_input" -> view.context.getSystemService(InputMethodManager::class.java).restartInput(view)
                }
            }
        }
    }

    private fun answer(json: String): JSONObject {
        val answer = JSONObject(json)
        answer.optJSONObject("error")?.let { error ->
            throw IllegalArgumentException("${error.optString("kind")}: ${error.optString("message")}")
        }
        return answer
    }

    private fun tags(joined: String): List<String> = joined.split(',').filter { it.isNotEmpty() }

    private companion object {
        const val STATE_KEY = "languagepolicy_state"
    }
}
