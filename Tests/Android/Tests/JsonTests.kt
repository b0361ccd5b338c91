package dev.languagepolicy

/** The library's own JSON reader and writer. */
fun jsonTests(run: TestRun) {
    val group = "json"
    run.test(group, "a document reads and writes back") {
        val text = """{"a":[1,-2.5e3,true,false,null],"b":{"c":"d"},"e":""}"""
        run.expectEqual(JsonWriter.write(JsonReader.parse(text)), text, "round trip")
    }
    run.test(group, "escapes read, and quotes, backslashes and control characters are escaped") {
        val value = JsonReader.parse(""""q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 日本"""") as JsonString
        run.expectEqual(value.value, "q\" b\\ s/ \b\u000C\n\r\t é \uD83D\uDE00 日本", "decoded")
        run.expectEqual(JsonWriter.write(JsonString("a\"b\\c\u0001\n")), "\"a\\\"b\\\\c\\u0001\\u000a\"", "written")
        run.expectEqual(JsonWriter.write(JsonString("日本 😀")), "\"日本 😀\"", "non-ASCII as is")
    }
    run.test(group, "what is not JSON is refused, with the offset") {
        for (text in listOf("", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"a", "{\"a\":1,\"a\":2}", "[1] x", "\"\u0001\"")) {
            run.expectThrows<JsonReader.SyntaxError> { JsonReader.parse(text) }
        }
        val deep = "[".repeat(JsonReader.MAXIMUM_DEPTH + 2) + "]".repeat(JsonReader.MAXIMUM_DEPTH + 2)
        run.expect(run.expectThrows<JsonReader.SyntaxError> { JsonReader.parse(deep) }?.message?.contains("nesting") == true) {
            "a nesting error"
        }
    }
    run.test(group, "objects compare by members and remember what was read") {
        val first = JsonReader.parse("""{"a":1,"b":{"c":2}}""").asObject()
        run.expectEqual(first, JsonReader.parse("""{"b":{"c":2},"a":1}"""), "equality ignores order")
        first.long("a")
        run.expectEqual(first.readKeys, setOf("a"), "read keys")
        first.markRead()
        run.expectEqual(first.obj("b").readKeys, setOf("c"), "marked read, inside too")
    }
    run.test(group, "typed readers refuse other shapes") {
        val answer = JsonReader.parse("""{"n":"1","s":2,"o":[]}""").asObject()
        run.expectThrows<MalformedAnswer> { answer.long("n") }
        run.expectThrows<MalformedAnswer> { answer.string("s") }
        run.expectThrows<MalformedAnswer> { answer.obj("o") }
        run.expectThrows<MalformedAnswer> { answer.member("missing") }
    }
}
