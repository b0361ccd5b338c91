package dev.languagepolicy

import java.io.File
import java.util.Base64

/**
 * The JNI parity run through the typed API: every call the Swift side exported (with the
 * answer the Swift API gave) is read into typed inputs and made through the Kotlin API over JNI.
 * A call passes when the core's answer to the Kotlin API's request is the exported answer, byte
 * for byte, and the typed result carries every member of it (an error, as the exception of its
 * kind with its message and path). Requests the typed API cannot express (malformed documents,
 * values of the wrong type: the JNI run covers those) are counted apart.
 */
internal class ParityRun(private val run: TestRun) {
    private val bridge = RecordingBridge()
    private val policies = HashMap<String, LanguagePolicy>()
    private val anyPolicy by lazy { LanguagePolicy.load(Policies.EXAMPLE, bridge) }
    val replayed = HashMap<String, Int>()
    val notExpressible = HashMap<String, Int>()
    var errors = 0
        private set

    fun replay(file: String) {
        val decoder = Base64.getDecoder()
        for (line in File(file).readLines()) {
            val fields = line.split('\t')
            val (function, name, request, expected) = listOf(fields[0]) + fields.drop(1).map { String(decoder.decode(it), Charsets.UTF_8) }
            val reader = try {
                RequestReader(JsonReader.parse(request) as? JsonObject ?: throw NotExpressible("not an object"))
            } catch (error: Exception) {
                if (error !is NotExpressible && error !is JsonReader.SyntaxError) throw error
                notExpressible[function] = (notExpressible[function] ?: 0) + 1
                continue
            }
            replayOne(function, "$function $name", reader, expected)
        }
        checkMinimums()
    }

    /** Every call of the bridge's list replayed at least its minimum of times, and the run its minimum in all
     * ([BridgeCallList], from Sources/LanguagePolicyBridge/BridgeCalls.json): an empty or thin case file fails. */
    private fun checkMinimums() {
        println(
            "android-kotlin: parity minimums: ${BridgeCallList.MINIMUM_REPLAYED_PER_CALL} replayed per call, " +
                "${BridgeCallList.MINIMUM_REPLAYED} in all"
        )
        run.test("parity", "minimum case counts") {
            for (function in BridgeCallList.names) {
                val count = replayed[function] ?: 0
                run.expect(count >= BridgeCallList.MINIMUM_REPLAYED_PER_CALL) {
                    "$function: $count replayed through the typed API, fewer than ${BridgeCallList.MINIMUM_REPLAYED_PER_CALL}"
                }
            }
            val total = replayed.values.sum()
            run.expect(total >= BridgeCallList.MINIMUM_REPLAYED) {
                "$total replayed through the typed API, fewer than ${BridgeCallList.MINIMUM_REPLAYED}"
            }
        }
    }

    private fun replayOne(function: String, name: String, reader: RequestReader, expected: String) {
        val call: () -> Unit = try {
            typedCall(function, reader).also { reader.finish() }
        } catch (unexpressible: NotExpressible) {
            notExpressible[function] = (notExpressible[function] ?: 0) + 1
            return
        }
        replayed[function] = (replayed[function] ?: 0) + 1
        run.test("parity $function", name) {
            val thrown = try {
                call()
                null
            } catch (error: LanguagePolicyException) {
                error
            }
            run.expectEqual(bridge.lastAnswer, expected, "the core's answer to the Kotlin API")
            val answer = JsonReader.parse(expected).asObject()
            when (val error = answer.members["error"]) {
                is JsonObject -> {
                    errors++
                    run.expectEqual(thrown?.javaClass, LanguagePolicyException.of(error).javaClass, "exception")
                    run.expectEqual(thrown?.message, error.string("message"), "message")
                    run.expectEqual(thrown?.path, error.optionalString("path"), "path")
                }
                is JsonString -> {
                    // A malformed tag's report: the exception carries the message (`input` is the caller's own tag).
                    errors++
                    run.expect(thrown is LanguagePolicyException.MalformedTag) { "a malformed tag, got $thrown" }
                    run.expectEqual(thrown?.message, error.value, "message")
                }
                else -> {
                    run.expect(thrown == null) { "threw $thrown" }
                    checkSchemaVersion(answer) // as exchange() does
                    decoders.getValue(function)(answer)
                    run.expectEqual(unread(answer), emptyList<String>(), "members the typed result leaves out")
                }
            }
        }
    }

