package dev.languagepolicy

import java.util.Locale

/**
 * Installs a language's strings on demand, for an App Bundle with language splits: a device
 * gets the `config.<lang>` splits of its system languages only, so a per-app choice of another
 * language finds no strings until its split is installed. The library defines the seam; the app
 * implements it with Play's split install API (which this library does not depend on):
 *
 * ```kotlin
 * class PlayLanguageInstaller(context: Context) : LanguageInstaller {
 *     private val manager = SplitInstallManagerFactory.create(context)
 *     override fun installedLanguages(): Set<Locale> =
 *         manager.installedLanguages.map(Locale::forLanguageTag).toSet()
 *     override fun install(locale: Locale, done: (Boolean) -> Unit) {
 *         val request = SplitInstallRequest.newBuilder().addLanguage(locale).build()
 *         manager.startInstall(request)
 *             .addOnSuccessListener { /* a session id: wait for its INSTALLED state */ }
 *             .addOnFailureListener { done(false) }
 *         manager.registerListener { state ->
 *             if (state.status() == SplitInstallSessionStatus.INSTALLED) done(true)
 *             if (state.status() == SplitInstallSessionStatus.FAILED) done(false)
 *         }
 *     }
 * }
 * appLanguage.languageInstaller = PlayLanguageInstaller(this)
 * // In each activity, so that it reads the new split's strings without a restart:
 * //     override fun attachBaseContext(base: Context) {
 * //         super.attachBaseContext(appLanguage.wrap(base)); SplitCompat.installActivity(this) }
 * ```
 */
interface LanguageInstaller {
    /** The languages installed on demand so far (Play: `SplitInstallManager.getInstalledLanguages()`). */
    fun installedLanguages(): Set<Locale>

    /**
     * Starts installing `locale`'s language split; calls `done` on the main thread with true once
     * it is installed (the library then decides again and its listeners see the new plan), false
     * when it failed.
     */
    fun install(locale: Locale, done: (installed: Boolean) -> Unit)
}
