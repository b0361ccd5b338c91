package import AppLanguage
internal import LanguageTags
package import PlatformModels
package import WireDocuments

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
/// `needsConfirmation`, `confirmationReason`, `policyVersion`, and what each platform would
/// show left to itself (`PlatformCheck`): `apple`, the localization Apple's bundle shows, and
/// `android`, the qualifier of the `values` folder Android loads (`""` for `values/`; either
/// null for none). What the app ships on each platform is the file's optional `platforms`
/// object (`appleLocalizations`, `appleDevelopmentRegion`, `androidFolders` as qualifiers,
/// `androidDefaultLanguage`), named after the policy where left out. Unknown keys are errors.
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
    /// The policy against what the app ships, when a case expects what a platform shows.
    let platforms: PlatformCheck?

    init(_ root: JSONFields) throws(DocumentError) {
        let policy = try root.optional("policy").map(Self.policy)
        self.policy = policy
        var cases: [Case] = []
        for element in try root.optional("cases")?.array() ?? [] {
            let object = try element.object(allowing: ["name", "expect"] + ResolutionContext.jsonKeys)
            guard policy != nil else {
                throw DocumentError(
                    path: root.path.appending("policy"), .invalidValue("a table with cases needs a policy"))
            }
            cases.append(
                Case(
                    name: try object.required("name").string(), context: try ResolutionContext(members: object),
                    expect: try Expectation(
                        of: object, allowed: AppLanguageDecision.expectationKeys + ["android", "apple"])))
        }
        self.cases = cases
        let platformElement = root.optional("platforms")
        if let policy, platformElement != nil || cases.contains(where: { $0.expect.checksPlatforms }) {
            platforms = try Self.platforms(platformElement, policy: policy)
        } else if let platformElement {
            throw platformElement.invalid("platforms need a policy and cases")
        } else {
            platforms = nil
        }
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

    /// The file's `platforms` object (or none) as a check of `policy`.
    static func platforms(_ element: JSONElement?, policy: AppLanguagePolicy) throws(DocumentError) -> PlatformCheck {
        let fields = try element?.object(allowing: [
            "androidDefaultLanguage", "androidFolders", "appleDevelopmentRegion", "appleLocalizations",
        ])
        do {
            let setup = try PlatformSetup(
                policy: policy, appleLocalizations: try fields?.optional("appleLocalizations")?.strings(),
                appleDevelopmentRegion: try fields?.optional("appleDevelopmentRegion")?.string(),
                androidFolders: try fields?.optional("androidFolders")?.strings(),
                androidDefaultLanguage: try fields?.optional("androidDefaultLanguage")?.languageTag())
            return PlatformCheck(policy: policy, setup: setup)
        } catch let error as AndroidLocaleFolderError {
            throw DocumentError(
                path: (element?.path ?? .root).appending("androidFolders"), .invalidValue(error.description))
        } catch let error as DocumentError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }

    /// Runs every case and scenario step.
    func run() -> [TableCaseResult] {
        var results: [TableCaseResult] = []
        if let policy {
            for item in cases {
                var actual: [String: JSONValue]
                if let platforms, item.expect.checksPlatforms {
                    let comparison = platforms.compare(item.context)
                    actual = comparison.decision.expectationValues
                    actual["apple"] = comparison.apple.shown.map(JSONValue.string) ?? .null
                    actual["android"] = comparison.android.folder.map(JSONValue.string) ?? .null
                } else {
                    actual = policy.resolve(item.context).expectationValues
                }
                results.append(
                    TableCaseResult(
                        name: item.name, failures: item.expect.failures(actual, tagKeys: ["effectiveLocale"])))
            }
        }
        for scenario in scenarios {
            results += scenario.run().map { TableCaseResult(name: $0.label, failures: $0.failures) }
        }
        return results
    }

    /// The cases that expect what a platform shows, with the platforms' check: what the
    /// tests compare with the platforms' own code.
    package func platformCases() -> [PlatformCase] {
        guard let platforms else { return [] }
        return cases.filter(\.expect.checksPlatforms).map { item in
            PlatformCase(
                name: item.name, context: item.context, check: platforms,
                apple: item.expect.fields.object["apple"], android: item.expect.fields.object["android"])
        }
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

/// A case that expects what a platform shows.
package struct PlatformCase: Sendable {
    package let name: String
    package let context: ResolutionContext
    package let check: PlatformCheck
    /// The expected localization shown (a string or null), if the case expects one.
    package let apple: JSONValue?
    /// The expected folder qualifier (a string or null), if the case expects one.
    package let android: JSONValue?
}

/// One decision a table makes: what the JNI parity run replays through the bridge.
package struct DecisionInput: Sendable {
    package let name: String
    package let policy: AppLanguagePolicy
    package let context: ResolutionContext
}
