package dev.languagepolicy

import android.app.Activity
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
 * [overrideConfiguration] and [isStale] read the plan in force from any thread, never call the
 * core, never write a setting and never throw ([wrap] gives back `base` before [launch]).
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
 *     override fun onConfigurationChanged(newConfig: Configuration) {   // locale|layoutDirection handled here
 *         super.onConfigurationChanged(newConfig)
 *         if (appLanguage.refresh(newConfig)) recreate()
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
    ) : this(policy, AndroidPlatformLocales(context.applicationContext), store, resources)

    /** The plan in force and the override it gives contexts, published together. */
    private class InForce(val plan: AndroidLocalePlan, val override: LocaleOverride?)

    @Volatile
    private var inForce: InForce? = null
    private var state: AppLanguageState? = null // main thread only
    private val listeners = CopyOnWriteArrayList<(AndroidLocalePlan) -> Unit>()

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
     */
    fun launch(): Launch? {
        checkMainThread("launch")
        return whenAvailable {
            val stored = store.loadState()
            val launch = policy.launch(stored, languages(), clock())
            if (launch.stateProblem != null && stored != null) store.setAside(stored)
            keep(launch.state ?: AppLanguageState.EMPTY)
            adoptPerAppSettingChange()
            publish(decide())
            launch
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
        return whenAvailable {
            adoptPerAppSettingChange()
            publish(decide())
        }
    }

    /**
     * `onConfigurationChanged` of an activity that handles `locale|layoutDirection` itself:
     * [refresh], then whether that activity's new configuration is stale ([isStale]).
     */
    fun refresh(newConfig: Configuration): Boolean {
        refresh()
        return isStale(newConfig)
    }

    /**
     * Whether a context with `configuration` shows another locale than the plan in force (its
     * first locale is not the one the plan's strings load with): recreate it. Each activity asks
     * for itself (in `onResume` and `onConfigurationChanged`), so one on the back stack is told
     * too. False before [launch].
     */
    fun isStale(configuration: Configuration): Boolean {
        val current = inForce ?: return false
        val expected = LocaleOverride.expectedFirst(current.plan, current.override) ?: return false
        val first = configuration.locales.get(0) ?: return true
        return first.toLanguageTag() != expected.toLanguageTag()
    }

    /** [isStale] for `context`'s resources. */
    fun isStale(context: Context): Boolean = isStale(context.resources.configuration)

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
            installer.install(plan.decision.effectiveLocale) { installed -> if (installed) refresh() }
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
        publish(decide())
        return migration.copy(state = current())
    }

    /**
     * `base` with the plan's locales, for every context that shows the app's strings:
     * `attachBaseContext` of every activity (AppCompat or not) and service, and the context a
     * worker, a notification, a widget or the `Application` itself reads strings from
     * (`appLanguage.wrap(applicationContext).getString(R.string.reminder)`). The configuration
     * it adds holds the locales only, first the one whose strings load; `base` itself when the
     * platform's configuration already loads the plan, before [launch], or if anything fails.
     * Never calls the core, never writes a setting, never throws.
     */
    fun wrap(base: Context): Context {
        val override = inForce?.override ?: return base
        return try {
            base.createConfigurationContext(override.configuration())
        } catch (failure: RuntimeException) {
            base
        }
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
        return try {
            call()
        } catch (unavailable: LanguagePolicyException.Unavailable) {
            null
        }
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
        return publish(decide())
    }

    /**
     * A per-app setting other than the one last written or seen was changed in the system
     * settings: the user's choice (or, cleared, the device language).
     */
    private fun adoptPerAppSettingChange() {
        if (!platform.settingsCanChangePerAppSetting) return
        val setting = platform.perAppSetting()
        val tags = setting.joinToString(",", transform = Locale::toLanguageTag)
        val seen = store.loadSeenPerAppSetting()
        if (tags == seen || (seen == null && setting.isEmpty())) return
        store.saveSeenPerAppSetting(tags)
        val first = setting.firstOrNull()
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
        platform.setPerAppSetting(locales)
        store.saveSeenPerAppSetting(platform.perAppSetting().joinToString(",", transform = Locale::toLanguageTag))
    }

    /** Puts `plan` in force; listeners hear of a change after it is. */
    private fun publish(plan: AndroidLocalePlan): AndroidLocalePlan {
        val changed = plan != inForce?.plan
        val platformLocales = (platform.perAppSetting() + platform.deviceLanguages()).distinct()
        inForce = InForce(plan, LocaleOverride.of(plan, platformLocales, platform.settingsCanChangePerAppSetting))
        if (changed) listeners.forEach { it(plan) }
        return plan
    }

    private fun keep(newState: AppLanguageState) {
        if (newState != state) store.saveState(newState.encoded)
        state = newState
    }

    private fun current(): AppLanguageState =
        state ?: throw IllegalStateException("call launch() before any other AppLanguage operation")

    private fun languages() = PlatformLanguages(platform.perAppSetting(), platform.deviceLanguages())
}
