package dev.languagepolicy

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.IntentFilter

/**
 * Decides again when the device's languages change (`ACTION_LOCALE_CHANGED`): the decision may
 * change even while the app shows no activity.
 *
 * ```kotlin
 * LocaleChangeReceiver.register(applicationContext, appLanguage)
 * ```
 */
class LocaleChangeReceiver(private val appLanguage: AppLanguage) : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action == Intent.ACTION_LOCALE_CHANGED) appLanguage.refresh()
    }

    companion object {
        /**
         * Registers a receiver for `appLanguage` with `context` (the application's, so that it
         * lives as long as the process).
         */
        @JvmStatic
        fun register(context: Context, appLanguage: AppLanguage): LocaleChangeReceiver =
            LocaleChangeReceiver(appLanguage).also {
                context.registerReceiver(it, IntentFilter(Intent.ACTION_LOCALE_CHANGED))
            }
    }
}
