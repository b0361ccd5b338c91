package dev.languagepolicy

import android.app.LocaleManager
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.IntentFilter
import android.content.SharedPreferences
import android.content.res.Configuration
import android.content.res.Resources
import android.os.LocaleList
import android.view.View
import android.view.inputmethod.InputMethodManager
import android.widget.TextView
import java.util.Locale

/** A context whose configuration is given, recording the configuration contexts made from it and the receivers registered. */
class FakeContext(
    val configuration: Configuration = Configuration(),
    private val services: Map<String, Any> = emptyMap()
) : Context() {
    val configurationContexts = ArrayList<FakeContext>()
    val receivers = ArrayList<Pair<BroadcastReceiver, IntentFilter>>()

    override fun getSystemService(name: String): Any? = services[name]

    override fun getSystemServiceName(serviceClass: Class<*>): String? = when (serviceClass) {
        LocaleManager::class.java -> "locale"
        InputMethodManager::class.java -> "input_method"
        else -> null
    }

    override fun getResources() = Resources(configuration)
    override fun getApplicationContext(): Context = this

    override fun createConfigurationContext(overrideConfiguration: Configuration): Context =
        FakeContext(overrideConfiguration, services).also { configurationContexts.add(it) }

    override fun registerReceiver(receiver: BroadcastReceiver, filter: IntentFilter): Intent? {
        receivers.add(receiver to filter)
        return null
    }
}

/** LocaleManager's per-app setting and system locales, in memory. */
class FakeLocaleManager(var system: LocaleList) : LocaleManager() {
    var application: LocaleList = LocaleList.getEmptyLocaleList()
    val writes = ArrayList<LocaleList>()

    override fun getApplicationLocales(): LocaleList = application
    override fun getSystemLocales(): LocaleList = system

    override fun setApplicationLocales(locales: LocaleList) {
        writes.add(locales)
        application = locales
    }
}

/** Records every `restartInput`. */
class FakeInputMethodManager : InputMethodManager() {
    val restarts = ArrayList<View>()

    override fun restartInput(view: View) {
        restarts.add(view)
    }
}

/** A text view that records every `setImeHintLocales`. */
class FakeTextView(context: Context, val name: String) : TextView(context) {
    val hintCalls = ArrayList<LocaleList?>()

    override fun setImeHintLocales(hintLocales: LocaleList?) {
        hintCalls.add(hintLocales)
        super.setImeHintLocales(hintLocales)
    }
}

/** SharedPreferences in memory. */
class FakeSharedPreferences : SharedPreferences {
    val values = HashMap<String, String>()

    override fun getString(key: String, defValue: String?): String? = values[key] ?: defValue

    override fun edit(): SharedPreferences.Editor = object : SharedPreferences.Editor {
        private val changes = ArrayList<() -> Unit>()
        override fun putString(key: String, value: String?) = apply { changes.add { if (value == null) values.remove(key) else values[key] = value } }
        override fun remove(key: String) = apply { changes.add { values.remove(key) } }
        override fun commit(): Boolean {
            changes.forEach { it() }
            return true
        }

        override fun apply() {
            commit()
        }
    }
}

fun locales(vararg tags: String) = LocaleList(*tags.map(Locale::forLanguageTag).toTypedArray())
