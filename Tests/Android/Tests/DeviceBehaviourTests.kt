package dev.languagepolicy

import android.content.Context
import android.content.res.Configuration
import android.view.View
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat
import java.util.Locale
import java.util.concurrent.TimeUnit

/**
 * What a device does with the library's contexts, on fakes written from the sources each one
 * names (Fakes.kt, the stand-ins): each test is a review finding, and fails on the library as
 * it was before the finding was fixed.
 */
fun deviceBehaviourTests(run: TestRun) {
    val group = "device behaviour"
    run.test(group, "each context is told whether it is stale, whoever asked first") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val receiver = LocaleChangeReceiver.register(device.context, device.appLanguage)
        val handlesLocale = device.appLanguage.wrap(device.context) as FakeContext // configChanges="locale|layoutDirection"
        val onBackStack = FakeActivity(device.appLanguage.wrap(device.context), component = "BackStackActivity")
        run.expect(!device.appLanguage.isStale(handlesLocale)) { "fresh" }
        device.localeManager.application = locales("fr") // the user picks French in Settings
        receiver.onReceive(device.context, android.content.Intent(android.content.Intent.ACTION_LOCALE_CHANGED))
        run.expectEqual(handlesLocale.configuration.locales.get(0), Locale.ENGLISH, "the override keeps the old locale")
        run.expect(device.appLanguage.refresh(handlesLocale)) { "the receiver asked first: the activity is still told" }
        run.expect(device.appLanguage.isStale(onBackStack)) { "and so is the one on the back stack" }
        val recreated = device.appLanguage.wrap(device.context)
        run.expectEqual(recreated.resources.configuration.locales.get(0), Locale.FRENCH, "recreated")
        run.expect(!device.appLanguage.isStale(recreated)) { "not stale once recreated" }
    }
    run.test(group, "the override carries the locales only: rotation, night mode, font scale and size still reach the activity") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val activity = device.appLanguage.wrap(device.context) as FakeContext
        val override = device.appLanguage.overrideConfiguration()
        run.expect(override != null && override.orientation == Configuration.ORIENTATION_UNDEFINED &&
            override.fontScale == 0f && override.uiMode == 0 && override.screenWidthDp == 0) { "locales only: $override" }
        device.context.change {
            orientation = Configuration.ORIENTATION_LANDSCAPE
            uiMode = Configuration.UI_MODE_NIGHT_YES
            fontScale = 1.3f
            screenWidthDp = 891
        }
        val now = activity.configuration
        run.expectEqual(now.orientation, Configuration.ORIENTATION_LANDSCAPE, "orientation")
        run.expectEqual(now.uiMode, Configuration.UI_MODE_NIGHT_YES, "night mode")
        run.expectEqual(now.fontScale, 1.3f, "font scale")
        run.expectEqual(now.screenWidthDp, 891, "screen size")
        run.expectEqual(now.locales, locales("en", "en-AU"), "and the decided locale")
    }
    run.test(group, "below Android 13 one mechanism for every activity: AppCompat's requested locales are never set") {
        onApi(30) {
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            device.appLanguage.choose(Locale.FRENCH)
            val plain = FakeActivity(device.appLanguage.wrap(device.context))
            val appCompat = FakeActivity(device.appLanguage.wrap(device.context), appCompat = true)
            run.expectEqual(plain.configuration.locales.get(0), Locale.FRENCH, "a plain Activity shows the choice")
            run.expectEqual(appCompat.configuration.locales.get(0), Locale.FRENCH, "an AppCompatActivity too")
            device.appLanguage.useDeviceLanguage()
            val afterClearing = FakeActivity(device.appLanguage.wrap(device.context), appCompat = true)
            run.expectEqual(afterClearing.configuration.locales.get(0), Locale.ENGLISH, "the automatic en, not AppCompat's system list")
            run.expect(AppCompatDelegate.calculateApplicationLocales(device.context) == null) { "AppCompat was never asked" }
        }
    }
    run.test(group, "services, workers and notifications get the decided locale from wrap") {
        onApi(30) {
            val device = Device(locales("de-DE"))
            device.appLanguage.launch()
            device.appLanguage.choose(Locale.FRENCH)
            val service = FakeContext(device.context.configuration, parent = null, application = device.context)
            run.expectEqual(device.appLanguage.wrap(service).resources.configuration.locales.get(0), Locale.FRENCH, "Service.attachBaseContext")
            run.expectEqual(device.appLanguage.wrap(device.context).resources.configuration.locales.get(0), Locale.FRENCH, "a notification's strings")
        }
        val automatic = Device(locales("en-AU"))
        automatic.appLanguage.launch()
        run.expectEqual(automatic.appLanguage.wrap(automatic.context).resources.configuration.locales.get(0), Locale.ENGLISH, "API 33, automatic")
    }
    run.test(group, "the formatting locale is the core's, and the process default is left alone") {
        val before = Locale.getDefault()
        val device = Device(locales("en-US"), Policies.PLAIN_CHINESE)
        device.appLanguage.launch()
        device.appLanguage.choose(Locale.CHINESE)
        run.expectEqual(device.appLanguage.formattingLocale.toLanguageTag(), "zh-Hans-US", "never zh-US, which is Traditional")
        run.expectEqual(Locale.getDefault(), before, "Locale.getDefault() untouched")
    }
    run.test(group, "right to left: the locale whose strings load comes first, and the window follows") {
        onApi(30) {
            val device = Device(locales("en-US"), Policies.WITH_ARABIC, splits = arrayOf("config.en", "config.xxhdpi"))
            val installer = FakeInstaller()
            device.appLanguage.languageInstaller = installer
            device.appLanguage.launch()
            val plan = device.appLanguage.choose(Locale.forLanguageTag("ar"))
            run.expectEqual(plan!!.notInstalled, true, "Arabic's split is not installed")
            run.expectEqual(installer.requests, listOf(Locale.forLanguageTag("ar")), "its install started")
            val meanwhile = FakeActivity(device.appLanguage.wrap(device.context), labelRes = 7)
            run.expectEqual(meanwhile.configuration.locales.get(0), Locale.ENGLISH, "values/ (English) first")
            run.expectEqual(meanwhile.configuration.layoutDirection, View.LAYOUT_DIRECTION_LTR, "so left to right")
            installer.finish(true)
            run.expect(device.appLanguage.isStale(meanwhile)) { "installed: the activity must recreate" }
            val recreated = FakeActivity(device.appLanguage.wrap(device.context), labelRes = 7)
            run.expectEqual(recreated.configuration.locales.get(0), Locale.forLanguageTag("ar"), "Arabic")
            recreated.decorView.layoutDirection = View.LAYOUT_DIRECTION_LTR // Android 12's decor view after recreate()
            device.appLanguage.localize(recreated)
            run.expectEqual(recreated.decorView.layoutDirection, View.LAYOUT_DIRECTION_RTL, "the decor view follows")
            run.expectEqual(recreated.title, 7, "the title from the activity's own resources")
            device.context.info.labelRes = 3
            val unlabelled = FakeActivity(device.appLanguage.wrap(device.context))
            device.appLanguage.localize(unlabelled)
            run.expectEqual(unlabelled.title, 3, "no label of its own: the application's, from the activity's resources")
        }
    }
    run.test(group, "right to left from ICU's likely script: ps, ckb, dv, sd, ug, pa-Arab and the rest, as Android lays them out") {
        val expected = mapOf(
            "ar" to true, "he" to true, "fa" to true, "ur" to true, "ps" to true, "ckb" to true, "dv" to true,
            "sd" to true, "ug" to true, "pa-Arab" to true, "pa-PK" to true, "yi" to true, "syr" to true,
            "en" to false, "pa" to false, "sd-Deva" to false, "az" to false, "ku" to false, "tr" to false
        )
        val seen = expected.keys.associateWith { tag ->
            Configuration().apply { setLocales(locales(tag)) }.layoutDirection == View.LAYOUT_DIRECTION_RTL
        }
        run.expectEqual(seen, expected, "Configuration.setLocales' direction")
        val pashto = FakeActivity(FakeContext(Configuration().apply { setLocales(locales("ps")) }))
        pashto.decorView.layoutDirection = View.LAYOUT_DIRECTION_LTR
        Device(locales("en-US")).appLanguage.localize(pashto)
        run.expectEqual(pashto.decorView.layoutDirection, View.LAYOUT_DIRECTION_RTL, "localize: the decor view follows, right to left")
    }
    run.test(group, "what installs: the selector marks languages not installed, choose says so and starts the install") {
        val device = Device(locales("en-US"), splits = arrayOf("config.en", "config.fr", "config.arm64_v8a", "feature.config.pt"))
        val installer = FakeInstaller()
        device.appLanguage.languageInstaller = installer
        device.appLanguage.launch()
        val marks = device.appLanguage.selector()!!.options.associate { it.locale.toLanguageTag() to it.isInstalled }
        run.expectEqual(marks, mapOf("en" to true, "en-GB" to true, "fr" to true, "pt-BR" to false, "zh-Hant" to false), "marks")
        val plan = device.appLanguage.choose(Locale.forLanguageTag("pt-BR"))
        run.expectEqual(plan!!.notInstalled, true, "says so")
        run.expectEqual(plan.applied.folder, "", "values/ meanwhile, and the app knows it")
        run.expectEqual(installer.requests, listOf(Locale.forLanguageTag("pt-BR")), "SplitInstallRequest.addLanguage(pt-BR)")
        installer.installed.add(Locale.forLanguageTag("pt"))
        installer.finish(true)
        run.expectEqual(device.appLanguage.plan!!.notInstalled, false, "installed")
        run.expectEqual(languagesOfSplits(arrayOf("config.xxhdpi", "config.arm64_v8a")), null, "no language split: installed whole")
        run.expectEqual(languagesOfSplits(null), null, "no split at all")
        run.expectEqual(languagesOfSplits(arrayOf("config.en", "config.atc", "config.astc")), listOf(Locale.ENGLISH), "texture splits are not languages")
    }
    run.test(group, "a language split Play installs later, without restarting the app, is noticed") {
        onApi(30) {
            val device = Device(locales("en-US"), splits = arrayOf("config.en"))
            device.appLanguage.launch()
            val plan = device.appLanguage.choose(Locale.forLanguageTag("pt-BR"))!!
            run.expectEqual(plan.notInstalled, true, "Portuguese is not installed")
            val meanwhile = FakeActivity(device.appLanguage.wrap(device.context))
            // Play installs config.pt with the app running (a split-only install that does not kill
            // it): ActivityThread.handleApplicationInfoChanged gives the process the new ApplicationInfo.
            device.context.info.splitNames = arrayOf("config.en", "config.pt")
            run.expect(device.appLanguage.isStale(meanwhile)) { "the activity showing values/ is stale" }
            run.expectEqual(device.appLanguage.plan!!.notInstalled, false, "the plan knows it is installed")
            val recreated = FakeActivity(device.appLanguage.wrap(device.context))
            run.expectEqual(recreated.configuration.locales.get(0), Locale.forLanguageTag("pt-BR"), "recreated in Portuguese")
        }
    }
    run.test(group, "split APKs from API 21: installed languages from splitSourceDirs before splitNames (API 26)") {
        onApi(24) {
            val device = Device(locales("en-US"))
            device.context.info.splitSourceDirs = arrayOf(
                "/data/app/app-1/split_config.en.apk", "/data/app/app-1/split_config.arm64_v8a.apk", "/data/app/app-1/split_config.atc.apk"
            )
            device.appLanguage.launch()
            val marks = device.appLanguage.selector()!!.options.associate { it.locale.toLanguageTag() to it.isInstalled }
            run.expectEqual(marks["fr"], false, "French is not installed on this API 24 split install")
            run.expectEqual(marks["en"], true, "English is")
        }
    }
    run.test(group, "a direct-boot-aware component before unlock: launch decides without the store and overwrites nothing") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        device.appLanguage.choose(Locale.FRENCH)
        val stored = HashMap(device.preferences.values)
        var locked = true
        val lockedStore = object : AppLanguageStore by device.store {
            override fun loadState(): String? =
                if (locked) throw IllegalStateException("SharedPreferences in credential encrypted storage are not available until after user is unlocked")
                else device.store.loadState()
        }
        val early = AppLanguage(LanguagePolicy.load(Policies.WITHOUT_ALIAS), AndroidPlatformLocales(device.context), lockedStore)
        run.expect(early.launch() != null) { "launch answers before unlock" }
        run.expectEqual(early.decision!!.effectiveLocale, Locale.FRENCH, "the per-app setting still decides")
        run.expectEqual(device.preferences.values, stored, "the stored choice is not overwritten")
        locked = false
        run.expectEqual(early.launch()!!.decision.effectiveLocale, Locale.FRENCH, "after unlock, from the store")
    }
    run.test(group, "a secondary process never overwrites the choice the main process made since it started") {
        onApi(30) {
            val device = Device(locales("en-AU"))
            device.appLanguage.launch()
            val syncPreferences = device.preferences.inAnotherProcess() // a service with android:process=":sync" starts
            device.appLanguage.choose(Locale.FRENCH) // then the user picks French in the main process
            val stored = HashMap(device.preferences.values)
            try {
                android.app.Application.currentProcessName = "app:sync"
                device.changeDeviceLanguages(locales("de-DE"))
                val sync = AppLanguage(LanguagePolicy.load(Policies.WITHOUT_ALIAS), AndroidPlatformLocales(device.context), SharedPreferencesStore(syncPreferences))
                sync.launch() // decides from its copy of the state
            } finally {
                android.app.Application.currentProcessName = "app"
            }
            run.expectEqual(device.preferences.values, stored, "the secondary process writes nothing over the main process's state")
            val restarted = AppLanguage(LanguagePolicy.load(Policies.WITHOUT_ALIAS), AndroidPlatformLocales(device.context), device.store)
            run.expectEqual(restarted.launch()!!.decision.effectiveLocale, Locale.FRENCH, "the main process still finds the choice")
        }
    }
    run.test(group, "wrap never throws; off the main thread it never calls the core nor writes; on it, it follows a platform change") {
        val device = Device(locales("en-AU"))
        run.expect(device.appLanguage.wrap(device.context) === device.context) { "before launch: base" }
        device.appLanguage.launch()
        val writes = device.localeManager.writes.size
        val stored = HashMap(device.preferences.values)
        device.localeManager.application = locales("fr") // changed in Settings, not yet refreshed
        val failing = object : FakeContext(device.context.configuration) {
            override fun createConfigurationContext(overrideConfiguration: Configuration) = throw IllegalStateException("no")
        }
        var worker: Context? = null
        val other = Thread { worker = device.appLanguage.wrap(device.context) }
        other.start()
        other.join()
        run.expectEqual(worker?.resources?.configuration?.locales?.get(0), Locale.ENGLISH, "a worker thread: the plan in force")
        run.expectEqual(device.localeManager.writes.size, writes, "no setting written")
        run.expectEqual(device.preferences.values, stored, "no state written")
        run.expect(device.appLanguage.wrap(failing) === failing) { "a failure gives back base" }
        run.expectEqual(device.appLanguage.wrap(device.context).resources.configuration.locales.get(0), Locale.FRENCH,
            "the main thread: the Settings change is adopted first (a configuration change can come before any refresh)")
        run.expectEqual(device.localeManager.writes.size, writes, "still no setting written")
    }
    run.test(group, "state operations run on the main thread; listeners run outside any lock and can be closed") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        var thrown: Throwable? = null
        val other = Thread { thrown = runCatching { device.appLanguage.choose(Locale.FRENCH) }.exceptionOrNull() }
        other.start()
        other.join()
        run.expect(thrown is IllegalStateException) { "off the main thread: $thrown" }
        var readElsewhere: Locale? = null
        val seen = ArrayList<Locale>()
        val registration = device.appLanguage.addListener { plan ->
            seen.add(plan.decision.effectiveLocale)
            val reader = Thread { readElsewhere = device.appLanguage.decision!!.effectiveLocale }
            reader.start()
            reader.join(TimeUnit.SECONDS.toMillis(5))
        }
        device.appLanguage.choose(Locale.FRENCH)
        run.expectEqual(readElsewhere, Locale.FRENCH, "another thread read the new plan while the listener ran")
        registration.close()
        device.appLanguage.choose(Locale.ENGLISH)
        run.expectEqual(seen, listOf(Locale.FRENCH), "closed: not called again")
    }
    run.test(group, "the receiver is registered with the application and can be unregistered") {
        val device = Device(locales("en-AU"))
        device.appLanguage.launch()
        val activity = FakeContext(device.context.configuration, application = device.context)
        val receiver = LocaleChangeReceiver.register(activity, device.appLanguage)
        run.expect(activity.receivers.isEmpty()) { "not the activity's" }
        run.expectEqual(device.context.receivers.map { it.first }, listOf<Any>(receiver), "the application's")
        receiver.close()
        run.expect(device.context.receivers.isEmpty()) { "unregistered" }
    }
}

/** An on-demand installer that records its requests and finishes when told (Play's SplitInstallManager, faked). */
class FakeInstaller : LanguageInstaller {
    val requests = ArrayList<Locale>()
    val installed = HashSet<Locale>()
    private var pending: ((Boolean) -> Unit)? = null

    override fun installedLanguages(): Set<Locale> = installed

    override fun install(locale: Locale, done: (installed: Boolean) -> Unit) {
        requests.add(locale)
        pending = done
    }

    /** The install ends; a success adds the language, as SplitInstallManager.getInstalledLanguages() then reports. */
    fun finish(success: Boolean) {
        if (success) installed.add(Locale.forLanguageTag(requests.last().language))
        pending?.invoke(success)
    }
}
