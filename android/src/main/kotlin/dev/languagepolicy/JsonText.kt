package dev.languagepolicy

/** Writes JSON compactly; text other than quotes, backslashes and control characters as is. */
internal object JsonWriter {
    private const val HEX = "0123456789abcdef"

    fun write(value: JsonValue): String = StringBuilder().also { append(it, value) }.toString()

    private fun append(out: StringBuilder, value: JsonValue) {
        when (value) {
            JsonNull -> out.append("null")
            is JsonBoolean -> out.append(value.value)
            is JsonNumber -> out.append(value.text)
            is JsonString -> quote(out, value.value)
            is JsonArray -> {
                out.append('[')
                value.items.forEachIndexed { index, item ->
                    if (index > 0) out.append(',')
                    append(out, item)
                }
                out.append(']')
            }
            is JsonObject -> {
                out.append('{')
                var first = true
                for ((key, member) in value.members) {
                    if (!first) out.append(',')
                    first = false
                    quote(out, key)
                    out.append(':')
                    append(out, member)
                }
                out.append('}')
            }
        }
    }

    private fun quote(out: StringBuilder, text: String) {
        out.append('"')
        for (character in text) {
            when {
                character == '"' -> out.append("\\\"")
                character == '\\' -> out.append("\\\\")
                character < ' ' ->
                    out.append("\\u00").append(HEX[character.toInt() shr 4]).append(HEX[character.toInt() and 15])
                else -> out.append(character)
            }
        }
        out.append('"')
    }
}

/** Reads JSON (RFC 8259): a repeated key, or nesting deeper than [MAXIMUM_DEPTH], is an error. */
internal class JsonReader private constructor(private val text: String) {
    private var position = 0

    /** Why a text is not JSON, and where. */
    class SyntaxError(message: String) : Exception(message)

    companion object {
        const val MAXIMUM_DEPTH = 512

        fun parse(text: String): JsonValue {
            val reader = JsonReader(text)
            val value = reader.value(0)
            reader.skipWhitespace()
            if (reader.position != text.length) reader.fail("text after the value")
            return value
        }
    }

    private fun fail(message: String): Nothing = throw SyntaxError("not JSON: $message at offset $position")

    private fun skipWhitespace() {
        while (position < text.length && text[position] in " \t\r\n") position++
    }

    private fun value(depth: Int): JsonValue {
        if (depth > MAXIMUM_DEPTH) fail("nesting deeper than $MAXIMUM_DEPTH")
        skipWhitespace()
        if (position >= text.length) fail("the text ends")
        return when (text[position]) {
            '{' -> objectValue(depth)
            '[' -> arrayValue(depth)
            '"' -> JsonString(string())
            't' -> literal("true", JsonBoolean(true))
            'f' -> literal("false", JsonBoolean(false))
            'n' -> literal("null", JsonNull)
            else -> number()
        }
    }

    private fun literal(word: String, value: JsonValue): JsonValue {
        if (!text.startsWith(word, position)) fail("unexpected character")
        position += word.length
        return value
    }

    private fun objectValue(depth: Int): JsonObject {
        position++
        val members = LinkedHashMap<String, JsonValue>()
        skipWhitespace()
        if (position < text.length && text[position] == '}') {
            position++
            return JsonObject(members)
        }
        while (true) {
            skipWhitespace()
            if (position >= text.length || text[position] != '"') fail("expected a key")
            val key = string()
            if (members.containsKey(key)) fail("the key \"$key\" is repeated")
            skipWhitespace()
            expect(':')
            members[key] = value(depth + 1)
            skipWhitespace()
            if (position < text.length && text[position] == ',') {
                position++
                continue
            }
            expect('}')
            return JsonObject(members)
        }
    }

    private fun arrayValue(depth: Int): JsonArray {
        position++
        val items = ArrayList<JsonValue>()
        skipWhitespace()
        if (position < text.length && text[position] == ']') {
            position++
            return JsonArray(items)
        }
        while (true) {
            items.add(value(depth + 1))
            skipWhitespace()
            if (position < text.length && text[position] == ',') {
                position++
                continue
            }
            expect(']')
            return JsonArray(items)
        }
    }

    private fun expect(character: Char) {
        if (position >= text.length || text[position] != character) fail("expected '$character'")
        position++
    }

    private fun string(): String {
        position++
        val out = StringBuilder()
        while (true) {
            if (position >= text.length) fail("the string does not end")
            val character = text[position++]
            when {
                character == '"' -> return out.toString()
                character < ' ' -> fail("a control character in a string")
                character != '\\' -> out.append(character)
                position >= text.length -> fail("the escape does not end")
                else -> when (val escaped = text[position++]) {
                    '"', '\\', '/' -> out.append(escaped)
                    'b' -> out.append('\b')
                    'f' -> out.append('\u000C')
                    'n' -> out.append('\n')
                    'r' -> out.append('\r')
                    't' -> out.append('\t')
                    'u' -> {
                        if (position + 4 > text.length) fail("a short \\u escape")
                        val code = text.substring(position, position + 4).toIntOrNull(16) ?: fail("a bad \\u escape")
                        out.append(code.toChar())
                        position += 4
                    }
                    else -> fail("an unknown escape")
                }
            }
        }
    }

    private fun number(): JsonNumber {
        val start = position
        if (position < text.length && text[position] == '-') position++
        val integerStart = position
        digits()
        if (position == integerStart) fail("unexpected character")
        if (text[integerStart] == '0' && position - integerStart > 1) fail("a leading zero")
        if (position < text.length && text[position] == '.') {
            position++
            if (digits() == 0) fail("no digits after the decimal point")
        }
        if (position < text.length && text[position] in "eE") {
            position++
            if (position < text.length && text[position] in "+-") position++
            if (digits() == 0) fail("no digits in the exponent")
        }
        return JsonNumber(text.substring(start, position))
    }

    private fun digits(): Int {
        val start = position
        while (position < text.length && text[position] in '0'..'9') position++
        return position - start
    }
}
