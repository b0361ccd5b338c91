internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

/// An installed-app check as a sequence: events applied in order to a fresh store and a
/// policy, with the expected decision and stored state after each.
///
///     { "name": "first explicit in-app change", "policy": { … },
///       "steps": [ { "event": "launch", "deviceLanguages": ["fr-CA", "en"],
///                    "expect": { "effectiveLocale": "fr", "stored": { "userChoice": null } } },
///                  { "event": "choose", "locale": "es",
///                    "expect": { "source": "saved_user_choice",
///                                "stored": { "userChoice": { "effectiveLocale": "es" } } } } ] }
///
/// The event vocabulary (each key besides `event`, `at` and `expect` is listed):
///
/// | event | keys | what it does |
/// |---|---|---|
/// | `launch` | `deviceLanguages`, `systemAppPreference` (each optional: updates the device) | `AppLanguageCoordinator.launch` |
/// | `setDeviceLanguages` | `deviceLanguages` | the user reorders or changes device languages |
/// | `setSystemAppPreference` | `systemAppPreference` | the OS per-app setting changes |
/// | `choose` | `locale` | the user picks a language in the app's selector |
/// | `useDeviceLanguage` | | the user goes back to the device language |
/// | `upgradePolicy` | `policy` | an app upgrade ships a new policy |
/// | `restoreBackup` | `state` | a backup of that state is restored (reinstall, new device) |
/// | `newDevice` | `deviceLanguages`, `systemAppPreference` | a fresh install: empty store, new device preferences |
/// | `signIn` | `remote` | account sign-in merges the sync payload of that state |
/// | `migrateLegacyChoice` | `legacyChoice` | Android's one-time move to the platform setting |
///
/// `at` (ISO 8601) sets the event's time; by default step N happens N minutes after
/// 2026-01-01T00:00:00Z. After each step the current decision is checked against the
/// decision keys of ``AppLanguageTable`` and, when present: `stored` (`userChoice`,
/// `lastAutomatic`: null or an object of record keys; `completedMigrations`), `migration`
/// (`write_to_platform`, `nothing_to_migrate`, `malformed_legacy_choice`, `already_migrated`),
/// `platformLocale`, and `error` (`unsupported` when a `choose` is refused). A step whose
/// operation returns a decision also fails when that decision differs from the current one.
struct LifecycleScenario: Sendable {
    enum Event: Sendable {
        case launch(device: [String]?, system: [String]?)
        case setDeviceLanguages([String])
        case setSystemAppPreference([String])
        case choose(String)
        case useDeviceLanguage
        case upgradePolicy(AppLanguagePolicy)
        case restoreBackup(AppLanguageState)
        case newDevice(device: [String], system: [String])
        case signIn(AppLanguageState)
        case migrateLegacyChoice(String?)
    }

    struct Step: Sendable {
        let label: String
        let event: Event
        let date: Timestamp
        let expect: Expectation
    }

    /// What one step gave: its label, the policy and context of the decision after it, and its
    /// failures.
    struct Outcome {
        let label: String
        let policy: AppLanguagePolicy
        let context: ResolutionContext
        let failures: [String]
    }

    let name: String
    let policy: AppLanguagePolicy
    let steps: [Step]

    static let stepKeys = AppLanguageDecision.expectationKeys + ["error", "migration", "platformLocale", "stored"]

    /// The keys each event takes besides `event`, `at` and `expect`.
    static let eventKeys: [String: [String]] = [
        "launch": ["deviceLanguages", "systemAppPreference"], "setDeviceLanguages": ["deviceLanguages"],
        "setSystemAppPreference": ["systemAppPreference"], "choose": ["locale"], "useDeviceLanguage": [],
        "upgradePolicy": ["policy"], "restoreBackup": ["state"],
        "newDevice": ["deviceLanguages", "systemAppPreference"], "signIn": ["remote"],
        "migrateLegacyChoice": ["legacyChoice"],
    ]

    init(_ element: JSONElement, filePolicy: AppLanguagePolicy?) throws(DocumentError) {
        let object = try element.object(allowing: ["description", "name", "policy", "steps"])
        name = try object.required("name").string()
        guard let policy = try object.optional("policy").map(AppLanguageTable.policy) ?? filePolicy else {
            throw DocumentError(
                path: object.path.appending("policy"),
                .invalidValue("a scenario needs a policy (its own or the file's)"))
        }
        self.policy = policy
        let start = Timestamp(secondsSince1970: 1_767_225_600)
        var steps: [Step] = []
        for (index, stepElement) in try object.required("steps").array().enumerated() {
            let eventName = try stepElement.object(allowing: nil).required("event").string()
            guard let keys = Self.eventKeys[eventName] else {
                throw DocumentError(
                    path: stepElement.path.appending("event"),
                    .invalidValue(
                        "unknown event \(JSONQuoting.quoted(eventName)) (events: \(Self.eventKeys.keys.sorted().joined(separator: ", ")))"
                    ))
            }
            let step = try stepElement.object(allowing: ["at", "event", "expect"] + keys)
            let date = try step.optional("at")?.timestamp() ?? start.adding(seconds: Int64(index) * 60)
            steps.append(
                Step(
                    label: "\(name) › step \(index + 1) (\(eventName))", event: try Self.event(eventName, step),
                    date: date, expect: try Expectation(of: step, allowed: Self.stepKeys)))
        }
        self.steps = steps
    }

