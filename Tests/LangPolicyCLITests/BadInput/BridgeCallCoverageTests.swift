import Foundation
import FuzzChecks
import LanguagePolicyBridge
import TestSupport
import Testing
import WireDocuments

/// Every call of the bridge's list (`Sources/LanguagePolicyBridge/BridgeCalls.json`, as
/// ``BridgeCall/all``) has its tests: its rows in the bad-input table (the Swift function and the
/// C function), seeds of its selector in the C fuzz target's corpus, a call in the C test program
/// (`Tests/CInterface/main.c`), and an answer of its schema. (Its exported cases are counted by
/// the JVM parity runs, which fail under the list's minimums.)
@Suite struct BridgeCallCoverageTests {
    @Test(arguments: BridgeCall.all.map(\.name))
    func everyCallHasItsBadInputRows(_ name: String) throws {
        let call = try #require(BridgeCall.named(name))
        let rows = Set(EntryPoint.all.map(\.name))
        #expect(rows.contains("Bridge.\(name)"), "no bad-input row for Bridge.\(name) (BadInput/EntryPoints.swift)")
        #expect(rows.contains("C \(call.cSymbol)"), "no bad-input row for \(call.cSymbol)")
        #expect(EntryPoint.documented["Bridge.\(name)"] != nil, "no documented outcomes for Bridge.\(name)")
    }

    @Test func everyCallHasFuzzSeedsOfItsSelector() throws {
        let directory = PinnedData.repository.appendingPathComponent(FuzzTarget.cInterface.corpusDirectory).path
        var selectors: [Int: Int] = [:]
        for file in FuzzTarget.inputFiles(at: directory) {
            guard let first = try Data(contentsOf: URL(fileURLWithPath: file)).first else { continue }
            selectors[Int(first) % BridgeCall.all.count, default: 0] += 1
        }
        for (selector, call) in BridgeCall.all.enumerated() {
            #expect(
                selectors[selector, default: 0] >= 3,
                "\(call.cSymbol) (selector \(selector)) has \(selectors[selector, default: 0]) seeds: run Scripts/fuzz-seeds.py"
            )
        }
    }

    @Test func theCTestProgramCallsEveryFunction() throws {
        let program = try String(
            contentsOf: PinnedData.repository.appendingPathComponent("Tests/CInterface/main.c"), encoding: .utf8)
        for call in BridgeCall.all {
            #expect(program.contains("\(call.cSymbol)("), "Tests/CInterface/main.c never calls \(call.cSymbol)")
        }
    }

    /// The answer to each call's valid bad-input template is no error, and a sample of the
    /// call's schema (CI validates it: `Scripts/validate-schemas.py`).
    @Test(arguments: BridgeCall.all.map(\.name))
    func theValidRequestAnswersWithTheCallsSchema(_ name: String) throws {
        let call = try #require(BridgeCall.named(name))
        let entry = try #require(EntryPoint.all.first { $0.name == "Bridge.\(name)" })
        let answer = call.bridge(String(decoding: entry.valid, as: UTF8.self))
        guard case .object(let members) = try JSONValue.parse(answer) else {
            Issue.record("\(name): \(answer) is not an object")
            return
        }
        #expect(members["error"] == nil, "\(name): \(answer)")
        SchemaSamples.record(answer, as: call.answerSchema)
    }
}