    /** The typed call a request stands for. */
    private fun typedCall(function: String, request: RequestReader): () -> Unit {
        val input = InputLanguage(bridge)
        return when (function) {
            "loadPolicy" -> {
                val document = JsonWriter.write(request.value("policy") ?: throw NotExpressible("no policy"))
                call { LanguagePolicy.load(document, bridge).also { policies[it.policyId] = it } }
            }
            "resolveAppLanguage" -> {
                val policy = policy(request)
                val platform = request.platform()
                val saved = request.obj("savedUserChoice")?.let { RequestReader.typed { AppLanguageRecord(it) } }
                call { policy.resolve(platform, saved) }
            }
            "launchAppLanguage" -> {
                val policy = policy(request)
                val platform = request.platform()
                val stored = request.value("state")?.let(JsonWriter::write)
                val at = request.at()
                call { policy.launch(stored, platform, at) }
            }
            "chooseAppLanguage" -> stateOperation(request) { policy, state, platform, at ->
                val locale = request.locale(request.requiredString("locale"))
                call { policy.choose(locale, state, platform, at) }
            }
            "useDeviceLanguage" -> stateOperation(request) { policy, state, platform, at ->
                call { policy.useDeviceLanguage(state, platform, at) }
            }
            "restoreAppLanguage" -> stateOperation(request) { policy, state, platform, at ->
                val payload = payload(request)
                call { policy.restore(payload, state, platform, at) }
            }
            "syncAppLanguage" -> stateOperation(request) { policy, state, platform, at ->
                val payload = payload(request)
                call { policy.sync(payload, state, platform, at) }
            }
            "syncPayload" -> {
                val state = request.state()
                call { anyPolicy.syncPayload(state) }
            }
            "languageSelector" -> {
                val policy = policy(request)
                val platform = request.platform()
                val state = request.state()
                val names = request.obj("names")?.members?.map { (tag, value) ->
                    val name = RequestReader(value as? JsonObject ?: throw NotExpressible("names of $tag"))
                    request.locale(tag) to LanguageName(name.string("endonym"), name.string("localized")).also { name.finish() }
                }?.toMap() ?: throw NotExpressible("no names")
                call { policy.selector(platform, state, names) }
            }
            "androidLocalePlan" -> {
                val policy = policy(request)
                val platform = request.platform()
                if (request.obj("savedUserChoice") != null) throw NotExpressible("a saved choice outside a state")
                val state = request.state()
                val folders = if (request.has("folders")) request.strings("folders") else null
                val resources = AppResources(folders, request.string("defaultLanguage")?.let(request::locale))
                call { policy.localePlan(platform, state, resources) }
            }
            "androidLaunch" -> {
                val policy = policy(request)
                val platform = request.platform()
                val stored = request.value("state")?.let(JsonWriter::write)
                val at = request.at()
                val folders = if (request.has("folders")) request.strings("folders") else null
                val resources = AppResources(folders, request.string("defaultLanguage")?.let(request::locale))
                val installed = request.locales(request.value("installedLanguages"))
                val formatting = request.string("formatting")?.let(request::locale)
                val adopts = request.bool("adoptPerAppSetting") ?: false
                val writes = request.bool("writesPerAppSetting") ?: false
                call { policy.androidLaunch(stored, platform, at, resources, installed, formatting, adopts, writes) }
            }
            "migrateLegacyChoice" -> {
                val legacy = request.string("legacyChoice")
                val state = request.state()
                val written = request.bool("written") ?: false
                call { anyPolicy.migrateLegacyChoice(legacy, state, written) }
            }
            "resolveInputHint" -> {
                val field = RequestReader(request.obj("field") ?: throw NotExpressible("no field"))
                val contract = enumOf(field.requiredString("contract"), FieldContract::wireName)
                val kind = field.string("kind")?.let { enumOf(it, FieldKind::wireName) } ?: FieldKind.TEXT
                val typedField = EditableField(contract, kind, field.string("explicitLanguage")).also { field.finish() }
                val record = request.obj("record")?.let { RequestReader(it) }
                val typedRecord = EditedRecord(record?.string("contentLanguage")).also { record?.finish() }
                val session = request.obj("session")?.let { RequestReader(it) }
                val typedSession = InputSession(session?.strings("recentStableLanguages") ?: emptyList(), session?.string("effectiveAppLocale"))
                session?.finish()
                call { input.hint(typedField, typedRecord, typedSession) }
            }
            "inputModeAdvice" -> {
                val content = request.string("contentLanguage")
                val active = request.string("activePrimaryLanguage")
                val hardware = request.bool("hardwareKeyboardAttached") ?: false
                call { input.modeAdvice(content, active, hardware) }
            }
            "androidHintLifecycle" -> {
                val state = request.obj("state") ?: throw NotExpressible("no state")
                val event = hintEvent(request, RequestReader(request.obj("event") ?: throw NotExpressible("no event")))
                call { HintLifecycle(bridge, state).handle(event) }
            }
            "trackConversationLanguage" -> {
                val state = request.obj("state")
                val message = RequestReader(request.obj("message") ?: throw NotExpressible("no message"))
                val typed = CommittedMessage(message.requiredString("text"), message.string("declaredLanguage"))
                message.finish()
                call {
                    val conversation = ConversationLanguage(bridge, state)
                    val evidence = conversation.record(typed)
                    val answer = JsonReader.parse(bridge.lastAnswer ?: "{}").asObject()
                    run.expectEqual(conversation.recentStableLanguageTags, answer.strings("languages"), "the languages")
                    run.expectEqual(
                        evidence.language?.toLanguageTag(), answer.obj("evidence").optionalString("language"),
                        "the evidence's language, as a Locale"
                    )
                }
            }
            "canonicalizeTag" -> {
                val tag = request.requiredString("tag")
                call { input.canonicalize(tag) }
            }
            else -> throw IllegalArgumentException("unknown function $function")
        }
    }