    private static func event(_ name: String, _ step: JSONFields) throws(DocumentError) -> Event {
        func list(_ key: String) throws(DocumentError) -> [String]? { try step[key]?.strings() }
        func state(_ key: String) throws(DocumentError) -> AppLanguageState {
            try step.optional(key).map { element throws(DocumentError) in try AppLanguageState(json: element) }
                ?? AppLanguageState()
        }
        switch name {
        case "launch": return .launch(device: try list("deviceLanguages"), system: try list("systemAppPreference"))
        case "setDeviceLanguages": return .setDeviceLanguages(try list("deviceLanguages") ?? [])
        case "setSystemAppPreference": return .setSystemAppPreference(try list("systemAppPreference") ?? [])
        case "choose": return .choose(try step.required("locale").string())
        case "useDeviceLanguage": return .useDeviceLanguage
        case "upgradePolicy": return .upgradePolicy(try AppLanguageTable.policy(step.required("policy")))
        case "restoreBackup": return .restoreBackup(try state("state"))
        case "newDevice":
            return .newDevice(device: try list("deviceLanguages") ?? [], system: try list("systemAppPreference") ?? [])
        case "signIn": return .signIn(try state("remote"))
        default: return .migrateLegacyChoice(try step.optional("legacyChoice")?.string())
        }
    }

    /// Runs the steps on a fresh in-memory store (whose calls cannot fail).
    func run() -> [Outcome] {
        let store = InMemoryAppLanguageStore()
        var coordinator = AppLanguageCoordinator(policy: policy, store: store)
        var device: [String] = []
        var system: [String] = []
        var outcomes: [Outcome] = []
        for step in steps {
            var actual: [String: JSONValue] = [:]
            var returned: AppLanguageDecision?
            var failures: [String] = []
            func perform(_ body: () throws -> AppLanguageDecision) {
                do {
                    returned = try body()
                } catch {
                    failures.append("the event failed: \(error)")
                }
            }
            switch step.event {
            case .launch(let newDevice, let newSystem):
                device = newDevice ?? device
                system = newSystem ?? system
                returned =
                    coordinator.launch(systemAppPreference: system, deviceLanguages: device, at: step.date).decision
            case .setDeviceLanguages(let languages):
                device = languages
                perform {
                    try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device)
                }
            case .setSystemAppPreference(let languages):
                system = languages
                perform {
                    try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device)
                }
            case .choose(let text):
                do {
                    returned = try coordinator.choose(try LanguageTag(parsing: text), at: step.date)
                    actual["error"] = .null
                } catch {
                    actual["error"] = .string("unsupported")
                }
            case .useDeviceLanguage: perform { try coordinator.useDeviceLanguage(at: step.date) }
            case .upgradePolicy(let newPolicy):
                coordinator = AppLanguageCoordinator(policy: newPolicy, store: store)
                perform {
                    try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device)
                }
            case .restoreBackup(let backup): perform { try coordinator.restore(backup.syncPayload) }
            case .newDevice(let newDevice, let newSystem):
                store.save(AppLanguageState())
                device = newDevice
                system = newSystem
                perform {
                    try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device)
                }
            case .signIn(let remote): perform { try coordinator.sync(with: remote.syncPayload) }
            case .migrateLegacyChoice(let legacy):
                do {
                    let outcome = try coordinator.migrateLegacyChoice(legacy, write: { _ in })
                    actual["migration"] = .string(outcome.wireName)
                    if case .writeToPlatform(let tag) = outcome {
                        actual["platformLocale"] = .string(tag.description)
                    } else {
                        actual["platformLocale"] = .null
                    }
                } catch {
                    failures.append("the event failed: \(error)")
                }
            }
            let state = store.load()
            let context = ResolutionContext(
                savedUserChoice: state.userChoice, systemAppPreference: system, deviceLanguages: device)
            let current = coordinator.policy.resolve(context)
            if let returned, returned != current {
                failures.append(
                    "the event returned \(returned.effectiveLocale) from \(returned.source.rawValue), but the state gives \(current.effectiveLocale) from \(current.source.rawValue)"
                )
            }
            actual.merge(current.expectationValues) { first, _ in first }
            failures += step.expect.failures(
                actual, tagKeys: ["effectiveLocale", "platformLocale"], skipping: ["stored"])
            failures += Self.storedFailures(step.expect, state: state)
            outcomes.append(
                Outcome(label: step.label, policy: coordinator.policy, context: context, failures: failures))
        }
        return outcomes
    }

    /// `stored` compares only the keys present, recursively into the two record slots.
    static func storedFailures(_ expect: Expectation, state: AppLanguageState) -> [String] {
        guard case .object(let expected)? = expect.fields.object["stored"], case .object(let actual) = state.jsonValue
        else { return [] }
        var failures: [String] = []
        for (key, expectedValue) in expected {
            let got = actual[key] ?? .null
            switch (expectedValue, got) {
            case (.object(let expectedRecord), .object(let gotRecord)):
                for (field, expectedField) in expectedRecord {
                    let gotField = gotRecord[field] ?? .null
                    let same =
                        field.hasSuffix("Locale")
                        ? Expectation.sameTag(expectedField, gotField) : expectedField == gotField
                    if !same {
                        failures.append(
                            "stored.\(key).\(field): expected \(expectedField.excerpt), got \(gotField.excerpt)")
                    }
                }
            case (let expectedValue, let gotValue) where expectedValue != gotValue:
                failures.append("stored.\(key): expected \(expectedValue.excerpt), got \(gotValue.excerpt)")
            default: break
            }
        }
        return failures
    }
}
