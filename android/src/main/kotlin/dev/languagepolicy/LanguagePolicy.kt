package dev.languagepolicy

import java.util.Locale

/**
 * The platform's languages in order: the per-app setting and the device's languages.
 *
 * ```kotlin
 * val platform = PlatformLanguages(emptyList(), listOf(Locale.CANADA_FRENCH, Locale.CANADA))
 * ```
 */
class PlatformLanguages private constructor(tags: Pair<List<String>, List<String>>) {
    /** The per-app setting's tags, as sent to the core. */
    val systemAppPreferenceTags: List<String> = tags.first
    /** The device's languages' tags, as sent to the core. */
    val deviceLanguageTags: List<String> = tags.second

    /** The languages of two locale lists: the per-app setting (empty: none) and the device's. */
    constructor(systemAppPreference: List<Locale>, deviceLanguages: List<Locale>) : this(
        systemAppPreference.map(Locale::toLanguageTag) to deviceLanguages.map(Locale::toLanguageTag)
    )

    override fun equals(other: Any?) = other is PlatformLanguages &&
        other.systemAppPreferenceTags == systemAppPreferenceTags && other.deviceLanguageTags == deviceLanguageTags
    override fun hashCode() = systemAppPreferenceTags.hashCode() * 31 + deviceLanguageTags.hashCode()
    override fun toString() = "PlatformLanguages($systemAppPreferenceTags, $deviceLanguageTags)"

    companion object {
        /**
         * Languages as a platform reported them in text (a log, a server's copy): a malformed tag
         * is kept, and the core skips and explains it, never a failure.
         */
        @JvmStatic
        fun ofTags(systemAppPreference: List<String>, deviceLanguages: List<String>) =
            PlatformLanguages(systemAppPreference to deviceLanguages)
    }
}

/**
 * An app's language policy, loaded once into the Swift core, and every app-language decision
 * and state operation it makes. Nothing is decided here: each call sends typed inputs to the
 * core and reads its typed answer, so Android decides as iOS and the server do.
 *
 * ```kotlin
 * val policy = LanguagePolicy.load(assets.open("language-policy.json").reader().readText())
 * val platform = PlatformLanguages(emptyList(), listOf(Locale.CANADA_FRENCH, Locale.CANADA))
 * val launch = policy.launch(storedState = null, platform = platform)
 * launch.decision.effectiveLocale                      // fr
 * val change = policy.choose(Locale("es"), launch.state!!, platform)
 * change.decision.source                               // SAVED_USER_CHOICE
 * ```
 *
 * When the core's native library did not load, [load] still returns (unavailable: [isAvailable]
 * false) and every other call throws [LanguagePolicyException.Unavailable]; [AppLanguage] never
 * does, it steps aside.
 *
 * @property policyId the core's id of the loaded policy (derived from its content).
 */
