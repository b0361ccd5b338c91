package dev.languagepolicy

import android.content.Context
import android.content.res.Configuration
import android.util.Log
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat
import java.util.Locale

/**
 * README's activity recipe (android/README.md, "Use"), as Android runs an activity
 * (AOSP frameworks/base core/java/android/app/ActivityThread.java, Android 14):
 * - `performLaunchActivity`: `attachBaseContext(appLanguage.wrap(base))`, then `onCreate`
 *   (`localize`) and `onResume` (`if (appLanguage.isStale(this)) recreate()`), which dispatches
 *   `Application.dispatchActivityResumed`;
 * - `recreate()` (`scheduleRelaunchActivity`, `handleRelaunchActivity`): the instance pauses and a
 *   new instance of the same component is launched;
 * - a configuration change the activity declares in `configChanges`
 *   (`performActivityConfigurationChanged`): `onConfigurationChanged(configToReport)`, where
 *   `configToReport = createNewConfigAndUpdateIfNotNull(newConfig, contextThemeWrapperOverrideConfig)`:
 *   the new configuration updated from the activity's `ContextThemeWrapper` override
 *   (`applyOverrideConfiguration`; none in the recipe), never from its base context's override,
 *   which `wrap` made; the recipe: `if (appLanguage.refresh(this)) recreate()`. Without
 *   `handlesChanges` the activity is relaunched instead.
 * A screen that keeps recreating stops after [LIMIT] instances (a loop the test reports).
 */
class Screen(
    private val device: Device,
    private val component: String = "MainActivity",
    private val appCompat: Boolean = false,
    private val handlesChanges: Boolean = false
) {
    lateinit var activity: RecipeActivity
        private set
    /** Instances made after the first. */
    var recreations = 0
        private set

    fun start(): Screen {
        launch()
        settle()
        return this
    }

    /** What the activity shows first. */
    val shows: Locale? get() = activity.configuration.locales.get(0)

    /** The process configuration changed (rotation, night mode, languages). */
    fun configurationChanged() {
        if (handlesChanges) {
            activity.onConfigurationChanged(Configuration(device.context.configuration))
        } else {
            relaunch()
        }
        settle()
    }

    /** Relaunches while the activity asked to be recreated, up to [LIMIT] instances. */
    fun settle() {
        while (activity.recreateRequests > 0 && recreations < LIMIT) relaunch()
    }

    private fun relaunch() {
        device.application.dispatchActivityPaused(activity)
        recreations += 1
        launch()
    }

    private fun launch() {
        activity = RecipeActivity(device.appLanguage, device.context, appCompat, component)
        device.application.dispatchActivityResumed(activity)
        activity.onResume()
    }

    companion object {
        const val LIMIT = 10
    }
}

/** README's activity: `attachBaseContext`, `onCreate`, `onResume`, `onConfigurationChanged`. */
class RecipeActivity(
    private val appLanguage: AppLanguage,
    base: Context,
    appCompat: Boolean,
    component: String
) : FakeActivity(appLanguage.wrap(base), appCompat, component = component) {
    init {
        appLanguage.localize(this) // onCreate, after setContentView
    }

    fun onResume() {
        if (appLanguage.isStale(this)) recreate()
    }

    @Suppress("UNUSED_PARAMETER")
    fun onConfigurationChanged(newConfig: Configuration) {
        if (appLanguage.refresh(this)) recreate()
    }
}

