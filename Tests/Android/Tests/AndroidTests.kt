package dev.languagepolicy

import kotlin.system.exitProcess

/**
 * The Kotlin library's JVM tests: its JSON, the typed API over the JNI library, error kinds,
 * keyboard hints on fake views and Compose state, the app language on a fake device, the
 * library stepping aside when the core is unavailable, and the parity run of every exported
 * call through the typed API.
 *
 * Usage: java -Dlanguagepolicy.library=PATH -cp … dev.languagepolicy.AndroidTestsKt cases.tsv
 */
fun main(arguments: Array<String>) {
    android.os.Looper.prepareMainLooper() // this thread is the main thread
    val run = TestRun()
    jsonTests(run)
    errorTests(run)
    policyTests(run)
    hintTests(run)
    conversationTests(run)
    appLanguageTests(run)
    deviceBehaviourTests(run)
    recipeTests(run)
    unavailableTests(run)
    val unit = run.passed + run.failed
    println("android-kotlin: $unit tests (${run.summary()})")
    val parity = ParityRun(run)
    parity.replay(arguments[0])
    val replayed = parity.replayed.values.sum()
    println(
        "android-kotlin: parity through the typed API: $replayed exported calls replayed (${parity.errors} errors, typed), " +
            "${parity.notExpressible.values.sum()} not expressible in the typed API (the JNI run covers them)"
    )
    println("android-kotlin:   replayed per call: ${parity.replayed.toSortedMap()}")
    println("android-kotlin:   not expressible per call: ${parity.notExpressible.toSortedMap()}")
    println("android-kotlin: ${run.passed} passed, ${run.failed} failed")
    exitProcess(if (run.failed == 0) 0 else 1)
}