class LanguagePolicy private constructor(
    private val bridge: NativeBridge,
    val policyId: String,
    val policyVersion: Long,
    unavailable: Throwable?
) {
    @Volatile
    private var problem: Throwable? = unavailable

    /**
     * Whether the core answers. False when its native library did not load on this device
     * ([unavailableReason]), or a call found a native missing: every call then throws
     * [LanguagePolicyException.Unavailable], and [AppLanguage] steps aside (the platform's own
     * per-app language and the device's languages apply, nothing is stored).
     */
    val isAvailable: Boolean get() = problem == null

    /**
     * Why the core does not answer (what loading `libLanguagePolicyJNI.so` threw: an
     * `UnsatisfiedLinkError` naming the missing ABI, `libc++_shared.so` or symbol), or null.
     */
    val unavailableReason: Throwable? get() = problem

    companion object {
        /**
         * Loads the policy file's text into the core. When the core's native library did not load,
         * the policy is unavailable ([isAvailable] false, [unavailableReason] says why, [policyId]
         * empty and [policyVersion] 0) and a warning is logged once: it never throws for that.
         *
         * @throws LanguagePolicyException.InvalidJson when the text is not JSON.
         * @throws LanguagePolicyException.InvalidPolicy listing every problem of the policy.
         */
        @JvmStatic
        @JvmOverloads
        fun load(policyDocument: String, bridge: NativeBridge = JniBridge): LanguagePolicy {
            val document = try {
                JsonReader.parse(policyDocument)
            } catch (error: JsonReader.SyntaxError) {
                throw LanguagePolicyException.InvalidJson(error.message ?: "not JSON", "$.policy")
            }
            bridge.unavailableReason?.let { reason ->
                CoreAvailability.report(reason)
                return LanguagePolicy(bridge, "", 0L, reason)
            }
            val answer = try {
                exchange(bridge::loadPolicy, jsonObject("policy" to document))
            } catch (unavailable: LanguagePolicyException.Unavailable) {
                return LanguagePolicy(bridge, "", 0L, unavailable.reason)
            }
            val loaded = LoadedPolicy.of(answer)
            return LanguagePolicy(bridge, loaded.policyId, loaded.policyVersion, null)
        }
    }

    /** The decision for `platform` and the user's saved choice (null: none). */
    @JvmOverloads
    fun resolve(platform: PlatformLanguages, savedUserChoice: AppLanguageRecord? = null): AppLanguageDecision =
        AppLanguageDecision.of(
            ask(bridge::resolveAppLanguage, request(platform, "savedUserChoice" to savedUserChoice?.document))
        )

    /**
     * Startup: the decision, with an automatic result recorded in its own slot. `storedState` is
     * the text the store holds (null: none); when it cannot be read the decision comes from an
     * empty state and [Launch.stateProblem] says why. `at`: milliseconds since 1970 (null: now).
     */
    @JvmOverloads
    fun launch(storedState: String?, platform: PlatformLanguages, at: Long? = null): Launch {
        val request = request(platform, "state" to storedDocument(storedState), "at" to at?.let { json(iso8601(it)) })
        return Launch.of(ask(bridge::launchAppLanguage, request))
    }

    /**
     * [AppLanguage.launch]'s one crossing: [launch], then, when `adoptPerAppSetting`, the per-app
     * setting of `platform` (changed since the app last saw it) adopted as the user's choice
     * (cleared: the device language), then [localePlan]; when `writesPerAppSetting` and the plan
     * asks for the per-app setting, the plan once that is written ([AndroidLaunch.perAppSetting]).
     */
    internal fun androidLaunch(
        storedState: String?,
        platform: PlatformLanguages,
        at: Long?,
        resources: AppResources,
        installedLanguages: List<Locale>?,
        formatting: Locale?,
        adoptPerAppSetting: Boolean,
        writesPerAppSetting: Boolean
    ): AndroidLaunch = AndroidLaunch.of(
        ask(
            bridge::androidLaunch,
            request(
                platform, "state" to storedDocument(storedState), "at" to at?.let { json(iso8601(it)) },
                *resources.members(), "installedLanguages" to tags(installedLanguages),
                "formatting" to formatting?.let { json(it.toLanguageTag()) },
                "adoptPerAppSetting" to json(adoptPerAppSetting), "writesPerAppSetting" to json(writesPerAppSetting)
            )
        )
    )

    /** The stored state's text as the core reads it: text that is not JSON is a corrupt state. */
    private fun storedDocument(storedState: String?): JsonValue? = storedState?.let {
        try {
            JsonReader.parse(it)
        } catch (error: JsonReader.SyntaxError) {
            JsonString(it)
        }
    }

    /**
     * The user's pick in the selector (also how a replacement is confirmed).
     *
     * @throws LanguagePolicyException.UnsupportedLocale unless `locale` is one of the policy's supported locales.
     */
    @JvmOverloads
    fun choose(locale: Locale, state: AppLanguageState, platform: PlatformLanguages, at: Long? = null): StateChange =
        stateOperation(bridge::chooseAppLanguage, state, platform, at, "locale" to json(locale.toLanguageTag()))

    /** The selector's "use the device language": forgets the pick. */
    @JvmOverloads
    fun useDeviceLanguage(state: AppLanguageState, platform: PlatformLanguages, at: Long? = null): StateChange =
        stateOperation(bridge::useDeviceLanguage, state, platform, at)

    /** A backup restored: its explicit choice outranks the device's languages, unless this device holds a later one. */
    @JvmOverloads
    fun restore(
        payload: SyncPayload,
        state: AppLanguageState,
        platform: PlatformLanguages,
        at: Long? = null
    ): StateChange =
        stateOperation(bridge::restoreAppLanguage, state, platform, at, "payload" to payload.document)

    /** Another device's sync payload merged, by the core's fixed rules. */
    @JvmOverloads
    fun sync(
        payload: SyncPayload,
        state: AppLanguageState,
        platform: PlatformLanguages,
        at: Long? = null
    ): StateChange =
        stateOperation(bridge::syncAppLanguage, state, platform, at, "payload" to payload.document)

    /** What to back up or upload of `state`: its explicit choice and clearing time, nothing automatic. */
    fun syncPayload(state: AppLanguageState): SyncPayload =
        SyncPayload(ask(bridge::syncPayload, jsonObject("state" to state.document)))

    /**
     * The selector's model with the names the app supplies (a supported locale → its names).
     * With `installedLanguages` (an App Bundle's language splits on the device, and the app's
     * `resources`), each option says whether its strings are installed ([SelectorOption.isInstalled]).
     */
    @JvmOverloads
    fun selector(
        platform: PlatformLanguages,
        state: AppLanguageState,
        names: Map<Locale, LanguageName>,
        installedLanguages: List<Locale>? = null,
        resources: AppResources = AppResources.NAMED_AFTER_POLICY
    ): LanguageSelector {
        val supplied = JsonObject(names.entries.associate { (locale, name) ->
            locale.toLanguageTag() to
                jsonObject("endonym" to name.endonym?.let(::json), "localized" to name.localized?.let(::json))
        })
        val installed = if (installedLanguages == null) emptyArray() else resources.members()
        return LanguageSelector.of(
            ask(
                bridge::languageSelector,
                request(
                    platform, "state" to state.document, "names" to supplied,
                    "installedLanguages" to tags(installedLanguages), *installed
                )
            )
        )
    }

    /**
     * The selector's model with names from `names`: each option in itself and in the interface
     * language the core decides (one call to learn the options and the interface language, one
     * with their names).
     */
    @JvmOverloads
    fun selector(
        platform: PlatformLanguages,
        state: AppLanguageState,
        names: LanguageNames = DisplayNames,
        installedLanguages: List<Locale>? = null,
        resources: AppResources = AppResources.NAMED_AFTER_POLICY
    ): LanguageSelector {
        val unnamed = selector(platform, state, emptyMap())
        val supplied = unnamed.options.associate { option ->
            val locale = option.locale
            locale to LanguageName(names.endonym(locale), names.name(locale, unnamed.interfaceLanguage))
        }
        return selector(platform, state, supplied, installedLanguages, resources)
    }

    /**
     * What Android loads for the decision, and what the app applies so that its resources follow
     * it. `installedLanguages`: the languages whose strings are on the device (an App Bundle's
     * language splits; null: all that ship), for [AndroidLocalePlan.notInstalled];
     * `formatting`: the device's locale (its first system locale), for the decision's
     * [AppLanguageDecision.formattingLocale].
     */
    @JvmOverloads
    fun localePlan(
        platform: PlatformLanguages,
        state: AppLanguageState,
        resources: AppResources = AppResources.NAMED_AFTER_POLICY,
        installedLanguages: List<Locale>? = null,
        formatting: Locale? = null
    ): AndroidLocalePlan = AndroidLocalePlan.of(
        ask(
            bridge::androidLocalePlan,
            request(
                platform, "state" to state.document, *resources.members(), "installedLanguages" to tags(installedLanguages),
                "formatting" to formatting?.let { json(it.toLanguageTag()) }
            )
        )
    )

    /**
     * Android's one-time move of a choice an older build stored in the app to the per-app
     * setting: write [Migration.platformLocale] when the outcome says so, then call again with
     * `written` true; store [Migration.state] each time. (The policy plays no part.)
     */
    @JvmOverloads
    fun migrateLegacyChoice(legacyChoice: String?, state: AppLanguageState, written: Boolean = false): Migration =
        Migration.of(
            ask(
                bridge::migrateLegacyChoice,
                jsonObject(
                    "legacyChoice" to legacyChoice?.let(::json), "state" to state.document, "written" to json(written)
                )
            )
        )

    /** [exchange] while the core is available; [LanguagePolicyException.Unavailable] after it is found not to be. */
    private fun ask(call: (String) -> String, request: JsonObject): JsonObject {
        problem?.let { throw LanguagePolicyException.Unavailable(it) }
        return try {
            exchange(call, request)
        } catch (unavailable: LanguagePolicyException.Unavailable) {
            problem = unavailable.reason
            throw unavailable
        }
    }

    private fun request(platform: PlatformLanguages, vararg members: Pair<String, JsonValue?>): JsonObject = jsonObject(
        "policyId" to json(policyId), "systemAppPreference" to json(platform.systemAppPreferenceTags),
        "deviceLanguages" to json(platform.deviceLanguageTags), *members
    )

    private fun tags(locales: List<Locale>?): JsonValue? = locales?.let { json(it.map(Locale::toLanguageTag)) }

    private fun AppResources.members(): Array<Pair<String, JsonValue?>> = arrayOf(
        "folders" to folders?.let(::json), "defaultLanguage" to defaultLanguage?.let { json(it.toLanguageTag()) }
    )

    private fun stateOperation(
        call: (String) -> String,
        state: AppLanguageState,
        platform: PlatformLanguages,
        at: Long?,
        vararg members: Pair<String, JsonValue?>
    ): StateChange = StateChange.of(
        ask(call, request(platform, "state" to state.document, "at" to at?.let { json(iso8601(it)) }, *members))
    )
}
