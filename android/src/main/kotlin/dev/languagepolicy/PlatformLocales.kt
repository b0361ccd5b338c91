package dev.languagepolicy

import android.app.LocaleManager
import android.content.Context
import android.content.res.Resources
import android.os.Build
import android.os.LocaleList
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat
import java.util.Locale

/** Where the platform keeps the per-app setting and the device's languages. */
interface PlatformLocales {
    /** Whether the user can change the per-app setting outside the app (system settings, Android 13+). */
    val settingsCanChangePerAppSetting: Boolean

    /** The per-app setting, in order (empty: follow the device). */
    fun perAppSetting(): List<Locale>

    /** Writes the per-app setting (empty clears it). */
    fun setPerAppSetting(locales: List<Locale>)

    /** The device's languages, in order (not the per-app override). */
    fun deviceLanguages(): List<Locale>
}

/**
 * The per-app setting through `LocaleManager` on Android 13 and later and through AppCompat
 * before (which applies it to AppCompat activities); the device's languages from
 * `LocaleManager.getSystemLocales` or the system resources.
 */
class AndroidPlatformLocales(private val context: Context) : PlatformLocales {
    private val hasLocaleManager: Boolean get() = Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU

    override val settingsCanChangePerAppSetting: Boolean get() = hasLocaleManager

    override fun perAppSetting(): List<Locale> =
        if (hasLocaleManager) localeManager().applicationLocales.toLocales()
        else AppCompatDelegate.getApplicationLocales().toLocales()

    override fun setPerAppSetting(locales: List<Locale>) {
        if (hasLocaleManager) {
            localeManager().applicationLocales = LocaleList(*locales.toTypedArray())
        } else {
            AppCompatDelegate.setApplicationLocales(LocaleListCompat.create(*locales.toTypedArray()))
        }
    }

    override fun deviceLanguages(): List<Locale> =
        if (hasLocaleManager) localeManager().systemLocales.toLocales()
        else Resources.getSystem().configuration.locales.toLocales()

    private fun localeManager(): LocaleManager =
        context.getSystemService(LocaleManager::class.java) ?: throw IllegalStateException("no LocaleManager")
}

internal fun LocaleList.toLocales(): List<Locale> = (0 until size()).map { get(it) }

internal fun LocaleListCompat.toLocales(): List<Locale> = (0 until size()).mapNotNull { get(it) }
