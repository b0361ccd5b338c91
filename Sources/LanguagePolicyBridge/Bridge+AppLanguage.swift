internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

extension Bridge {
    /// Loads a policy once, for requests to name by `policyId` instead of carrying it: building
    /// a policy (validation, indexing) costs more than a decision. Request: `{"policy": {…}}`.
    /// Answer: `{"policyId": "policy-…", "policyVersion": 3, "schemaVersion": 1}`. The id is
    /// derived from the policy's content, so loading the same policy again gives the same id; a
    /// loaded policy stays loaded for the life of the process. A request naming an id this
    /// process has not loaded (after the process restarted, say) gets the error kind
    /// `policy_not_loaded`.
    package static func loadPolicy(_ request: String) -> String {
        answer(request, keys: ["policy"]) { request in
            let (id, policy) = try PolicyCache.shared.load(request.required("policy"))
            return LoadPolicyAnswer(policyId: id, policyVersion: policy.policyVersion).jsonText()
        }
    }

    /// An app-language decision. Request: `policy` or `policyId`; `savedUserChoice` (null, a
    /// tag, or a record), `systemAppPreference` and `deviceLanguages` (arrays of tags as the
    /// platform gives them); `trace` (true to include the trace, which costs more to write than
    /// the decision costs to make); `formatting` (optional): the device's locale, for the
    /// decision's `formattingLocale` (`formattingLocale(of:for:)`). Answer: the decision document.
    package static func resolveAppLanguage(_ request: String) -> String {
        answer(request, keys: resolveKeys) { request in
            let policy = try policy(of: request)
            let decision = policy.resolve(try ResolutionContext(members: request))
            var writer = JSONWriter(capacity: 384)
            decision.write(
                to: &writer, trace: try request.optional("trace")?.bool() ?? false,
                formattingLocale: try formattingLocale(of: request, for: decision))
            return writer.text
        }
    }

    /// The keys of a ``resolveAppLanguage(_:)`` request.
    static let resolveKeys = policyKeys + ResolutionContext.jsonKeys + ["formatting", "trace"]

    /// Android's one-time move of a legacy in-app choice to the platform per-app setting
    /// (`LegacyChoiceMigration`). Request: `legacyChoice` (a string or null), `state` (the
    /// stored state document, or null for a fresh one) and `written` (true once the app has
    /// written the `platformLocale` of the previous answer). Answer: `migration`
    /// (`write_to_platform`, `nothing_to_migrate`, `malformed_legacy_choice`,
    /// `already_migrated`), `platformLocale` (the tag to write, or null) and `state`, to store.
    /// The state records the migration only after the write is confirmed, so a crash between
    /// the two repeats the (harmless) write instead of losing the pick.
    package static func migrateLegacyChoice(_ request: String) -> String {
        answer(request, keys: ["legacyChoice", "state", "written"]) { request in
            var state = try storedState(request)
            if try request.optional("written")?.bool() ?? false { LegacyChoiceMigration.markWritten(&state) }
            let outcome = LegacyChoiceMigration.run(
                legacyChoice: try request.optional("legacyChoice")?.string(), state: &state)
            return MigrationAnswer(migration: outcome, platformLocale: outcome.platformLocale, state: state).jsonText()
        }
    }

    /// The state a request carries (`state`: a state document, or null or absent for a fresh one).
    static func storedState(_ request: JSONFields) throws -> AppLanguageState {
        try request.optional("state").map { element throws(DocumentError) in try AppLanguageState(json: element) }
            ?? AppLanguageState()
    }
}
