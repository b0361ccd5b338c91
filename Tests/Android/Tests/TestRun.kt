package dev.languagepolicy

/** A small test runner: named tests, checks that record failures, counts per group. */
class TestRun {
    private var current = ""
    private var failuresInTest = 0
    var passed = 0
        private set
    var failed = 0
        private set
    private val groups = LinkedHashMap<String, Int>()

    /** Runs `body` as the test `name` of `group`; an exception fails it. */
    fun test(group: String, name: String, body: () -> Unit) {
        current = "$group: $name"
        failuresInTest = 0
        try {
            body()
        } catch (error: Throwable) {
            fail("threw $error")
        }
        if (failuresInTest == 0) passed++ else failed++
        groups[group] = (groups[group] ?: 0) + 1
    }

    fun fail(message: String) {
        failuresInTest++
        println("FAIL $current: $message")
    }

    fun expect(condition: Boolean, message: () -> String) {
        if (!condition) fail(message())
    }

    fun <T> expectEqual(actual: T, expected: T, what: String = "value") {
        if (actual != expected) fail("$what: expected $expected, got $actual")
    }

    /** Expects `body` to throw an `E`; returns it. */
    inline fun <reified E : Throwable> expectThrows(body: () -> Unit): E? {
        try {
            body()
        } catch (error: Throwable) {
            if (error is E) return error
            fail("expected ${E::class.java.simpleName}, got $error")
            return null
        }
        fail("expected ${E::class.java.simpleName}, nothing thrown")
        return null
    }

    fun summary(): String = groups.entries.joinToString(", ") { "${it.key} ${it.value}" }
}
