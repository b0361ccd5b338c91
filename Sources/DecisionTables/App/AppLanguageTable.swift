import AppLanguage
import LanguagePolicyJSON

/// An app-language decision-table file: a policy with cases, lifecycle scenarios, or both.
///
///     { "policy": { …a policy… },
///       "cases": [ { "name": "second preference wins",
///                    "savedUserChoice": null, "systemAppPreference": [],
///                    "deviceLanguages": ["fr-CA", "en-CA", "es"],
///                    "expect": { "effectiveLocale": "fr", "source": "device_preference",
///                                "requestedLocale": "fr-CA", "match": "language_and_script" } } ],
///       "scenarios": [ … see ``LifecycleScenario`` … ] }
///
/// Every case key but `name` and `expect` is optional (absent means empty). `savedUserChoice`
/// is a tag (the user's pick) or a record. Only the `expect` keys present are checked:
/// `effectiveLocale`, `source`, `requestedLocale`, `match`, `scriptFallback`,
/// `needsConfirmation`, `confirmationReason`, `policyVersion`. Unknown keys are errors.
package struct AppLanguageTable: Sendable {
    /// One decision case.
    struct Case: Sendable {
        let name: String
        let context: ResolutionContext
        let expect: Expectation
    }

    /// The file's policy (required when it has cases; scenarios may bring their own).
    let policy: AppLanguagePolicy?
    let cases: [Case]
    let scenarios: [LifecycleScenario]

    init(_ root: JSONFields) throws(DocumentError) {
        policy = try root.optional("policy").map(Self.policy)
        var cases: [Case] = []
        for element in try root.optional("cases")?.array() ?? [] {
            let object = try element.object(allowing: ["name", "expect"] + ResolutionContext.jsonKeys)
            guard policy != nil else {
                throw DocumentError(
                    path: root.path.appending("policy"), .invalidValue("a table with cases needs a policy"))
            }
            cases.append(
                Case(
                    name: try object.required("name").string(), context: try ResolutionContext(json: object),
                    expect: try Expectation(of: object, allowed: AppLanguageDecision.expectationKeys)))
        }
        self.cases = cases
        var scenarios: [LifecycleScenario] = []
        for element in try root.optional("scenarios")?.array() ?? [] {
            scenarios.append(try LifecycleScenario(element, filePolicy: policy))
        }
        self.scenarios = scenarios
    }

    /// A policy embedded in a table: its first problem as the table's error.
    static func policy(_ element: JSONElement) throws(DocumentError) -> AppLanguagePolicy {
        do {
            return try AppLanguagePolicy(json: element)
        } catch {
            let problem = error.problems[0]
            if case .document(let documentError) = problem { throw documentError }
            throw DocumentError(path: problem.path, .invalidValue("invalid policy: \(problem.message)"))
        }
    }

    /// Runs every case and scenario step.
    func run() -> [TableCaseResult] {
        var results: [TableCaseResult] = []
        if let policy {
            for item in cases {
                let decision = policy.resolve(item.context)
                results.append(
                    TableCaseResult(
                        name: item.name,
                        failures: item.expect.failures(decision.expectationValues, tagKeys: ["effectiveLocale"])))
            }
        }
        for scenario in scenarios {
            results += scenario.run().map { TableCaseResult(name: $0.label, failures: $0.failures) }
        }
        return results
    }

    /// Every decision the table makes, with its policy and context: each case, and the state
    /// after each scenario step. Bridges replay these to prove they decide the same.
    func decisionInputs() -> [DecisionInput] {
        var inputs: [DecisionInput] = []
        if let policy { inputs += cases.map { DecisionInput(name: $0.name, policy: policy, context: $0.context) } }
        for scenario in scenarios {
            inputs += scenario.run().map { DecisionInput(name: $0.label, policy: $0.policy, context: $0.context) }
        }
        return inputs
    }
}

/// One decision a table makes: what the JNI parity run replays through the bridge.
package struct DecisionInput: Sendable {
    package let name: String
    package let policy: AppLanguagePolicy
    package let context: ResolutionContext
}
