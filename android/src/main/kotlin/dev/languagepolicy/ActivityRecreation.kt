package dev.languagepolicy

import android.app.Activity
import android.app.Application
import android.content.Context
import android.os.Bundle
import android.util.Log
import java.lang.ref.WeakReference
import java.util.Locale

/**
 * Which component was told to leave which locale under which plan, so that [AppLanguage.isStale]
 * settles. A new instance of the same component (the recreated activity) that still shows the
 * locale it was told to leave, under the same plan, is not told again: something else decides its
 * first locale (AppCompat's own locales below Android 13, a device that selects another folder
 * than the core's model, the platform's filtering), and recreating again would loop. The same
 * instance asked twice (`onResume` before its `recreate()` took effect) is told again.
 */
internal class Staleness {
    private class Told(val plan: Any, val instance: WeakReference<Context>)

    private val told = HashMap<String, Told>()
    private val warned = HashSet<String>()

    /** Whether to tell `context`, showing `shown` under `plan` (an identity), to recreate. */
    @Synchronized
    fun tell(plan: Any, context: Context, shown: Locale?): Boolean {
        val component = if (context is Activity) context.componentName.className else context.javaClass.name
        val key = "$component ${shown?.toLanguageTag()}"
        val earlier = told[key]
        if (earlier != null && earlier.plan === plan && earlier.instance.get() !== context) {
            if (warned.add("$key ${System.identityHashCode(plan)}")) warn(component, shown)
            return false
        }
        told[key] = Told(plan, WeakReference(context))
        return true
    }

    private fun warn(component: String, shown: Locale?) {
        try {
            Log.w(
                CoreAvailability.LOG_TAG,
                "$component still shows ${shown?.toLanguageTag()} after recreating: something else decides its " +
                    "first locale (AppCompat's setApplicationLocales or autoStoreLocales below Android 13?); not recreating again"
            )
        } catch (stub: RuntimeException) {
            // No log in this environment.
        }
    }
}

/**
 * The activity in front (resumed), from the application's activity lifecycle callbacks, so that a
 * new plan the platform does not apply by itself reaches the screen: below Android 13 nothing
 * recreates an activity when the app's language changes (there is no per-app setting whose
 * change the system would deliver), nor on any version when a language split finishes installing.
 */
internal class VisibleActivity : Application.ActivityLifecycleCallbacks {
    private var resumed: WeakReference<Activity>? = null

    /** The resumed activity, if any. */
    val activity: Activity? get() = resumed?.get()

    override fun onActivityResumed(activity: Activity) {
        resumed = WeakReference(activity)
    }

    override fun onActivityPaused(activity: Activity) {
        if (resumed?.get() === activity) resumed = null
    }

    override fun onActivityCreated(activity: Activity, savedInstanceState: Bundle?) = Unit
    override fun onActivityStarted(activity: Activity) = Unit
    override fun onActivityStopped(activity: Activity) = Unit
    override fun onActivitySaveInstanceState(activity: Activity, outState: Bundle) = Unit
    override fun onActivityDestroyed(activity: Activity) = Unit
}
