package dev.languagepolicy

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.IntentFilter
import java.io.Closeable

/**
 * Decides again when the device's languages change (`ACTION_LOCALE_CHANGED`): the decision may
 * change even while the app shows no activity. It is registered with the application context
 * (never an activity, which it would keep alive) and delivered on the main thread; [close]
 * unregisters it.
 *
 * ```kotlin
 * val receiver = LocaleChangeReceiver.register(this, appLanguage)   // in Application.onCreate
 * receiver.close()                                                  // if it must stop
 * ```
 */
class LocaleChangeReceiver private constructor(
    private val appLanguage: AppLanguage,
    private val registeredWith: Context
) : BroadcastReceiver(), Closeable {
    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action == Intent.ACTION_LOCALE_CHANGED) appLanguage.refresh()
    }

    /** Unregisters the receiver. */
    override fun close() = registeredWith.unregisterReceiver(this)

    companion object {
        /** Registers a receiver for `appLanguage` with `context`'s application context. */
        @JvmStatic
        fun register(context: Context, appLanguage: AppLanguage): LocaleChangeReceiver {
            val application = context.applicationContext
            return LocaleChangeReceiver(appLanguage, application).also {
                application.registerReceiver(it, IntentFilter(Intent.ACTION_LOCALE_CHANGED))
            }
        }
    }
}
