package dev.languagepolicy

import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone

/**
 * What the app persists about its language, as the core's state document: the user's explicit
 * choice and, apart, the last automatic result (never used as a choice, never synced).
 * [AppLanguageStore] keeps it as text.
 */
class AppLanguageState internal constructor(internal val document: JsonObject) {
    /** The user's explicit choice, if any. */
    val userChoice: AppLanguageRecord? = document.optionalObject("userChoice")?.let(::AppLanguageRecord)
    /** The last automatic result, for diagnostics and to notice policy changes. */
    val lastAutomatic: AppLanguageRecord? = document.optionalObject("lastAutomatic")?.let(::AppLanguageRecord)
    /** The one-time migrations that have run. */
    val completedMigrations: List<String> = document.optionalStrings("completedMigrations") ?: emptyList()
    /** When the user last went back to the device language (ISO 8601), if ever. */
    val userChoiceClearedAt: String? = document.optionalString("userChoiceClearedAt")

    init {
        document.markRead() // carried whole: sent back as it came
    }

    /** The state document, for [AppLanguageStore.saveState]. */
    internal val encoded: String get() = JsonWriter.write(document)

    override fun equals(other: Any?) = other is AppLanguageState && other.document == document
    override fun hashCode() = document.hashCode()
    override fun toString() = "AppLanguageState($document)"

    internal companion object {
        /** A fresh state: no choice, no automatic result. */
        val EMPTY = AppLanguageState(jsonObject("schemaVersion" to JsonNumber("1")))
    }
}

/**
 * What a device backs up or sends to the user's account: the explicit choice and when it was
 * last cleared, nothing automatic. [encoded] is the text to upload; [decode] reads it back on
 * the other device (the core checks it when it is used).
 *
 * ```kotlin
 * backup.put("language", appLanguage.syncPayload().encoded)
 * appLanguage.restore(SyncPayload.decode(backup.get("language")))
 * ```
 */
class SyncPayload internal constructor(internal val document: JsonObject) {
    val userChoice: AppLanguageRecord? = document.optionalObject("userChoice")?.let(::AppLanguageRecord)
    val userChoiceClearedAt: String? = document.optionalString("userChoiceClearedAt")

    init {
        document.markRead() // carried whole: sent back as it came
    }

    /** The payload as text (the core's sync payload document). */
    val encoded: String get() = JsonWriter.write(document)

    override fun equals(other: Any?) = other is SyncPayload && other.document == document
    override fun hashCode() = document.hashCode()
    override fun toString() = "SyncPayload($document)"

    companion object {
        /**
         * The payload of `text`.
         *
         * @throws LanguagePolicyException.InvalidJson when `text` is not a JSON object.
         */
        @JvmStatic
        fun decode(text: String): SyncPayload {
            val value = try {
                JsonReader.parse(text)
            } catch (error: JsonReader.SyntaxError) {
                throw LanguagePolicyException.InvalidJson(error.message ?: "not JSON", null)
            }
            return SyncPayload(value as? JsonObject ?: throw LanguagePolicyException.InvalidJson("not an object", null))
        }
    }
}

/** Why the stored state could not be read at launch. */
enum class StateProblemKind(internal val wireName: String) {
    /** Not a state document (damaged, or written by something else). */
    CORRUPT("corrupt"),
    /** Written by a newer version of the app. */
    NEWER_SCHEMA("newer_schema")
}

/** A stored state that could not be read: the app decides from an empty state and keeps the text aside. */
data class StateProblem(val kind: StateProblemKind, val message: String)

/** What [LanguagePolicy.launch] found. */
data class Launch(
    val decision: AppLanguageDecision,
    /** Whether the last automatic result came from another policy version. */
    val policyChanged: Boolean,
    /** The state to store; null when the stored one could not be read (see [stateProblem]). */
    val state: AppLanguageState?,
    val stateProblem: StateProblem?
) {
    internal companion object {
        fun of(json: JsonObject) = Launch(
            decision = AppLanguageDecision.of(json.obj("decision")),
            policyChanged = json.bool("policyChanged"),
            state = json.optionalObject("state")?.let(::AppLanguageState),
            stateProblem = json.optionalObject("stateProblem")?.let {
                StateProblem(wireValue(it.string("kind"), StateProblemKind::wireName), it.string("message"))
            }
        )
    }
}

/** A state operation's result: the decision it leads to and the state to store. */
data class StateChange(val decision: AppLanguageDecision, val state: AppLanguageState) {
    internal companion object {
        fun of(json: JsonObject) =
            StateChange(AppLanguageDecision.of(json.obj("decision")), AppLanguageState(json.obj("state")))
    }
}

/** What the one-time legacy migration tells the app to do. */
enum class MigrationOutcome(internal val wireName: String) {
    /** Write [Migration.platformLocale] to the per-app setting, then confirm. */
    WRITE_TO_PLATFORM("write_to_platform"),
    NOTHING_TO_MIGRATE("nothing_to_migrate"),
    /** The legacy value is not a language tag; nothing is written. */
    MALFORMED_LEGACY_CHOICE("malformed_legacy_choice"),
    ALREADY_MIGRATED("already_migrated")
}

/** An answer of [LanguagePolicy.migrateLegacyChoice]. */
data class Migration(val outcome: MigrationOutcome, val platformLocale: Locale?, val state: AppLanguageState) {
    internal companion object {
        fun of(json: JsonObject) = Migration(
            wireValue(json.string("migration"), MigrationOutcome::wireName),
            json.optionalString("platformLocale")?.let(::locale),
            AppLanguageState(json.obj("state"))
        )
    }
}

/** `millis` (since 1970, UTC) in ISO 8601, to the second, as the core reads it. */
internal fun iso8601(millis: Long): String = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT)
    .apply { timeZone = TimeZone.getTimeZone("UTC") }
    .format(Date(millis))
