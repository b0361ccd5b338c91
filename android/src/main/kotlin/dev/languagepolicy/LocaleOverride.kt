package dev.languagepolicy

import android.app.Activity
import android.content.pm.PackageManager
import android.content.res.Configuration
import android.os.LocaleList
import java.util.Locale

/**
 * What the library gives a context so that its resources follow a plan: the locales its
 * configuration has, first the locale whose strings load, and nothing else (an override with
 * more than locales would freeze orientation, night mode, font scale and screen size, since
 * Android applies an override over every later configuration: `ResourcesManager` updates each
 * new base configuration from it).
 */
internal class LocaleOverride private constructor(val order: List<Locale>) {
    /** A configuration holding these locales and nothing else (its layout direction follows the first). */
    fun configuration(): Configuration = Configuration().apply { setLocales(LocaleList(*order.toTypedArray())) }

    companion object {
        /**
         * The override for `plan` on a platform whose languages are `platform` (the per-app
         * setting, then the device's); null when Android's own configuration already loads the
         * plan. `perAppSetting`: whether the platform keeps a per-app setting (Android 13+);
         * without one the user's choice is applied here too.
         */
        fun of(plan: AndroidLocalePlan, platform: List<Locale>, perAppSetting: Boolean): LocaleOverride? {
            val decided = when (val action = plan.action) {
                is LocaleAction.ContextLocale -> action.locale
                is LocaleAction.PerAppSetting -> if (perAppSetting) return null else action.locale
                LocaleAction.None -> return null
            }
            // Android takes the layout direction from the first locale even when its strings do
            // not load (no folder, a language split not installed): the locale that loads goes first.
            val first = if (plan.applied.agrees) decided else plan.applied.folderLocale ?: decided
            return LocaleOverride((listOf(first, decided) + platform).distinct())
        }

        /**
         * The locale a context's configuration must start with under `plan` (its override's
         * first, or the one Android resolves with by itself).
         */
        fun expectedFirst(plan: AndroidLocalePlan, override: LocaleOverride?): Locale? =
            override?.order?.first() ?: plan.applied.deviceLocale
    }
}

/**
 * An activity's window after its resources follow the decision (call in `onCreate` after
 * `setContentView`, and so after every `recreate()`):
 * - the decor view's layout direction from the activity's configuration: Android 12 and 12L
 *   (API 31, 32) can keep the previous direction on the decor view after `recreate()`;
 * - the title from the activity's manifest label, or the application's when it has none, in the
 *   activity's own resources: Android sets the initial title from the application's resources
 *   (`ActivityThread.performLaunchActivity`), which do not carry the library's override.
 */
internal fun localizeWindow(activity: Activity) {
    activity.window.decorView.layoutDirection = activity.resources.configuration.layoutDirection
    val label = try {
        activity.packageManager.getActivityInfo(activity.componentName, 0).labelRes
    } catch (unknown: PackageManager.NameNotFoundException) {
        0
    }
    // An activity without a label of its own shows the application's (ComponentInfo.loadLabel
    // falls back to it), loaded from the application's resources too: set it from the activity's.
    val title = if (label != 0) label else activity.applicationInfo.labelRes
    if (title != 0) activity.setTitle(title)
}
