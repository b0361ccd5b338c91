package dev.languagepolicy

import android.content.Intent
import android.content.res.Configuration
import android.os.Build
import android.util.Log
import java.lang.reflect.Proxy
import java.util.Locale

/**
 * A bridge whose native library did not load, as [JniBridge] is then: its [NativeBridge.unavailableReason]
 * is `reason`, and every call throws what the JVM and ART throw for a native method no library
 * registered: `UnsatisfiedLinkError` (ART's art/runtime/jni/java_vm_ext.cc,
 * `FindNativeMethod`: "No implementation found for …").
 */
fun unloadedBridge(reason: Throwable): NativeBridge = Proxy.newProxyInstance(
    NativeBridge::class.java.classLoader, arrayOf(NativeBridge::class.java)
) { _, method, _ ->
    if (method.name == "getUnavailableReason") reason
    else throw UnsatisfiedLinkError(
        "No implementation found for java.lang.String dev.languagepolicy.LanguagePolicyNative.${method.name}(java.lang.String)"
    )
} as NativeBridge

/**
 * README's recipe (`Application.onCreate`, an activity's `attachBaseContext`, `onCreate`,
 * `onResume`, `onConfigurationChanged`, the locale receiver, a keyboard-hinted composer, the
 * selector) on a fake device of API `sdk` whose core is unavailable: nothing throws, and each
 * call gives the fallback answer, which the checks name. `reason` is what the policy must say.
 */
fun unavailableRecipe(run: TestRun, group: String, bridge: NativeBridge, sdk: Int, reason: (Throwable?) -> Boolean) {
    run.test(group, "API $sdk: README's recipe runs; every app-level call answers the platform's own behaviour") {
        onApi(sdk) {
            val device = locales("en-AU", "fr-CA")
            val localeManager = FakeLocaleManager(device)
            val application = FakeContext(Configuration().apply { setLocales(device) }, mapOf("locale" to localeManager))
            localeManager.process = application
            val preferences = FakeSharedPreferences()

            // Application.onCreate
            val policy = LanguagePolicy.load(Policies.EXAMPLE, bridge)
            run.expect(!policy.isAvailable && reason(policy.unavailableReason)) { "unavailable: ${policy.unavailableReason}" }
            run.expectEqual(policy.policyId to policy.policyVersion, "" to 0L, "no policy id or version")
            val appLanguage = AppLanguage(application, policy, SharedPreferencesStore(preferences))
            var heard = 0
            appLanguage.addListener { heard++ }
            run.expectEqual(appLanguage.launch(), null, "launch: nothing decided")
            run.expectEqual(appLanguage.migrateLegacyChoice("fr"), null, "migration: nothing (the legacy value stays)")
            val receiver = LocaleChangeReceiver.register(application, appLanguage)

            // An activity
            val base = FakeContext(parent = application)
            val wrapped = appLanguage.wrap(base)
            run.expect(wrapped === base && base.configurationContexts.isEmpty()) { "wrap: base itself" }
            val activity = FakeActivity(wrapped, labelRes = 7)
            appLanguage.localize(activity)
            run.expectEqual(activity.title, 7, "localize: the activity's own label")
            run.expect(!appLanguage.isStale(activity)) { "onResume: never stale, no recreate loop" }
            run.expect(!appLanguage.refresh(application)) { "onConfigurationChanged: not stale" }
            localeManager.system = locales("de")
            receiver.onReceive(application, Intent(Intent.ACTION_LOCALE_CHANGED))
            run.expectEqual(appLanguage.refresh(), null, "refresh: no plan")
            run.expectEqual(appLanguage.plan, null, "plan")
            run.expectEqual(appLanguage.decision, null, "decision")
            run.expectEqual(appLanguage.formattingLocale, Locale.getDefault(), "formatting: the default locale, as Android formats")
            run.expectEqual(appLanguage.overrideConfiguration(), null, "no override configuration")

            // The app's selector and account sync
            run.expectEqual(appLanguage.selector(), null, "selector: none to show")
            run.expectEqual(appLanguage.syncPayload(), null, "nothing to upload")
            val payload = SyncPayload.decode("""{"schemaVersion":1,"userChoice":null,"userChoiceClearedAt":null}""")
            run.expectEqual(appLanguage.restore(payload) to appLanguage.sync(payload), null to null, "restore and sync: nothing")
            run.expectEqual(appLanguage.choose(Locale.FRENCH), null, "choose: no plan")
            if (Build.VERSION.SDK_INT >= 33) {
                run.expectEqual(localeManager.writes, listOf(locales("fr")), "Android 13+: the system's per-app language")
                run.expectEqual(application.configuration.locales, locales("fr"), "which Android applies itself")
                appLanguage.useDeviceLanguage()
                run.expectEqual(localeManager.writes.last(), locales(), "use the device language: the setting cleared")
            } else {
                appLanguage.useDeviceLanguage()
                run.expect(localeManager.writes.isEmpty()) { "before 13 there is no platform setting: ${localeManager.writes}" }
            }
            run.expectEqual(heard, 0, "no listener called")
            run.expect(preferences.values.isEmpty()) { "nothing stored: ${preferences.values}" }

            // A chat composer's keyboard hints (ViewImeHints, from a focus listener)
            val input = InputLanguage(bridge)
            val composer = FakeTextView(application, "composer")
            val hints = ViewImeHints(input.hintLifecycle("chat-1"), mapOf("composer" to composer))
            val hint = input.hint(EditableField(FieldContract.CONVERSATION_INFORMED))
            run.expectEqual(hint, InputLanguageHint(emptyList(), HintSource.NO_ADMISSIBLE_EVIDENCE, null, emptyList()), "no hint")
            hints.hintResolved("composer", hint.androidHintLocales)
            hints.focusWillMove("composer")
            run.expect(composer.hintCalls.isEmpty()) { "the keyboard keeps its own language: ${composer.hintCalls}" }

            // The policy's own calls are questions to the core: a typed error, why as its cause
            val asked = run.expectThrows<LanguagePolicyException.Unavailable> {
                policy.resolve(PlatformLanguages(emptyList(), listOf(Locale.FRENCH)))
            }
            run.expect(asked?.cause === policy.unavailableReason) { "the cause: ${asked?.cause}" }
            receiver.close()
        }
    }
}

