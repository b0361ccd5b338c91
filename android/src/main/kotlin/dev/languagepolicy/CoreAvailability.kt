package dev.languagepolicy

import android.util.Log
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Whether the Swift core answers in this process, and the one diagnostic a team sees when it
 * does not: a warning in the log (`adb logcat -s LanguagePolicy`) the first time, with why.
 *
 * ```kotlin
 * val policy = LanguagePolicy.load(text)   // never throws because the library is missing
 * if (!policy.isAvailable) analytics.note("language core", policy.unavailableReason)
 * ```
 */
internal object CoreAvailability {
    /** The log tag of the diagnostic. */
    const val LOG_TAG = "LanguagePolicy"

    private val reported = AtomicBoolean(false)

    /**
     * Why `libLanguagePolicyJNI.so` did not load, read once ([LanguagePolicyNative] loads it), or
     * null; a missing [LanguagePolicyNative] class (a shrinker removed it) is a reason too.
     */
    val libraryLoadFailure: Throwable? by lazy {
        try {
            LanguagePolicyNative.loadFailure()
        } catch (missing: LinkageError) {
            missing
        }
    }

    /** [LanguagePolicyException.Unavailable] for `reason`, reported. */
    fun unavailable(reason: Throwable): LanguagePolicyException.Unavailable {
        report(reason)
        return LanguagePolicyException.Unavailable(reason)
    }

    /**
     * `Log.w` of `reason` the first time the core is found unavailable in this process, never
     * again; never throws (android.jar's stubs throw in a local JVM test: the warning is dropped).
     */
    fun report(reason: Throwable) {
        if (!reported.compareAndSet(false, true)) return
        try {
            Log.w(
                LOG_TAG,
                "the language core is unavailable, the app runs on the platform's own language " +
                    "behaviour (the system's per-app language, the device's languages): $reason",
                reason
            )
        } catch (stub: RuntimeException) {
            // No log in this environment: the state stays readable (LanguagePolicy.unavailableReason).
        }
    }
}
