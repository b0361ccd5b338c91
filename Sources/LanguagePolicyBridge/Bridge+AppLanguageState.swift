internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

/// The app-language lifecycle for callers that keep the state themselves (an Android app
/// stores the state document in its preferences): each call takes the policy, the stored
/// `state`, the platform's `systemAppPreference` and `deviceLanguages` and an optional `at`
/// (ISO 8601; now by default), applies one operation with `AppLanguageCoordinator`'s rules, and
/// answers `{"decision": {…}, "schemaVersion": 1, "state": {…}}`: the decision the operation
/// leads to and the state to store.
extension Bridge {
    /// The keys every state operation takes.
    static let stateOperationKeys = policyKeys + ["at", "deviceLanguages", "state", "systemAppPreference"]

    /// Startup: the decision, with an automatic result recorded in its own slot. A `state` that
    /// cannot be read does not stop the app: the answer decides from an empty state and says so
    /// in `stateProblem` (`corrupt` or `newer_schema`, and a message), with `state` null — keep
    /// the stored value aside, never write over it. `policyChanged` tells whether the last
    /// automatic result came from another policy version.
    package static func launchAppLanguage(_ request: String) -> String {
        answer(request, keys: stateOperationKeys) { request in
            let policy = try policy(of: request)
            let context = try ResolutionContext(members: request)
            let at = try request.optional("at")?.timestamp() ?? .now
            let (stored, problem) = storedStateOrProblem(request)
            let store = InMemoryAppLanguageStore(stored)
            return launch(policy, store, context, problem: problem, at: at).answer.jsonText()
        }
    }

    /// The coordinator's launch on `store` with the request's platform languages, and its answer as
    /// `launchAppLanguage` gives it (the state null when the stored one could not be read: `problem`).
    static func launch(
        _ policy: AppLanguagePolicy, _ store: InMemoryAppLanguageStore, _ context: ResolutionContext,
        problem: StateProblem?, at: Timestamp
    ) -> (coordinator: AppLanguageCoordinator, answer: LaunchAnswer) {
        let coordinator = AppLanguageCoordinator(policy: policy, store: store)
        let launch = coordinator.launch(
            systemAppPreference: context.systemAppPreference, deviceLanguages: context.deviceLanguages, at: at)
        let answer = LaunchAnswer(
            decision: launch.decision, policyChanged: launch.policyChanged, state: problem == nil ? store.load() : nil,
            stateProblem: problem)
        return (coordinator, answer)
    }

    /// The request's stored `state` (null or absent: an empty one), or an empty state and why the stored one
    /// cannot be read.
    static func storedStateOrProblem(_ request: JSONFields) -> (AppLanguageState, StateProblem?) {
        guard let element = request.optional("state") else { return (AppLanguageState(), nil) }
        switch StoredState.read(element) {
        case .state(let stored): return (stored, nil)
        case .newerSchema(let version):
            let message =
                "the state has schema version \(version); this version reads up to \(AppLanguageState.currentSchemaVersion)"
            return (AppLanguageState(), StateProblem(kind: .newerSchema, message: message))
        case .corrupt(let reason): return (AppLanguageState(), StateProblem(kind: .corrupt, message: reason))
        }
    }

    /// The user's pick in the language selector (also how a replacement is confirmed). Request:
    /// the state operation's keys and `locale`. A locale the policy does not support exactly is
    /// the error kind `unsupported_locale`.
    package static func chooseAppLanguage(_ request: String) -> String {
        stateOperation(request, extraKeys: ["locale"]) { coordinator, request, at in
            let element = try request.required("locale")
            let locale = try element.languageTag()
            do throws(AppLanguageCoordinator.ChoiceError) {
                return try coordinator.choose(locale, at: at)
            } catch {
                guard case .unsupported(let tag) = error else {
                    throw BridgeError(.internalError, "the request's in-memory store failed: \(error)")
                }
                throw BridgeError(.unsupportedLocale, "\(tag) is not one of the supported locales", path: element.path)
            }
        }
    }

    /// The selector's "use the device language": forgets the pick.
    package static func useDeviceLanguage(_ request: String) -> String {
        stateOperation(request, extraKeys: []) { coordinator, _, at in try coordinator.useDeviceLanguage(at: at) }
    }

    /// A backup restored (a reinstall, a new device). Request: the state operation's keys and
    /// `payload` (a sync payload document, as ``syncPayload(_:)`` answers).
    package static func restoreAppLanguage(_ request: String) -> String {
        stateOperation(request, extraKeys: ["payload"]) { coordinator, request, _ in
            try coordinator.restore(AppLanguageSyncPayload(json: request.required("payload")))
        }
    }

    /// The state synced through the user's account, merged. Request: the state operation's keys
    /// and `payload` (the other device's sync payload).
    package static func syncAppLanguage(_ request: String) -> String {
        stateOperation(request, extraKeys: ["payload"]) { coordinator, request, _ in
            try coordinator.sync(with: AppLanguageSyncPayload(json: request.required("payload")))
        }
    }

    /// What to back up or upload of a state. Request: `{"state": {…}}`. Answer: the sync payload
    /// document (its explicit choice and clearing time; nothing automatic).
    package static func syncPayload(_ request: String) -> String {
        answer(request, keys: ["state"]) { request in try storedState(request).syncPayload.jsonText() }
    }

    /// Runs one operation on the request's state and answers its decision and the new state.
    private static func stateOperation(
        _ request: String, extraKeys: [String],
        _ operation: (AppLanguageCoordinator, JSONFields, Timestamp) throws -> AppLanguageDecision
    ) -> String {
        answer(request, keys: stateOperationKeys + extraKeys) { request in
            let policy = try policy(of: request)
            let context = try ResolutionContext(members: request)
            let at = try request.optional("at")?.timestamp() ?? .now
            let store = InMemoryAppLanguageStore(try storedState(request))
            let coordinator = AppLanguageCoordinator(policy: policy, store: store)
            _ = try coordinator.platformPreferencesChanged(
                systemAppPreference: context.systemAppPreference, deviceLanguages: context.deviceLanguages)
            let decision = try operation(coordinator, request, at)
            return StateOperationAnswer(decision: decision, state: store.load()).jsonText()
        }
    }
}