/** The log's warnings under the library's tag. */
fun languagePolicyWarnings() = Log.entries().filter {
    it.tag == "LanguagePolicy" && it.priority == Log.WARN && it.message.startsWith("the language core is unavailable")
}

/**
 * The core unavailable in this process, through bridges that model it: the library absent or
 * failing at load (any `Throwable`), and a library that loads but lacks one native.
 */
fun unavailableTests(run: TestRun) {
    val group = "core unavailable"
    val missingCxx = UnsatisfiedLinkError("dlopen failed: library \"libc++_shared.so\" not found")
    for (sdk in listOf(33, 30)) unavailableRecipe(run, group, unloadedBridge(missingCxx), sdk) { it === missingCxx }
    val refused = SecurityException("loadLibrary refused")
    unavailableRecipe(run, group, unloadedBridge(refused), 33) { it === refused }
    run.test(group, "a native the library lacks: found at its first call, the app keeps what was applied") {
        val lacking = object : NativeBridge by JniBridge {
            override fun languageSelector(request: String): String = throw UnsatisfiedLinkError(
                "No implementation found for java.lang.String dev.languagepolicy.LanguagePolicyNative.languageSelector(java.lang.String)"
            )
        }
        val device = locales("en-AU")
        val localeManager = FakeLocaleManager(device)
        val application = FakeContext(Configuration().apply { setLocales(device) }, mapOf("locale" to localeManager))
        localeManager.process = application
        val policy = LanguagePolicy.load(Policies.WITHOUT_ALIAS, lacking)
        val appLanguage = AppLanguage(application, policy, SharedPreferencesStore(FakeSharedPreferences()))
        run.expect(appLanguage.launch() != null && appLanguage.isAvailable) { "launch works: ${appLanguage.unavailableReason}" }
        val plan = appLanguage.plan
        run.expectEqual(appLanguage.selector(), null, "the selector's call is missing: no selector")
        run.expect(!appLanguage.isAvailable && appLanguage.unavailableReason is UnsatisfiedLinkError) {
            "unavailable from then on: ${appLanguage.unavailableReason}"
        }
        run.expectEqual(appLanguage.plan, plan, "the plan applied before stays in force")
        run.expect(appLanguage.wrap(application) !== application) { "and wrap still applies it" }
        run.expectEqual(appLanguage.choose(Locale.FRENCH), null, "later operations step aside")
    }
    run.test(group, "one warning a team can see, however often the core is found unavailable") {
        expectOneWarning(run, "libc++_shared.so")
    }
}

/** Exactly one warning under the library's tag in this process, naming `why`, with its stack trace. */
fun expectOneWarning(run: TestRun, why: String) {
    val warnings = languagePolicyWarnings()
    run.expectEqual(warnings.size, 1, "warnings in this process")
    val warning = warnings.firstOrNull()?.message.orEmpty()
    run.expect(warning.contains(why) && warning.contains("\tat ")) { "the first reason, with its stack: $warning" }
}
