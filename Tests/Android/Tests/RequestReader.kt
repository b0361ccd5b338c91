package dev.languagepolicy

import java.text.ParsePosition
import java.text.SimpleDateFormat
import java.util.Locale
import java.util.TimeZone

/** A request the typed API cannot express (a malformed document, a key or value it has no parameter for). */
class NotExpressible(reason: String) : Exception(reason)

/**
 * Reads an exported bridge request into the typed API's inputs, strictly: every key must be
 * used, and every value must say exactly what the typed input will send again.
 */
internal class RequestReader(private val request: JsonObject) {
    private val used = HashSet<String>()

    fun has(key: String) = request.members[key].let { it != null && it != JsonNull }

    fun value(key: String): JsonValue? {
        used.add(key)
        return request.members[key]?.takeIf { it != JsonNull }
    }

    fun string(key: String): String? = when (val value = value(key)) {
        null -> null
        is JsonString -> value.value
        else -> throw NotExpressible("$key is not a string")
    }

    fun requiredString(key: String): String = string(key) ?: throw NotExpressible("no $key")

    fun bool(key: String): Boolean? = when (val value = value(key)) {
        null -> null
        is JsonBoolean -> value.value
        else -> throw NotExpressible("$key is not a boolean")
    }

    fun strings(key: String): List<String> = when (val value = value(key)) {
        null -> emptyList()
        is JsonArray -> value.items.map { (it as? JsonString)?.value ?: throw NotExpressible("$key holds a non-string") }
        else -> throw NotExpressible("$key is not an array")
    }

    fun obj(key: String): JsonObject? = when (val value = value(key)) {
        null -> null
        is JsonObject -> value
        else -> throw NotExpressible("$key is not an object")
    }

    /** A state document as the typed API holds it; null stands for a fresh state, as in the core. */
    fun state(key: String = "state"): AppLanguageState = obj(key)?.let { typed { AppLanguageState(it) } } ?: AppLanguageState.EMPTY

    fun platform() = PlatformLanguages.ofTags(strings("systemAppPreference"), strings("deviceLanguages"))

    /** `at` in milliseconds, when the typed API writes it back the same. */
    fun at(): Long? {
        val text = string("at") ?: return null
        val format = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT).apply { timeZone = TimeZone.getTimeZone("UTC") }
        val position = ParsePosition(0)
        val millis = format.parse(text, position)?.time ?: throw NotExpressible("at $text")
        if (position.index != text.length || iso8601(millis) != text) throw NotExpressible("at $text")
        return millis
    }

    /** `tag` as a Locale, when it writes back the same. */
    fun locale(tag: String): Locale {
        val locale = Locale.forLanguageTag(tag)
        if (locale.toLanguageTag() != tag) throw NotExpressible("$tag is ${locale.toLanguageTag()} as a Locale")
        return locale
    }

    fun locales(value: JsonValue?): List<Locale>? = when (value) {
        null, JsonNull -> null
        is JsonArray -> value.items.map { locale((it as? JsonString)?.value ?: throw NotExpressible("a locale is no string")) }
        else -> throw NotExpressible("locales are no array")
    }

    /** Checks that every key was used. */
    fun finish() {
        val unused = request.members.keys - used
        if (unused.isNotEmpty()) throw NotExpressible("no parameter for $unused")
    }

    companion object {
        /** A typed value the typed API could hold; a document it refuses is no typed input. */
        fun <T> typed(body: () -> T): T = try {
            body()
        } catch (error: MalformedAnswer) {
            throw NotExpressible("not a document the typed API holds: ${error.message}")
        }
    }
}
