package dev.languagepolicy

import java.util.Locale

/** Where the effective locale came from. */
enum class SelectionSource(internal val wireName: String) {
    /** The user picked it in the app's language selector. */
    SAVED_USER_CHOICE("saved_user_choice"),
    /** The platform's per-app setting (LocaleManager, AppCompat). */
    SYSTEM_APP_PREFERENCE("system_app_preference"),
    /** The device's ordered languages. */
    DEVICE_PREFERENCE("device_preference"),
    /** Nothing matched: the policy's product default. */
    PRODUCT_DEFAULT("product_default")
}

/** The matching step that produced the effective locale. */
enum class MatchStep(internal val wireName: String) {
    /** Same maximized language, script and region. */
    EXACT("exact"),
    /** A product-approved alias (`en-AU` → `en-GB`). */
    ALIAS("alias"),
    /** A supported locale without a region, same language and script (`fr-CA` → `fr`). */
    LANGUAGE_AND_SCRIPT("language_and_script"),
    /** The product's default for the language (`pt` → `pt-BR`). */
    LANGUAGE_DEFAULT("language_default"),
    /** No preference matched: the product default. */
    NO_MATCH("no_match")
}

/** Why the selector must ask the user to confirm their language. */
enum class ConfirmationReason(internal val wireName: String) {
    /**
     * The saved choice is no longer supported exactly: its closest supported locale is used until
     * the user confirms.
     */
    SAVED_CHOICE_REPLACED("saved_choice_replaced"),
    /** The saved choice is no longer supported and nothing matches it; it is kept until the user picks again. */
    SAVED_CHOICE_UNSUPPORTED("saved_choice_unsupported")
}

/** The confirmation the user owes, with the saved choice kept unchanged until then. */
data class Confirmation(val reason: ConfirmationReason, val savedChoice: AppLanguageRecord) {
    internal companion object {
        fun of(json: JsonObject) = Confirmation(
            wireValue(json.string("reason"), ConfirmationReason::wireName), AppLanguageRecord(json.obj("savedChoice")))
    }
}

/**
 * The core's app-language decision: the effective locale (always one of the policy's
 * supported locales) and what explains it.
 *
 * ```kotlin
 * val decision = policy.resolve(PlatformLanguages(emptyList(), listOf(Locale.CANADA_FRENCH, Locale.CANADA)))
 * decision.effectiveLocale   // fr
 * decision.source            // DEVICE_PREFERENCE
 * decision.match             // LANGUAGE_AND_SCRIPT
 * ```
 */
data class AppLanguageDecision @JvmOverloads constructor(
    val effectiveLocale: Locale,
    val source: SelectionSource,
    /** The preference that produced the result; null for the product default. */
    val requestedLocale: Locale?,
    val match: MatchStep,
    /** Whether an approved alias changed the script (the selector must show it). */
    val scriptFallback: Boolean,
    val policyVersion: Long,
    val needsConfirmation: Boolean,
    val confirmation: Confirmation?,
    /**
     * The locale for formatters, when the request named the device's formatting locale (the
     * plans [AppLanguage] makes always do): the effective language and script with the device's
     * region and `-u-` keywords (`fr` on an `en-US` device: `fr-US`), never a script the region
     * implies (`zh` on `en-US`: `zh-Hans-US`). The core computes it (`FormattingPreferences`).
     */
    val formattingLocale: Locale? = null
) {
    internal companion object {
        fun of(json: JsonObject): AppLanguageDecision {
            checkSchemaVersion(json)
            return AppLanguageDecision(
                effectiveLocale = locale(json.string("effectiveLocale")),
                source = wireValue(json.string("source"), SelectionSource::wireName),
                requestedLocale = json.optionalString("requestedLocale")?.let(::locale),
                match = wireValue(json.string("match"), MatchStep::wireName),
                scriptFallback = json.bool("scriptFallback"),
                policyVersion = json.long("policyVersion"),
                needsConfirmation = json.bool("needsConfirmation"),
                confirmation = json.optionalObject("confirmation")?.let(Confirmation.Companion::of),
                formattingLocale = json.optionalString("formattingLocale")?.let(::locale)
            )
        }
    }
}

/**
 * A persisted decision: the user's explicit choice (source [SelectionSource.SAVED_USER_CHOICE])
 * or an automatic result, as the core's state document holds it.
 */
class AppLanguageRecord internal constructor(internal val document: JsonObject) {
    val effectiveLocale: Locale = locale(document.string("effectiveLocale"))
    /** What was requested: the user's pick, or the preference behind an automatic result. */
    val requestedLocale: Locale? = document.optionalString("requestedLocale")?.let(::locale)
    val source: SelectionSource = wireValue(document.string("source"), SelectionSource::wireName)
    val policyVersion: Long = document.long("policyVersion")
    /** When, in ISO 8601 (UTC to the second: `2026-09-03T09:00:00Z`). */
    val chosenAt: String = document.string("chosenAt")

    init {
        document.markRead() // carried whole: sent back as it came
    }

    override fun equals(other: Any?) = other is AppLanguageRecord && other.document == document
    override fun hashCode() = document.hashCode()
    override fun toString() = "AppLanguageRecord($document)"
}

/** Checks that a document the core wrote inside an answer is of the schema version this library reads. */
internal fun checkSchemaVersion(json: JsonObject) {
    if (json.long("schemaVersion") != 1L) throw MalformedAnswer("a document of another schema version: $json")
}

/** The locale of a tag the core wrote (canonical BCP 47). */
internal fun locale(tag: String): Locale = Locale.forLanguageTag(tag)

/** The enum value whose wire name is `name`. */
internal inline fun <reified E : Enum<E>> wireValue(name: String, wireName: (E) -> String): E =
    enumValues<E>().firstOrNull { wireName(it) == name }
        ?: throw MalformedAnswer("$name is no ${E::class.java.simpleName}")
