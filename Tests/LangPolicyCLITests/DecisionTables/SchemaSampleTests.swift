import AppLanguage
import Foundation
import LangPolicyCLI
import TestSupport
import Testing
import WireDocuments

/// Every decision the repository's tables make, with its trace, and the records, states and
/// payloads around them, as samples of their published schemas (CI validates them).
@Suite struct SchemaSampleTests {
    @Test func everyTableDecisionIsASampleOfItsSchema() throws {
        var count = 0
        for url in try TableFiles.urls("app") {
            for input in try DecisionTable(json: String(contentsOf: url, encoding: .utf8)).decisionInputs() {
                let decision = input.policy.resolve(input.context)
                SchemaSamples.record(decision.jsonText(), as: "decision")
                SchemaSamples.record(input.policy.jsonText(), as: "policy")
                var state = AppLanguageState()
                state.keepUserChoice(input.context.savedUserChoice)
                state.recordAutomatic(decision, at: Timestamp(secondsSince1970: 1_767_225_600))
                SchemaSamples.record(state.jsonText(), as: "state")
                SchemaSamples.record(state.syncPayload.json, as: "sync-payload")
                if let saved = input.context.savedUserChoice { SchemaSamples.record(saved.jsonText(), as: "record") }
                count += 1
            }
        }
        #expect(count > 90)
    }
}
