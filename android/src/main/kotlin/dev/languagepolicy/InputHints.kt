package dev.languagepolicy

import java.util.Locale

/** Which evidence may name an editable field's language. */
enum class FieldContract(internal val wireName: String) {
    /** The value's language belongs to the content: a catalog title, a translation variant. */
    CONTENT_BOUND("content_bound"),
    /** A composer in a conversation: its recent stable languages may speak. */
    CONVERSATION_INFORMED("conversation_informed"),
    /** The field follows the app's interface language. */
    INTERFACE_BOUND("interface_bound"),
    /** No language applies (emails, URLs, codes): never a hint. */
    LANGUAGE_NEUTRAL("language_neutral")
}

/** What a field holds; only [TEXT] fields get a language hint. */
enum class FieldKind(internal val wireName: String) {
    TEXT("text"), NUMBER("number"), DATE("date"), PHONE("phone"), PASSWORD("password"), EMAIL("email"), URL("url")
}

/** Where a hint came from. */
enum class HintSource(internal val wireName: String) {
    EXPLICIT("explicit"), RECORD("record"), CONVERSATION("conversation"), INTERFACE("interface"),
    NO_ADMISSIBLE_EVIDENCE("no_admissible_evidence")
}

/**
 * An editable field. Languages are tags as the app's data states them: a malformed one is
 * skipped and reported ([InputHint.skippedEvidence]), never sent to a keyboard.
 */
data class InputField(
    val contract: FieldContract,
    val kind: FieldKind = FieldKind.TEXT,
    val explicitLanguage: String? = null
)

/** The record being edited: the content language it stores, if any. */
data class EditedRecord(val contentLanguage: String? = null)

/**
 * The session around the field: the conversation's recent stable languages, most recent first,
 * and the interface language.
 */
data class InputSession(val recentStableLanguages: List<String> = emptyList(), val effectiveAppLocale: String? = null)

/** Evidence the core skipped, and why. */
data class SkippedEvidence(val source: HintSource, val value: String, val reason: String)

/** A field's expected input languages, most likely first, and the list for `setImeHintLocales`. */
data class InputHint(
    val tags: List<Locale>,
    val source: HintSource,
    /** For `TextView.setImeHintLocales` / `KeyboardOptions(hintLocales)`; null clears the hint. */
    val androidHintLocales: List<Locale>?,
    val skippedEvidence: List<SkippedEvidence>
) {
    internal companion object {
        fun of(json: JsonObject) = InputHint(
            tags = json.strings("tags").map(::locale),
            source = wireValue(json.string("source"), HintSource::wireName),
            androidHintLocales = json.optionalStrings("androidHintLocales")?.map(::locale),
            skippedEvidence = json.array("skippedEvidence").map { item ->
                val evidence = item.asObject()
                SkippedEvidence(
                    wireValue(evidence.string("source"), HintSource::wireName), evidence.string("value"),
                    evidence.string("reason")
                )
            }
        )
    }
}

/** Advice on the active input mode. */
enum class InputAdvice(internal val wireName: String) {
    OFFER_HELP("offer_help"), NO_EXPECTED_LANGUAGE("no_expected_language"), INPUT_MODE_UNKNOWN("input_mode_unknown"),
    HARDWARE_KEYBOARD_ATTACHED("hardware_keyboard_attached"), ACTIVE_MODE_MATCHES("active_mode_matches")
}

/** Whether to offer input help for the active keyboard, and why. */
data class InputModeAdvice(
    val offerHelp: Boolean,
    val advice: InputAdvice,
    val contentLanguage: String?,
    val activeLanguage: String?
) {
    internal companion object {
        fun of(json: JsonObject) = InputModeAdvice(
            json.bool("offerHelp"), wireValue(json.string("advice"), InputAdvice::wireName),
            json.optionalString("contentLanguage"), json.optionalString("activeLanguage")
        )
    }
}

/** A tag's canonical, maximal and minimal forms and subtags, as text. */
data class TagReport(
    val input: String,
    val canonical: String,
    val maximal: String?,
    val minimal: String?,
    val language: String,
    val script: String?,
    val region: String?
) {
    internal companion object {
        fun of(json: JsonObject) = TagReport(
            json.string("input"), json.string("canonical"), json.optionalString("maximal"),
            json.optionalString("minimal"),
            json.string("language"), json.optionalString("script"), json.optionalString("region")
        )
    }
}

/**
 * The core's keyboard-language calls: a field's hint, input-mode advice, a screen's hint
 * lifecycle, and tag canonicalization.
 *
 * ```kotlin
 * val input = InputLanguage()
 * val hint = input.hint(InputField(FieldContract.CONTENT_BOUND), EditedRecord(contentLanguage = "ja-JP"))
 * hint.androidHintLocales   // [ja_JP]
 * ```
 */
class InputLanguage @JvmOverloads constructor(private val bridge: NativeBridge = JniBridge) {
    /** The expected input languages of `field` in `record`, during `session`. */
    @JvmOverloads
    fun hint(
        field: InputField,
        record: EditedRecord = EditedRecord(),
        session: InputSession = InputSession()
    ): InputHint {
        val request = jsonObject(
            "field" to jsonObject(
                "contract" to json(field.contract.wireName), "kind" to json(field.kind.wireName),
                "explicitLanguage" to field.explicitLanguage?.let(::json)
            ),
            "record" to jsonObject("contentLanguage" to record.contentLanguage?.let(::json)),
            "session" to jsonObject(
                "recentStableLanguages" to json(session.recentStableLanguages),
                "effectiveAppLocale" to session.effectiveAppLocale?.let(::json)
            )
        )
        return InputHint.of(exchange(bridge::resolveInputHint, request))
    }

    /**
     * Whether to offer input help: `contentLanguage` is the content's tag (null: none expected),
     * `activePrimaryLanguage` the active input mode's language (null: unknown).
     */
    @JvmOverloads
    fun modeAdvice(
        contentLanguage: String?,
        activePrimaryLanguage: String?,
        hardwareKeyboardAttached: Boolean = false
    ): InputModeAdvice {
        val request = jsonObject(
            "contentLanguage" to contentLanguage?.let(::json),
            "activePrimaryLanguage" to activePrimaryLanguage?.let(::json),
            "hardwareKeyboardAttached" to json(hardwareKeyboardAttached)
        )
        return InputModeAdvice.of(exchange(bridge::inputModeAdvice, request))
    }

    /** A new screen's hint lifecycle, for its editing `scope` (a record, a conversation). */
    fun hintLifecycle(scope: String): HintLifecycle = HintLifecycle(bridge, jsonObject("scope" to json(scope)))

    /**
     * `tag`'s forms.
     *
     * @throws LanguagePolicyException.MalformedTag when `tag` is not a language tag.
     */
    fun canonicalize(tag: String): TagReport {
        val report = exchange(bridge::canonicalizeTag, jsonObject("tag" to json(tag)))
        report.optionalString("error")?.let { throw LanguagePolicyException.MalformedTag(it, "$.tag") }
        return TagReport.of(report)
    }
}
