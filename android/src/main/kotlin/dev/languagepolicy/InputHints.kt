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
 * An editable field (Swift's `EditableField`): its contract, its kind, and the language it
 * declares, if any.
 *
 * ```kotlin
 * EditableField(FieldContract.CONTENT_BOUND, explicitLanguage = Locale.JAPAN)
 * EditableField(FieldContract.CONTENT_BOUND, FieldKind.TEXT, row.getString("lang"))   // a tag as stored
 * ```
 */
class EditableField private constructor(
    /** The declared language's tag, as given: a malformed one is kept (Swift's `Declared`). */
    val explicitLanguageTag: String?,
    val contract: FieldContract,
    val kind: FieldKind
) {
    @JvmOverloads
    constructor(contract: FieldContract, kind: FieldKind = FieldKind.TEXT, explicitLanguage: Locale? = null) :
        this(explicitLanguage?.toLanguageTag(), contract, kind)

    /**
     * A field whose language is a tag as the app's data states it (a database, a server): a
     * malformed one is skipped and reported ([InputLanguageHint.skippedEvidence]), never sent
     * to a keyboard.
     */
    constructor(contract: FieldContract, kind: FieldKind, explicitLanguageTag: String?) :
        this(explicitLanguageTag, contract, kind)

    /** The declared language; null when none, or when its tag is malformed. */
    val explicitLanguage: Locale? get() = explicitLanguageTag?.let(::wellFormedLocale)

    override fun equals(other: Any?) = other is EditableField && other.contract == contract && other.kind == kind &&
        other.explicitLanguageTag == explicitLanguageTag
    override fun hashCode() = (contract.hashCode() * 31 + kind.hashCode()) * 31 + (explicitLanguageTag?.hashCode() ?: 0)
    override fun toString() = "EditableField($contract, $kind, $explicitLanguageTag)"
}

/** The record being edited (Swift's `EditedRecord`): the content language it stores, if any. */
class EditedRecord private constructor(
    /** The content language's tag, as stored: a malformed one is kept, skipped and reported. */
    val contentLanguageTag: String?,
    @Suppress("UNUSED_PARAMETER") declared: Boolean
) {
    @JvmOverloads
    constructor(contentLanguage: Locale? = null) : this(contentLanguage?.toLanguageTag(), false)

    /** A record whose content language is a tag as the app's data states it. */
    constructor(contentLanguageTag: String?) : this(contentLanguageTag, true)

    /** The content language; null when none, or when its tag is malformed. */
    val contentLanguage: Locale? get() = contentLanguageTag?.let(::wellFormedLocale)

    override fun equals(other: Any?) = other is EditedRecord && other.contentLanguageTag == contentLanguageTag
    override fun hashCode() = contentLanguageTag?.hashCode() ?: 0
    override fun toString() = "EditedRecord($contentLanguageTag)"
}

/**
 * The session around the field (Swift's `InputSession`): the conversation's recent stable
 * languages, most recent first, and the interface language.
 */
class InputSession private constructor(
    /** The recent stable languages' tags, as given. */
    val recentStableLanguageTags: List<String>,
    /** The interface language's tag, as given. */
    val effectiveAppLocaleTag: String?,
    @Suppress("UNUSED_PARAMETER") declared: Boolean
) {
    @JvmOverloads
    constructor(recentStableLanguages: List<Locale> = emptyList(), effectiveAppLocale: Locale? = null) :
        this(recentStableLanguages.map(Locale::toLanguageTag), effectiveAppLocale?.toLanguageTag(), false)

    /** A session whose languages are tags as the app's data states them (a malformed one is skipped and reported). */
    constructor(recentStableLanguageTags: List<String>, effectiveAppLocaleTag: String?) :
        this(recentStableLanguageTags, effectiveAppLocaleTag, true)

    override fun equals(other: Any?) = other is InputSession &&
        other.recentStableLanguageTags == recentStableLanguageTags && other.effectiveAppLocaleTag == effectiveAppLocaleTag
    override fun hashCode() = recentStableLanguageTags.hashCode() * 31 + (effectiveAppLocaleTag?.hashCode() ?: 0)
    override fun toString() = "InputSession($recentStableLanguageTags, $effectiveAppLocaleTag)"
}

/** `tag` as a Locale when it is a well-formed BCP 47 tag, else null. */
internal fun wellFormedLocale(tag: String): Locale? = try {
    Locale.Builder().setLanguageTag(tag).build()
} catch (malformed: java.util.IllformedLocaleException) {
    null
}

/** Evidence the core skipped, and why. */
data class SkippedEvidence(val source: HintSource, val value: String, val reason: String)

/**
 * A field's expected input languages, most likely first, and the list for `setImeHintLocales`
 * (Swift's `InputLanguageHint`).
 */
data class InputLanguageHint(
    val tags: List<Locale>,
    val source: HintSource,
    /** For `TextView.setImeHintLocales` / `KeyboardOptions(hintLocales)`; null clears the hint. */
    val androidHintLocales: List<Locale>?,
    val skippedEvidence: List<SkippedEvidence>
) {
    internal companion object {
        fun of(json: JsonObject) = InputLanguageHint(
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
    val contentLanguage: Locale?,
    val activeLanguage: Locale?
) {
    internal companion object {
        fun of(json: JsonObject) = InputModeAdvice(
            json.bool("offerHelp"), wireValue(json.string("advice"), InputAdvice::wireName),
            json.optionalString("contentLanguage")?.let(::locale), json.optionalString("activeLanguage")?.let(::locale)
        )
    }
}

/**
 * A tag's canonical, maximal and minimal forms and subtags, as text: a report on the text of a
 * tag (which [InputLanguage.canonicalize] takes as text, since it may be malformed), not a locale.
 */
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
 * The core's keyboard-language calls: a field's hint, input-mode advice, a conversation's
 * languages, a screen's hint lifecycle, and tag canonicalization.
 *
 * ```kotlin
 * val input = InputLanguage()
 * val hint = input.hint(EditableField(FieldContract.CONTENT_BOUND), EditedRecord(Locale.JAPAN))
 * hint.androidHintLocales   // [ja_JP]
 * ```
 *
 * When the core is unavailable (its native library did not load), [hint] is no hint and a
 * [hintLifecycle]'s events give no action (the keyboard keeps its own language); [modeAdvice],
 * [canonicalize] and a [conversation]'s `record`, which ask the core a question, throw
 * [LanguagePolicyException.Unavailable].
 */
class InputLanguage @JvmOverloads constructor(private val bridge: NativeBridge = JniBridge) {
    /**
     * The expected input languages of `field` in `record`, during `session`. When the core is
     * unavailable (its native library did not load): no hint (no tags, no Android hint list,
     * [HintSource.NO_ADMISSIBLE_EVIDENCE]), so the keyboard keeps its own language.
     */
    @JvmOverloads
    fun hint(
        field: EditableField,
        record: EditedRecord = EditedRecord(),
        session: InputSession = InputSession()
    ): InputLanguageHint {
        val request = jsonObject(
            "field" to jsonObject(
                "contract" to json(field.contract.wireName), "kind" to json(field.kind.wireName),
                "explicitLanguage" to field.explicitLanguageTag?.let(::json)
            ),
            "record" to jsonObject("contentLanguage" to record.contentLanguageTag?.let(::json)),
            "session" to jsonObject(
                "recentStableLanguages" to json(session.recentStableLanguageTags),
                "effectiveAppLocale" to session.effectiveAppLocaleTag?.let(::json)
            )
        )
        return try {
            InputLanguageHint.of(exchange(bridge::resolveInputHint, request))
        } catch (unavailable: LanguagePolicyException.Unavailable) {
            InputLanguageHint(emptyList(), HintSource.NO_ADMISSIBLE_EVIDENCE, null, emptyList())
        }
    }

    /**
     * Whether to offer input help: `contentLanguage` is the content's language (null: none
     * expected), `activePrimaryLanguage` the active input mode's language (null: unknown).
     */
    @JvmOverloads
    fun modeAdvice(
        contentLanguage: Locale?,
        activePrimaryLanguage: Locale?,
        hardwareKeyboardAttached: Boolean = false
    ): InputModeAdvice =
        modeAdvice(contentLanguage?.toLanguageTag(), activePrimaryLanguage?.toLanguageTag(), hardwareKeyboardAttached)

    /**
     * Whether to offer input help, with the languages as tags as the app's data and the input
     * method state them (`InputMethodSubtype.getLanguageTag()`; a malformed one counts as unknown).
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

    /** A new conversation's language tracker: record its committed messages, give its session to [hint]. */
    fun conversation(): ConversationLanguage = ConversationLanguage(bridge)

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
