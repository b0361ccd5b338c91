package dev.languagepolicy

import android.app.Activity
import android.app.Application
import android.content.Context
import android.content.res.Configuration
import java.io.Closeable
import java.util.Locale
import java.util.concurrent.CopyOnWriteArrayList

/**
 * An Android app's language, decided by the core and applied the way the platform allows, one
 * mechanism per API level for every kind of activity and context:
 * - **Android 13+**: the user's explicit choice goes to the per-app setting
 *   (`LocaleManager.setApplicationLocales`, the one writable authority, which the system applies
 *   to every context of the process and shows in Settings); an automatic decision Android would
 *   not load goes to the context only ([wrap]: a configuration with the decided locale first and
 *   nothing else), never written as the user's choice.
 * - **Android 7–12**: there is no platform per-app setting. Every decision, explicit or automatic,
 *   goes to the context ([wrap]); the explicit choice lives in the library's state. AppCompat's
 *   `setApplicationLocales` is never called: once called in a process (even with an empty list)
 *   AppCompat applies its own list over every `AppCompatActivity`'s base context, and to no other
 *   activity, service or notification. Leave AppCompat's `autoStoreLocales` off.
 *
 * Threads: [launch], [refresh], [choose], [useDeviceLanguage], [restore], [sync],
 * [migrateLegacyChoice], [selector] and [syncPayload] run on the main thread (checked), one after
 * another, and call listeners there after the new plan is in force; no lock is held across the
 * core's calls or the platform's. [plan], [decision], [formattingLocale], [wrap],
 * [overrideConfiguration] and [isStale] read the plan in force from any thread and never throw
 * ([wrap] gives back `base` before [launch]); off the main thread they never call the core nor
 * write; on it, [wrap] and [isStale] decide again first when the platform's languages changed
 * since the plan in force was decided (a configuration change can come before any broadcast).
 * The app's own operations recreate the activity in front when it is stale and Android would not.
 *
 * When the core is unavailable (its native library did not load on this device:
 * [isAvailable] false, [unavailableReason] says why, and a warning was logged once), nothing
 * throws because of it: the library steps aside and the app runs on the platform's own
 * behaviour. [wrap] gives back `base`, [isStale] is false, [plan] and [decision] are null,
 * [formattingLocale] is the default locale; [launch], [refresh], [restore], [sync],
 * [syncPayload], [selector] and [migrateLegacyChoice] do nothing and return null (nothing is
 * stored); [choose] and [useDeviceLanguage] write or clear the platform's per-app setting on
 * Android 13+ (which Android applies itself) and do nothing before, returning null.
 *
 * ```kotlin
 * class App : Application() {
 *     lateinit var appLanguage: AppLanguage
 *     override fun onCreate() {
 *         super.onCreate()
 *         // Never throws for a missing native library: the policy is then unavailable, and so is appLanguage.
 *         val policy = LanguagePolicy.load(assets.open("language-policy.json").reader().readText())
 *         val store = SharedPreferencesStore(getSharedPreferences("app-language", MODE_PRIVATE))
 *         appLanguage = AppLanguage(this, policy, store)
 *         appLanguage.launch()                      // before any locale-dependent state is built
 *         LocaleChangeReceiver.register(this, appLanguage)
 *     }
 * }
 * class MainActivity : AppCompatActivity() {
 *     override fun attachBaseContext(base: Context) =
 *         super.attachBaseContext((base.applicationContext as App).appLanguage.wrap(base))
 *     override fun onCreate(state: Bundle?) {
 *         super.onCreate(state); setContentView(R.layout.main); appLanguage.localize(this)
 *     }
 *     override fun onResume() {
 *         super.onResume(); if (appLanguage.isStale(this)) recreate()
 *     }
 *     override fun onConfigurationChanged(newConfig: Configuration) {   // changes handled here
 *         super.onConfigurationChanged(newConfig)
 *         if (appLanguage.refresh(this)) recreate()                      // this, not newConfig
 *     }
 * }
 * ```
 */
