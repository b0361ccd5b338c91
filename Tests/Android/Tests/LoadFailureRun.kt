package dev.languagepolicy

import kotlin.system.exitProcess

/**
 * README's recipe in a process where loading `libLanguagePolicyJNI.so` really failed (the JVM's
 * own `System.load`, through [JniBridge] and [LanguagePolicyNative]): Scripts/test-android.sh runs
 * it with the library absent, with a library whose `libc++_shared.so` is missing (the load
 * throws), and without the [LanguagePolicyNative] class (a shrinker removed it).
 *
 * Usage: java [-Dlanguagepolicy.library=PATH] -cp … dev.languagepolicy.LoadFailureRun CASE THROWABLE-CLASS MESSAGE-PART
 */
object LoadFailureRun {
    @JvmStatic
    fun main(arguments: Array<String>) {
        android.os.Looper.prepareMainLooper()
        val (case, type, part) = arguments
        val run = TestRun()
        for (sdk in listOf(33, 30)) {
            unavailableRecipe(run, "load failure ($case)", JniBridge, sdk) {
                it?.javaClass?.name == type && it.toString().contains(part)
            }
        }
        run.test("load failure ($case)", "one warning, naming why") { expectOneWarning(run, part) }
        println("load-failure ($case): ${run.passed} passed, ${run.failed} failed")
        exitProcess(if (run.failed == 0) 0 else 1)
    }
}
