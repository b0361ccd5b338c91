package dev.languagepolicy

/**
 * The Swift core's calls, JSON in and JSON out, as [LanguagePolicyNative] declares them: the one
 * seam between the typed API and the core. [JniBridge] is the real one; tests inject fakes.
 *
 * ```kotlin
 * val policy = LanguagePolicy.load(policyDocument, bridge = object : NativeBridge by JniBridge {
 *     override fun resolveAppLanguage(request: String) = log(JniBridge.resolveAppLanguage(request))
 * })
 * ```
 */
interface NativeBridge {
    fun loadPolicy(request: String): String
    fun resolveAppLanguage(request: String): String
    fun launchAppLanguage(request: String): String
    fun chooseAppLanguage(request: String): String
    fun useDeviceLanguage(request: String): String
    fun restoreAppLanguage(request: String): String
    fun syncAppLanguage(request: String): String
    fun syncPayload(request: String): String
    fun languageSelector(request: String): String
    fun androidLocalePlan(request: String): String
    fun migrateLegacyChoice(request: String): String
    fun resolveInputHint(request: String): String
    fun inputModeAdvice(request: String): String
    fun androidHintLifecycle(request: String): String
    fun canonicalizeTag(request: String): String
}

/** The core in `libLanguagePolicyJNI.so`, through [LanguagePolicyNative]. */
object JniBridge : NativeBridge {
    override fun loadPolicy(request: String): String = LanguagePolicyNative.loadPolicy(request)
    override fun resolveAppLanguage(request: String): String = LanguagePolicyNative.resolveAppLanguage(request)
    override fun launchAppLanguage(request: String): String = LanguagePolicyNative.launchAppLanguage(request)
    override fun chooseAppLanguage(request: String): String = LanguagePolicyNative.chooseAppLanguage(request)
    override fun useDeviceLanguage(request: String): String = LanguagePolicyNative.useDeviceLanguage(request)
    override fun restoreAppLanguage(request: String): String = LanguagePolicyNative.restoreAppLanguage(request)
    override fun syncAppLanguage(request: String): String = LanguagePolicyNative.syncAppLanguage(request)
    override fun syncPayload(request: String): String = LanguagePolicyNative.syncPayload(request)
    override fun languageSelector(request: String): String = LanguagePolicyNative.languageSelector(request)
    override fun androidLocalePlan(request: String): String = LanguagePolicyNative.androidLocalePlan(request)
    override fun migrateLegacyChoice(request: String): String = LanguagePolicyNative.migrateLegacyChoice(request)
    override fun resolveInputHint(request: String): String = LanguagePolicyNative.resolveInputHint(request)
    override fun inputModeAdvice(request: String): String = LanguagePolicyNative.inputModeAdvice(request)
    override fun androidHintLifecycle(request: String): String = LanguagePolicyNative.androidHintLifecycle(request)
    override fun canonicalizeTag(request: String): String = LanguagePolicyNative.canonicalizeTag(request)
}

/** Sends `request` through `call` and reads the answer: an error answer is thrown, typed. */
internal fun exchange(call: (String) -> String, request: JsonObject): JsonObject {
    val text = call(JsonWriter.write(request))
    val answer = try {
        JsonReader.parse(text).asObject()
    } catch (error: JsonReader.SyntaxError) {
        throw MalformedAnswer("the core answered no JSON: ${error.message}")
    }
    val error = answer["error"]
    if (error is JsonObject) throw LanguagePolicyException.of(error)
    checkSchemaVersion(answer)
    return answer
}
