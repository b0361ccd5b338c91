package dev.languagepolicy

import java.util.Locale

/** The typed API over the JNI library: every app-language capability. */
fun policyTests(run: TestRun) {
    val group = "typed API"
    val policy = LanguagePolicy.load(Policies.EXAMPLE)
    val canada = PlatformLanguages(emptyList(), listOf(Locale.CANADA_FRENCH, Locale.CANADA, Locale("es")))
    run.test(group, "loading names the policy by a content-derived id") {
        run.expect(policy.policyId.matches(Regex("policy-[0-9a-f]{16}"))) { policy.policyId }
        run.expectEqual(policy.policyVersion, 3L, "version")
        run.expectEqual(LanguagePolicy.load(Policies.EXAMPLE).policyId, policy.policyId, "same content, same id")
    }
    run.test(group, "an invalid policy lists its problems; a policy that is no JSON says so") {
        val error = run.expectThrows<LanguagePolicyException.InvalidPolicy> {
            LanguagePolicy.load("""{"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}""")
        }
        run.expect(error?.message?.contains("fr") == true) { "the message names the default: ${error?.message}" }
        run.expectThrows<LanguagePolicyException.InvalidJson> { LanguagePolicy.load("{") }
    }
    run.test(group, "a decision: every field typed") {
        val decision = policy.resolve(canada)
        run.expectEqual(decision.effectiveLocale, Locale.FRENCH, "effective")
        run.expectEqual(decision.source, SelectionSource.DEVICE_PREFERENCE, "source")
        run.expectEqual(decision.requestedLocale, Locale.CANADA_FRENCH, "requested")
        run.expectEqual(decision.match, MatchStep.LANGUAGE_AND_SCRIPT, "match")
        run.expectEqual(decision.policyVersion, 3L, "version")
        run.expect(!decision.needsConfirmation && decision.confirmation == null) { "no confirmation" }
        val hongKong = policy.resolve(PlatformLanguages(listOf(Locale.forLanguageTag("zh-HK")), emptyList()))
        run.expectEqual(hongKong.effectiveLocale.toLanguageTag(), "zh-Hant", "zh-HK")
        run.expectEqual(hongKong.source, SelectionSource.SYSTEM_APP_PREFERENCE, "per-app source")
    }
    run.test(group, "launch records the automatic result apart from the choice") {
        val launch = policy.launch(null, canada, Policies.MARCH_FIRST)
        val state = launch.state!!
        run.expect(state.userChoice == null) { "no choice" }
        run.expectEqual(state.lastAutomatic?.effectiveLocale, Locale.FRENCH, "automatic")
        run.expectEqual(state.lastAutomatic?.source, SelectionSource.DEVICE_PREFERENCE, "automatic source")
        run.expectEqual(state.lastAutomatic?.chosenAt, "2026-03-01T10:00:00Z", "time")
        run.expect(!launch.policyChanged && launch.stateProblem == null) { "nothing to report" }
    }
    run.test(group, "a stored state that cannot be read is reported, never a failure") {
        val corrupt = policy.launch("{\"schemaVersion\": 1, \"userChoice\": 3}", canada)
        run.expectEqual(corrupt.stateProblem?.kind, StateProblemKind.CORRUPT, "corrupt")
        run.expect(corrupt.state == null) { "no state to store" }
        run.expectEqual(policy.launch("not json", canada).stateProblem?.kind, StateProblemKind.CORRUPT, "not JSON")
        run.expectEqual(policy.launch("{\"schemaVersion\": 9}", canada).stateProblem?.kind, StateProblemKind.NEWER_SCHEMA, "newer")
    }
    run.test(group, "choose, use the device language, back up, restore and sync") {
        val launched = policy.launch(null, canada, Policies.MARCH_FIRST).state!!
        val chosen = policy.choose(Locale("es"), launched, canada, Policies.MARCH_FIRST + 60_000)
        run.expectEqual(chosen.decision.source, SelectionSource.SAVED_USER_CHOICE, "chosen source")
        run.expectEqual(chosen.state.userChoice?.effectiveLocale, Locale("es"), "chosen")
        val unsupported = run.expectThrows<LanguagePolicyException.UnsupportedLocale> {
            policy.choose(Locale("tlh"), launched, canada)
        }
        run.expectEqual(unsupported?.path, "$.locale", "path")
        val cleared = policy.useDeviceLanguage(chosen.state, canada, Policies.MARCH_FIRST + 120_000)
        run.expect(cleared.state.userChoice == null) { "cleared" }
        run.expectEqual(cleared.state.userChoiceClearedAt, "2026-03-01T10:02:00Z", "cleared at")
        run.expectEqual(cleared.decision.effectiveLocale, Locale.FRENCH, "back to the device")
        val payload = policy.syncPayload(chosen.state)
        run.expectEqual(SyncPayload.decode(payload.encoded), payload, "payload text round trip")
        run.expectEqual(payload.userChoice?.effectiveLocale, Locale("es"), "payload choice")
        run.expectEqual(policy.restore(payload, AppLanguageState.EMPTY, canada).decision.effectiveLocale, Locale("es"), "restored")
        run.expect(policy.sync(payload, cleared.state, canada).state.userChoice == null) { "a later clearing wins" }
        run.expectThrows<LanguagePolicyException.InvalidJson> { SyncPayload.decode("[") }
    }
    run.test(group, "the selector: names from Locale.getDisplayName, sorted by the core, the current marked") {
        val state = policy.choose(Locale.FRENCH, AppLanguageState.EMPTY, canada).state
        val selector = policy.selector(canada, state)
        run.expectEqual(selector.interfaceLanguage, Locale.FRENCH, "interface")
        run.expectEqual(selector.current?.locale, Locale.FRENCH, "current")
        run.expectEqual(selector.current?.endonym, Locale.FRENCH.getDisplayName(Locale.FRENCH), "endonym")
        val spanish = selector.options.first { it.locale == Locale("es") }
        run.expectEqual(spanish.localizedName, Locale("es").getDisplayName(Locale.FRENCH), "localized in French")
        val endonyms = selector.options.map { it.endonym.toLowerCase(Locale.ROOT) }
        run.expectEqual(endonyms, endonyms.sorted(), "sorted by endonym")
        val named = policy.selector(canada, state, mapOf(Locale("es") to LanguageName("Español", null)))
        run.expectEqual(named.options.first { it.locale == Locale("es") }.endonym, "Español", "the app's own name")
        run.expectEqual(named.options.first { it.locale == Locale("en") }.endonym, "en", "no name: the tag")
    }
    run.test(group, "the locale plan: an automatic decision to the context, a choice to the per-app setting") {
        val withoutAlias = LanguagePolicy.load(Policies.WITHOUT_ALIAS)
        val australia = PlatformLanguages(emptyList(), listOf(Locale.forLanguageTag("en-AU")))
        val automatic = withoutAlias.localePlan(australia, AppLanguageState.EMPTY)
        run.expectEqual(automatic.action, LocaleAction.ContextLocale(Locale.ENGLISH), "action")
        run.expectEqual(automatic.android.folder, "en-rGB", "Android's folder")
        run.expectEqual(automatic.android.folderLocale, Locale.UK, "its locale")
        run.expect(!automatic.android.agrees && automatic.applied.agrees) { "applied agrees" }
        run.expect(automatic.android.explanation.contains("values-en-rGB")) { automatic.android.explanation }
        val chosen = withoutAlias.choose(Locale.FRENCH, AppLanguageState.EMPTY, australia).state
        run.expectEqual(withoutAlias.localePlan(australia, chosen).action, LocaleAction.PerAppSetting(Locale.FRENCH), "choice")
        val folders = AppResources(listOf("", "fr"), Locale.ENGLISH)
        val missing = withoutAlias.localePlan(PlatformLanguages(emptyList(), listOf(Locale.forLanguageTag("pt-BR"))), AppLanguageState.EMPTY, folders)
        run.expect(!missing.applied.agrees) { "no folder serves pt-BR" }
        run.expectThrows<LanguagePolicyException.InvalidRequest> {
            withoutAlias.localePlan(australia, AppLanguageState.EMPTY, AppResources(listOf("night"), null))
        }
    }
    run.test(group, "the legacy migration: write, confirm, never again") {
        val first = policy.migrateLegacyChoice("pt_BR", AppLanguageState.EMPTY)
        run.expectEqual(first.outcome, MigrationOutcome.WRITE_TO_PLATFORM, "outcome")
        run.expectEqual(first.platformLocale?.toLanguageTag(), "pt-BR", "locale")
        val confirmed = policy.migrateLegacyChoice("pt_BR", first.state, written = true)
        run.expect(confirmed.state.completedMigrations.isNotEmpty()) { "recorded" }
        run.expectEqual(policy.migrateLegacyChoice("pt_BR", confirmed.state).outcome, MigrationOutcome.ALREADY_MIGRATED, "again")
        run.expectEqual(policy.migrateLegacyChoice("english!", AppLanguageState.EMPTY).outcome, MigrationOutcome.MALFORMED_LEGACY_CHOICE, "bad")
    }
    run.test(group, "input hints, advice and tags") {
        val input = InputLanguage()
        val hint = input.hint(EditableField(FieldContract.CONTENT_BOUND), EditedRecord(Locale.JAPAN))
        run.expectEqual(hint.androidHintLocales, listOf(Locale.JAPAN), "hint list")
        run.expectEqual(hint.source, HintSource.RECORD, "source")
        val neutral = input.hint(EditableField(FieldContract.LANGUAGE_NEUTRAL), EditedRecord(Locale.JAPAN))
        run.expect(neutral.androidHintLocales == null && neutral.tags.isEmpty()) { "no hint: $neutral" }
        val skipped = input.hint(EditableField(FieldContract.CONTENT_BOUND, FieldKind.TEXT, "ja--JP"), EditedRecord(Locale.GERMAN))
        run.expectEqual(skipped.skippedEvidence.map { it.source }, listOf(HintSource.EXPLICIT), "malformed skipped")
        run.expectEqual(skipped.tags, listOf(Locale.GERMAN), "then the record")
        val advice = input.modeAdvice(Locale.JAPANESE, Locale.US)
        run.expect(advice.offerHelp && advice.advice == InputAdvice.OFFER_HELP) { "$advice" }
        run.expectEqual(advice.contentLanguage, Locale.JAPANESE, "Locale out")
        val session = InputSession(listOf(Locale.KOREAN), Locale.FRENCH)
        run.expectEqual(input.hint(EditableField(FieldContract.CONVERSATION_INFORMED), session = session).tags, listOf(Locale.KOREAN), "Locale in")
        run.expectEqual(EditableField(FieldContract.CONTENT_BOUND, FieldKind.TEXT, "ja--JP").explicitLanguage, null, "a malformed tag is no Locale")
        run.expectThrows<LanguagePolicyException.MalformedTag> { input.modeAdvice("ja--JP", "en" as String?) }
        run.expectEqual(input.canonicalize("zh_hant_hk").canonical, "zh-Hant-HK", "canonical")
        run.expectEqual(input.canonicalize("iw").canonical, "he", "legacy code")
        run.expectEqual(run.expectThrows<LanguagePolicyException.MalformedTag> { input.canonicalize("en--US") }?.path, "$.tag", "path")
    }
}
