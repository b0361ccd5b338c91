import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
/// | `launch` | `deviceLanguages`, `systemAppPreference` (each optional: updates the device) | ``AppLanguageCoordinator/launch(systemAppPreference:deviceLanguages:at:)`` |
/// | `setDeviceLanguages` | `deviceLanguages` | the user reorders or changes device languages |
/// | `setSystemAppPreference` | `systemAppPreference` | the OS per-app setting changes |
/// | `choose` | `locale` | the user picks a language in the app's selector |
/// | `useDeviceLanguage` | | the user goes back to the device language |
/// | `upgradePolicy` | `policy` | an app upgrade ships a new policy |
/// | `restoreBackup` | `state` | a backup is restored (reinstall, new device) |
/// | `newDevice` | `deviceLanguages`, `systemAppPreference` | a fresh install: empty store, new device preferences |
/// | `signIn` | `remote` | account sign-in merges a synced state |
/// | `migrateLegacyChoice` | `legacyChoice` | Android's one-time move to the platform setting |
///
/// `at` (ISO 8601) sets the event's time; by default step N happens N minutes after
/// 2026-01-01T00:00:00Z. After each step the current decision is checked against the
/// decision keys of ``AppLanguageTable`` and, when present: `stored` (`userChoice`,
/// `lastAutomatic`: null or an object of record keys; `completedMigrations`), `migration`
/// (`write_to_platform`, `nothing_to_migrate`, `malformed_legacy_choice`, `already_migrated`),
/// `platformLocale`, and `error` (`unsupported` when a `choose` is refused).
public struct LifecycleScenario: Sendable {
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
        let date: Date
        let expect: Expectation
    }

    /// The scenario's name.
    public let name: String
    let policy: AppLanguagePolicy
    let steps: [Step]

    static let stepKeys: Set<String> = AppLanguageDecision.expectationKeys.union([
        "stored", "migration", "platformLocale", "error",
    ])

    init(_ object: TableObject, filePolicy: AppLanguagePolicy?) throws(TableError) {
        try object.allowOnly(["name", "policy", "steps", "description"])
        name = try object.requiredString("name")
        guard let policy = try object.policy("policy") ?? filePolicy else {
            throw TableError(path: object.child("policy"), message: "a scenario needs a policy (its own or the file's)")
        }
        self.policy = policy
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        var steps: [Step] = []
        for (index, value) in try object.array("steps").enumerated() {
            let step = try TableObject(value, path: object.child("steps[\(index)]"))
            let eventName = try step.requiredString("event")
            let event: Event
            switch eventName {
            case "launch":
                try step.allowOnly(["event", "at", "expect", "deviceLanguages", "systemAppPreference"])
                event = .launch(
                    device: step.members["deviceLanguages"] == nil ? nil : try step.strings("deviceLanguages"),
                    system: step.members["systemAppPreference"] == nil ? nil : try step.strings("systemAppPreference"))
            case "setDeviceLanguages":
                try step.allowOnly(["event", "at", "expect", "deviceLanguages"])
                event = .setDeviceLanguages(try step.strings("deviceLanguages"))
            case "setSystemAppPreference":
                try step.allowOnly(["event", "at", "expect", "systemAppPreference"])
                event = .setSystemAppPreference(try step.strings("systemAppPreference"))
            case "choose":
                try step.allowOnly(["event", "at", "expect", "locale"])
                event = .choose(try step.requiredString("locale"))
            case "useDeviceLanguage":
                try step.allowOnly(["event", "at", "expect"])
                event = .useDeviceLanguage
            case "upgradePolicy":
                try step.allowOnly(["event", "at", "expect", "policy"])
                guard let newPolicy = try step.policy("policy") else {
                    throw TableError(path: step.child("policy"), message: "required policy is missing")
                }
                event = .upgradePolicy(newPolicy)
            case "restoreBackup":
                try step.allowOnly(["event", "at", "expect", "state"])
                event = .restoreBackup(try step.decode(AppLanguageState.self, "state") ?? AppLanguageState())
            case "newDevice":
                try step.allowOnly(["event", "at", "expect", "deviceLanguages", "systemAppPreference"])
                event = .newDevice(
                    device: try step.strings("deviceLanguages"), system: try step.strings("systemAppPreference"))
            case "signIn":
                try step.allowOnly(["event", "at", "expect", "remote"])
                event = .signIn(try step.decode(AppLanguageState.self, "remote") ?? AppLanguageState())
            case "migrateLegacyChoice":
                try step.allowOnly(["event", "at", "expect", "legacyChoice"])
                event = .migrateLegacyChoice(try step.string("legacyChoice"))
            default:
                throw TableError(path: step.child("event"), message: "unknown event \"\(eventName)\"")
            }
            var date = start.addingTimeInterval(Double(index) * 60)
            if let text = try step.string("at") {
                guard let parsed = try? Date(text, strategy: .iso8601) else {
                    throw TableError(path: step.child("at"), message: "\"\(text)\" is not an ISO 8601 date-time")
                }
                date = parsed
            }
            steps.append(
                Step(
                    label: "\(name) › step \(index + 1) (\(eventName))", event: event, date: date,
                    expect: try AppLanguageTable.expectation(step, allowed: Self.stepKeys)))
        }
        self.steps = steps
    }

    /// Runs the steps on a fresh in-memory store (whose calls cannot fail).
    func run() -> [TableCaseResult] {
        outcomes().map { TableCaseResult(name: $0.label, failures: $0.failures) }
    }

    /// Each step's label, the policy and context of the decision after it, and its failures.
    func outcomes() -> [(label: String, policy: AppLanguagePolicy, context: ResolutionContext, failures: [String])] {
        let store = InMemoryAppLanguageStore()
        var coordinator = AppLanguageCoordinator(policy: policy, store: store)
        var device: [String] = []
        var system: [String] = []
        var results: [(label: String, policy: AppLanguagePolicy, context: ResolutionContext, failures: [String])] = []
        for step in steps {
            var actual: [String: JSONValue] = [:]
            var decision: AppLanguageDecision?
            switch step.event {
            case .launch(let newDevice, let newSystem):
                device = newDevice ?? device
                system = newSystem ?? system
                decision =
                    coordinator.launch(systemAppPreference: system, deviceLanguages: device, at: step.date).decision
            case .setDeviceLanguages(let languages): device = languages
            case .setSystemAppPreference(let languages): system = languages
            case .choose(let text):
                do {
                    try coordinator.choose(try LanguageTag(parsing: text), at: step.date)
                    actual["error"] = .null
                } catch {
                    actual["error"] = .string("unsupported")
                }
            case .useDeviceLanguage: try? coordinator.useDeviceLanguage(at: step.date)
            case .upgradePolicy(let newPolicy): coordinator = AppLanguageCoordinator(policy: newPolicy, store: store)
            case .restoreBackup(let backup): try? coordinator.restore(backup)
            case .newDevice(let newDevice, let newSystem):
                store.save(AppLanguageState())
                device = newDevice
                system = newSystem
            case .signIn(let remote): _ = try? coordinator.sync(with: remote)
            case .migrateLegacyChoice(let legacy):
                if let outcome = try? coordinator.migrateLegacyChoice(legacy, write: { _ in }),
                    case .object(let values) = outcome.jsonValue
                {
                    for (key, value) in values { actual[key] = value }
                }
            }
            let context = ResolutionContext(
                savedUserChoice: store.load().userChoice, systemAppPreference: system, deviceLanguages: device)
            let current = decision ?? coordinator.policy.resolve(context)
            actual.merge(current.expectationValues) { first, _ in first }
            var failures = step.expect.check(actual, tagKeys: ["effectiveLocale", "platformLocale"])
            failures += Self.checkStored(step.expect, actual: store.load())
            results.append((step.label, coordinator.policy, context, failures))
        }
        return results
    }

    static func values(of state: AppLanguageState) -> JSONValue {
        (try? JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(state))) ?? .null
    }

    /// `stored` compares only the keys present, recursively into the two record slots.
    static func checkStored(_ expect: Expectation, actual state: AppLanguageState) -> [String] {
        guard case .object(let expected)? = expect.object.members["stored"],
            case .object(let actual) = values(of: state)
        else { return [] }
        var failures: [String] = []
        for key in expected.keys.sorted() {
            let got = actual[key] ?? .null
            switch (expected[key]!, got) {
            case (.object(let expectedRecord), .object(let gotRecord)):
                for field in expectedRecord.keys.sorted() where expectedRecord[field] != gotRecord[field] {
                    let matchesAsTag =
                        field.hasSuffix("Locale")
                        && expectedRecord[field].flatMap(Self.canonical)
                            == gotRecord[field].flatMap(Self.canonical)
                        && expectedRecord[field].flatMap(Self.canonical) != nil
                    if !matchesAsTag {
                        failures.append(
                            "stored.\(key).\(field): expected \(expectedRecord[field]!), got \(gotRecord[field] ?? .null)"
                        )
                    }
                }
            case (let expectedValue, let gotValue) where expectedValue != gotValue:
                failures.append("stored.\(key): expected \(expectedValue), got \(gotValue)")
            default: break
            }
        }
        return failures
    }

    private static func canonical(_ value: JSONValue) -> LanguageTag? {
        guard case .string(let text) = value else { return nil }
        return (try? LanguageTag(parsing: text))?.canonicalized()
    }
}
