package dev.languagepolicy

import android.content.SharedPreferences

/**
 * Where [AppLanguage] keeps its state: the core's state document, and the per-app setting as
 * the library last wrote or saw it (how a change made in the system settings is noticed). All
 * values are text the library writes and reads back; a stored state that cannot be read is
 * moved aside, never overwritten.
 */
interface AppLanguageStore {
    fun loadState(): String?
    fun saveState(state: String)

    /** Keeps a stored state the core could not read (a damaged file, a newer app version's). */
    fun setAside(state: String)

    /** The per-app setting last written or seen, as comma-separated language tags; null: never. */
    fun loadSeenPerAppSetting(): String?
    fun saveSeenPerAppSetting(tags: String)
}

/**
 * [AppLanguageStore] in `SharedPreferences`, under keys starting with `prefix`.
 *
 * ```kotlin
 * val store = SharedPreferencesStore(context.getSharedPreferences("app-language", Context.MODE_PRIVATE))
 * ```
 */
class SharedPreferencesStore @JvmOverloads constructor(
    private val preferences: SharedPreferences,
    private val prefix: String = "languagepolicy."
) : AppLanguageStore {
    override fun loadState(): String? = preferences.getString(prefix + "state", null)

    override fun saveState(state: String) {
        preferences.edit().putString(prefix + "state", state).apply()
    }

    override fun setAside(state: String) {
        preferences.edit().putString(prefix + "stateSetAside", state).remove(prefix + "state").apply()
    }

    override fun loadSeenPerAppSetting(): String? = preferences.getString(prefix + "seenPerAppSetting", null)

    override fun saveSeenPerAppSetting(tags: String) {
        preferences.edit().putString(prefix + "seenPerAppSetting", tags).apply()
    }
}
