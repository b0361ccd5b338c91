package dev.languagepolicy

import android.app.Activity
import android.app.Application
import android.app.LocaleManager
import android.content.BroadcastReceiver
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.content.IntentFilter
import android.content.SharedPreferences
import android.content.pm.ActivityInfo
import android.content.pm.ApplicationInfo
import android.content.pm.PackageManager
import android.content.res.Configuration
import android.content.res.Resources
import android.os.LocaleList
import android.view.View
import android.view.Window
import android.view.inputmethod.InputMethodManager
import android.widget.TextView
import androidx.appcompat.app.AppCompatDelegate
import java.util.Locale

/**
 * A context as AOSP's ContextImpl makes them: the root stands for the process (its
 * configuration is what the system sends), and `createConfigurationContext(override)` gives a
 * child whose configuration is its parent's updated from the override, computed again after
 * every change of the parent (`ResourcesManager.generateConfig`:
 * `config.updateFrom(key.mOverrideConfiguration)`, and so on every configuration change).
 * It records the configuration contexts made from it and the receivers registered.
 */
open class FakeContext(
    private val own: Configuration = Configuration(),
    private val services: Map<String, Any> = emptyMap(),
    private val parent: FakeContext? = null,
    val override: Configuration? = null,
    private val application: FakeContext? = null
) : Context() {
    val configurationContexts = ArrayList<FakeContext>()
    val receivers = ArrayList<Pair<BroadcastReceiver, IntentFilter>>()
    val info = ApplicationInfo()

    /** The configuration the resources have now. */
    val configuration: Configuration
        get() = if (parent == null) own else Configuration(parent.configuration).apply { override?.let(::updateFrom) }

    /** The process's configuration changes (the root's): rotation, night mode, a locale change. */
    fun change(body: Configuration.() -> Unit) = own.body()

    override fun getSystemService(name: String): Any? = services[name]

    override fun getSystemServiceName(serviceClass: Class<*>): String? = when (serviceClass) {
        LocaleManager::class.java -> "locale"
        InputMethodManager::class.java -> "input_method"
        else -> null
    }

    override fun getResources() = Resources(configuration)
    override fun getApplicationContext(): Context = application ?: parent?.applicationContext ?: this
    override fun getApplicationInfo(): ApplicationInfo = (applicationContext as FakeContext).info

    override fun createConfigurationContext(overrideConfiguration: Configuration): Context =
        FakeContext(Configuration(), services, this, Configuration(overrideConfiguration))
            .also { configurationContexts.add(it) }

    override fun registerReceiver(receiver: BroadcastReceiver, filter: IntentFilter): Intent? {
        receivers.add(receiver to filter)
        return null
    }

    override fun unregisterReceiver(receiver: BroadcastReceiver) {
        require(receivers.removeAll { it.first === receiver }) { "not registered: $receiver" }
    }
}

/**
 * An activity: its base context is what `attachBaseContext` was given. An AppCompatActivity
 * (`appCompat`) applies AppCompat's requested locales over it as AppCompatDelegateImpl's
 * attachBaseContext2 does (`calculateApplicationLocales`, non-null once
 * `AppCompatDelegate.setApplicationLocales` was called below API 33). Its title starts as the
 * application's label (ActivityThread) until `setTitle`. `recreate()` is recorded
 * ([recreateRequests]); [Screen] relaunches it. `component`: its class, as its ComponentName names it.
 */