class AppLanguage @JvmOverloads constructor(
    private val policy: LanguagePolicy,
    private val platform: PlatformLocales,
    private val store: AppLanguageStore,
    private val resources: AppResources = AppResources.NAMED_AFTER_POLICY,
    private val clock: () -> Long = System::currentTimeMillis
) {
    /** The app language of `context`'s application, with the platform's own storage. */
    @JvmOverloads
    constructor(
        context: Context,
        policy: LanguagePolicy,
        store: AppLanguageStore,
        resources: AppResources = AppResources.NAMED_AFTER_POLICY
    ) : this(policy, AndroidPlatformLocales(context.applicationContext), store, resources) {
        (context.applicationContext as? Application)?.let(::followActivities)
    }

    /**
     * The plan in force, the override it gives contexts and the platform's languages it was
     * decided from ([platformLanguages]), published together.
     */
    private class InForce(val plan: AndroidLocalePlan, val override: LocaleOverride?, val decidedFrom: List<List<String>?>)

    @Volatile
    private var inForce: InForce? = null
    private var state: AppLanguageState? = null // main thread only
    private val listeners = CopyOnWriteArrayList<(AndroidLocalePlan) -> Unit>()
    private val staleness = Staleness()
    private var visible: VisibleActivity? = null // set once, on the main thread
    private var deciding = false // main thread only: a decision is being made
    private var settingWritten = false // main thread only: the per-app setting written in this operation
    private var storeLocked = false // main thread only: the store could not be read (before unlock)

    /**
     * Whether this instance may write the store and the per-app setting: not before the store can
     * be read (direct boot), and only in the app's main process. A secondary process (a service
     * with `android:process`) has its own copy of the state, read at its start; written back, it
     * would overwrite a choice the main process made since (SharedPreferences do not follow other
     * processes' writes). There it decides and applies, and writes nothing.
     */
    private val writes: Boolean get() = !storeLocked && platform.isMainProcess

    /**
     * Installs a language split on demand when the user picks a language whose strings are not
     * on the device (an App Bundle with language splits); null: none, [choose] only says so.
     */
    @Volatile
    var languageInstaller: LanguageInstaller? = null

    /** Whether the core answers ([LanguagePolicy.isAvailable]); when not, the library steps aside. */
    val isAvailable: Boolean get() = policy.isAvailable

    /** Why the core does not answer ([LanguagePolicy.unavailableReason]), or null. */
    val unavailableReason: Throwable? get() = policy.unavailableReason

    /**
     * The plan in force: the decision, what Android loads, and what was applied; null before
     * [launch], and while the core is unavailable (Android's own selection applies).
     */
    val plan: AndroidLocalePlan? get() = inForce?.plan

    /** The decision in force; null when there is no [plan]. */
    val decision: AppLanguageDecision? get() = plan?.decision

    /**
     * The locale formatters follow (`DateFormat.getDateInstance(style, locale)`,
     * `String.format(locale, …)`, `NumberFormat.getInstance(locale)`): the effective language
     * with the device's region and `-u-` keywords, as the core computes it. The library never
     * sets the process default (`Locale.setDefault`), which follows the device: APIs that read
     * the default (`String.format` without a locale, `DateFormat.getDateInstance()`, Compose's
     * `Locale.current`) keep the device's language; pass this locale instead. Without a [plan]
     * (before [launch], or the core unavailable) it is the default locale, as Android formats.
     */
    val formattingLocale: Locale
        get() = decision?.let { it.formattingLocale ?: it.effectiveLocale } ?: Locale.getDefault()

    /** Calls `listener` on the main thread with every new plan; close the result to stop. */
    fun addListener(listener: (AndroidLocalePlan) -> Unit): Closeable {
        listeners.add(listener)
        return Closeable { listeners.remove(listener) }
    }

    /**
     * Startup: decides from the stored state and the platform's languages, records an automatic
     * result in its own slot, adopts a per-app setting changed in the system settings meanwhile,
     * and applies the decision ([plan]). Returns the core's launch answer: [Launch.policyChanged],
     * and [Launch.stateProblem] when the stored state could not be read (it is set aside, and the
     * app starts from an empty one); null when the core is unavailable (nothing is applied).
     * When the store cannot be read yet (a direct-boot-aware component before the user unlocks:
     * credential-encrypted `SharedPreferences` throw `IllegalStateException`), it decides from the
     * platform's languages alone and writes nothing until a later [launch] reads the store.
     */
    fun launch(): Launch? {
        checkMainThread("launch")
        return whenAvailable {
            val stored = try {
                store.loadState().also { storeLocked = false }
            } catch (locked: IllegalStateException) {
                // A direct-boot-aware component before the user unlocks: credential-encrypted
                // SharedPreferences throw. Decide without the stored state and write nothing
                // (the stored choice must not be overwritten); launch again after unlock.
                storeLocked = true
                null
            }
            // One crossing: the core launches, adopts a per-app setting changed in the system
            // settings and plans, after the per-app write it asks for.
            val changed = perAppSettingChange()
            val launched = policy.androidLaunch(
                stored, languages(), clock(), resources, installedLanguages(), platform.deviceLanguages().firstOrNull(),
                adoptPerAppSetting = changed != null,
                writesPerAppSetting = platform.settingsCanChangePerAppSetting && writes
            )
            if (launched.launch.stateProblem != null && stored != null && writes) store.setAside(stored)
            if (changed != null && writes) store.saveSeenPerAppSetting(changed)
            keep(launched.state)
            launched.perAppSetting?.let { writePerAppSetting(listOf(it)) }
            publish(launched.plan)
            launched.launch
        }
    }

    /**
     * Decides again after the platform's languages may have changed (`ACTION_LOCALE_CHANGED`, the
     * per-app setting changed in the system settings, a language split installed) and applies
     * the decision; listeners see a new plan. Returns the plan in force. Whether a given activity
     * must recreate itself is [isStale]'s answer, for each one. Null when the core is unavailable.
     */
    fun refresh(): AndroidLocalePlan? {
        checkMainThread("refresh")
        return decideAgain(recreateVisible = false)
    }

    /**
     * Decides again; `recreateVisible`: the resumed activity is recreated when it is stale (a
     * split installed: nothing else would), unless Android recreates it (a per-app setting written).
     */
    private fun decideAgain(recreateVisible: Boolean): AndroidLocalePlan? = whenAvailable {
        adoptPerAppSettingChange()
        publish(decide(), recreateVisible)
    }

    /**
     * `onConfigurationChanged(newConfig)` of an activity that handles configuration changes itself
     * (`locale|layoutDirection`, `orientation`, `uiMode`, …): [refresh], then whether `activity` is
     * stale ([isStale]). Pass the activity, not `newConfig`: Android reports a configuration
     * without the base context's override (`ActivityThread.performActivityConfigurationChanged`
     * applies only the `ContextThemeWrapper`'s), which [wrap] put there, so `newConfig` would look
     * stale on every rotation; the activity's resources have the override.
     *
     * ```kotlin
     * override fun onConfigurationChanged(newConfig: Configuration) {
     *     super.onConfigurationChanged(newConfig)
     *     if (appLanguage.refresh(this)) recreate()
     * }
     * ```
     */
    fun refresh(activity: Context): Boolean {
        refresh()
        return isStale(activity)
    }

    /**
     * Whether `context` shows another locale than the plan in force (its resources' first locale is
     * not the one the plan's strings load with): recreate it. Each activity asks for itself (in
     * `onResume`, and through [refresh] in `onConfigurationChanged`), so one on the back stack is
     * told too. False before [launch].
     *
     * It settles: when something else decides the context's first locale (AppCompat's own
     * `setApplicationLocales` or `autoStoreLocales` below Android 13, a device that selects another
     * folder than the core's model, the platform's own filtering), a new instance of the same
     * activity that still shows the locale it was told to leave is not told again under the same
     * plan (recreating cannot help), and `Log.w` says so once per plan and activity. On the main
     * thread, a plan decided from languages the platform no longer has is decided again first (as
     * [wrap]).
     */
    fun isStale(context: Context): Boolean {
        val current = currentInForce() ?: return false
        val expected = LocaleOverride.expectedFirst(current.plan, current.override) ?: return false
        val shown = context.resources.configuration.locales.get(0)
        if (shown?.toLanguageTag() == expected.toLanguageTag()) return false
        return staleness.tell(current, context, shown)
    }

    /**
     * The user's pick in the app's selector: recorded, and applied (the per-app setting on
     * Android 13+, the contexts before). When the language's strings are in a language split that
     * is not installed, the plan says so ([AndroidLocalePlan.notInstalled]) and the
     * [languageInstaller], if any, starts installing it; the app shows what Android loads
     * meanwhile ([AndroidLocalePlan.applied]), never `values/` silently. When the core is
     * unavailable: on Android 13+ `locale` is written to the per-app setting, which Android
     * applies itself; nothing before; null.
     *
     * @throws LanguagePolicyException.UnsupportedLocale unless `locale` is one of the policy's supported locales.
     */
    fun choose(locale: Locale): AndroidLocalePlan? {
        checkMainThread("choose")
        if (!isAvailable) return stepAside(listOf(locale))
        val plan = whenAvailable { operate { state, languages, at -> policy.choose(locale, state, languages, at) } }
            ?: return null
        val installer = languageInstaller
        if (plan.notInstalled == true && installer != null) {
            installer.install(plan.decision.effectiveLocale) { installed -> if (installed) decideAgain(recreateVisible = true) }
        }
        return plan
    }

    /**
     * The selector's "use the device language": the pick is forgotten and the per-app setting
     * cleared. When the core is unavailable: the per-app setting is cleared (Android 13+); null.
     */
    fun useDeviceLanguage(): AndroidLocalePlan? {
        checkMainThread("useDeviceLanguage")
        if (!isAvailable) return stepAside(emptyList())
        return whenAvailable { operate(policy::useDeviceLanguage) }
    }

    /** A backup restored (a reinstall, a new device); null when the core is unavailable (keep the payload). */
    fun restore(payload: SyncPayload): AndroidLocalePlan? {
        checkMainThread("restore")
        return whenAvailable { operate { state, languages, at -> policy.restore(payload, state, languages, at) } }
    }

    /** What the user's account synced from another device, merged; null when the core is unavailable. */
    fun sync(payload: SyncPayload): AndroidLocalePlan? {
        checkMainThread("sync")
        return whenAvailable { operate { state, languages, at -> policy.sync(payload, state, languages, at) } }
    }

    /**
     * What to back up or upload: the explicit choice and when it was cleared, nothing automatic;
     * null when the core is unavailable (nothing to upload).
     */
    fun syncPayload(): SyncPayload? {
        checkMainThread("syncPayload")
        return whenAvailable { policy.syncPayload(current()) }
    }

    /**
     * The selector's model, named by `names` (by default `Locale.getDisplayName`); on a split
     * install, each option says whether its strings are installed ([SelectorOption.isInstalled]).
     * Null when the core is unavailable: hide the app's selector (on Android 13+ the system's
     * per-app language setting, from the app's `localeConfig`, still works).
     */
    @JvmOverloads
    fun selector(names: LanguageNames = DisplayNames): LanguageSelector? {
        checkMainThread("selector")
        return whenAvailable { policy.selector(languages(), current(), names, installedLanguages(), resources) }
    }

    /**
     * Moves a choice an older build kept in the app (`legacyChoice`, say from its own
     * preferences) to the library, once: on Android 13+ written to the per-app setting first and
     * recorded after, so a crash in between repeats the harmless write; before, recorded only
     * (there is no platform setting). A legacy locale the policy supports becomes the user's
     * choice. Delete the legacy value afterwards. Returns what the migration did, with the state
     * stored after it; null when the core is unavailable (nothing migrated: keep the legacy value).
     */
    fun migrateLegacyChoice(legacyChoice: String?): Migration? {
        checkMainThread("migrateLegacyChoice")
        return whenAvailable { migrate(legacyChoice) }
    }

    private fun migrate(legacyChoice: String?): Migration {
        val migration = policy.migrateLegacyChoice(legacyChoice, current())
        keep(migration.state)
        val locale = migration.platformLocale
        if (migration.outcome != MigrationOutcome.WRITE_TO_PLATFORM || locale == null) return migration
        if (platform.settingsCanChangePerAppSetting) writePerAppSetting(listOf(locale))
        keep(policy.migrateLegacyChoice(legacyChoice, current(), written = true).state)
        try {
            keep(policy.choose(locale, current(), languages(), clock()).state)
        } catch (unsupported: LanguagePolicyException.UnsupportedLocale) {
            // Only the per-app setting holds it: the policy decides from there.
        }
        publish(decide(), recreateVisible = true)
        return migration.copy(state = current())
    }

    /**
     * `base` with the plan's locales, for every context that shows the app's strings:
     * `attachBaseContext` of every activity (AppCompat or not) and service, and the context a
     * worker, a notification, a widget or the `Application` itself reads strings from
     * (`appLanguage.wrap(applicationContext).getString(R.string.reminder)`). The configuration
     * it adds holds the locales only, first the one whose strings load; `base` itself when the
     * platform's configuration already loads the plan, before [launch], or if anything fails.
     * Never throws. Off the main thread it never calls the core nor writes; on the main thread,
     * when the platform's languages are no longer those the plan in force was decided from (Android
     * 14 recreates a cached app's activities with a new locale before delivering its queued
     * `ACTION_LOCALE_CHANGED`; a per-app setting changed in Settings), it decides again first.
     */
    fun wrap(base: Context): Context = try {
        currentInForce()?.override?.let { base.createConfigurationContext(it.configuration()) } ?: base
    } catch (failure: RuntimeException) {
        base
    }

    /**
     * A `Configuration` override (`applyOverrideConfiguration`, a `ContextThemeWrapper`) with the
     * plan's locales and nothing else, or null when none is needed (as [wrap]).
     */
    fun overrideConfiguration(): Configuration? = inForce?.override?.configuration()

    /**
     * `activity`'s window after its resources follow the plan: the decor view's layout direction
     * from its configuration (Android 12 and 12L can keep the old one after `recreate()`), and its
     * title from its manifest label in its own resources (Android sets it from the application's).
     * Call in `onCreate` after `setContentView`.
     */
    fun localize(activity: Activity) = localizeWindow(activity)

    /**
     * `call`'s answer while the core is available; null, and nothing done, when it is not (or is
     * found not to be during `call`: what `call` applied before stays in force).
     */
    private inline fun <T> whenAvailable(call: () -> T): T? {
        if (!isAvailable) return null
        val outer = !deciding
        if (outer) settingWritten = false
        deciding = true
        return try {
            call()
        } catch (unavailable: LanguagePolicyException.Unavailable) {
            null
        } finally {
            if (outer) deciding = false
        }
    }

    /**
     * The plan in force; on the main thread, decided again first when the platform's languages
     * are no longer those it was decided from: a locale change whose `ACTION_LOCALE_CHANGED` has
     * not arrived (Android 14 queues broadcasts while an app is cached, and recreates its
     * activities with the new configuration before delivering them), a per-app setting changed
     * in Settings, or a language split installed since. Off the main thread, or while deciding,
     * the plan in force as it is.
     */
    private fun currentInForce(): InForce? {
        val current = inForce ?: return null
        if (deciding || !isMainThread() || state == null) return current
        return try {
            if (platformLanguages() != current.decidedFrom) decideAgain(recreateVisible = false)
            inForce
        } catch (failure: RuntimeException) {
            current
        }
    }

    /**
     * What a plan is decided from on the platform: the per-app setting's tags, the device's, and
     * the installed languages' (a language split Play installs later, without restarting the app).
     */
    private fun platformLanguages(perApp: List<Locale> = platform.perAppSetting(), device: List<Locale> = platform.deviceLanguages()) =
        listOf(perApp.map(Locale::toLanguageTag), device.map(Locale::toLanguageTag), installedLanguages()?.map(Locale::toLanguageTag))

    /** Follows the resumed activity of `application` (see [VisibleActivity]); once. */
    internal fun followActivities(application: Application) {
        if (visible != null) return
        visible = VisibleActivity().also(application::registerActivityLifecycleCallbacks)
    }

    /**
     * The platform's own per-app language without the core: on Android 13+ `locales` (empty:
     * cleared) is written to the per-app setting, which Android applies to every context and
     * shows in Settings; before, there is no such setting and nothing is done. Not recorded as
     * seen, so that the core adopts it as the user's choice once it is available. Null.
     */
    private fun stepAside(locales: List<Locale>): AndroidLocalePlan? {
        if (platform.settingsCanChangePerAppSetting && platform.perAppSetting() != locales) {
            platform.setPerAppSetting(locales)
        }
        return null
    }

    /**
     * Runs a state operation on the current state (after any change made in the system
     * settings); its result is stored, mirrored in the per-app setting and applied.
     */
    private fun operate(operation: (AppLanguageState, PlatformLanguages, Long) -> StateChange): AndroidLocalePlan {
        adoptPerAppSettingChange()
        val change = operation(current(), languages(), clock())
        keep(change.state)
        if (change.state.userChoice == null && platform.settingsCanChangePerAppSetting &&
            platform.perAppSetting().isNotEmpty()
        ) {
            writePerAppSetting(emptyList())
        }
        return publish(decide(), recreateVisible = true)
    }

    /**
     * A per-app setting other than the one last written or seen was changed in the system
     * settings: the user's choice (or, cleared, the device language).
     */
    private fun adoptPerAppSettingChange() {
        val tags = perAppSettingChange() ?: return
        if (writes) store.saveSeenPerAppSetting(tags)
        val first = platform.perAppSetting().firstOrNull()
        if (first == null) {
            keep(policy.useDeviceLanguage(current(), languages(), clock()).state)
            return
        }
        try {
            keep(policy.choose(first, current(), languages(), clock()).state)
        } catch (unsupported: LanguagePolicyException.UnsupportedLocale) {
            // Not a supported locale as such: the policy decides from the per-app setting.
        }
    }

    /**
     * The per-app setting's tags when it was changed in the system settings since last written or
     * seen (null: as seen, or never set; always null before Android 13).
     */
    private fun perAppSettingChange(): String? {
        if (!platform.settingsCanChangePerAppSetting) return null
        val setting = platform.perAppSetting()
        val tags = setting.joinToString(",", transform = Locale::toLanguageTag)
        val seen = store.loadSeenPerAppSetting()
        return if (tags == seen || (seen == null && setting.isEmpty())) null else tags
    }

    /**
     * Plans with the current state and, on Android 13+, applies the plan's per-app write; the
     * plan in force after it. Before 13 the context carries the choice ([LocaleOverride]).
     */
    private fun decide(): AndroidLocalePlan {
        val plan = localePlan()
        if (plan.action !is LocaleAction.PerAppSetting || !platform.settingsCanChangePerAppSetting) return plan
        writePerAppSetting(listOf(plan.action.locale))
        return localePlan()
    }

    private fun localePlan(): AndroidLocalePlan =
        policy.localePlan(languages(), current(), resources, installedLanguages(), platform.deviceLanguages().firstOrNull())

    /** The platform's installed languages with those installed on demand; null: all are installed. */
    private fun installedLanguages(): List<Locale>? {
        val installed = platform.installedLanguages() ?: return null
        return (installed + languageInstaller?.installedLanguages().orEmpty()).distinct()
    }

    private fun writePerAppSetting(locales: List<Locale>) {
        if (!writes) return
        settingWritten = true
        platform.setPerAppSetting(locales)
        store.saveSeenPerAppSetting(platform.perAppSetting().joinToString(",", transform = Locale::toLanguageTag))
    }

    /**
     * Puts `plan` in force; listeners hear of a change after it is. `recreateVisible`: the resumed
     * activity, if stale, is recreated (the app's own operations: nothing else shows their result
     * below Android 13, nor a split's install on any version), unless a per-app setting was just
     * written (Android then delivers the configuration change itself).
     */
    private fun publish(plan: AndroidLocalePlan, recreateVisible: Boolean = false): AndroidLocalePlan {
        val changed = plan != inForce?.plan
        val perApp = platform.perAppSetting()
        val device = platform.deviceLanguages()
        val override = LocaleOverride.of(plan, (perApp + device).distinct(), platform.settingsCanChangePerAppSetting)
        inForce = InForce(plan, override, platformLanguages(perApp, device))
        if (!changed) return plan
        listeners.forEach { it(plan) }
        val front = visible?.activity
        if (recreateVisible && !settingWritten && front != null && isStale(front)) front.recreate()
        return plan
    }

    private fun keep(newState: AppLanguageState) {
        if (newState != state && writes) store.saveState(newState.encoded)
        state = newState
    }

    private fun current(): AppLanguageState =
        state ?: throw IllegalStateException("call launch() before any other AppLanguage operation")

    private fun languages() = PlatformLanguages(platform.perAppSetting(), platform.deviceLanguages())
}
