package dev.languagepolicy

import java.util.Locale

// The field contract, kind and hint source, the hint, the input-mode advice and the tag report,
// and the hint request's members, are generated from their declarations (Schemas/Documents/
// input-hint.json, input-mode-advice.json, tag-report.json: generated/); the typed inputs below
// keep a tag as the app's data states it.

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
        val request = InputHintRequest(
            FieldRequest(field.contract, field.kind, field.explicitLanguageTag),
            RecordRequest(record.contentLanguageTag),
            SessionRequest(session.recentStableLanguageTags, session.effectiveAppLocaleTag)
        )
        return try {
            InputLanguageHint.of(exchange(bridge::resolveInputHint, request.toJson()))
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
