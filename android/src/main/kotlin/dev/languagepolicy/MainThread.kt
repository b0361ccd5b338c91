package dev.languagepolicy

import android.os.Looper

/**
 * Checks that the caller is on the main thread: [AppLanguage]'s state operations run there,
 * one after another, so that no lock is held across the core's calls and the platform's.
 */
internal fun checkMainThread(operation: String) {
    val main = Looper.getMainLooper() ?: return // a plain JVM: no main thread to check
    check(main.isCurrentThread) { "AppLanguage.$operation must be called on the main thread" }
}

/** Whether the caller is on the main thread (true on a plain JVM, which has none). */
internal fun isMainThread(): Boolean = Looper.getMainLooper()?.isCurrentThread ?: true
