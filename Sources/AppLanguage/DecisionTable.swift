import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An app-language decision-table file: a policy with cases, lifecycle scenarios, or both.
///
///     { "policy": { …a policy… },
///       "cases": [ { "name": "second preference wins",
///                    "savedUserChoice": null, "systemAppPreference": [],
///                    "deviceLanguages": ["fr-CA", "en-CA", "es"],
///                    "expect": { "effectiveLocale": "fr", "source": "device_preference",
///                                "requestedLocale": "fr-CA", "match": "script" } } ],
///       "scenarios": [ … see ``LifecycleScenario`` … ] }
///
/// Every case key but `name` and `expect` is optional (absent means empty). `savedUserChoice`
/// is a tag (the user's pick) or a record. Only the `expect` keys present are checked:
/// `effectiveLocale`, `source`, `requestedLocale`, `match`, `scriptFallback`,
/// `needsConfirmation`, `confirmationReason`, `policyVersion`. Unknown keys are errors.
///
/// ```swift
/// let table = try AppLanguageTable(json: data)
/// for result in table.run() where !result.passed { print(result.name, result.failures) }
/// ```
public struct AppLanguageTable: Sendable {
    /// One decision case.
    public struct Case: Sendable {
        /// The case's name, as the table gives it.
        public let name: String
        /// What the resolver is given.
        public let context: ResolutionContext
        let expect: Expectation
    }

    /// The file's policy (required when it has cases; scenarios may bring their own).
    public let policy: AppLanguagePolicy?
    /// The decision cases.
    public let cases: [Case]
    /// The lifecycle scenarios.
    public let scenarios: [LifecycleScenario]

    /// Whether a parsed JSON document is an app-language table (it has `cases` or `scenarios`).
    public static func recognizes(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members["cases"] != nil || members["scenarios"] != nil
    }

    /// Reads a table file.
    public init(json data: Data) throws(TableError) {
        do {
            try self.init(jsonValue: try JSONValue.parse(data))
        } catch let error as TableError {
            throw error
        } catch {
            throw TableError(path: "", message: "\(error)")
        }
    }

    /// Reads an already parsed table file.
    public init(jsonValue: JSONValue) throws(TableError) {
        let root = try TableObject(jsonValue, path: "")
        try root.allowOnly(["policy", "cases", "scenarios", "description"])
        policy = try root.policy("policy")
        var cases: [Case] = []
        for (index, value) in try root.array("cases").enumerated() {
            let object = try TableObject(value, path: "cases[\(index)]")
            try object.allowOnly(["name", "savedUserChoice", "systemAppPreference", "deviceLanguages", "expect"])
            guard policy != nil else { throw TableError(path: "policy", message: "a table with cases needs a policy") }
            cases.append(
                Case(
                    name: try object.requiredString("name"), context: try ResolutionContext(object),
                    expect: try Self.expectation(object, allowed: AppLanguageDecision.expectationKeys)))
        }
        self.cases = cases
        var scenarios: [LifecycleScenario] = []
        for (index, value) in try root.array("scenarios").enumerated() {
            scenarios.append(try LifecycleScenario(TableObject(value, path: "scenarios[\(index)]"), filePolicy: policy))
        }
        self.scenarios = scenarios
    }

    /// Runs every case and scenario step.
    public func run() -> [TableCaseResult] {
        var results: [TableCaseResult] = []
        if let policy {
            for item in cases {
                let decision = policy.resolve(item.context)
                results.append(
                    TableCaseResult(
                        name: item.name,
                        failures: item.expect.check(decision.expectationValues, tagKeys: ["effectiveLocale"])))
            }
        }
        for scenario in scenarios { results.append(contentsOf: scenario.run()) }
        return results
    }

    /// Every decision the table makes, with its policy and context: each case, and the state
    /// after each scenario step. Bridges replay these to prove they decide the same.
    public func decisionInputs() -> [(name: String, policy: AppLanguagePolicy, context: ResolutionContext)] {
        var inputs: [(name: String, policy: AppLanguagePolicy, context: ResolutionContext)] = []
        if let policy { inputs += cases.map { ($0.name, policy, $0.context) } }
        for scenario in scenarios { inputs += scenario.outcomes().map { ($0.label, $0.policy, $0.context) } }
        return inputs
    }

    static func expectation(_ object: TableObject, allowed: Set<String>) throws(TableError) -> Expectation {
        guard let expect = try object.object("expect") else {
            throw TableError(path: object.child("expect"), message: "required object is missing")
        }
        try expect.allowOnly(allowed)
        guard !expect.members.isEmpty else {
            throw TableError(path: object.child("expect"), message: "checks nothing; name at least one key")
        }
        return Expectation(object: expect)
    }
}
