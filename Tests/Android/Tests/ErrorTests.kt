package dev.languagepolicy

import java.util.Locale

/** Every error kind of the bridge as its exception, from a fake bridge and from the core. */
fun errorTests(run: TestRun) {
    val group = "errors"
    /** A bridge whose decisions answer `answer`. */
    fun answering(answer: String) = object : NativeBridge by JniBridge {
        override fun resolveAppLanguage(request: String) = answer
    }
    val kinds = mapOf(
        "invalid_json" to LanguagePolicyException.InvalidJson::class.java,
        "invalid_request" to LanguagePolicyException.InvalidRequest::class.java,
        "malformed_tag" to LanguagePolicyException.MalformedTag::class.java,
        "invalid_policy" to LanguagePolicyException.InvalidPolicy::class.java,
        "policy_not_loaded" to LanguagePolicyException.PolicyNotLoaded::class.java,
        "unsupported_locale" to LanguagePolicyException.UnsupportedLocale::class.java,
        "internal_error" to LanguagePolicyException.InternalError::class.java
    )
    for ((kind, type) in kinds) {
        run.test(group, "the kind $kind is ${type.simpleName}, with its message and path") {
            val bridge = answering("""{"error":{"kind":"$kind","message":"why","path":"$.x[1]"},"schemaVersion":1}""")
            val policy = LanguagePolicy.load(Policies.EXAMPLE, bridge)
            val error = run.expectThrows<LanguagePolicyException> { policy.resolve(PlatformLanguages(emptyList<Locale>(), emptyList())) }
            run.expectEqual(error?.javaClass, type, "class")
            run.expectEqual(error?.message, "why", "message")
            run.expectEqual(error?.path, "$.x[1]", "path")
        }
    }
    run.test(group, "an answer of another shape is the library's bug, never an app error") {
        val platform = PlatformLanguages(emptyList<Locale>(), emptyList())
        for (answer in listOf("""{"error":{"kind":"new_kind","message":"m","path":null},"schemaVersion":1}""", "not json", "{}",
            """{"schemaVersion":2}""")) {
            val policy = LanguagePolicy.load(Policies.EXAMPLE, answering(answer))
            run.expectThrows<MalformedAnswer> { policy.resolve(platform) }
        }
    }
    run.test(group, "the core's own errors arrive typed") {
        val policy = LanguagePolicy.load(Policies.EXAMPLE)
        val malformed = run.expectThrows<LanguagePolicyException.MalformedTag> {
            policy.resolve(PlatformLanguages(emptyList<Locale>(), emptyList()), SyncPayload.decode(
                """{"schemaVersion":1,"userChoice":{"chosenAt":"2026-01-01T00:00:00Z","effectiveLocale":"en--US","policyVersion":1,"source":"saved_user_choice"}}"""
            ).userChoice)
        }
        run.expectEqual(malformed?.path, "$.savedUserChoice.effectiveLocale", "path")
        val unloaded = object : NativeBridge by JniBridge {
            override fun loadPolicy(request: String) = """{"policyId":"policy-0000000000000000","policyVersion":1,"schemaVersion":1}"""
        }
        run.expectThrows<LanguagePolicyException.PolicyNotLoaded> {
            LanguagePolicy.load(Policies.EXAMPLE, unloaded).resolve(PlatformLanguages(emptyList<Locale>(), emptyList()))
        }
    }
}