/** README's recipes on fakes of what Android does around them; each fails on the library before its fix. */
fun recipeTests(run: TestRun) {
    val group = "recipes"
    run.test(group, "an activity that handles rotation, night mode and locale is not recreated by a rotation") {
        val device = Device(locales("en-AU")) // the automatic en, through the override
        device.appLanguage.launch()
        val screen = Screen(device, handlesChanges = true).start()
        run.expectEqual(screen.shows, Locale.ENGLISH, "the override's en")
        device.context.change { orientation = Configuration.ORIENTATION_LANDSCAPE }
        screen.configurationChanged()
        device.context.change { uiMode = Configuration.UI_MODE_NIGHT_YES }
        screen.configurationChanged()
        run.expectEqual(screen.recreations, 0, "rotated and darkened, never recreated")
        device.localeManager.application = locales("fr") // Settings › the app › Language
        screen.configurationChanged()
        run.expectEqual(screen.recreations, 1, "a new language: recreated once")
        run.expectEqual(screen.shows, Locale.FRENCH, "in French")
    }
    run.test(group, "Android 14: an activity recreated before the queued ACTION_LOCALE_CHANGED shows the new language") {
        onApi(34) {
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            LocaleChangeReceiver.register(device.context, device.appLanguage)
            val screen = Screen(device).start()
            run.expectEqual(screen.shows, Locale.ENGLISH, "before")
            device.cached = true // in the background; the user switches the device to French
            device.changeDeviceLanguages(locales("fr-FR"))
            screen.configurationChanged() // back in front: relaunched with the new configuration first
            run.expectEqual(screen.shows, Locale.forLanguageTag("fr-FR"), "the recreated activity shows French at once")
            run.expect(!device.appLanguage.isStale(screen.activity)) { "and is not stale" }
            device.leaveCachedState() // the queued broadcast arrives
            screen.activity.onResume()
            screen.settle()
            run.expectEqual(screen.recreations, 1, "one relaunch, the system's")
            run.expectEqual(device.appLanguage.decision!!.effectiveLocale, Locale.FRENCH, "the decision")
        }
    }
    run.test(group, "the onResume recipe settles when AppCompat's setApplicationLocales decides the first locale (below 13)") {
        onApi(30) {
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            AppCompatDelegate.setApplicationLocales(LocaleListCompat.forLanguageTags("de")) // an older screen of the app
            val before = Log.entries().size
            val screen = Screen(device, appCompat = true).start()
            run.expectEqual(screen.shows, Locale.GERMAN, "AppCompat's list wins over the base context")
            run.expectEqual(screen.recreations, 1, "told once, then settled (no loop)")
            val warnings = Log.entries().drop(before).filter { it.tag == CoreAvailability.LOG_TAG }
            run.expectEqual(warnings.size, 1, "one warning says why: $warnings")
            val plain = Screen(device, component = "PlainActivity").start()
            run.expectEqual(plain.shows, Locale.ENGLISH, "a plain Activity follows the plan")
            run.expectEqual(plain.recreations, 0, "and is not recreated")
        }
    }
    run.test(group, "the onResume recipe settles when AppCompat's autoStoreLocales restores a stored list (below 13)") {
        onApi(31) {
            AppCompatDelegate.optInToAutoStoreLocales("fr")
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            val screen = Screen(device, appCompat = true).start()
            run.expectEqual(screen.shows, Locale.FRENCH, "AppCompat's stored list")
            run.expect(screen.recreations <= 1) { "settled after ${screen.recreations} recreations" }
        }
    }
    run.test(group, "isStale settles for any context whose first locale something else decides") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch() // the plan expects en first
        // A device whose own selection puts another locale first than the core's model says.
        val first = FakeContext(Configuration().apply { setLocales(locales("en-NZ")) })
        run.expect(device.appLanguage.isStale(first)) { "first asked: stale" }
        run.expect(device.appLanguage.isStale(first)) { "the same instance asked again (not yet recreated): still stale" }
        val recreated = FakeContext(Configuration().apply { setLocales(locales("en-NZ")) })
        run.expect(!device.appLanguage.isStale(recreated)) { "a new instance showing the same locale: settled" }
        device.appLanguage.choose(Locale.FRENCH)
        run.expect(device.appLanguage.isStale(recreated)) { "a new plan: told again" }
    }
    run.test(group, "below 13, the user's pick recreates the activity on screen") {
        onApi(30) {
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            val screen = Screen(device).start()
            device.appLanguage.choose(Locale.FRENCH)
            screen.settle()
            run.expectEqual(screen.recreations, 1, "recreated by the library")
            run.expectEqual(screen.shows, Locale.FRENCH, "in French")
            device.appLanguage.useDeviceLanguage()
            screen.settle()
            run.expectEqual(screen.shows, Locale.ENGLISH, "back to the automatic en")
        }
    }
    run.test(group, "Android 13+: the user's pick is left to the system's configuration change (no second recreate)") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val screen = Screen(device).start()
        device.appLanguage.choose(Locale.FRENCH)
        run.expectEqual(screen.activity.recreateRequests, 0, "the library does not recreate")
        screen.configurationChanged() // LocaleManager's change relaunches it
        run.expectEqual(screen.shows, Locale.FRENCH, "in French")
        run.expectEqual(screen.recreations, 1, "once")
    }
    run.test(group, "a language split that finishes installing recreates the activity on screen") {
        onApi(30) {
            val device = Device(locales("en-US"), Policies.WITH_ARABIC, splits = arrayOf("config.en"))
            val installer = FakeInstaller()
            device.appLanguage.languageInstaller = installer
            device.appLanguage.launch()
            val screen = Screen(device).start()
            device.appLanguage.choose(Locale.forLanguageTag("ar"))
            screen.settle()
            run.expectEqual(screen.shows, Locale.ENGLISH, "English while Arabic installs")
            val before = screen.recreations
            installer.finish(true)
            screen.settle()
            run.expectEqual(screen.recreations, before + 1, "recreated when installed")
            run.expectEqual(screen.shows, Locale.forLanguageTag("ar"), "in Arabic")
        }
    }
}