    /** A typed call, made when the test runs. */
    private fun call(body: () -> Unit): () -> Unit = body

    private fun policy(request: RequestReader): LanguagePolicy {
        request.string("policyId")?.let { id -> return policies[id] ?: throw NotExpressible("policy $id not loaded here") }
        val document = JsonWriter.write(request.value("policy") ?: throw NotExpressible("no policy"))
        return try {
            LanguagePolicy.load(document, bridge)
        } catch (invalid: LanguagePolicyException) {
            throw NotExpressible("the policy does not load: ${invalid.message}") // loadPolicy's cases cover it
        }
    }

    private fun stateOperation(
        request: RequestReader,
        body: (LanguagePolicy, AppLanguageState, PlatformLanguages, Long?) -> () -> Unit
    ): () -> Unit = body(policy(request), request.state(), request.platform(), request.at())

    private fun payload(request: RequestReader): SyncPayload =
        RequestReader.typed { SyncPayload(request.obj("payload") ?: throw NotExpressible("no payload")) }

    private fun hintEvent(request: RequestReader, event: RequestReader): HintEvent {
        val typed = when (event.requiredString("event")) {
            "hint_resolved" -> HintEvent.HintResolved(
                event.requiredString("editor"), request.locales(event.value("locales")), event.bool("requestedByUser") ?: false
            )
            "focus_will_move" -> HintEvent.FocusWillMove(event.string("toEditor"))
            "composition_changed" -> HintEvent.CompositionChanged(event.bool("isComposing") ?: throw NotExpressible("no isComposing"))
            "user_selected" -> {
                val mode = RequestReader(event.obj("mode") ?: throw NotExpressible("no mode"))
                HintEvent.UserSelected(mode.string("primaryLanguage"), mode.bool("hardwareKeyboardAttached") ?: false).also { mode.finish() }
            }
            "enter_scope" -> HintEvent.EnterScope(
                event.requiredString("scope"),
                event.obj("hints")?.members?.mapValues { (_, locales) -> request.locales(locales) } ?: emptyMap()
            )
            else -> throw NotExpressible("an unknown event")
        }
        event.finish()
        return typed
    }

    private inline fun <reified E : Enum<E>> enumOf(name: String, wireName: (E) -> String): E =
        enumValues<E>().firstOrNull { wireName(it) == name } ?: throw NotExpressible("$name is no ${E::class.java.simpleName}")

    private companion object {
        /** How the typed API reads each answer. */
        val decoders: Map<String, (JsonObject) -> Unit> = mapOf(
            "loadPolicy" to { answer -> answer.string("policyId"); answer.long("policyVersion") },
            "resolveAppLanguage" to { answer -> AppLanguageDecision.of(answer) },
            "launchAppLanguage" to { answer -> Launch.of(answer) },
            "chooseAppLanguage" to { answer -> StateChange.of(answer) },
            "useDeviceLanguage" to { answer -> StateChange.of(answer) },
            "restoreAppLanguage" to { answer -> StateChange.of(answer) },
            "syncAppLanguage" to { answer -> StateChange.of(answer) },
            "syncPayload" to { answer -> SyncPayload(answer) },
            "languageSelector" to { answer -> LanguageSelector.of(answer) },
            "androidLocalePlan" to { answer -> AndroidLocalePlan.of(answer) },
            "androidLaunch" to { answer -> AndroidLaunch.of(answer) },
            "migrateLegacyChoice" to { answer -> Migration.of(answer) },
            "resolveInputHint" to { answer -> InputLanguageHint.of(answer) },
            "inputModeAdvice" to { answer -> InputModeAdvice.of(answer) },
            "androidHintLifecycle" to { answer -> answer.obj("state").markRead(); answer.array("actions").forEach { EditorAction.of(it.asObject()) } },
            "canonicalizeTag" to { answer -> TagReport.of(answer) },
            "trackConversationLanguage" to { answer ->
                MessageEvidence.of(answer.obj("evidence")); answer.strings("languages"); answer.obj("state").markRead()
            }
        )

        /** The members of `value` no typed reader asked for. */
        fun unread(value: JsonValue, path: String = "$"): List<String> = when (value) {
            is JsonObject -> value.members.flatMap { (key, member) ->
                if (key in value.readKeys) unread(member, "$path.$key") else listOf("$path.$key")
            }
            is JsonArray -> value.items.withIndex().flatMap { (index, item) -> unread(item, "$path[$index]") }
            else -> emptyList()
        }
    }
}
