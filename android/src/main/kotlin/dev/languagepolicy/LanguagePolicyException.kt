package dev.languagepolicy

/**
 * What the core answers instead of a result: one subclass per error kind of the bridge, with
 * its message and the JSON path of the bad value in the request (null when there is none).
 *
 * ```kotlin
 * try {
 *     appLanguage.choose(Locale.forLanguageTag("tlh"))
 * } catch (error: LanguagePolicyException.UnsupportedLocale) {
 *     showError(error.message)
 * }
 * ```
 */
sealed class LanguagePolicyException(message: String, val path: String?) : RuntimeException(message) {
    /** The request is not JSON, or not text. */
    class InvalidJson(message: String, path: String?) : LanguagePolicyException(message, path)

    /** The request is JSON but not of the expected shape (the path says where). */
    class InvalidRequest(message: String, path: String?) : LanguagePolicyException(message, path)

    /** A value that must be a language tag is not one. */
    class MalformedTag(message: String, path: String?) : LanguagePolicyException(message, path)

    /** The policy is invalid (the message lists every problem). */
    class InvalidPolicy(message: String, path: String?) : LanguagePolicyException(message, path)

    /** The policy named by id is not loaded in this process: load it again. */
    class PolicyNotLoaded(message: String, path: String?) : LanguagePolicyException(message, path)

    /** The locale picked is not one of the policy's supported locales. */
    class UnsupportedLocale(message: String, path: String?) : LanguagePolicyException(message, path)

    /** The core met an error it has no kind for: a defect of the package, never of the request. */
    class InternalError(message: String, path: String?) : LanguagePolicyException(message, path)

    /**
     * The core cannot answer: its native library did not load on this device, or lacks the call
     * ([reason], also the cause). The library's own answer, not the core's: [LanguagePolicy]'s
     * calls throw it, [AppLanguage] and the keyboard hints never do (they step aside).
     */
    class Unavailable(val reason: Throwable) :
        LanguagePolicyException("the language core is unavailable: $reason", null) {
        init {
            initCause(reason)
        }
    }

    internal companion object {
        /** The exception of a bridge error object (`kind`, `message`, `path`). */
        fun of(error: JsonObject): LanguagePolicyException {
            val message = error.string("message")
            val path = error.optionalString("path")
            return when (val kind = error.string("kind")) {
                "invalid_json" -> InvalidJson(message, path)
                "invalid_request" -> InvalidRequest(message, path)
                "malformed_tag" -> MalformedTag(message, path)
                "invalid_policy" -> InvalidPolicy(message, path)
                "policy_not_loaded" -> PolicyNotLoaded(message, path)
                "unsupported_locale" -> UnsupportedLocale(message, path)
                "internal_error" -> InternalError(message, path)
                else -> throw MalformedAnswer("an error of unknown kind $kind: $error")
            }
        }
    }
}
