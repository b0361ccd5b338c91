package dev.languagepolicy

/**
 * The JSON of the bridge's requests and answers, inside the library only: the public API is
 * typed. Objects remember which members were read, so that the tests can prove the typed
 * classes carry every member of an answer.
 */
internal sealed class JsonValue {
    /** This value and everything inside it counted as read (a document kept whole). */
    open fun markRead() {}
}

internal object JsonNull : JsonValue() {
    override fun toString() = "null"
}

internal data class JsonBoolean(val value: Boolean) : JsonValue()

/** A number as written, read exactly when asked for. */
internal data class JsonNumber(val text: String) : JsonValue()

internal data class JsonString(val value: String) : JsonValue()

internal data class JsonArray(val items: List<JsonValue>) : JsonValue() {
    override fun markRead() = items.forEach { it.markRead() }
}

internal class JsonObject(val members: Map<String, JsonValue>) : JsonValue() {
    /** The keys read through [get]. */
    val readKeys: MutableSet<String> = HashSet()

    operator fun get(key: String): JsonValue? {
        readKeys.add(key)
        return members[key]
    }

    override fun markRead() {
        readKeys.addAll(members.keys)
        members.values.forEach { it.markRead() }
    }

    override fun equals(other: Any?) = other is JsonObject && other.members == members
    override fun hashCode() = members.hashCode()
    override fun toString() = JsonWriter.write(this)
}

/** An answer that is not of the shape its schema publishes: a bug of the library, never of the app. */
internal class MalformedAnswer(message: String) : IllegalStateException(message)

internal fun JsonObject.member(key: String): JsonValue = get(key) ?: throw MalformedAnswer("no $key in $this")

internal fun JsonObject.string(key: String): String =
    (member(key) as? JsonString)?.value ?: throw MalformedAnswer("$key is not a string in $this")

internal fun JsonObject.optionalString(key: String): String? = when (val value = get(key)) {
    null, JsonNull -> null
    is JsonString -> value.value
    else -> throw MalformedAnswer("$key is not a string in $this")
}

internal fun JsonObject.bool(key: String): Boolean =
    (member(key) as? JsonBoolean)?.value ?: throw MalformedAnswer("$key is not a boolean in $this")

internal fun JsonObject.optionalBool(key: String): Boolean? = when (val value = get(key)) {
    null, JsonNull -> null
    is JsonBoolean -> value.value
    else -> throw MalformedAnswer("$key is not a boolean in $this")
}

internal fun JsonObject.long(key: String): Long =
    (member(key) as? JsonNumber)?.text?.toLongOrNull() ?: throw MalformedAnswer("$key is not an integer in $this")

internal fun JsonObject.obj(key: String): JsonObject =
    member(key) as? JsonObject ?: throw MalformedAnswer("$key is not an object in $this")

internal fun JsonObject.optionalObject(key: String): JsonObject? = when (val value = get(key)) {
    null, JsonNull -> null
    is JsonObject -> value
    else -> throw MalformedAnswer("$key is not an object in $this")
}

internal fun JsonObject.array(key: String): List<JsonValue> =
    (member(key) as? JsonArray)?.items ?: throw MalformedAnswer("$key is not an array in $this")

internal fun JsonObject.optionalArray(key: String): List<JsonValue>? = when (val value = get(key)) {
    null, JsonNull -> null
    is JsonArray -> value.items
    else -> throw MalformedAnswer("$key is not an array in $this")
}

internal fun JsonObject.strings(key: String): List<String> = array(key).map { item ->
    (item as? JsonString)?.value ?: throw MalformedAnswer("$key holds a non-string in $this")
}

internal fun JsonObject.optionalStrings(key: String): List<String>? = optionalArray(key)?.map { item ->
    (item as? JsonString)?.value ?: throw MalformedAnswer("$key holds a non-string in $this")
}

internal fun JsonValue.asObject(): JsonObject = this as? JsonObject ?: throw MalformedAnswer("$this is not an object")

/** Builds a request: members with a null value are left out. */
internal fun jsonObject(vararg members: Pair<String, JsonValue?>): JsonObject {
    val map = LinkedHashMap<String, JsonValue>()
    for ((key, value) in members) if (value != null) map[key] = value
    return JsonObject(map)
}

internal fun json(text: String?): JsonValue = if (text == null) JsonNull else JsonString(text)

internal fun json(flag: Boolean): JsonValue = JsonBoolean(flag)

internal fun json(texts: List<String>?): JsonValue = if (texts == null) JsonNull else JsonArray(texts.map(::JsonString))
