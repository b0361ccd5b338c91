package dev.languagepolicy

import android.content.Context
import android.content.res.Configuration
import android.os.LocaleList
import java.util.Locale

/**
 * An Android app's language, decided by the core and applied the way the platform allows:
 * - the user's explicit choice goes to the per-app setting (`LocaleManager` on Android 13+,
 *   `AppCompatDelegate.setApplicationLocales` before), the one writable authority;
 * - an automatic decision is applied to the app's resources ([wrap] for `attachBaseContext`,
 *   [overrideConfiguration]) only where the core says Android's own selection would load
 *   something else, and is never written as the user's choice;
 * - the state (the core's document) lives in an [AppLanguageStore]; a per-app setting the user
 *   changed in the system settings becomes their choice, and clearing it there goes back to the
 *   device language.
 *
 * ```kotlin
 * class App : Application() {
 *     lateinit var appLanguage: AppLanguage
 *     override fun onCreate() {
 *         super.onCreate()
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
 *     override fun onConfigurationChanged(newConfig: Configuration) {
 *         super.onConfigurationChanged(newConfig)
 *         if ((application as App).appLanguage.refresh()) recreate()
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

    private var state: AppLanguageState? = null
    private var currentPlan: AndroidLocalePlan? = null
    private val listeners = ArrayList<(AndroidLocalePlan) -> Unit>()

    /** The plan in force: the decision, what Android loads, and what was applied. */
    val plan: AndroidLocalePlan
        @Synchronized get() = currentPlan ?: apply().also { currentPlan = it }

    /** The decision in force. */
    val decision: AppLanguageDecision get() = plan.decision

    /** Calls `listener` with every new plan (after a locale change, a pick, a sync). */
    @Synchronized
    fun addListener(listener: (AndroidLocalePlan) -> Unit) {
        listeners.add(listener)
    }

    /**
     * Startup: decides from the stored state and the platform's languages, records an automatic
     * result in its own slot, adopts a per-app setting changed in the system settings meanwhile,
     * and applies the decision ([plan]). Returns the core's launch answer: [Launch.policyChanged],
     * and [Launch.stateProblem] when the stored state could not be read (it is set aside, and the
     * app starts from an empty one).
     */
    @Synchronized
    fun launch(): Launch {
        val stored = store.loadState()
        val launch = policy.launch(stored, languages(), clock())
        if (launch.stateProblem != null && stored != null) store.setAside(stored)
        keep(launch.state ?: AppLanguageState.EMPTY)
        adoptPerAppSettingChange()
        publish(apply())
        return launch
    }

    /**
     * Decides again after the platform's languages may have changed (`onConfigurationChanged`,
     * `ACTION_LOCALE_CHANGED`, the per-app setting changed in the system settings) and applies
     * the decision. Returns whether the decision or the way it is applied changed, so that an
     * activity recreates itself to pick up [wrap]'s configuration.
     */
    @Synchronized
    fun refresh(): Boolean {
        val before = plan
        adoptPerAppSettingChange()
        val after = apply()
        publish(after)
        return before.decision.effectiveLocale != after.decision.effectiveLocale || before.action != after.action
    }

    /**
     * The user's pick in the app's selector: recorded, and written to the per-app setting.
     *
     * @throws LanguagePolicyException.UnsupportedLocale unless `locale` is one of the policy's supported locales.
     */
    @Synchronized
    fun choose(locale: Locale): AppLanguageDecision =
        operate { state, languages, at -> policy.choose(locale, state, languages, at) }

    /** The selector's "use the device language": the pick is forgotten and the per-app setting cleared. */
    @Synchronized
    fun useDeviceLanguage(): AppLanguageDecision = operate(policy::useDeviceLanguage)

    /** A backup restored (a reinstall, a new device). */
    @Synchronized
    fun restore(payload: SyncPayload): AppLanguageDecision =
        operate { state, languages, at -> policy.restore(payload, state, languages, at) }

    /** What the user's account synced from another device, merged. */
    @Synchronized
    fun sync(payload: SyncPayload): AppLanguageDecision =
        operate { state, languages, at -> policy.sync(payload, state, languages, at) }

    /** What to back up or upload: the explicit choice and when it was cleared, nothing automatic. */
    @Synchronized
    fun syncPayload(): SyncPayload = policy.syncPayload(current())

    /** The selector's model, named by `names` (by default `Locale.getDisplayName`). */
    @Synchronized
    @JvmOverloads
    fun selector(names: LanguageNames = DisplayNames): LanguageSelector = policy.selector(languages(), current(), names)

    /**
     * Moves a choice an older build kept in the app (`legacyChoice`, say from its own
     * preferences) to the per-app setting, once: written first, recorded after, so a crash in
     * between repeats the harmless write. A legacy locale the policy supports becomes the user's
     * choice. Delete the legacy value afterwards. Returns what the migration did, with the state
     * stored after it.
     */
    @Synchronized
    fun migrateLegacyChoice(legacyChoice: String?): Migration {
        val migration = policy.migrateLegacyChoice(legacyChoice, current())
        keep(migration.state)
        val locale = migration.platformLocale
        if (migration.outcome != MigrationOutcome.WRITE_TO_PLATFORM || locale == null) return migration
        writePerAppSetting(listOf(locale))
        val confirmed = policy.migrateLegacyChoice(legacyChoice, current(), written = true)
        keep(confirmed.state)
        try {
            keep(policy.choose(locale, current(), languages(), clock()).state)
        } catch (unsupported: LanguagePolicyException.UnsupportedLocale) {
            // Only the per-app setting holds it: the policy decides from there.
        }
        publish(apply())
        return migration.copy(state = current())
    }

    /**
     * `attachBaseContext`: `base` with the decided locale first in its configuration when the
     * plan applies it to the resources ([LocaleAction.ContextLocale]), else `base` itself.
     */
    @Synchronized
    fun wrap(base: Context): Context {
        adoptPerAppSettingChange()
        val plan = apply().also(::publish)
        val action = plan.action as? LocaleAction.ContextLocale ?: return base
        return base.createConfigurationContext(configuration(base.resources.configuration, action.locale))
    }

    /**
     * A `Configuration` override (`applyOverrideConfiguration`, a `ContextThemeWrapper`): `base`
     * with the decided locale first when the plan applies it to the resources, else null.
     */
    @Synchronized
    fun overrideConfiguration(base: Configuration): Configuration? {
        val action = plan.action as? LocaleAction.ContextLocale ?: return null
        return configuration(base, action.locale)
    }

    private fun configuration(base: Configuration, locale: Locale): Configuration {
        val others = base.locales.toLocales().filter { it != locale }
        return Configuration(base).apply { setLocales(LocaleList(*(listOf(locale) + others).toTypedArray())) }
    }

    /**
     * Runs a state operation on the current state (after any change made in the system
     * settings); its result is stored, mirrored in the per-app setting and applied.
     */
    private fun operate(operation: (AppLanguageState, PlatformLanguages, Long) -> StateChange): AppLanguageDecision {
        adoptPerAppSettingChange()
        val change = operation(current(), languages(), clock())
        keep(change.state)
        if (change.state.userChoice == null && platform.perAppSetting().isNotEmpty()) writePerAppSetting(emptyList())
        return apply().also(::publish).decision
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

    /** Plans with the current state and applies the plan's per-app write; the plan in force after it. */
    private fun apply(): AndroidLocalePlan {
        val plan = policy.localePlan(languages(), current(), resources)
        val action = plan.action as? LocaleAction.PerAppSetting ?: return plan
        writePerAppSetting(listOf(action.locale))
        return policy.localePlan(languages(), current(), resources)
    }

    private fun writePerAppSetting(locales: List<Locale>) {
        platform.setPerAppSetting(locales)
        if (platform.settingsCanChangePerAppSetting) {
            store.saveSeenPerAppSetting(platform.perAppSetting().joinToString(",", transform = Locale::toLanguageTag))
        }
    }

    private fun publish(plan: AndroidLocalePlan) {
        val changed = plan != currentPlan
        currentPlan = plan
        if (changed) listeners.toList().forEach { it(plan) }
    }

    private fun keep(newState: AppLanguageState) {
        if (newState != state) store.saveState(newState.encoded)
        state = newState
    }

    private fun current(): AppLanguageState =
        state ?: throw IllegalStateException("call launch() before any other AppLanguage operation")

    private fun languages() = PlatformLanguages.of(platform.perAppSetting(), platform.deviceLanguages())
}