open class FakeActivity(
    private val base: Context,
    appCompat: Boolean = false,
    val labelRes: Int = 0,
    private val component: String = "MainActivity"
) : Activity() {
    private val appCompatLocales = if (appCompat) {
        AppCompatDelegate.syncRequestedAndStoredLocales(base)
        AppCompatDelegate.calculateApplicationLocales(base)
    } else null
    val decorView = View(this)
    var title: Int? = null
    var recreateRequests = 0

    val configuration: Configuration
        get() = Configuration(base.resources.configuration).apply {
            appCompatLocales?.let { setLocales(it.unwrap() as LocaleList) }
        }

    override fun getResources() = Resources(configuration)
    override fun getSystemService(name: String): Any? = base.getSystemService(name)
    override fun getSystemServiceName(serviceClass: Class<*>): String? = base.getSystemServiceName(serviceClass)
    override fun getApplicationContext(): Context = base.applicationContext
    override fun getApplicationInfo(): ApplicationInfo = base.applicationInfo
    override fun createConfigurationContext(overrideConfiguration: Configuration) = base.createConfigurationContext(overrideConfiguration)
    override fun registerReceiver(receiver: BroadcastReceiver, filter: IntentFilter) = base.registerReceiver(receiver, filter)
    override fun unregisterReceiver(receiver: BroadcastReceiver) = base.unregisterReceiver(receiver)
    override fun getWindow(): Window = object : Window() {
        override fun getDecorView() = this@FakeActivity.decorView
    }
    override fun getComponentName() = ComponentName("app", component)
    override fun getPackageManager(): PackageManager = object : PackageManager() {
        override fun getActivityInfo(component: ComponentName, flags: Int) = ActivityInfo().also { it.labelRes = labelRes }
    }
    override fun setTitle(titleId: Int) {
        title = titleId
    }

    override fun recreate() {
        recreateRequests += 1
    }
}

/** The application: its activity lifecycle callbacks (the stand-in's), over a fake context. */
class FakeApplication(private val context: FakeContext) : Application() {
    override fun getSystemService(name: String): Any? = context.getSystemService(name)
    override fun getSystemServiceName(serviceClass: Class<*>): String? = context.getSystemServiceName(serviceClass)
    override fun getResources() = context.resources
    override fun getApplicationContext(): Context = this
    override fun getApplicationInfo(): ApplicationInfo = context.applicationInfo
    override fun createConfigurationContext(overrideConfiguration: Configuration) = context.createConfigurationContext(overrideConfiguration)
    override fun registerReceiver(receiver: BroadcastReceiver, filter: IntentFilter) = context.registerReceiver(receiver, filter)
    override fun unregisterReceiver(receiver: BroadcastReceiver) = context.unregisterReceiver(receiver)
}

/**
 * LocaleManager's per-app setting and system locales, in memory. The process configuration
 * (`process`) has the per-app locales when set, else the system's, as Android 13 applies them.
 */
class FakeLocaleManager(system: LocaleList) : LocaleManager() {
    var process: FakeContext? = null
    var system: LocaleList = system
        set(value) {
            field = value
            sync()
        }
    var application: LocaleList = LocaleList.getEmptyLocaleList()
        set(value) {
            field = value
            sync()
        }
    val writes = ArrayList<LocaleList>()

    override fun getApplicationLocales(): LocaleList = application
    override fun getSystemLocales(): LocaleList = system

    override fun setApplicationLocales(locales: LocaleList) {
        writes.add(locales)
        application = locales
    }

    private fun sync() {
        process?.change { setLocales(if (application.isEmpty) system else application) }
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

/**
 * SharedPreferences: [values] is the file. Another process's instance ([inAnotherProcess]) reads
 * the file once, when it is made, and each commit writes its whole in-memory map back, as AOSP's
 * SharedPreferencesImpl does (`loadFromDisk` once per process; `commitToMemory` hands
 * `mapToWriteToDisk = mMap`, and `writeToFile` writes that whole map): a write from a process
 * whose copy is older replaces what other processes wrote since.
 */
class FakeSharedPreferences(private val file: FakeSharedPreferences? = null) : SharedPreferences {
    val values: HashMap<String, String> = if (file == null) HashMap() else HashMap(file.values)

    /** The same file, opened in another process now. */
    fun inAnotherProcess() = FakeSharedPreferences(this)

    override fun getString(key: String, defValue: String?): String? = values[key] ?: defValue

    override fun edit(): SharedPreferences.Editor = object : SharedPreferences.Editor {
        private val changes = ArrayList<() -> Unit>()
        override fun putString(key: String, value: String?) = apply { changes.add { if (value == null) values.remove(key) else values[key] = value } }
        override fun remove(key: String) = apply { changes.add { values.remove(key) } }
        override fun commit(): Boolean {
            changes.forEach { it() }
            file?.values?.apply {
                clear()
                putAll(this@FakeSharedPreferences.values)
            }
            return true
        }

        override fun apply() {
            commit()
        }
    }
}

fun locales(vararg tags: String) = LocaleList(*tags.map(Locale::forLanguageTag).toTypedArray())
