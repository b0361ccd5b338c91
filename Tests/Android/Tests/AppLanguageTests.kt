package dev.languagepolicy

import android.content.Intent
import android.content.res.Configuration
import android.content.res.Resources
import android.os.Build
import android.os.LocaleList
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat
import java.util.Locale

/**
 * An app on a fake device (Android 13 unless the test sets `Build.VERSION.SDK_INT`), with
 * LocaleManager and SharedPreferences in memory; `splits`: the split APKs installed with the base.
 */
class Device(deviceLanguages: LocaleList, policy: String = Policies.WITHOUT_ALIAS, splits: Array<String>? = null) {
    val localeManager = FakeLocaleManager(deviceLanguages)
    val context = FakeContext(Configuration().apply { setLocales(deviceLanguages) }, mapOf("locale" to localeManager))
    val preferences = FakeSharedPreferences()
    /** The core, counting the crossings ([RecordingBridge.crossings]). */
    val bridge = RecordingBridge()
    val store = SharedPreferencesStore(preferences)
    /** A clock a minute ahead at every reading, so that every operation has its own time. */
    private var now = Policies.MARCH_FIRST
    val appLanguage: AppLanguage
    val application = FakeApplication(context)
    /** Android 14+: whether the process is cached (its context-registered broadcasts are queued). */
    var cached = false
    private val queued = ArrayList<Intent>()

    init {
        localeManager.process = context
        context.info.splitNames = splits
        Resources.getSystem().configuration.setLocales(deviceLanguages)
        appLanguage = AppLanguage(
            LanguagePolicy.load(policy, bridge), AndroidPlatformLocales(context), store, AppResources.NAMED_AFTER_POLICY,
            { now += 60_000; now }
        )
        appLanguage.followActivities(application)
    }

    /**
     * The user changes the device's languages: the process configuration changes, and
     * `ACTION_LOCALE_CHANGED` goes to the receivers registered on the application, at once, or,
     * on Android 14+ while the process is [cached], queued until it leaves the cached state
     * ("Behavior changes: all apps", Android 14: context-registered broadcasts are queued while
     * apps are cached, and delivered when the app leaves that state, such as returning to the
     * foreground).
     */
    fun changeDeviceLanguages(languages: LocaleList) {
        localeManager.system = languages
        Resources.getSystem().configuration.setLocales(languages)
        val broadcast = Intent(Intent.ACTION_LOCALE_CHANGED)
        if (cached && Build.VERSION.SDK_INT >= 34) queued.add(broadcast) else deliver(broadcast)
    }

    /** The process leaves the cached state: the queued broadcasts are delivered. */
    fun leaveCachedState() {
        cached = false
        queued.toList().also { queued.clear() }.forEach(::deliver)
    }

    private fun deliver(broadcast: Intent) {
        context.receivers.filter { (_, filter) -> (0 until filter.countActions()).any { filter.getAction(it) == broadcast.action } }.forEach { it.first.onReceive(context, broadcast) }
    }
}

/** Runs `body` on a device of API level `sdk`, in a new process for AppCompat. */
fun <T> onApi(sdk: Int, body: () -> T): T {
    val saved = Build.VERSION.SDK_INT
    Build.VERSION.SDK_INT = sdk
    AppCompatDelegate.resetForNewProcess()
    try {
        return body()
    } finally {
        Build.VERSION.SDK_INT = saved
        AppCompatDelegate.resetForNewProcess()
    }
}

/** The Android side of the app language: applying decisions, the per-app setting, the stored state. */
fun appLanguageTests(run: TestRun) {
    val group = "app language"
    run.test(group, "an automatic decision Android would not load goes to the context, never to the per-app setting") {
        val device = Device(locales("en-AU"))
        val launch = device.appLanguage.launch()
        run.expectEqual(launch!!.decision.source, SelectionSource.DEVICE_PREFERENCE, "automatic")
        run.expectEqual(device.appLanguage.plan!!.action, LocaleAction.ContextLocale(Locale.ENGLISH), "action")
        val wrapped = device.appLanguage.wrap(device.context) as FakeContext
        run.expectEqual(device.context.configurationContexts, listOf(wrapped), "a configuration context")
        run.expectEqual(wrapped.configuration.locales, locales("en", "en-AU"), "the decided locale first, the rest kept")
        run.expect(device.localeManager.writes.isEmpty()) { "the per-app setting is never written: ${device.localeManager.writes}" }
        run.expectEqual(device.appLanguage.overrideConfiguration()?.locales, locales("en", "en-AU"), "override")
        run.expect(device.preferences.values["languagepolicy.state"]?.contains("\"lastAutomatic\"") == true) { "stored apart" }
    }
    run.test(group, "the user's choice goes to the per-app setting and round-trips") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val decision = device.appLanguage.choose(Locale.FRENCH)!!.decision
        run.expectEqual(decision.source, SelectionSource.SAVED_USER_CHOICE, "source")
        run.expectEqual(device.localeManager.writes, listOf(locales("fr")), "written once")
        run.expectEqual(device.appLanguage.plan!!.action, LocaleAction.None, "Android now loads it by itself")
        run.expect(device.appLanguage.wrap(device.context) === device.context) { "no wrapper needed" }
        run.expect(!device.appLanguage.refresh(device.context)) { "reading the setting back changes nothing" }
        run.expectEqual(device.localeManager.writes.size, 1, "no second write")
        val restarted = AppLanguage(device.context, LanguagePolicy.load(Policies.WITHOUT_ALIAS), device.store)
        run.expectEqual(restarted.launch()!!.decision.effectiveLocale, Locale.FRENCH, "after a restart")
        run.expectEqual(device.localeManager.writes.size, 1, "still one write")
    }
    run.test(group, "a per-app setting changed in the system settings becomes the choice; cleared, the device language") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        device.appLanguage.choose(Locale.FRENCH)
        device.localeManager.application = locales("zh-Hant")
        run.expectEqual(device.appLanguage.refresh()!!.decision.effectiveLocale, Locale.forLanguageTag("zh-Hant"), "the decision changed")
        run.expectEqual(device.appLanguage.decision!!.effectiveLocale.toLanguageTag(), "zh-Hant", "decision")
        run.expectEqual(device.appLanguage.syncPayload()!!.userChoice?.effectiveLocale?.toLanguageTag(), "zh-Hant", "recorded as the choice")
        device.localeManager.application = LocaleList.getEmptyLocaleList()
        device.appLanguage.refresh()
        run.expectEqual(device.appLanguage.decision!!.source, SelectionSource.DEVICE_PREFERENCE, "back to the device")
        run.expect(device.appLanguage.syncPayload()!!.userChoice == null) { "the choice is forgotten" }
        run.expectEqual(device.localeManager.writes, listOf(locales("fr")), "the library wrote only the in-app pick")
    }
    run.test(group, "a launch crosses into the core once: launch, a per-app setting adopted, the plan, the per-app write") {
        val device = Device(locales("en-AU"))
        fun crossings(body: () -> Unit): Int = device.bridge.crossings.let { before -> body(); device.bridge.crossings - before }
        fun restart() = AppLanguage(device.context, LanguagePolicy.load(Policies.WITHOUT_ALIAS, device.bridge), device.store)
        run.expectEqual(crossings { device.appLanguage.launch() }, 1, "a first launch (a context locale)")
        onApi(30) { restart().apply { launch(); choose(Locale.FRENCH) } } // a choice made before Android 13
        val upgraded = restart()
        run.expectEqual(crossings { upgraded.launch() }, 1, "a launch that writes the per-app setting")
        run.expectEqual(device.localeManager.writes, listOf(locales("fr")), "the stored choice written once")
        run.expectEqual(upgraded.plan!!.action, LocaleAction.None, "the plan after the write")
        device.localeManager.application = locales("zh-Hant") // changed in the system settings while closed
        val adopting = restart()
        run.expectEqual(crossings { adopting.launch() }, 1, "a launch that adopts a per-app setting")
        run.expectEqual(adopting.decision!!.effectiveLocale.toLanguageTag(), "zh-Hant", "adopted")
        run.expectEqual(adopting.syncPayload()!!.userChoice?.effectiveLocale?.toLanguageTag(), "zh-Hant", "recorded as the choice")
        device.preferences.values["languagepolicy.state"] = "not a state"
        val corrupt = restart()
        run.expectEqual(crossings { corrupt.launch() }, 1, "a launch from a state that cannot be read")
        run.expectEqual(device.preferences.values["languagepolicy.stateSetAside"], "not a state", "set aside")
    }
    run.test(group, "use the device language clears the per-app setting") {
        val device = Device(locales("fr-CA"))
        device.appLanguage.launch()
        device.appLanguage.choose(Locale("pt", "BR"))
        val decision = device.appLanguage.useDeviceLanguage()!!.decision
        run.expectEqual(decision.effectiveLocale, Locale.FRENCH, "the device's language")
        run.expectEqual(device.localeManager.application, LocaleList.getEmptyLocaleList(), "cleared")
    }
    run.test(group, "before Android 13: the choice lives in the library's state and reaches the context after a restart") {
        onApi(30) {
            val device = Device(locales("de-DE"))
            device.appLanguage.launch()
            device.appLanguage.choose(Locale.FRENCH)
            run.expectEqual(device.appLanguage.wrap(device.context).resources.configuration.locales.get(0), Locale.FRENCH, "the context")
            run.expect(device.localeManager.writes.isEmpty()) { "no LocaleManager before Android 13" }
            val restarted = AppLanguage(device.context, LanguagePolicy.load(Policies.WITHOUT_ALIAS), device.store)
            run.expectEqual(restarted.launch()!!.decision.effectiveLocale, Locale.FRENCH, "the stored choice")
            run.expectEqual(restarted.wrap(device.context).resources.configuration.locales.get(0), Locale.FRENCH, "applied again")
            run.expectEqual(AppCompatDelegate.getApplicationLocales(), LocaleListCompat.getEmptyLocaleList(), "AppCompat untouched")
        }
    }
    run.test(group, "ACTION_LOCALE_CHANGED decides again and tells the listeners") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val plans = ArrayList<AndroidLocalePlan>()
        device.appLanguage.addListener { plans.add(it) }
        val receiver = LocaleChangeReceiver.register(device.context, device.appLanguage)
        run.expectEqual(device.context.receivers.map { it.first }, listOf<Any>(receiver), "registered")
        run.expectEqual(device.context.receivers[0].second.getAction(0), Intent.ACTION_LOCALE_CHANGED, "for locale changes")
        device.localeManager.system = locales("fr-CA", "en-AU")
        receiver.onReceive(device.context, Intent(Intent.ACTION_LOCALE_CHANGED))
        run.expectEqual(plans.map { it.decision.effectiveLocale }, listOf(Locale.FRENCH), "one new plan")
        receiver.onReceive(device.context, Intent("android.intent.action.TIME_SET"))
        run.expectEqual(plans.size, 1, "other broadcasts are ignored")
    }
    run.test(group, "a stored state that cannot be read is set aside") {
        val device = Device(locales("en-AU"))
        device.preferences.values["languagepolicy.state"] = "{\"schemaVersion\": 7}"
        val launch = device.appLanguage.launch()
        run.expectEqual(launch!!.stateProblem?.kind, StateProblemKind.NEWER_SCHEMA, "problem")
        run.expectEqual(device.preferences.values["languagepolicy.stateSetAside"], "{\"schemaVersion\": 7}", "kept aside")
        run.expect(device.preferences.values["languagepolicy.state"]?.contains("\"schemaVersion\":1") == true) { "a fresh state" }
    }
    run.test(group, "the legacy choice moves to the per-app setting once, as the user's choice") {
        val device = Device(locales("en-AU"), Policies.EXAMPLE)
        device.appLanguage.launch()
        val migration = device.appLanguage.migrateLegacyChoice("pt_BR")
        run.expectEqual(migration!!.outcome, MigrationOutcome.WRITE_TO_PLATFORM, "outcome")
        run.expectEqual(device.localeManager.writes, listOf(locales("pt-BR")), "written")
        run.expectEqual(device.appLanguage.decision!!.source, SelectionSource.SAVED_USER_CHOICE, "the user's choice")
        run.expectEqual(device.appLanguage.migrateLegacyChoice("pt_BR")!!.outcome, MigrationOutcome.ALREADY_MIGRATED, "once")
        run.expectEqual(device.localeManager.writes.size, 1, "no second write")
    }
    run.test(group, "a restored backup and a synced clearing reach the per-app setting") {
        val phone = Device(locales("en-AU"))
        phone.appLanguage.launch()
        phone.appLanguage.choose(Locale("pt", "BR"))
        val payload = SyncPayload.decode(phone.appLanguage.syncPayload()!!.encoded)
        val tablet = Device(locales("en-AU"))
        tablet.appLanguage.launch()
        run.expectEqual(tablet.appLanguage.restore(payload)!!.decision.effectiveLocale, Locale("pt", "BR"), "restored")
        run.expectEqual(tablet.localeManager.application, locales("pt-BR"), "written")
        phone.appLanguage.useDeviceLanguage()
        tablet.appLanguage.sync(phone.appLanguage.syncPayload()!!)
        run.expectEqual(tablet.localeManager.application, LocaleList.getEmptyLocaleList(), "the clearing synced")
        run.expectEqual(tablet.appLanguage.plan!!.action, LocaleAction.ContextLocale(Locale.ENGLISH), "automatic again")
    }
    run.test(group, "the selector through the app language") {
        val device = Device(locales("fr-CA"))
        device.appLanguage.launch()
        val selector = device.appLanguage.selector()
        run.expectEqual(selector!!.current?.locale, Locale.FRENCH, "current")
        run.expectEqual(selector.options.size, 5, "every supported locale")
    }
    run.test(group, "operations before launch are refused") {
        run.expectThrows<IllegalStateException> { Device(locales("fr")).appLanguage.choose(Locale.FRENCH) }
    }
}
